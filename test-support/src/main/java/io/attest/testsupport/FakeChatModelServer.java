package io.attest.testsupport;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A real HTTP server on 127.0.0.1 that speaks the chat-completions protocol
 * ({@code POST /v1/chat/completions}) and answers as the test scripts it: a completion with given
 * content, an error status, a slow answer, a body that is not a completion. One copy for the tests of
 * every plugin that calls a model through {@code chat-completions}.
 */
public final class FakeChatModelServer implements AutoCloseable {

    public static final ObjectMapper JSON = new ObjectMapper();

    /** Answers one request; gets the parsed request body. */
    public interface Behaviour {
        void answer(JsonNode request, HttpExchange exchange) throws IOException;
    }

    private final HttpServer server;
    private final AtomicReference<Behaviour> behaviour = new AtomicReference<>();
    private final List<JsonNode> requests = new CopyOnWriteArrayList<>();
    private final CountDownLatch release = new CountDownLatch(1);

    public FakeChatModelServer() {
        try {
            server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        server.setExecutor(Executors.newCachedThreadPool());
        server.createContext("/v1/chat/completions", exchange -> {
            try {
                JsonNode request = JSON.readTree(exchange.getRequestBody());
                requests.add(request);
                behaviour.get().answer(request, exchange);
            } finally {
                exchange.close();
            }
        });
        server.start();
    }

    public String baseUrl() {
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/v1";
    }

    public void answer(Behaviour next) {
        behaviour.set(next);
    }

    public List<JsonNode> requests() {
        return requests;
    }

    /** The user message of a recorded request. */
    public static String userMessage(JsonNode request) {
        return request.get("messages").get(1).get("content").asText();
    }

    public static Behaviour content(String content) {
        return (request, exchange) -> completion(exchange, content, "stop");
    }

    public static void completion(HttpExchange exchange, String content, String finishReason) throws IOException {
        String body = JSON.writeValueAsString(JSON.createObjectNode()
                .put("object", "chat.completion").put("model", "fake")
                .set("choices", JSON.createArrayNode().add(JSON.createObjectNode().put("index", 0)
                        .put("finish_reason", finishReason)
                        .set("message", JSON.createObjectNode().put("role", "assistant").put("content", content)))));
        send(exchange, 200, body);
    }

    public static Behaviour status(int status, String body, String... headers) {
        return (request, exchange) -> {
            for (int i = 0; i + 1 < headers.length; i += 2) {
                exchange.getResponseHeaders().set(headers[i], headers[i + 1]);
            }
            send(exchange, status, body);
        };
    }

    /** Answers {@code content} only when the server is closed (or after 10 s): for timeouts. */
    public Behaviour slow(String content) {
        return (request, exchange) -> {
            try {
                release.await(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            completion(exchange, content, "stop");
        };
    }

    public static void send(HttpExchange exchange, int status, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", "application/json");
        exchange.sendResponseHeaders(status, bytes.length == 0 ? -1 : bytes.length);
        if (bytes.length > 0) {
            exchange.getResponseBody().write(bytes);
        }
    }

    @Override
    public void close() {
        release.countDown();
        server.stop(0);
    }
}
