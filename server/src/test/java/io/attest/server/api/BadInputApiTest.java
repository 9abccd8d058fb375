package io.attest.server.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Bad input is a clear 400, never a 500 (issue 16), on every route that reads a JSON body, over real HTTP:
 * {@code null} and other non-object bodies, NUL and unpaired surrogates in any string (keys too), repeated
 * keys. The rules live where bodies are decoded, so each route is probed with the same cases.
 */
class BadInputApiTest {

    private static final String REPORT_TOKEN = "relay-token-for-bad-input";
    private static final String MARK = "~MARK~";

    @RegisterExtension
    static final TestServer.PerClass server = TestServer.perClass(Map.of(
            "attest.security.report-token", REPORT_TOKEN,
            "attest.plans.free.monthly-calls", 0));

    private static String key;
    private static ApiClient console;
    private static String schemaId;

    /** Who may call a route: an API key, the operator's report token, or a signed-in console session. */
    enum Caller { API_KEY, REPORT_TOKEN, CONSOLE }

    /**
     * A route that reads a JSON body. {@code template} is a body the route accepts (or refuses for another
     * field) once {@link #MARK} is replaced by ordinary text; {@code field} is the path of the string holding
     * the mark; {@code repeated} repeats the key at {@code repeatedField}.
     */
    record Route(String path, Caller caller, String template, String field, String repeated, String repeatedField) {

        boolean takesAnArray() {
            return template.startsWith("[");
        }
    }

    static List<Route> routes() {
        String samples = VoiceFixtures.json(VoiceFixtures.SAMPLES);
        return List.of(
                new Route("/v1/guard/verify-references", Caller.API_KEY,
                        "{\"text\":\"See 42 U.S.C. § 1983 " + MARK + "\",\"sources\":[\"42 U.S.C. § 1983\"]}", "text",
                        "{\"text\":\"a\",\"sources\":[\"s\"],\"text\":\"b\"}", "text"),
                new Route("/v1/airbnb-deal/analyze", Caller.API_KEY,
                        "{\"address\":\"9 South Oak Blvd Unit 3, Dayton, OH 45402\",\"note\":\"" + MARK + "\"}", "note",
                        "{\"address\":\"9 South Oak Blvd, Dayton, OH 45402\",\"verdict_thresholds\":"
                                + "{\"red_max_annual_net\":1,\"red_max_annual_net\":2}}", "verdict_thresholds.red_max_annual_net"),
                new Route("/v1/webhooks/endpoints", Caller.API_KEY,
                        "{\"url\":\"https://1.1.1.1/hooks/" + MARK + "\",\"events\":[\"key.compromised\"]}", "url",
                        "{\"url\":\"https://1.1.1.1/a\",\"events\":[\"key.compromised\"],\"url\":\"https://1.1.1.1/b\"}", "url"),
                new Route("/v1/webhooks/endpoints/we_0000000000000000000000/replay", Caller.API_KEY,
                        "{\"since\":\"2026-01-05T08:00:00Z\",\"note\":\"" + MARK + "\"}", "note",
                        "{\"since\":\"2026-01-05T08:00:00Z\",\"since\":\"2026-01-06T08:00:00Z\"}", "since"),
                new Route("/v1/calculator-engine/schemas", Caller.API_KEY,
                        "{\"name\":\"Rent " + MARK + "\",\"lines\":[{\"id\":\"rent\"}]}", "name",
                        "{\"name\":\"x\",\"lines\":[{\"id\":\"a\",\"formula\":\"1\",\"id\":\"b\"}]}", "lines[0].id"),
                new Route("/v1/calculator-engine/run", Caller.API_KEY,
                        "{\"schema_id\":\"SCHEMA\",\"values\":{\"rent\":1},\"note\":\"" + MARK + "\"}", "note",
                        "{\"schema_id\":\"SCHEMA\",\"values\":{\"rent\":1,\"rent\":2}}", "values.rent"),
                new Route("/v1/meeting-memory/ingest", Caller.API_KEY,
                        "{\"transcript_id\":\"weekly-1\",\"occurred_at\":\"2026-01-05T09:00:00Z\",\"participants\":[\"ian@example.com\"],"
                                + "\"transcript\":\"Ian: I will send the budget by Friday. " + MARK + "\"}", "transcript",
                        "{\"transcript_id\":\"a\",\"transcript_id\":\"b\"}", "transcript_id"),
                new Route("/v1/meeting-memory/query", Caller.API_KEY,
                        "{\"q\":\"budget " + MARK + "\"}", "q",
                        "{\"q\":\"budget\",\"limit\":1,\"limit\":2}", "limit"),
                new Route("/v1/meeting-memory/digest", Caller.API_KEY,
                        "{\"window\":\"last_7_days\",\"note\":\"" + MARK + "\"}", "note",
                        "{\"window\":{\"from\":\"2026-01-01T00:00:00Z\",\"to\":\"2026-01-02T00:00:00Z\",\"to\":\"2026-01-03T00:00:00Z\"}}",
                        "window.to"),
                new Route("/v1/voice-profile/train", Caller.API_KEY,
                        "{\"samples\":" + samples + ",\"name\":\"Ada " + MARK + "\"}", "name",
                        "{\"samples\":" + samples + ",\"samples\":[]}", "samples"),
                new Route("/v1/voice-profile/generate", Caller.API_KEY,
                        "{\"profile_id\":\"vp_0000000000000000000000\",\"topic\":\"smaller machines " + MARK + "\"}", "topic",
                        "{\"profile_id\":\"vp_1\",\"topic\":\"a\",\"topic\":\"b\"}", "topic"),
                new Route("/v1/voice-profile/import", Caller.API_KEY,
                        "{\"format\":\"attest.voice-profile\",\"version\":1,\"name\":\"Ada " + MARK + "\",\"sample_count\":6}", "name",
                        "{\"format\":\"attest.voice-profile\",\"version\":1,\"features\":{\"a\":1,\"a\":2}}", "features.a"),
                new Route("/v1/security/compromised-keys", Caller.REPORT_TOKEN,
                        "[{\"token\":\"att_" + MARK + "\",\"source\":\"content\"}]", "[0].token",
                        "[{\"token\":\"att_1\",\"token\":\"att_2\"}]", "[0].token"),
                new Route("/console/api/signup", Caller.CONSOLE,
                        "{\"email\":\"EMAIL\",\"password\":\"a long enough " + MARK + " password\"}", "password",
                        "{\"email\":\"a@example.com\",\"email\":\"b@example.com\",\"password\":\"a long enough password\"}", "email"),
                new Route("/console/api/login", Caller.CONSOLE,
                        "{\"email\":\"nobody" + MARK + "@example.com\",\"password\":\"a long enough password\"}", "email",
                        "{\"email\":\"a@example.com\",\"password\":\"a long enough password\",\"password\":\"x\"}", "password"),
                new Route("/console/api/keys", Caller.CONSOLE,
                        "{\"name\":\"ci " + MARK + "\",\"scopes\":[\"guard\"]}", "name",
                        "{\"name\":\"ci\",\"scopes\":[\"guard\"],\"scopes\":[\"deal\"]}", "scopes"));
    }

    @BeforeAll
    static void accounts() {
        console = server.client();
        Accounts.signUp(console);
        key = Accounts.createKey(console, null);
        ApiClient.Reply schema = server.client().postJson("/v1/calculator-engine/schemas",
                "{\"name\":\"rent\",\"lines\":[{\"id\":\"rent\"},{\"id\":\"out\",\"formula\":\"rent * 2\"}]}", "Authorization", ApiClient.bearer(key));
        assertThat(schema.status()).as(schema.toString()).isEqualTo(201);
        schemaId = schema.json().get("schema_id").asText();
    }

    private static ApiClient.Reply post(Route route, String body) {
        String json = body.replace("SCHEMA", schemaId).replace("EMAIL", Accounts.uniqueEmail());
        return switch (route.caller()) {
            case API_KEY -> server.client().postJson(route.path(), json, "Authorization", ApiClient.bearer(key));
            case REPORT_TOKEN -> server.client().postJson(route.path(), json, "Authorization", ApiClient.bearer(REPORT_TOKEN));
            case CONSOLE -> console.postJson(route.path(), json);
        };
    }

    @Test
    void theTemplatesAreAcceptedWithOrdinaryText() {
        // the probes below change one string: without the bad character the route must not refuse that field
        for (Route route : routes()) {
            ApiClient.Reply reply = post(route, route.template().replace(MARK, "plain"));
            assertThat(reply.status()).as(route.path() + " " + reply).isLessThan(500);
            if (reply.status() == 400) {
                assertThat(reply.error().path("field").asText()).as(route.path() + " " + reply).isNotEqualTo(route.field());
            }
        }
    }

    @Test
    void nullAndBodiesThatAreNotTheExpectedJsonShapeAre400WithoutAField() {
        for (Route route : routes()) {
            List<String> wrongShapes = route.takesAnArray()
                    ? List.of("null", "\"text\"", "42", "true", "{}", "{\"token\":\"att_1\"}")
                    : List.of("null", "\"text\"", "42", "true", "[]", "[{}]");
            for (String body : wrongShapes) {
                assertInvalid(post(route, body), null, route.path() + " " + body);
            }
            assertInvalid(post(route, "null "), null, route.path() + " null with a space");
        }
    }

    @Test
    void nulInAnyStringIs400NamingTheField() {
        for (Route route : routes()) {
            assertInvalid(post(route, route.template().replace(MARK, "a\\u0000b")), route.field(), route.path() + " NUL");
        }
    }

    @Test
    void unpairedSurrogatesAre400NamingTheField() {
        for (Route route : routes()) {
            for (String lone : List.of("\\ud800", "x\\udc00y", "\\ud800\\ud800")) {
                assertInvalid(post(route, route.template().replace(MARK, lone)), route.field(), route.path() + " " + lone);
            }
        }
        // a pair is one character (U+1F600), not a refusal
        ApiClient.Reply emoji = post(routes().getFirst(), routes().getFirst().template().replace(MARK, "\\ud83d\\ude00"));
        assertThat(emoji.status()).as(emoji.toString()).isEqualTo(200);
    }

    @Test
    void aNulInAKeyNamesTheObjectHoldingItAndASurrogateInAKeyIsUnreadable() {
        Route run = routes().stream().filter(r -> r.path().endsWith("/run")).findFirst().orElseThrow();
        assertInvalid(post(run, "{\"schema_id\":\"SCHEMA\",\"values\":{\"re\\u0000nt\":1}}"), "values", "NUL in a key");
        // Jackson cannot even read an unpaired surrogate in a key: not valid JSON, still a 400
        ApiClient.Reply surrogateKey = post(run, "{\"schema_id\":\"SCHEMA\",\"values\":{\"\\udfff\":1}}");
        assertInvalid(surrogateKey, null, "surrogate in a key");
        assertThat(surrogateKey.error().get("message").asText()).isEqualTo("the request body is not valid JSON");
        assertInvalid(post(run, "{\"\\u0000\":1}"), null, "NUL in a top-level key");
    }

    @Test
    void aStoredNameWithALoneSurrogateIsRefusedNotStoredAsAQuestionMark() {
        ApiClient.Reply reply = server.client().postJson("/v1/calculator-engine/schemas",
                "{\"name\":\"rent \\ud800\",\"lines\":[{\"id\":\"rent\"}]}", "Authorization", ApiClient.bearer(key));
        assertInvalid(reply, "name", "lone surrogate in a schema name");
        assertThat(reply.error().get("message").asText()).isEqualTo("name must not contain NUL characters or unpaired surrogates");
    }

    @Test
    void aRepeatedKeyIs400NamingIt() {
        for (Route route : routes()) {
            ApiClient.Reply reply = post(route, route.repeated());
            assertInvalid(reply, route.repeatedField(), route.path() + " " + route.repeated());
            assertThat(reply.error().get("message").asText()).contains("more than once");
        }
    }

    /**
     * The rules are checked as Serde reads the body: what it skips (unknown properties), what lies after a
     * value it could not bind, and the end of a megabyte string are checked all the same.
     */
    @Test
    void stringsSerdeSkipsOrNeverReachesAreCheckedToo() {
        Route verify = routes().getFirst();
        assertInvalid(post(verify, "{\"text\":\"t\",\"sources\":[\"s\"],\"extra\":[1,{\"deep\":[\"ok\",\"x\\u0000\"]}]}"),
                "extra[1].deep[1]", "NUL in an unknown property");
        assertInvalid(post(verify, "{\"text\":\"t\",\"sources\":[\"s\"],\"extra\":{\"a\":{\"b\":1,\"b\":2}}}"),
                "extra.a.b", "a key repeated in an unknown property");
        assertInvalid(post(verify, "{\"text\":12,\"sources\":[\"\\ud800\"]}"), "sources[0]", "a surrogate after a wrong type");
        ApiClient.Reply wrongType = post(verify, "{\"text\":12,\"sources\":[\"s\"]}");
        assertInvalid(wrongType, "text", "a wrong type");
        assertThat(wrongType.error().get("message").asText()).isEqualTo("text must be a string");
        assertInvalid(post(verify, "{\"text\":\"" + "a".repeat(1 << 20) + "\\u0000\",\"sources\":[\"s\"]}"), "text", "NUL after 1 MB");
        ApiClient.Reply after = post(verify, "{\"text\":\"t\",\"sources\":[\"s\"]} {}");
        assertInvalid(after, null, "content after the value");
        assertThat(after.error().get("message").asText()).isEqualTo("the request body is not valid JSON: content after the value");
    }

    @Test
    void malformedJsonAndContentAfterTheValueAre400() {
        for (Route route : routes()) {
            for (String body : List.of("{\"a\": ", "{} {}", "{\"a\":1}x", "{'a':1}", "{\"a\":\"tab\there\"}")) {
                assertInvalid(post(route, body), null, route.path() + " " + body);
            }
        }
    }

    @Test
    void routesThatTakeNoBodyIgnoreOne() {
        for (String path : List.of("/v1/events/evt_0000000000000000000000/replay",
                "/v1/webhooks/endpoints/we_0000000000000000000000/secret/rotate")) {
            for (String body : List.of("null", "{\"a\":1,\"a\":\"\\u0000\"}")) {
                ApiClient.Reply reply = server.client().postJson(path, body, "Authorization", ApiClient.bearer(key));
                assertThat(reply.status()).as(path + " " + reply).isEqualTo(404);
                assertThat(reply.error().get("code").asText()).isEqualTo("resource_not_found");
            }
        }
        ApiClient.Reply logout = server.client().postJson("/console/api/logout", "null");
        assertThat(logout.status()).as(logout.toString()).isEqualTo(204);
    }

    @Test
    void twoAuthorizationHeadersAre400BeforeEitherIsChecked() {
        String bogus = ApiClient.bearer("att_000000000000000000000000000000000000");
        for (String[] pair : List.of(new String[] {ApiClient.bearer(key), bogus}, new String[] {bogus, ApiClient.bearer(key)},
                new String[] {ApiClient.bearer(key), ApiClient.bearer(key)})) {
            ApiClient.Reply usage = server.client().get("/v1/usage", "Authorization", pair[0], "Authorization", pair[1]);
            assertInvalid(usage, "Authorization", "two Authorization headers");
        }
        ApiClient.Reply report = server.client().postJson("/v1/security/compromised-keys", "[]",
                "Authorization", ApiClient.bearer(REPORT_TOKEN), "Authorization", bogus);
        assertInvalid(report, "Authorization", "two Authorization headers on the report route");
        ApiClient.Reply idempotency = server.client().postJson("/v1/guard/verify-references", "{\"text\":\"x\",\"sources\":[\"s\"]}",
                "Authorization", ApiClient.bearer(key), "Idempotency-Key", "a", "Idempotency-Key", "b");
        assertInvalid(idempotency, "Idempotency-Key", "two Idempotency-Key headers");
    }

    @Test
    void anOversizedHeaderIs431AndAnOverlongTargetIs414InTheLayout() {
        ApiClient.Reply headers = server.client().get("/v1/usage", "Authorization", ApiClient.bearer(key), "X-Padding", "p".repeat(16_000));
        assertThat(headers.status()).as(headers.toString()).isEqualTo(431);
        ErrorLayoutApiTest.assertLayout(headers, "headers_too_large");
        assertThat(headers.error().get("message").asText()).contains("8192 bytes");

        ApiClient.Reply target = server.client().get("/v1/usage?padding=" + "p".repeat(8_000), "Authorization", ApiClient.bearer(key));
        assertThat(target.status()).as(target.toString()).isEqualTo(414);
        ErrorLayoutApiTest.assertLayout(target, "uri_too_long");
        assertThat(target.error().get("message").asText()).contains("4096 bytes");
    }

    @Test
    void consoleRoutesThatReadABodyRequireJsonContentType() {
        ApiClient signedIn = server.client();
        Accounts.signUp(signedIn);
        String credentials = "{\"email\":\"" + Accounts.uniqueEmail() + "\",\"password\":\"a long enough password\"}";
        for (ApiClient.Reply reply : List.of(
                signedIn.post("/console/api/keys", null, "{\"name\":\"ci\"}".getBytes(StandardCharsets.UTF_8)),
                signedIn.post("/console/api/keys", null, new byte[0]),
                server.client().post("/console/api/signup", null, credentials.getBytes(StandardCharsets.UTF_8)),
                server.client().post("/console/api/login", null, credentials.getBytes(StandardCharsets.UTF_8)),
                signedIn.post("/console/api/keys", "text/plain", "{\"name\":\"ci\"}".getBytes(StandardCharsets.UTF_8)))) {
            assertThat(reply.status()).as(reply.toString()).isEqualTo(415);
            ErrorLayoutApiTest.assertLayout(reply, "unsupported_media_type");
        }
        assertThat(signedIn.get("/console/api/keys").json().get("keys")).as("no key was created").isEmpty();
        // a route without a body needs no type
        assertThat(signedIn.post("/console/api/logout", null, new byte[0]).status()).isEqualTo(204);
    }

    @Test
    void anIpv6HostKeepsItsBrackets() throws Exception {
        String host = "[::1]:" + server.get().uri("/").getPort();
        RawReply created = RawReply.send(server.get(), "POST /v1/webhooks/endpoints HTTP/1.1", host,
                "Authorization: " + ApiClient.bearer(key), "{\"url\":\"https://[2606:4700:4700::1111]:8443/hooks\",\"events\":[\"key.compromised\"]}");
        assertThat(created.status()).as(created.toString()).isEqualTo(201);
        assertThat(created.header("Location")).as("built without the Host").startsWith("/v1/webhooks/endpoints/we_");
        assertThat(created.body()).contains("\"url\":\"https://[2606:4700:4700::1111]:8443/hooks\"");

        // the console's same-origin check compares the Host with the Origin, brackets and all
        String credentials = "{\"email\":\"" + Accounts.uniqueEmail() + "\",\"password\":\"a long enough password\"}";
        RawReply sameOrigin = RawReply.send(server.get(), "POST /console/api/signup HTTP/1.1", host, "Origin: http://" + host, credentials);
        assertThat(sameOrigin.status()).as(sameOrigin.toString()).isEqualTo(201);
        RawReply otherPort = RawReply.send(server.get(), "POST /console/api/signup HTTP/1.1", host, "Origin: http://[::1]:1", credentials);
        assertThat(otherPort.status()).as(otherPort.toString()).isEqualTo(403);
    }

    /** One HTTP/1.1 exchange on a socket: the JDK client will not send a Host header of our choosing. */
    record RawReply(int status, Map<String, String> headers, String body) {

        static RawReply send(TestServer server, String requestLine, String host, String header, String json) throws Exception {
            byte[] body = json.getBytes(StandardCharsets.UTF_8);
            try (Socket socket = new Socket("127.0.0.1", server.uri("/").getPort())) {
                socket.setSoTimeout(30_000);
                String head = requestLine + "\r\nHost: " + host + "\r\n" + header + "\r\nContent-Type: application/json\r\n"
                        + "Content-Length: " + body.length + "\r\nConnection: close\r\n\r\n";
                socket.getOutputStream().write(head.getBytes(StandardCharsets.ISO_8859_1));
                socket.getOutputStream().write(body);
                String response = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
                int split = response.indexOf("\r\n\r\n");
                String[] lines = response.substring(0, split).split("\r\n");
                Map<String, String> headers = new java.util.TreeMap<>(String.CASE_INSENSITIVE_ORDER);
                for (int i = 1; i < lines.length; i++) {
                    int colon = lines[i].indexOf(':');
                    headers.put(lines[i].substring(0, colon).strip(), lines[i].substring(colon + 1).strip());
                }
                return new RawReply(Integer.parseInt(lines[0].split(" ")[1]), headers, response.substring(split + 4));
            }
        }

        String header(String name) {
            return headers.get(name);
        }
    }

    static void assertInvalid(ApiClient.Reply reply, String field, String what) {
        assertThat(reply.status()).as(what + ": " + reply).isEqualTo(400);
        ErrorLayoutApiTest.assertLayout(reply, "invalid_request");
        if (field == null) {
            assertThat(reply.error().has("field")).as(what + ": " + reply).isFalse();
        } else {
            assertThat(reply.error().path("field").asText()).as(what + ": " + reply).isEqualTo(field);
        }
    }
}
