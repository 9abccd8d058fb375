package io.attest.server.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.attest.testsupport.TestDatabase;
import io.attest.testsupport.TestDirectories;
import io.attest.testsupport.TestPostgres;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The server runs here in a child JVM with the run script's heap ({@code -Xmx256m}) that stops at the
 * first OutOfMemoryError. Issue 16: 50 concurrent 5 MB checks grew the JVM to 6.9 GB; each must be
 * answered 200 or 503 (with Retry-After), never a 500, and the server must still be alive and
 * answering afterwards. Issue 12: the largest check the limits allow, made of one citation repeated
 * (the most citations per character), must be answered 200 at that heap, not 500.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class BoundedMemoryApiTest {

    private static final int REQUESTS = 50;

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private Process server;
    private Path log;
    private URI base;
    private String key;

    @BeforeAll
    void startServerWithTheRunScriptsHeap() throws Exception {
        TestDatabase database = TestPostgres.freshDatabase();
        int port = freePort();
        Map<String, Object> properties = new HashMap<>(database.micronautProperties());
        properties.put("micronaut.server.port", port);
        properties.put("attest.plugins.dir", TestDirectories.temporary("attest-plugins").toString());
        properties.put("attest.security.throttle.signup-max", 100_000);
        properties.put("attest.plans.free.monthly-calls", 100_000);
        properties.put("attest.webhooks.worker.enabled", false);
        properties.put("attest.operations.worker.enabled", false);
        log = Files.createTempFile("attest-bounded-memory", ".log");
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx256m", "-XX:G1HeapRegionSize=8m", "-XX:+ExitOnOutOfMemoryError", "-cp", System.getProperty("java.class.path")));
        properties.forEach((k, v) -> command.add("-D" + k + "=" + v));
        command.add("io.attest.server.AttestServer");
        long started = System.nanoTime();
        server = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        base = URI.create("http://127.0.0.1:" + port + "/");
        await().atMost(Duration.ofSeconds(90)).pollInterval(Duration.ofMillis(250)).ignoreExceptions()
                .until(() -> server.isAlive() && http.send(HttpRequest.newBuilder(base.resolve("/health")).build(),
                        HttpResponse.BodyHandlers.discarding()).statusCode() == 200);
        System.out.printf("BoundedMemoryApiTest: server up in %.1f s%n", (System.nanoTime() - started) / 1e9);
        ApiClient console = new ApiClient(base);
        Accounts.signUp(console);
        key = Accounts.createKey(console, null);
    }

    @AfterAll
    void stopServer() throws InterruptedException {
        if (server != null) {
            server.destroy();
            if (!server.waitFor(10, java.util.concurrent.TimeUnit.SECONDS)) {
                server.destroyForcibly();
            }
        }
    }

    @Test
    void concurrentLargeChecksAreAnswered200Or503AndTheHeapHolds() throws Exception {
        byte[] body = largeCheck();
        assertThat(body.length).isBetween(4_900_000, 5_300_000);
        long sent = System.nanoTime();
        Map<Integer, Integer> statuses = new TreeMap<>();
        List<String> refusals = new ArrayList<>();
        ExecutorService pool = Executors.newVirtualThreadPerTaskExecutor();
        try {
            List<Future<HttpResponse<String>>> answers = new ArrayList<>();
            for (int i = 0; i < REQUESTS; i++) {
                answers.add(pool.submit(() -> check(body)));
            }
            for (Future<HttpResponse<String>> answer : answers) {
                HttpResponse<String> response = answer.get();
                statuses.merge(response.statusCode(), 1, Integer::sum);
                if (response.statusCode() == 503) {
                    refusals.add(response.headers().firstValue("Retry-After").orElse("none") + " " + response.body());
                }
            }
        } finally {
            pool.shutdownNow();
        }
        assertServerSurvived();
        assertThat(statuses.keySet()).as("statuses %s", statuses).isSubsetOf(200, 503);
        assertThat(statuses.getOrDefault(200, 0)).as("statuses %s", statuses).isPositive();
        assertThat(refusals).allSatisfy(r -> assertThat(r).startsWith("2 ").contains("\"code\":\"service_unavailable\""));
        System.out.printf("BoundedMemoryApiTest statuses %s; requests answered in %.1f s%n", statuses, (System.nanoTime() - sent) / 1e9);
    }

    /**
     * A 2,000,000-character text of one short citation repeated and 10,000,000 characters of sources
     * citing one case over and over: the most citations the limits allow, in the text (500,000 bare
     * sections) and in one source (1,111,111 reporter cites back to back).
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "'§§1 ', '1 U.S. 1 ', 10, 500000",
        "'1 U.S. 1 ', '1 U.S. 1 ', 1, 222222",
    })
    void theLargestCheckOfOneRepeatedCitationIsAnswered(String citation, String sourceCitation, int sources, int flags) throws Exception {
        String text = citation.repeat(2_000_000 / citation.length());
        String source = sourceCitation.repeat(10_000_000 / sources / sourceCitation.length());
        StringBuilder json = new StringBuilder("{\"text\":\"").append(text).append("\",\"sources\":[");
        for (int i = 0; i < sources; i++) {
            json.append(i == 0 ? "\"" : ",\"").append(source).append('"');
        }
        byte[] body = json.append("]}").toString().getBytes(StandardCharsets.UTF_8);

        HttpResponse<String> response = check(body);

        assertServerSurvived();
        assertThat(response.statusCode()).as("%s", response.body().substring(0, Math.min(500, response.body().length()))).isEqualTo(200);
        assertThat(response.body()).contains("\"flags_total\":" + flags).contains("\"flags_truncated\":true");
    }

    private HttpResponse<String> check(byte[] body) throws IOException, InterruptedException {
        return http.send(HttpRequest.newBuilder(base.resolve("/v1/guard/verify-references"))
                .timeout(Duration.ofSeconds(50))
                .header("Authorization", "Bearer " + key).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofByteArray(body)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private void assertServerSurvived() throws IOException, InterruptedException {
        String output = Files.readString(log, StandardCharsets.UTF_8);
        assertThat(output).doesNotContain("OutOfMemoryError");
        assertThat(server.isAlive()).as("the server survived; its output:%n%s", tail(output)).isTrue();
        assertThat(http.send(HttpRequest.newBuilder(base.resolve("/health")).build(),
                HttpResponse.BodyHandlers.discarding()).statusCode()).isEqualTo(200);
    }

    /** About 5 MB: a 2,000,000-character text with a citation in every few sentences, and three sources of 1 MB. */
    private static byte[] largeCheck() {
        String prose = "The parties dispute whether the notice given was adequate under the lease and the statute. ";
        String paragraph = prose.repeat(3) + "As held in Smith v. Jones, 512 U.S. 218, 220 (1994), and see 42 U.S.C. § 1983. ";
        String text = paragraph.repeat(2_000_000 / paragraph.length());
        String sourceParagraph = prose.repeat(3) + "Smith v. Jones, 512 U.S. 218 (1994). 42 U.S.C. § 1983 provides a remedy. ";
        String source = sourceParagraph.repeat(1_000_000 / sourceParagraph.length());
        String json = "{\"text\":\"" + text + "\",\"sources\":[\"" + source + "\",\"" + source + "\",\"" + source + "\"]}";
        return json.getBytes(StandardCharsets.UTF_8);
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    private static String tail(String output) {
        return output.length() <= 4000 ? output : output.substring(output.length() - 4000);
    }
}
