package io.attest.plugins.chatcompletions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The client against a real local HTTP server speaking the chat-completions protocol (127.0.0.1 only). */
class ChatCompletionsClientTest {

    static final ObjectMapper JSON = new ObjectMapper();
    static final ChatRequest ASK_JSON = new ChatRequest(
            List.of(ChatMessage.system("Answer in JSON."), ChatMessage.user("Say hi.")), 0.0, 256, true);

    /** What the fake endpoint does with one request. */
    interface Behaviour {
        void answer(HttpExchange exchange) throws IOException;
    }

    record Seen(JsonNode body, String authorization) {
    }

    private HttpServer server;
    private final Queue<Seen> seen = new ConcurrentLinkedQueue<>();
    private final AtomicReference<List<Behaviour>> script = new AtomicReference<>(List.of());
    private final CountDownLatch release = new CountDownLatch(1);

    @BeforeEach
    void start() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.setExecutor(Executors.newCachedThreadPool());
        server.createContext("/v1/chat/completions", exchange -> {
            int index = seen.size();
            seen.add(new Seen(JSON.readTree(exchange.getRequestBody()), exchange.getRequestHeaders().getFirst("Authorization")));
            List<Behaviour> steps = script.get();
            try {
                steps.get(Math.min(index, steps.size() - 1)).answer(exchange);
            } finally {
                exchange.close();
            }
        });
        server.start();
    }

    @AfterEach
    void stop() {
        release.countDown();
        server.stop(0);
    }

    private void answers(Behaviour... steps) {
        script.set(List.of(steps));
    }

    /** Timeouts far above what a local answer takes on a busy machine; the slow-server test sets its own. */
    private ChatCompletionsSettings settings() {
        return ChatCompletionsSettings.of(URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/v1/"), "test-model")
                .withApiKey("sk-local")
                .withTimeouts(Duration.ofSeconds(5), Duration.ofSeconds(10))
                .withRetries(2, Duration.ofMillis(10), Duration.ofSeconds(1));
    }

    private ChatCompletionsClient client() {
        return new ChatCompletionsClient(settings());
    }

    static Behaviour status(int status, String body, String... headers) {
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

    static Behaviour completion(String content) {
        try {
            String body = """
                    {"id":"chatcmpl-1","object":"chat.completion","model":"test-model",
                     "choices":[{"index":0,"message":{"role":"assistant","content":%s},"finish_reason":"stop"}],
                     "usage":{"prompt_tokens":21,"completion_tokens":5,"total_tokens":26}}
                    """.formatted(JSON.writeValueAsString(content));
            return status(200, body);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private Behaviour slow() {
        return exchange -> {
            try {
                release.await(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            completion("late").answer(exchange);
        };
    }

    @Test
    void sendsTheOpenAiRequestAndReadsTheFirstChoice() throws Exception {
        answers(completion("{\"greeting\":\"hi\"}"));

        ChatAnswer answer = client().complete(ASK_JSON);

        assertThat(answer.content()).isEqualTo("{\"greeting\":\"hi\"}");
        assertThat(answer.finishReason()).isEqualTo("stop");
        assertThat(answer.truncated()).isFalse();
        assertThat(answer.model()).isEqualTo("test-model");
        assertThat(answer.promptTokens()).isEqualTo(21);
        assertThat(answer.completionTokens()).isEqualTo(5);
        Seen request = seen.peek();
        assertThat(request.authorization()).isEqualTo("Bearer sk-local");
        assertThat(request.body().get("model").asText()).isEqualTo("test-model");
        assertThat(request.body().get("messages").get(0).get("role").asText()).isEqualTo("system");
        assertThat(request.body().get("messages").get(1).get("content").asText()).isEqualTo("Say hi.");
        assertThat(request.body().get("temperature").asDouble()).isZero();
        assertThat(request.body().get("max_tokens").asInt()).isEqualTo(256);
        assertThat(request.body().get("response_format").get("type").asText()).isEqualTo("json_object");
        assertThat(request.body().get("stream").asBoolean()).isFalse();
    }

    @Test
    void sendsNoKeyWhenNoneIsSetAndNoFormatWhenJsonModeIsOff() throws Exception {
        answers(completion("hi"));
        ChatCompletionsClient client = new ChatCompletionsClient(settings().withApiKey(null)
                .withJsonMode(ChatCompletionsSettings.JsonMode.OFF));

        client.complete(ASK_JSON);

        assertThat(seen.peek().authorization()).isNull();
        assertThat(seen.peek().body().has("response_format")).isFalse();
    }

    @Test
    void aSlowServerTimesOutWithoutARetry() {
        answers(slow());
        long start = System.nanoTime();

        ChatCompletionsClient client = new ChatCompletionsClient(settings().withTimeouts(Duration.ofSeconds(5), Duration.ofMillis(400)));
        assertThatThrownBy(() -> client.complete(ASK_JSON))
                .isInstanceOf(ChatCompletionsException.TimedOut.class)
                .hasMessage("the model endpoint did not answer within 400 ms");

        assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start)).isLessThan(5_000);
        assertThat(seen).hasSize(1);
    }

    @Test
    void anErrorStatusIsReportedWithTheServersMessageAndNotRetried() {
        answers(status(500, "{\"error\":{\"message\":\"CUDA out of memory\\nat line 3\",\"type\":\"server_error\"}}"));

        assertThatThrownBy(() -> client().complete(ASK_JSON))
                .isInstanceOfSatisfying(ChatCompletionsException.HttpError.class, error -> {
                    assertThat(error.status()).isEqualTo(500);
                    assertThat(error.getMessage()).isEqualTo("the model endpoint answered HTTP 500");
                    assertThat(error.upstreamMessage()).isEqualTo("CUDA out of memory at line 3");
                    assertThat(error.retryAfter()).isNull();
                });
        assertThat(seen).hasSize(1);
    }

    @Test
    void aDeclinedRequestIsRetriedAfterTheShortWaitTheServerAsksFor() throws Exception {
        answers(status(503, "{\"error\":\"model is loading\"}", "Retry-After", "0"), completion("ready"));

        assertThat(client().complete(ASK_JSON).content()).isEqualTo("ready");
        assertThat(seen).hasSize(2);
    }

    @Test
    void aLongRetryAfterIsNotWaitedForButReported() {
        answers(status(429, "{\"error\":{\"message\":\"rate limited\"}}", "Retry-After", "120"));

        assertThatThrownBy(() -> client().complete(ASK_JSON))
                .isInstanceOfSatisfying(ChatCompletionsException.HttpError.class, error -> {
                    assertThat(error.status()).isEqualTo(429);
                    assertThat(error.retryAfter()).isEqualTo(Duration.ofSeconds(120));
                });
        assertThat(seen).hasSize(1);
    }

    @Test
    void retriesStopAtMaxAttempts() {
        answers(status(503, "{}"));

        assertThatThrownBy(() -> client().complete(ASK_JSON)).isInstanceOf(ChatCompletionsException.HttpError.class);
        assertThat(seen).hasSize(2);
    }

    @Test
    void malformedAnswersAreReportedAsSuch() {
        for (String body : List.of("not json at all", "[1,2]", "{\"choices\":[]}", "{\"error\":{\"message\":\"bad\"}}",
                "{\"choices\":[{\"message\":{\"role\":\"assistant\",\"content\":null}}]}",
                "{\"choices\":[{\"message\":{\"role\":\"assistant\",\"content\":{\"a\":1}}}]}")) {
            seen.clear();
            answers(status(200, body));
            assertThatThrownBy(() -> client().complete(ASK_JSON)).as(body)
                    .isInstanceOf(ChatCompletionsException.MalformedAnswer.class);
            assertThat(seen).as("malformed answers are not retried").hasSize(1);
        }
    }

    @Test
    void anAnswerOverTheSizeCapIsRefused() {
        answers(completion("x".repeat(4_000)));
        ChatCompletionsClient client = new ChatCompletionsClient(settings().withMaxResponseBytes(2_048));

        assertThatThrownBy(() -> client.complete(ASK_JSON))
                .isInstanceOf(ChatCompletionsException.MalformedAnswer.class)
                .hasMessageContaining("larger than 2048 bytes");
    }

    @Test
    void aRefusedConnectionIsUnreachable() throws IOException {
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closedPort = socket.getLocalPort();
        }
        ChatCompletionsClient client = new ChatCompletionsClient(
                ChatCompletionsSettings.of(URI.create("http://127.0.0.1:" + closedPort + "/v1"), "m")
                        .withRetries(2, Duration.ofMillis(10), Duration.ofSeconds(1)));

        assertThatThrownBy(() -> client.complete(ASK_JSON))
                .isInstanceOf(ChatCompletionsException.Unreachable.class)
                .hasMessage("the model endpoint refused the connection");
    }

    @Test
    void aConnectionLostMidAnswerIsUnreachableAndNotRetried() {
        answers(exchange -> {
            exchange.sendResponseHeaders(200, 10_000);
            exchange.getResponseBody().write("{\"choices\":".getBytes(StandardCharsets.UTF_8));
            exchange.getResponseBody().flush();
            exchange.getHttpContext().getServer().stop(0);
        });

        assertThatThrownBy(() -> client().complete(ASK_JSON)).isInstanceOf(ChatCompletionsException.Unreachable.class);
        assertThat(seen).hasSize(1);
    }

    @Test
    void aServerWithoutJsonModeIsAskedAgainWithoutItAndNotAgainLater() throws Exception {
        answers(exchange -> {
            if (seenLast().body().has("response_format")) {
                status(400, "{\"error\":{\"message\":\"Unrecognized request argument: response_format\"}}").answer(exchange);
            } else {
                completion("{\"ok\":true}").answer(exchange);
            }
        });
        ChatCompletionsClient client = client();

        assertThat(client.complete(ASK_JSON).content()).isEqualTo("{\"ok\":true}");
        assertThat(client.complete(ASK_JSON).content()).isEqualTo("{\"ok\":true}");

        assertThat(seen).hasSize(3);
        assertThat(seen.stream().map(s -> s.body().has("response_format")).toList()).containsExactly(true, false, false);
    }

    @Test
    void jsonModeOnFailsWhenTheServerRefusesIt() {
        answers(status(400, "{\"error\":{\"message\":\"response_format is not supported\"}}"));
        ChatCompletionsClient client = new ChatCompletionsClient(settings().withJsonMode(ChatCompletionsSettings.JsonMode.ON));

        assertThatThrownBy(() -> client.complete(ASK_JSON))
                .isInstanceOfSatisfying(ChatCompletionsException.HttpError.class, e -> assertThat(e.status()).isEqualTo(400));
        assertThat(seen).hasSize(1);
    }

    @Test
    void redirectsAreNotFollowed() {
        answers(status(307, "", "Location", "http://127.0.0.1:1/elsewhere"));

        assertThatThrownBy(() -> client().complete(ASK_JSON))
                .isInstanceOfSatisfying(ChatCompletionsException.HttpError.class, e -> assertThat(e.status()).isEqualTo(307));
    }

    @Test
    void retryAfterReadsSecondsAndDatesAndCapsAtAnHour() {
        assertThat(ChatCompletionsClient.retryAfter("7")).isEqualTo(Duration.ofSeconds(7));
        assertThat(ChatCompletionsClient.retryAfter("99999")).isEqualTo(Duration.ofHours(1));
        assertThat(ChatCompletionsClient.retryAfter("Wed, 21 Oct 2015 07:28:00 GMT")).isEqualTo(Duration.ZERO);
        assertThat(ChatCompletionsClient.retryAfter("soon")).isNull();
    }

    @Test
    void settingsRefuseWhatCannotWorkAndNeverPrintTheKey() {
        assertThatThrownBy(() -> ChatCompletionsSettings.of(URI.create("ftp://host/v1"), "m"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("http(s)");
        assertThatThrownBy(() -> ChatCompletionsSettings.of(URI.create("http://host/v1"), " "))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("model");
        assertThatThrownBy(() -> ChatCompletionsSettings.of(URI.create("http://host/v1?x=1"), "m"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("query");
        ChatCompletionsSettings settings = ChatCompletionsSettings.of(URI.create("http://host:8000/v1/"), "m").withApiKey("sk-secret");
        assertThat(settings.endpoint()).isEqualTo(URI.create("http://host:8000/v1/chat/completions"));
        assertThat(settings.toString()).doesNotContain("sk-secret").contains("key set");
    }

    private Seen seenLast() {
        Seen last = null;
        for (Seen s : seen) {
            last = s;
        }
        return last;
    }
}
