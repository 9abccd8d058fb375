package io.attest.server.api;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.attest.domain.accounts.ApiKeySecret;
import io.attest.domain.shared.Sha256;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** POST /v1/security/compromised-keys: GitHub secret-scanning reports revoke our keys and record key.compromised. */
class CompromisedKeysApiTest {

    private static final String REPORT_TOKEN = "relay-token-for-tests";
    @RegisterExtension
    static final TestServer.PerClass server = TestServer.perClass(Map.of("attest.security.report-token", REPORT_TOKEN));

    @Test
    void aReportedKeyIsRevokedAsCompromisedAndAnEventIsRecorded() throws Exception {
        ApiClient console = server.client();
        String accountId = Accounts.signUp(console);
        String secret = Accounts.createKey(console, null);
        String stranger = ApiKeySecret.generate().reveal();
        String body = "[{\"token\":\"" + secret + "\",\"type\":\"attest_api_key\",\"url\":\"https://github.com/x/y/blob/main/a.env\",\"source\":\"content\"},"
                + "{\"token\":\"" + stranger + "\",\"type\":\"attest_api_key\",\"url\":\"https://gist.github.com/z\",\"source\":\"gist\"}]";

        ApiClient.Reply reply = server.client().postJson("/v1/security/compromised-keys", body, "Authorization", ApiClient.bearer(REPORT_TOKEN));

        assertThat(reply.status()).isEqualTo(200);
        assertThat(reply.body()).doesNotContain(secret).doesNotContain(stranger);
        JsonNode verdicts = reply.json();
        assertThat(verdicts.get(0).get("token_hash").asText()).isEqualTo(Sha256.hex(secret));
        assertThat(verdicts.get(0).get("label").asText()).isEqualTo("true_positive");
        assertThat(verdicts.get(1).get("label").asText()).isEqualTo("false_positive");
        assertThat(verdicts.get(1).get("token_type").asText()).isEqualTo("attest_api_key");

        assertThat(server.client().get("/v1/usage", "Authorization", ApiClient.bearer(secret)).status()).isEqualTo(401);
        assertThat(console.get("/console/api/keys").json().get("keys").get(0).get("revoked_reason").asText()).isEqualTo("compromised");
        JsonNode event = onlyEvent(accountId);
        assertThat(event.get("key_hint").asText()).isEqualTo("att_\u2026" + secret.substring(secret.length() - 4));
        assertThat(event.get("source").asText()).isEqualTo("content");
        assertThat(event.get("url").asText()).isEqualTo("https://github.com/x/y/blob/main/a.env");
        assertThat(event.toString()).doesNotContain(secret);

        ApiClient.Reply again = server.client().postJson("/v1/security/compromised-keys", body, "Authorization", ApiClient.bearer(REPORT_TOKEN));
        assertThat(again.json().get(0).get("label").asText()).isEqualTo("true_positive");
        onlyEvent(accountId);
    }

    @Test
    void theRouteNeedsTheReportTokenNotAnApiKey() {
        String key = Accounts.newKey(server.get());
        ApiClient.Reply withApiKey = server.client().postJson("/v1/security/compromised-keys", "[]", "Authorization", ApiClient.bearer(key));
        assertThat(withApiKey.status()).isEqualTo(401);
        ApiClient.Reply without = server.client().postJson("/v1/security/compromised-keys", "[]");
        assertThat(without.status()).isEqualTo(401);
        // the token is checked before the body is read: a malformed body without it is still a 401
        for (String body : new String[] {"null", "{\"token\":1}", "[{\"token\":\"a\u0000\"}]"}) {
            ApiClient.Reply unauthenticated = server.client().postJson("/v1/security/compromised-keys", body,
                    "Authorization", ApiClient.bearer("not-the-report-token"));
            assertThat(unauthenticated.status()).as(body).isEqualTo(401);
        }
        ApiClient.Reply malformed = server.client().postJson("/v1/security/compromised-keys", "[{\"type\":\"x\"}]", "Authorization", ApiClient.bearer(REPORT_TOKEN));
        assertThat(malformed.status()).isEqualTo(400);
        assertThat(malformed.error().get("field").asText()).isEqualTo("[0].token");
    }

    @Test
    void withoutAConfiguredTokenTheRouteDoesNotExist() {
        try (TestServer off = TestServer.startOn(server.database(), Map.of())) {
            for (String body : new String[] {"[]", "null"}) {
                ApiClient.Reply reply = off.client().postJson("/v1/security/compromised-keys", body,
                        "Authorization", ApiClient.bearer(REPORT_TOKEN));
                assertThat(reply.status()).as(body).isEqualTo(404);
                assertThat(reply.error().get("detail").get("kind").asText()).isEqualTo("route");
            }
        }
    }

    private static JsonNode onlyEvent(String accountId) throws Exception {
        var db = server.database();
        try (Connection c = DriverManager.getConnection(db.jdbcUrl(), db.user(), db.password());
             var statement = c.prepareStatement("select id, type, data::text from events where account_id = ?")) {
            statement.setString(1, accountId);
            try (ResultSet rs = statement.executeQuery()) {
                assertThat(rs.next()).as("a key.compromised event").isTrue();
                assertThat(rs.getString("id")).startsWith("evt_");
                assertThat(rs.getString("type")).isEqualTo("key.compromised");
                JsonNode data = ApiClient.JSON.readTree(rs.getString(3));
                assertThat(rs.next()).as("exactly one event").isFalse();
                return data;
            }
        }
    }
}
