package io.attest.plugins.textgenopenai;

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
 * content, an error status, a slow answer, a body that is not a completion.
 */
final class FakeModelServer implements AutoCloseable {

    static final ObjectMapper JSON = new ObjectMapper();

    /** Answers one request; gets the parsed request body. */
    interface Behaviour {
        void answer(JsonNode request, HttpExchange exchange) throws IOException;
    }

    private final HttpServer server;
    private final AtomicReference<Behaviour> behaviour = new AtomicReference<>();
    private final List<JsonNode> requests = new CopyOnWriteArrayList<>();
    private final CountDownLatch release = new CountDownLatch(1);

    FakeModelServer() {
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

    String baseUrl() {
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/v1";
    }

    void answer(Behaviour next) {
        behaviour.set(next);
    }

    List<JsonNode> requests() {
        return requests;
    }

    /** The user message of a recorded request. */
    static String userMessage(JsonNode request) {
        return request.get("messages").get(1).get("content").asText();
    }

    static Behaviour content(String content) {
        return (request, exchange) -> completion(exchange, content, "stop");
    }

    static void completion(HttpExchange exchange, String content, String finishReason) throws IOException {
        String body = JSON.writeValueAsString(JSON.createObjectNode()
                .put("object", "chat.completion").put("model", "fake")
                .set("choices", JSON.createArrayNode().add(JSON.createObjectNode().put("index", 0)
                        .put("finish_reason", finishReason)
                        .set("message", JSON.createObjectNode().put("role", "assistant").put("content", content)))));
        send(exchange, 200, body);
    }

    static Behaviour status(int status, String body, String... headers) {
        return (request, exchange) -> {
            for (int i = 0; i + 1 < headers.length; i += 2) {
                exchange.getResponseHeaders().set(headers[i], headers[i + 1]);
            }
            send(exchange, status, body);
        };
    }

    Behaviour slow() {
        return (request, exchange) -> {
            try {
                release.await(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            completion(exchange, "{\"drafts\":[\"late\"]}", "stop");
        };
    }

    static void send(HttpExchange exchange, int status, String body) throws IOException {
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
