package io.attest.server.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Slow clients over real sockets (issue 16: 800 connections that sent a request line and stalled were
 * all open after a minute): the header, body and keep-alive deadlines, with short settings, and the
 * per-address connection cap, with a second address on the loopback network (127.0.0.2).
 */
class SlowClientsApiTest {

    @RegisterExtension
    static final TestServer.PerClass server = TestServer.perClass(Map.of(
            "attest.connections.header-timeout", "1s",
            "attest.connections.body-idle-timeout", "1s",
            "attest.connections.body-timeout", "3s",
            "attest.connections.keep-alive-timeout", "2s",
            "attest.connections.max-per-address", 60));

    /** A body that never arrives in full is the client's doing, not an error of the server: nothing at ERROR. */
    @RegisterExtension
    final CapturedLogs logs = CapturedLogs.unexpectedErrors();

    /**
     * A key, made over the same short deadlines the tests check. One CI run on a loaded 2-core machine
     * saw the server close this setup's connection unanswered (the sign-up's key request, right after
     * the class's first, cold request; the cause is not established — a deadline timer firing before
     * a starved event loop read the bytes is one candidate). That is setup, not what is tested: it is
     * tried again.
     */
    private static String newKey() {
        for (int attempt = 1; ; attempt++) {
            try {
                return Accounts.newKey(server.get());
            } catch (UncheckedIOException closedUnanswered) {
                if (attempt == 3) {
                    throw closedUnanswered;
                }
            }
        }
    }

    /** What a client read before the server closed the connection, and how long that took. */
    record Outcome(String answer, long millis) {
        String statusLine() {
            int end = answer.indexOf("\r\n");
            return end < 0 ? answer : answer.substring(0, end);
        }
    }

    @Test
    void manyConnectionsStalledAfterTheRequestLineAreAnswered408AndClosedWithinTheDeadline() throws Exception {
        List<Outcome> outcomes = concurrently(50, () -> {
            try (Socket socket = connect("127.0.0.1", server.get().uri("/").getPort())) {
                send(socket, "POST /v1/guard/verify-references HTTP/1.1\r\nHost: localhost\r\n");
                return readUntilClosed(socket);
            }
        });
        assertThat(outcomes).allSatisfy(o -> {
            assertThat(o.statusLine()).isEqualTo("HTTP/1.1 408 Request Timeout");
            assertThat(o.answer()).contains("\"code\":\"request_timeout\"").containsIgnoringCase("request-id: req_")
                    .containsIgnoringCase("connection: close");
            assertThat(o.millis()).as("closed soon after the 1 s deadline").isBetween(800L, 8_000L);
        });
    }

    @Test
    void aConnectionThatSendsNothingIsClosedWithoutAnAnswer() throws Exception {
        try (Socket socket = connect("127.0.0.1", server.get().uri("/").getPort())) {
            Outcome outcome = readUntilClosed(socket);
            assertThat(outcome.answer()).isEmpty();
            assertThat(outcome.millis()).isBetween(800L, 8_000L);
        }
    }

    @Test
    void aBodyThatStallsIsAnswered408() throws Exception {
        String key = newKey();
        try (Socket socket = connect("127.0.0.1", server.get().uri("/").getPort())) {
            send(socket, "POST /v1/guard/verify-references HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer " + key
                    + "\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{\"text\": \"");
            Outcome outcome = readUntilClosed(socket);
            assertThat(outcome.statusLine()).isEqualTo("HTTP/1.1 408 Request Timeout");
            assertThat(outcome.answer()).contains("\"code\":\"request_timeout\"");
            assertThat(outcome.millis()).isBetween(800L, 8_000L);
        }
        assertNoErrorLogged();
    }

    @Test
    void aClientThatClosesInTheMiddleOfItsBodyLeavesNoErrorInTheLog() throws Exception {
        String key = newKey();
        for (String head : List.of("POST /v1/guard/verify-references HTTP/1.1\r\nAuthorization: Bearer " + key,
                "POST /console/api/signup HTTP/1.1", "POST /v1/meeting-memory/ingest HTTP/1.1\r\nAuthorization: Bearer " + key)) {
            try (Socket socket = connect("127.0.0.1", server.get().uri("/").getPort())) {
                send(socket, head + "\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{\"text\": \"half");
                Thread.sleep(200); // the headers are read and the route waits for the rest
            }
            assertNoErrorLogged();
        }
        // and the server goes on answering
        assertThat(Accounts.newKey(server.get())).isNotBlank();
    }

    @Test
    void aBodyTricklingInIsCutAtTheTotalDeadline() throws Exception {
        String key = newKey();
        try (Socket socket = connect("127.0.0.1", server.get().uri("/").getPort())) {
            send(socket, "POST /v1/guard/verify-references HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer " + key
                    + "\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{\"text\": \"");
            long start = System.nanoTime();
            String answer = "";
            // one byte every 300 ms: never idle for 1 s, but past the 3 s total
            try {
                for (int i = 0; i < 40; i++) {
                    if (socket.getInputStream().available() > 0) {
                        break;
                    }
                    send(socket, "a");
                    Thread.sleep(300);
                }
            } catch (SocketException closed) {
                // the server closed while we were still sending
            }
            Outcome outcome = readUntilClosed(socket);
            long millis = (System.nanoTime() - start) / 1_000_000;
            answer = outcome.answer();
            assertThat(answer).startsWith("HTTP/1.1 408");
            assertThat(millis).isBetween(2_500L, 9_000L);
        }
        assertNoErrorLogged();
    }

    /** Nothing logged at ERROR for a while after the connection closed: the route's failure to read the body comes after the close. */
    private void assertNoErrorLogged() {
        await().during(Duration.ofMillis(1_500)).atMost(Duration.ofSeconds(3)).untilAsserted(() -> assertThat(logs.errors()).isEmpty());
    }

    @Test
    void anIdleKeepAliveConnectionIsClosedAfterTheKeepAliveDeadline() throws Exception {
        try (Socket socket = connect("127.0.0.1", server.get().uri("/").getPort())) {
            send(socket, "GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n");
            Outcome outcome = readUntilClosed(socket);
            assertThat(outcome.statusLine()).isEqualTo("HTTP/1.1 200 OK");
            assertThat(outcome.millis()).as("kept alive, then closed after 2 s idle").isBetween(1_500L, 9_000L);
        }
    }

    @Test
    void anAddressPastItsConnectionCapIsRefusedWhileAnotherAddressIsServed() throws Exception {
        try (TestServer capped = TestServer.start(Map.of("attest.connections.max-per-address", 5,
                "attest.connections.header-timeout", "30s"))) {
            int port = capped.uri("/").getPort();
            List<Socket> held = new ArrayList<>();
            try {
                for (int i = 0; i < 5; i++) {
                    held.add(connect("127.0.0.1", port));
                }
                InetAddress first = InetAddress.getByName("127.0.0.1");
                var guard = capped.context().getBean(io.attest.adapters.http.connection.SlowClientGuard.class);
                await().atMost(Duration.ofSeconds(5)).until(() -> guard.openFrom(first) == 5);

                try (Socket refused = connect("127.0.0.1", port)) {
                    send(refused, "GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n");
                    Outcome outcome = readUntilClosed(refused);
                    assertThat(outcome.answer()).as("closed without an answer").isEmpty();
                    assertThat(outcome.millis()).isLessThan(3_000L);
                } catch (SocketException reset) {
                    // refused by a reset: as good
                }
                try (Socket other = connect("127.0.0.2", port)) {
                    send(other, "GET /health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
                    assertThat(readUntilClosed(other).statusLine()).isEqualTo("HTTP/1.1 200 OK");
                }

                held.removeFirst().close();
                await().atMost(Duration.ofSeconds(5)).until(() -> guard.openFrom(first) == 4);
                try (Socket again = connect("127.0.0.1", port)) {
                    send(again, "GET /health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
                    assertThat(readUntilClosed(again).statusLine()).as("a freed place is taken again").isEqualTo("HTTP/1.1 200 OK");
                }
            } finally {
                for (Socket s : held) {
                    s.close();
                }
            }
        }
    }

    private static Socket connect(String from, int port) throws IOException {
        Socket socket = new Socket();
        socket.bind(new InetSocketAddress(InetAddress.getByName(from), 0));
        socket.connect(new InetSocketAddress(InetAddress.getByName("127.0.0.1"), port), 5_000);
        socket.setSoTimeout(20_000);
        return socket;
    }

    private static void send(Socket socket, String text) throws IOException {
        socket.getOutputStream().write(text.getBytes(StandardCharsets.US_ASCII));
        socket.getOutputStream().flush();
    }

    /** Reads until the server closes (or resets) the connection; fails the test if it is still open after 20 s. */
    private static Outcome readUntilClosed(Socket socket) throws IOException {
        long start = System.nanoTime();
        ByteArrayOutputStream got = new ByteArrayOutputStream();
        InputStream in = socket.getInputStream();
        byte[] buffer = new byte[4096];
        try {
            for (int n; (n = in.read(buffer)) >= 0; ) {
                got.write(buffer, 0, n);
            }
        } catch (SocketTimeoutException stillOpen) {
            throw new AssertionError("the server kept the connection open for 20 s; read: " + got, stillOpen);
        } catch (SocketException reset) {
            // closed with a reset after (or instead of) the answer
        }
        return new Outcome(got.toString(StandardCharsets.UTF_8), (System.nanoTime() - start) / 1_000_000);
    }

    private static <T> List<T> concurrently(int n, Callable<T> task) throws Exception {
        ExecutorService pool = Executors.newVirtualThreadPerTaskExecutor();
        try {
            List<Future<T>> futures = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                futures.add(pool.submit(task));
            }
            List<T> results = new ArrayList<>();
            for (Future<T> f : futures) {
                results.add(f.get());
            }
            return results;
        } finally {
            pool.shutdownNow();
        }
    }
}
