package io.attest.adapters.persistence;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.domain.accounts.ThrottleKey;
import io.attest.domain.accounts.ThrottleScope;
import io.attest.domain.accounts.ThrottleState;
import io.attest.domain.accounts.port.ThrottleStore;
import io.attest.domain.shared.port.TransactionBoundary;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class JdbcThrottleStoreTest extends DatabaseTest {

    private ThrottleStore store;
    private TransactionBoundary tx;

    @BeforeAll
    void beans() {
        store = context.getBean(ThrottleStore.class);
        tx = context.getBean(TransactionBoundary.class);
    }

    private static ThrottleKey key(String subject) {
        return ThrottleKey.of(ThrottleScope.LOGIN_ACCOUNT_ADDRESS, subject, "192.0.2.1");
    }

    @Test
    void aStateIsStoredAndReadBackUntilItExpires() {
        ThrottleKey key = key("round-trip@example.com");
        Instant now = now();
        assertThat(tx.inTransaction(() -> store.lock(key, now))).isEqualTo(ThrottleState.fresh(now));

        ThrottleState saved = new ThrottleState(2, now.minusSeconds(30), 1, now.plusSeconds(60), now.plus(Duration.ofDays(30)));
        tx.run(() -> store.save(key, saved, now.plusSeconds(600)));
        assertThat(tx.inTransaction(() -> store.lock(key, now.plusSeconds(599)))).isEqualTo(saved);
        // From its expiry on the row counts for nothing, even before housekeeping deleted it.
        assertThat(tx.inTransaction(() -> store.lock(key, now.plusSeconds(600)))).isEqualTo(ThrottleState.fresh(now.plusSeconds(600)));
        assertThat(count("select count(*) from auth_throttle where subject = ?", key.subject())).isEqualTo(1);
        assertThat(count("select count(*) from auth_throttle where subject ~ '[^0-9a-f]'")).as("only hashes are stored").isZero();
    }

    @Test
    void housekeepingDeletesOnlyExpiredRows() {
        ThrottleKey expired = key("expired@example.com");
        ThrottleKey live = key("live@example.com");
        Instant now = now();
        tx.run(() -> {
            store.lock(expired, now);
            store.save(expired, ThrottleState.fresh(now), now.minusSeconds(1));
            store.lock(live, now);
            store.save(live, ThrottleState.fresh(now), now.plusSeconds(60));
        });
        assertThat(tx.inTransaction(() -> store.purgeExpired(now))).isGreaterThanOrEqualTo(1);
        assertThat(count("select count(*) from auth_throttle where subject = ?", expired.subject())).isZero();
        assertThat(count("select count(*) from auth_throttle where subject = ?", live.subject())).isEqualTo(1);
    }

    @Test
    void concurrentReadModifyWritesOnOneKeyAreSerialised() throws Exception {
        ThrottleKey key = key("contended@example.com");
        Instant now = now();
        int writers = 40;
        ExecutorService pool = Executors.newFixedThreadPool(8);
        CountDownLatch start = new CountDownLatch(1);
        List<Future<?>> done = new ArrayList<>();
        try {
            for (int i = 0; i < writers; i++) {
                done.add(pool.submit(() -> {
                    start.await();
                    tx.run(() -> {
                        ThrottleState state = store.lock(key, now);
                        store.save(key, new ThrottleState(state.attempts() + 1, state.windowStartedAt(), 0, null, null),
                                now.plusSeconds(600));
                    });
                    return null;
                }));
            }
            start.countDown();
            for (Future<?> f : done) {
                f.get();
            }
        } finally {
            pool.shutdownNow();
        }
        assertThat(tx.inTransaction(() -> store.lock(key, now)).attempts()).isEqualTo(writers);
    }
}
