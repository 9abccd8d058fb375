package io.attest.server.api;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.security.InvalidKeyException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.awaitility.Awaitility;

/**
 * A real webhook receiver on 127.0.0.1 (reachable through the operator allow-list): verifies
 * {@code Service-Signature} in constant time, records every request, and fails on demand.
 * Written independently of the server's signing code, as a customer would write it.
 */
final class TestReceiver implements AutoCloseable {

    /** One request as received. */
    record Received(String path, String eventId, String timestamp, String body, boolean signatureValid,
                    boolean previousSignatureValid, String signature, int answeredWith, long receivedNanos) {
    }

    private final HttpServer server;
    private final List<Received> received = new ArrayList<>();
    private final Map<String, String> secrets = new ConcurrentHashMap<>();
    private final Map<String, AtomicInteger> failuresLeft = new ConcurrentHashMap<>();
    private final AtomicInteger inFlight = new AtomicInteger();
    private final AtomicInteger maxInFlight = new AtomicInteger();
    private volatile boolean failAll;
    private final java.util.Set<String> firstAttemptFailed = ConcurrentHashMap.newKeySet();
    private volatile boolean failFirstAttempts;
    private volatile int delayMillis;
    private volatile CountDownLatch hold;
    private volatile String redirectTo;
    private volatile String failureBody = "receiver says no";
    private volatile String previousSecret;

    TestReceiver() throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.setExecutor(Executors.newVirtualThreadPerTaskExecutor());
        server.createContext("/", this::handle);
        server.start();
    }

    String url(String path) {
        return "http://127.0.0.1:" + server.getAddress().getPort() + path;
    }

    /** The secret for deliveries to {@code path}. */
    void secret(String path, String secret) {
        secrets.put(path, secret);
    }

    void previousSecret(String secret) {
        previousSecret = secret;
    }

    /** The next {@code n} requests to {@code path} answer 500. */
    void failNext(String path, int n) {
        failuresLeft.put(path, new AtomicInteger(n));
    }

    void failAll(boolean fail) {
        failAll = fail;
    }

    /** The first request for each event id answers 500, later ones succeed. */
    void failFirstAttempts(boolean fail) {
        failFirstAttempts = fail;
    }

    void failureBody(String body) {
        failureBody = body;
    }

    void delay(int millis) {
        delayMillis = millis;
    }

    void redirectTo(String location) {
        redirectTo = location;
    }

    /** Every request waits until {@link #release()} (or 20 s). */
    void hold() {
        hold = new CountDownLatch(1);
    }

    void release() {
        CountDownLatch h = hold;
        hold = null;
        if (h != null) {
            h.countDown();
        }
    }

    int maxInFlight() {
        return maxInFlight.get();
    }

    int inFlight() {
        return inFlight.get();
    }

    synchronized List<Received> received() {
        return List.copyOf(received);
    }

    List<Received> received(String eventId) {
        return received().stream().filter(r -> eventId.equals(r.eventId())).toList();
    }

    private void handle(HttpExchange exchange) throws IOException {
        long arrived = System.nanoTime();
        int now = inFlight.incrementAndGet();
        maxInFlight.accumulateAndGet(now, Math::max);
        try {
            byte[] body = exchange.getRequestBody().readAllBytes();
            String path = exchange.getRequestURI().getPath();
            String signature = exchange.getRequestHeaders().getFirst("Service-Signature");
            String previous = exchange.getRequestHeaders().getFirst("Service-Signature-Previous");
            String secret = secrets.get(path);
            boolean valid = secret != null && constantTimeEquals(hmacHex(secret, body), signature);
            boolean previousValid = previousSecret != null && constantTimeEquals(hmacHex(previousSecret, body), previous);
            CountDownLatch h = hold;
            if (h != null) {
                try {
                    h.await(20, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            if (delayMillis > 0) {
                try {
                    Thread.sleep(delayMillis);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            int status;
            String answer;
            if (redirectTo != null && path.startsWith("/redirect")) {
                status = 302;
                answer = "";
                exchange.getResponseHeaders().add("Location", redirectTo);
            } else if (!valid) {
                status = 401;
                answer = "bad signature";
            } else if (failFirstAttempts && firstAttemptFailed.add(String.valueOf(
                    exchange.getRequestHeaders().getFirst("Service-Webhook-Id")))) {
                status = 500;
                answer = failureBody;
            } else if (failAll || failuresLeft.getOrDefault(path, new AtomicInteger()).getAndUpdate(n -> Math.max(0, n - 1)) > 0) {
                status = 500;
                answer = failureBody;
            } else {
                status = 200;
                answer = "ok";
            }
            synchronized (this) {
                received.add(new Received(path, exchange.getRequestHeaders().getFirst("Service-Webhook-Id"),
                        exchange.getRequestHeaders().getFirst("Service-Webhook-Timestamp"),
                        new String(body, StandardCharsets.UTF_8), valid, previousValid, signature, status, arrived));
            }
            byte[] bytes = answer.getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(status, bytes.length == 0 ? -1 : bytes.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(bytes);
            }
        } finally {
            inFlight.decrementAndGet();
            exchange.close();
        }
    }

    static String hmacHex(String secret, byte[] body) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
            return HexFormat.of().formatHex(mac.doFinal(body));
        } catch (NoSuchAlgorithmException | InvalidKeyException e) {
            throw new IllegalStateException(e);
        }
    }

    static boolean constantTimeEquals(String expected, String given) {
        return given != null && MessageDigest.isEqual(expected.getBytes(StandardCharsets.US_ASCII),
                given.getBytes(StandardCharsets.US_ASCII));
    }

    /** Polls {@code condition} every 50 ms until it holds or {@code seconds} pass. */
    static void await(String what, int seconds, BooleanSupplier condition) {
        Awaitility.await(what).atMost(Duration.ofSeconds(seconds)).pollInterval(Duration.ofMillis(50))
                .until(condition::getAsBoolean);
    }

    /** {@code condition} holds now and for the whole {@code period} (nothing more arrives meanwhile). */
    static void holdsFor(String what, Duration period, BooleanSupplier condition) {
        Awaitility.await(what).during(period).atMost(period.plusSeconds(5)).pollInterval(Duration.ofMillis(50))
                .until(condition::getAsBoolean);
    }

    @Override
    public void close() {
        release();
        server.stop(0);
    }
}
