package io.attest.server.api;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Every failure answers in the one layout with the documented status, code and field. */
class ErrorLayoutApiTest {

    private static final int SMALL_LIMIT = 64 * 1024;
    @RegisterExtension
    static final TestServer.PerClass server = TestServer.perClass(Map.of("micronaut.server.max-request-size", SMALL_LIMIT));
    @RegisterExtension
    final CapturedLogs logs = CapturedLogs.unexpectedErrors();
    private static String key;
    private static String dealOnlyKey;

    @BeforeAll
    static void createKeys() {
        ApiClient console = server.client();
        Accounts.signUp(console);
        key = Accounts.createKey(console, null);
        dealOnlyKey = Accounts.createKey(console, "[\"deal\"]");
    }

    private static String[] auth() {
        return new String[] {"Authorization", ApiClient.bearer(key)};
    }

    @Test
    void noAuthorizationHeaderIs401WithABearerChallenge() {
        ApiClient.Reply reply = server.client().get("/v1/plugins");
        assertThat(reply.status()).isEqualTo(401);
        assertLayout(reply, "unauthenticated");
        assertThat(reply.header("WWW-Authenticate")).contains("Bearer realm=\"attest\"");
        assertThat(reply.header("Cache-Control")).contains("no-store");
    }

    @Test
    void malformedUnknownAndMisspelledKeysAre401InvalidApiKey() {
        String wrongChecksum = key.substring(0, key.length() - 1) + (key.endsWith("A") ? "B" : "A");
        String unknown = io.attest.domain.accounts.ApiKeySecret.generate().reveal();
        for (String presented : new String[] {"att_short", wrongChecksum, unknown}) {
            ApiClient.Reply reply = server.client().get("/v1/plugins", "Authorization", ApiClient.bearer(presented));
            assertThat(reply.status()).as(presented).isEqualTo(401);
            assertLayout(reply, "invalid_api_key");
        }
        ApiClient.Reply basic = server.client().get("/v1/plugins", "Authorization", "Basic dXNlcjpwYXNz");
        assertThat(basic.status()).isEqualTo(401);
        assertLayout(basic, "unauthenticated");
    }

    @Test
    void authenticationIsCheckedBeforeTheRoute() {
        assertThat(server.client().get("/v1/no-such-thing").status()).isEqualTo(401);
        ApiClient.Reply reply = server.client().get("/v1/no-such-thing", auth());
        assertThat(reply.status()).isEqualTo(404);
        assertLayout(reply, "resource_not_found");
        assertThat(reply.error().get("detail").get("kind").asText()).isEqualTo("route");
    }

    @Test
    void unknownRoutesOutsideV1AreAlso404InTheLayout() {
        ApiClient.Reply reply = server.client().get("/nothing/here");
        assertThat(reply.status()).isEqualTo(404);
        assertLayout(reply, "resource_not_found");
    }

    @Test
    void wrongMethodIs405() {
        ApiClient.Reply reply = server.client().send("PUT", "/v1/plugins", auth());
        assertThat(reply.status()).isEqualTo(405);
        assertLayout(reply, "method_not_allowed");
    }

    @Test
    void wrongContentTypeIs415() {
        ApiClient.Reply reply = server.client().post("/v1/guard/probe", "text/plain", "hello".getBytes(), auth());
        assertThat(reply.status()).isEqualTo(415);
        assertLayout(reply, "unsupported_media_type");
    }

    @Test
    void bodiesOverTheServerLimitAre413() {
        byte[] big = ("\"" + "x".repeat(SMALL_LIMIT * 2) + "\"").getBytes();
        ApiClient.Reply reply = server.client().post("/v1/guard/probe", "application/json", big, auth());
        assertThat(reply.status()).isEqualTo(413);
        assertLayout(reply, "payload_too_large");
    }

    @Test
    void checksRunInTheDocumentedOrderAuthenticationRouteMethodMediaTypeSizeScope() {
        byte[] big = ("\"" + "x".repeat(SMALL_LIMIT * 2) + "\"").getBytes();
        ApiClient.Reply unauthenticatedAndTooBig = server.client().post("/v1/guard/probe", "application/json", big);
        assertThat(unauthenticatedAndTooBig.status()).isEqualTo(401);
        ApiClient.Reply unauthenticatedWrongMethod = server.client().send("DELETE", "/v1/guard/probe");
        assertThat(unauthenticatedWrongMethod.status()).isEqualTo(401);

        String[] dealOnly = {"Authorization", ApiClient.bearer(dealOnlyKey)};
        assertThat(server.client().send("DELETE", "/v1/guard/probe", dealOnly).status()).isEqualTo(405);
        assertThat(server.client().post("/v1/guard/probe", "text/plain", "x".getBytes(), dealOnly).status()).isEqualTo(415);
        assertThat(server.client().post("/v1/guard/probe", "application/json", big, dealOnly).status()).isEqualTo(413);
        assertThat(server.client().postJson("/v1/guard/probe", "{}", dealOnly).status()).isEqualTo(403);
    }

    @Test
    void malformedJsonAndWrongShapesAre400() {
        ApiClient.Reply malformed = server.client().postJson("/console/api/signup", "{\"email\": ");
        assertThat(malformed.status()).isEqualTo(400);
        assertLayout(malformed, "invalid_request");

        ApiClient.Reply array = server.client().postJson("/console/api/signup", "[1,2]");
        assertThat(array.status()).isEqualTo(400);
        assertLayout(array, "invalid_request");

        ApiClient.Reply empty = server.client().post("/console/api/signup", "application/json", new byte[0]);
        assertThat(empty.status()).isEqualTo(400);
        assertLayout(empty, "invalid_request");
    }

    @Test
    void unexpectedFailuresAre500WithoutInternals() {
        ApiClient.Reply reply = server.client().get("/v1/guard/probe/boom", auth());
        assertThat(reply.status()).isEqualTo(500);
        assertLayout(reply, "internal_error");
        assertThat(reply.body()).doesNotContain("Exception").doesNotContain("org.example").doesNotContain("secret internal detail")
                .doesNotContain("\tat ");
        // ... while the server log has it, under the request id the client was given
        String requestId = reply.header("Request-Id").orElseThrow();
        assertThat(logs.errors()).anySatisfy(line -> assertThat(line).contains("request " + requestId + " GET /v1/guard/probe/boom failed with 500"));
    }

    @Test
    void everyResponseCarriesARequestId() {
        ApiClient.Reply ok = server.client().get("/v1/usage", auth());
        assertThat(ok.header("Request-Id")).hasValueSatisfying(id -> assertThat(id).startsWith("req_"));
        ApiClient.Reply health = server.client().get("/health");
        assertThat(health.header("Request-Id")).isPresent();
        ApiClient.Reply other = server.client().get("/v1/usage", auth());
        assertThat(other.header("Request-Id")).isNotEqualTo(ok.header("Request-Id"));
    }

    /** code and message always; request_id equal to the header; nothing that names Java internals. */
    static void assertLayout(ApiClient.Reply reply, String code) {
        assertThat(reply.header("Content-Type")).hasValueSatisfying(type -> assertThat(type).startsWith("application/json"));
        JsonNode error = reply.error();
        assertThat(error.get("code").asText()).isEqualTo(code);
        assertThat(error.get("message").asText()).isNotBlank().doesNotContain("java.").doesNotContain("io.micronaut");
        assertThat(error.get("request_id").asText()).startsWith("req_").isEqualTo(reply.header("Request-Id").orElse(null));
        assertThat(reply.json().fieldNames()).toIterable().containsExactly("error");
    }
}
