package io.attest.server.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.attest.domain.shared.Sha256;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Idempotency-Key on POST: replayed, unmetered, refused when reused or still running, per account. */
class IdempotencyApiTest {

    @RegisterExtension
    static final TestServer.PerClass server = TestServer.perClass();

    @Test
    void aRetryWithTheSameKeyReplaysTheFirstResponseWithoutRunningOrMeteringAgain() {
        String key = Accounts.newKey(server.get());
        ApiClient client = server.client();
        ApiClient.Reply first = client.postJson("/v1/guard/probe", "{\"a\":1}", "Authorization", ApiClient.bearer(key), "Idempotency-Key", "order-42");
        ApiClient.Reply second = client.postJson("/v1/guard/probe", "{\"a\":1}", "Authorization", ApiClient.bearer(key), "Idempotency-Key", "order-42");

        assertThat(first.status()).isEqualTo(201);
        assertThat(first.header("Idempotent-Replayed")).isEmpty();
        assertThat(second.status()).isEqualTo(201);
        assertThat(second.header("Idempotent-Replayed")).contains("true");
        assertThat(second.body()).isEqualTo(first.body());
        assertThat(second.header("Location")).isEqualTo(first.header("Location"));
        assertThat(second.header("Content-Type")).hasValueSatisfying(t -> assertThat(t).startsWith("application/json"));
        assertThat(client.get("/v1/usage", "Authorization", ApiClient.bearer(key)).json().get("used").asLong()).isEqualTo(1);

        ApiClient.Reply fresh = client.postJson("/v1/guard/probe", "{\"a\":1}", "Authorization", ApiClient.bearer(key), "Idempotency-Key", "order-43");
        assertThat(fresh.json().get("execution").asInt()).isNotEqualTo(first.json().get("execution").asInt());
    }

    @Test
    void theSameKeyWithADifferentBodyIs422() {
        String key = Accounts.newKey(server.get());
        ApiClient client = server.client();
        client.postJson("/v1/guard/probe", "{\"a\":1}", "Authorization", ApiClient.bearer(key), "Idempotency-Key", "k-1");
        ApiClient.Reply reused = client.postJson("/v1/guard/probe", "{\"a\":2}", "Authorization", ApiClient.bearer(key), "Idempotency-Key", "k-1");

        assertThat(reused.status()).isEqualTo(422);
        assertThat(reused.error().get("code").asText()).isEqualTo("idempotency_key_reused");
    }

    /**
     * The fingerprint covers every byte of a body of megabytes too, which the server receives in many
     * pieces and no longer copies into one array unless an Idempotency-Key asks for it: the stored
     * fingerprint is SHA-256 of method, URI and the body's SHA-256, the same body replays, and a body
     * that differs only in its last character is refused.
     */
    @Test
    void aLargeBodyIsFingerprintedByAllItsBytes() throws Exception {
        String key = Accounts.newKey(server.get());
        String filler = "x".repeat(3 * 1024 * 1024);
        byte[] body = ("{\"a\":\"" + filler + "1\"}").getBytes(StandardCharsets.UTF_8);
        byte[] lastCharacterDiffers = ("{\"a\":\"" + filler + "2\"}").getBytes(StandardCharsets.UTF_8);
        String[] headers = {"Authorization", ApiClient.bearer(key), "Idempotency-Key", "large-1"};
        ApiClient client = server.client();

        ApiClient.Reply first = client.post("/v1/guard/probe", "application/json", body, headers);
        ApiClient.Reply replayed = client.post("/v1/guard/probe", "application/json", body, headers);
        ApiClient.Reply reused = client.post("/v1/guard/probe", "application/json", lastCharacterDiffers, headers);

        assertThat(first.status()).isEqualTo(201);
        assertThat(replayed.header("Idempotent-Replayed")).contains("true");
        assertThat(replayed.body()).isEqualTo(first.body());
        assertThat(reused.status()).isEqualTo(422);
        assertThat(reused.error().get("code").asText()).isEqualTo("idempotency_key_reused");
        assertThat(storedFingerprint("large-1")).isEqualTo(Sha256.hex("POST /v1/guard/probe\n" + Sha256.hex(body)));
    }

    @Test
    void aKeyWhoseFirstRequestIsStillRunningIs409() throws Exception {
        String key = Accounts.newKey(server.get());
        int before = ProbeController.EXECUTIONS.get();
        CompletableFuture<ApiClient.Reply> slow = CompletableFuture.supplyAsync(() -> server.client().postJson(
                "/v1/guard/probe?sleepMillis=1500", "{}", "Authorization", ApiClient.bearer(key), "Idempotency-Key", "slow-1"));
        // the first request runs (its key was claimed before the route was reached)
        await().atMost(Duration.ofSeconds(10)).pollInterval(Duration.ofMillis(20)).until(() -> ProbeController.EXECUTIONS.get() > before);
        ApiClient.Reply concurrent = server.client().postJson("/v1/guard/probe?sleepMillis=1500", "{}",
                "Authorization", ApiClient.bearer(key), "Idempotency-Key", "slow-1");

        assertThat(concurrent.status()).isEqualTo(409);
        assertThat(concurrent.error().get("code").asText()).isEqualTo("idempotency_key_in_use");
        assertThat(slow.get().status()).isEqualTo(201);
    }

    @Test
    void keysAreScopedToTheAccount() {
        String alice = Accounts.newKey(server.get());
        String bob = Accounts.newKey(server.get());
        ApiClient.Reply a = server.client().postJson("/v1/guard/probe", "{}", "Authorization", ApiClient.bearer(alice), "Idempotency-Key", "shared");
        ApiClient.Reply b = server.client().postJson("/v1/guard/probe", "{}", "Authorization", ApiClient.bearer(bob), "Idempotency-Key", "shared");

        assertThat(b.header("Idempotent-Replayed")).isEmpty();
        assertThat(b.json().get("execution").asInt()).isNotEqualTo(a.json().get("execution").asInt());
    }

    @Test
    void failuresThatMayBeRetriedAreNotStored() {
        String key = Accounts.newKey(server.get());
        ApiClient client = server.client();
        ApiClient.Reply failed = client.postJson("/v1/guard/probe?status=503", "{}", "Authorization", ApiClient.bearer(key), "Idempotency-Key", "retry-me");
        assertThat(failed.status()).isEqualTo(503);
        ApiClient.Reply retried = client.postJson("/v1/guard/probe?status=503", "{}", "Authorization", ApiClient.bearer(key), "Idempotency-Key", "retry-me");
        assertThat(retried.header("Idempotent-Replayed")).isEmpty();
        assertThat(retried.json().get("execution").asInt()).isNotEqualTo(failed.json().get("execution").asInt());
    }

    @Test
    void anOverlongKeyIs400() {
        String key = Accounts.newKey(server.get());
        ApiClient.Reply reply = server.client().postJson("/v1/guard/probe", "{}", "Authorization", ApiClient.bearer(key),
                "Idempotency-Key", "k".repeat(256));
        assertThat(reply.status()).isEqualTo(400);
        assertThat(reply.error().get("field").asText()).isEqualTo("Idempotency-Key");
    }

    private static String storedFingerprint(String idempotencyKey) throws Exception {
        var db = server.database();
        try (Connection c = DriverManager.getConnection(db.jdbcUrl(), db.user(), db.password());
             var statement = c.prepareStatement("select fingerprint from idempotency_records where idem_key = ?")) {
            statement.setString(1, idempotencyKey);
            try (ResultSet rs = statement.executeQuery()) {
                assertThat(rs.next()).as("a record for " + idempotencyKey).isTrue();
                return rs.getString(1);
            }
        }
    }
}
