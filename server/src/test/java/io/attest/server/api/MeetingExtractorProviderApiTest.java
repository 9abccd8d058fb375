package io.attest.server.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The server with {@code attest.meetings.extractor=openai} against a real local HTTP server speaking
 * the chat-completions protocol: the configured extractor is the one the meeting-memory use cases get
 * (called here through the test-only probe route, until the ingest route uses it), its failures are
 * 502 {@code upstream_unavailable} with {@code Retry-After} through the one error mapping, and a bad
 * setting stops start-up.
 */
class MeetingExtractorProviderApiTest {

    interface Behaviour {
        void answer(HttpExchange exchange) throws IOException;
    }

    static final ObjectMapper JSON = new ObjectMapper();
    static final AtomicReference<Behaviour> BEHAVIOUR = new AtomicReference<>();
    static final List<JsonNode> REQUESTS = new ArrayList<>();
    static final CountDownLatch RELEASE = new CountDownLatch(1);
    static final HttpServer MODEL = startModel();
    static final String TEXT = "Ana: Ben, can you send the deck by Friday?\nBen: Sure, I'll send it tomorrow.\n";
    static final String PROBE = """
            {"text": %s, "participants": ["ana@example.com", "ben@example.com"], "occurredAt": "2026-03-05T10:00:00Z"}
            """;

    @RegisterExtension
    static final TestServer.PerClass server = TestServer.perClass(Map.of(
            "attest.meetings.extractor", "openai",
            "attest.meetings.extraction.base-url", "http://127.0.0.1:" + MODEL.getAddress().getPort() + "/v1",
            "attest.meetings.extraction.model", "qwen2.5:7b-instruct",
            "attest.meetings.extraction.api-key", "sk-test",
            "attest.meetings.extraction.timeout", "500ms",
            "attest.meetings.extraction.retry-after", "9s"));

    static HttpServer startModel() {
        try {
            HttpServer model = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
            model.setExecutor(Executors.newCachedThreadPool());
            model.createContext("/v1/chat/completions", exchange -> {
                try {
                    synchronized (REQUESTS) {
                        REQUESTS.add(JSON.readTree(exchange.getRequestBody()));
                    }
                    BEHAVIOUR.get().answer(exchange);
                } finally {
                    exchange.close();
                }
            });
            model.start();
            return model;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @AfterAll
    static void stopModel() {
        RELEASE.countDown();
        MODEL.stop(0);
    }

    static Behaviour reply(int status, String body, String... headers) {
        return exchange -> {
            for (int i = 0; i + 1 < headers.length; i += 2) {
                exchange.getResponseHeaders().set(headers[i], headers[i + 1]);
            }
            byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().set("Content-Type", "application/json");
            exchange.sendResponseHeaders(status, bytes.length == 0 ? -1 : bytes.length);
            if (bytes.length > 0) {
                exchange.getResponseBody().write(bytes);
            }
        };
    }

    static Behaviour completion(String content) throws IOException {
        return reply(200, JSON.writeValueAsString(JSON.createObjectNode().set("choices", JSON.createArrayNode().add(
                JSON.createObjectNode().put("finish_reason", "stop")
                        .set("message", JSON.createObjectNode().put("role", "assistant").put("content", content))))));
    }

    private static ApiClient.Reply extract(String key) throws IOException {
        return server.client().postJson("/v1/guard/probe/extract", PROBE.formatted(JSON.writeValueAsString(TEXT)),
                "Authorization", ApiClient.bearer(key));
    }

    @Test
    void theConfiguredExtractorAnswersThroughTheModelAndBothExtractorsAreListed() throws IOException {
        String key = Accounts.newKey(server.get());
        BEHAVIOUR.set(completion("""
                {"items": [{"kind": "action_item", "owner": "ben@example.com", "owed_to": "ana@example.com", "due": "2026-03-06",
                            "confidence": 0.9, "quote": "Ben, can you send the deck by Friday?"},
                           {"kind": "commitment", "owner": "zed@example.com", "quote": "Nobody said this."}]}
                """));

        ApiClient.Reply reply = extract(key);

        assertThat(reply.status()).as(reply.toString()).isEqualTo(200);
        assertThat(reply.json()).hasSize(1);
        JsonNode item = reply.json().get(0);
        assertThat(item.get("kind").asText()).isEqualTo("action_item");
        assertThat(item.get("owner").asText()).isEqualTo("ben@example.com");
        assertThat(item.get("due").asText()).isEqualTo("2026-03-06");
        assertThat(item.get("offsetStart").asInt()).isEqualTo(TEXT.indexOf("Ben, can you"));
        JsonNode request;
        synchronized (REQUESTS) {
            request = REQUESTS.getLast();
        }
        assertThat(request.get("model").asText()).isEqualTo("qwen2.5:7b-instruct");

        List<String> extractors = new ArrayList<>();
        for (JsonNode plugin : server.client().get("/v1/plugins", "Authorization", ApiClient.bearer(key)).json()) {
            if (plugin.get("kind").asText().equals("meeting_extractor")) {
                extractors.add(plugin.get("id").asText());
            }
        }
        assertThat(extractors).contains("extraction-builtin", "extraction-openai");
    }

    @Test
    void anErrorFromTheModelIs502WithTheEndpointsRetryAfter() throws IOException {
        String key = Accounts.newKey(server.get());
        BEHAVIOUR.set(reply(503, "{\"error\":{\"message\":\"model is loading\"}}", "Retry-After", "42"));

        ApiClient.Reply reply = extract(key);

        assertThat(reply.status()).as(reply.toString()).isEqualTo(502);
        assertThat(reply.error().get("code").asText()).isEqualTo("upstream_unavailable");
        assertThat(reply.error().get("detail").get("kind").asText()).isEqualTo("meeting_extractor");
        assertThat(reply.error().get("detail").get("retry_after_seconds").asLong()).isEqualTo(42);
        assertThat(reply.header("Retry-After")).hasValue("42");
        assertThat(reply.body()).doesNotContain("model is loading").doesNotContain("127.0.0.1");
    }

    @Test
    void aSlowOrMalformedModelIs502WithTheConfiguredRetryAfter() throws IOException {
        String key = Accounts.newKey(server.get());
        BEHAVIOUR.set(exchange -> {
            try {
                RELEASE.await(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        long start = System.nanoTime();
        ApiClient.Reply slow = extract(key);
        assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start)).as("500 ms timeout plus slack").isLessThan(4_000);
        assertThat(slow.status()).as(slow.toString()).isEqualTo(502);
        assertThat(slow.header("Retry-After")).hasValue("9");

        BEHAVIOUR.set(completion("Sorry, I can't help with that."));
        ApiClient.Reply malformed = extract(key);
        assertThat(malformed.status()).as(malformed.toString()).isEqualTo(502);
        assertThat(malformed.error().get("message").asText()).contains("not the JSON asked for");
        assertThat(malformed.header("Retry-After")).hasValue("9");
    }

    @Test
    void aMissingSettingStopsStartUpWithAMessageThatNamesIt() {
        assertThatThrownBy(() -> TestServer.startOn(server.database(), Map.of(
                "attest.meetings.extractor", "extraction-openai",
                "attest.meetings.extraction.model", "m")).close())
                .hasStackTraceContaining("setting base-url is required")
                .hasStackTraceContaining("ATTEST_MEETINGS_EXTRACTION_");
    }
}
