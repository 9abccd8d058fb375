package io.attest.adapters.persistence;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.domain.shared.AccountId;
import io.attest.domain.shared.port.IdempotencyStore;
import io.attest.domain.shared.port.IdempotencyStore.Claim;
import io.attest.domain.shared.port.IdempotencyStore.StoredResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class JdbcIdempotencyStoreTest extends DatabaseTest {

    private static final Duration RETENTION = Duration.ofHours(24);

    private IdempotencyStore store;

    @BeforeAll
    void beans() {
        store = context.getBean(IdempotencyStore.class);
    }

    private Claim claim(AccountId account, String key, String fingerprint, Instant now) {
        return store.claim(account, key, fingerprint, now, now.minus(RETENTION));
    }

    @Test
    void acquiredThenInProgressThenReplayOfTheSameBytes() {
        AccountId account = newAccount().id();
        String key = UUID.randomUUID().toString();
        Instant now = now();
        byte[] body = "{\"id\":\"op_1\",\"text\":\"caf\u00e9 \u2713\"}\u0000\u00ff".getBytes(StandardCharsets.UTF_8);

        assertThat(claim(account, key, "POST /v1/guard abc", now)).isEqualTo(new Claim.Acquired());
        assertThat(claim(account, key, "POST /v1/guard abc", now.plusSeconds(1))).isEqualTo(new Claim.InProgress());

        store.complete(account, key, new StoredResponse(201, "application/json", body, "/v1/operations/op_1"));

        Claim replay = claim(account, key, "POST /v1/guard abc", now.plusSeconds(2));
        assertThat(replay).isInstanceOf(Claim.Replay.class);
        StoredResponse response = ((Claim.Replay) replay).response();
        assertThat(response.status()).isEqualTo(201);
        assertThat(response.contentType()).isEqualTo("application/json");
        assertThat(response.body()).isEqualTo(body);
        assertThat(response.location()).isEqualTo("/v1/operations/op_1");
    }

    @Test
    void aResponseWithoutBodyOrLocationReplaysAsSuch() {
        AccountId account = newAccount().id();
        Instant now = now();

        assertThat(claim(account, "k-204", "f", now)).isEqualTo(new Claim.Acquired());
        store.complete(account, "k-204", new StoredResponse(204, null, null, null));

        assertThat(claim(account, "k-204", "f", now)).isInstanceOfSatisfying(Claim.Replay.class, r -> {
            assertThat(r.response().status()).isEqualTo(204);
            assertThat(r.response().contentType()).isNull();
            assertThat(r.response().body()).isNull();
            assertThat(r.response().location()).isNull();
        });
    }

    @Test
    void theSameKeyForADifferentRequestIsAMismatch() {
        AccountId account = newAccount().id();
        Instant now = now();

        assertThat(claim(account, "k", "POST /v1/guard abc", now)).isEqualTo(new Claim.Acquired());
        assertThat(claim(account, "k", "POST /v1/guard xyz", now)).isEqualTo(new Claim.Mismatch());

        store.complete(account, "k", new StoredResponse(200, "application/json", new byte[] {'{', '}'}, null));
        assertThat(claim(account, "k", "POST /v1/deal abc", now)).isEqualTo(new Claim.Mismatch());
    }

    @Test
    void keysBelongToOneAccount() {
        AccountId a = newAccount().id();
        AccountId b = newAccount().id();
        Instant now = now();

        assertThat(claim(a, "shared-key", "f", now)).isEqualTo(new Claim.Acquired());
        assertThat(claim(b, "shared-key", "other", now)).isEqualTo(new Claim.Acquired());
    }

    @Test
    void anAbandonedKeyCanBeClaimedAgain() {
        AccountId account = newAccount().id();
        Instant now = now();

        assertThat(claim(account, "retry-me", "f", now)).isEqualTo(new Claim.Acquired());
        store.abandon(account, "retry-me");

        assertThat(claim(account, "retry-me", "f", now)).isEqualTo(new Claim.Acquired());
    }

    @Test
    void anExpiredRecordIsReplaced() {
        AccountId account = newAccount().id();
        Instant dayOne = now().minus(Duration.ofHours(25));

        assertThat(claim(account, "old", "first request", dayOne)).isEqualTo(new Claim.Acquired());
        store.complete(account, "old", new StoredResponse(201, "application/json", new byte[] {1}, null));

        Instant now = now();
        assertThat(claim(account, "old", "second request", now)).isEqualTo(new Claim.Acquired());
        assertThat(claim(account, "old", "second request", now)).isEqualTo(new Claim.InProgress());
        assertThat(count("SELECT count(*) FROM idempotency_records WHERE account_id = ?", account.value())).isOne();
    }

    @Test
    void purgeDeletesRecordsCreatedBeforeTheCutoff() {
        AccountId account = newAccount().id();
        Instant now = now();
        Instant cutoff = now.minus(RETENTION).plusSeconds(3600 * 10); // far enough ahead of other tests' records
        claim(account, "older", "f", cutoff.minusSeconds(1));
        claim(account, "exactly", "f", cutoff);
        claim(account, "newer", "f", now);

        assertThat(store.purgeCreatedBefore(cutoff)).isOne();

        assertThat(count("SELECT count(*) FROM idempotency_records WHERE account_id = ?", account.value())).isEqualTo(2);
        assertThat(claim(account, "older", "g", now)).isEqualTo(new Claim.Acquired());
    }

    @Test
    void concurrentClaimsOfOneKeyAcquireItOnce() throws Exception {
        AccountId account = newAccount().id();
        Instant now = now();
        ExecutorService pool = Executors.newFixedThreadPool(8);
        CountDownLatch start = new CountDownLatch(1);
        try {
            List<Future<Claim>> results = new ArrayList<>();
            for (int i = 0; i < 16; i++) {
                results.add(pool.submit(() -> {
                    start.await();
                    return claim(account, "race", "f", now);
                }));
            }
            start.countDown();
            List<Claim> claims = new ArrayList<>();
            for (Future<Claim> result : results) {
                claims.add(result.get());
            }
            assertThat(claims).filteredOn(c -> c instanceof Claim.Acquired).hasSize(1);
            assertThat(claims).filteredOn(c -> c instanceof Claim.InProgress).hasSize(15);
        } finally {
            pool.shutdownNow();
        }
    }
}
