package io.attest.server.console;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/** A webhook receiver on 127.0.0.1 that answers 500 while told to fail, 200 otherwise; counts both. */
final class FailingReceiver implements AutoCloseable {

    private final HttpServer server;
    private final AtomicInteger failed = new AtomicInteger();
    private final AtomicInteger succeeded = new AtomicInteger();
    private volatile boolean failing = true;

    FailingReceiver() throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.setExecutor(Executors.newVirtualThreadPerTaskExecutor());
        server.createContext("/", exchange -> {
            exchange.getRequestBody().readAllBytes();
            boolean fail = failing;
            (fail ? failed : succeeded).incrementAndGet();
            byte[] answer = (fail ? "receiver down for maintenance" : "ok").getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(fail ? 500 : 200, answer.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(answer);
            }
        });
        server.start();
    }

    String url(String pathAndQuery) {
        return "http://127.0.0.1:" + server.getAddress().getPort() + pathAndQuery;
    }

    void failing(boolean fail) {
        failing = fail;
    }

    int failed() {
        return failed.get();
    }

    int succeeded() {
        return succeeded.get();
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
