package io.attest.adapters.persistence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.attest.domain.accounts.UsagePeriod;
import io.attest.domain.accounts.port.UsageCounter;
import io.attest.domain.shared.AccountId;
import io.attest.domain.shared.port.TransactionBoundary;
import java.time.Instant;
import java.time.LocalDate;
import java.time.YearMonth;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.LongStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class JdbcUsageCounterTest extends DatabaseTest {

    private static final UsagePeriod NOVEMBER = new UsagePeriod(YearMonth.of(2026, 11));
    private static final UsagePeriod DECEMBER = new UsagePeriod(YearMonth.of(2026, 12));

    private UsageCounter counter;
    private TransactionBoundary tx;

    @BeforeAll
    void beans() {
        counter = context.getBean(UsageCounter.class);
        tx = context.getBean(TransactionBoundary.class);
    }

    @Test
    void concurrentReservationsNeverExceedTheLimit() throws Exception {
        AccountId account = newAccount().id();
        int calls = 200;
        long limit = 100;
        ExecutorService pool = Executors.newFixedThreadPool(16);
        CountDownLatch start = new CountDownLatch(1);
        List<Future<OptionalLong>> results = new ArrayList<>();
        try {
            for (int i = 0; i < calls; i++) {
                Callable<OptionalLong> reserve = () -> {
                    start.await();
                    return counter.tryReserve(account, NOVEMBER, limit);
                };
                results.add(pool.submit(reserve));
            }
            start.countDown();
            List<Long> reserved = new ArrayList<>();
            int exhausted = 0;
            for (Future<OptionalLong> result : results) {
                OptionalLong used = result.get();
                if (used.isPresent()) {
                    reserved.add(used.getAsLong());
                } else {
                    exhausted++;
                }
            }
            assertThat(reserved).hasSize(100).containsExactlyInAnyOrderElementsOf(LongStream.rangeClosed(1, 100).boxed().toList());
            assertThat(exhausted).isEqualTo(100);
        } finally {
            pool.shutdownNow();
        }
        assertThat(counter.used(account, NOVEMBER)).isEqualTo(100);
        assertThat(count("SELECT used FROM usage_counters WHERE account_id = ? AND period = '2026-11'", account.value()))
                .isEqualTo(100);
        assertThat(counter.tryReserve(account, NOVEMBER, limit)).isEmpty();
        assertThat(counter.tryReserve(account, NOVEMBER, limit + 1)).hasValue(101);
    }

    @Test
    void eachCountedCallIsAlsoCountedOnTodaysRowForTheChart() {
        AccountId account = newAccount().id();
        AccountId other = newAccount().id();
        UsagePeriod now = UsagePeriod.containing(Instant.now());
        counter.tryReserve(account, now, 2);
        counter.tryReserve(account, now, 2);
        assertThat(counter.tryReserve(account, now, 2)).as("exhausted: not counted, not charted").isEmpty();
        counter.increment(account, now);
        counter.release(account, now);
        counter.increment(other, now);

        var days = counter.usedPerDay(account, now);
        assertThat(days).hasSize(1);
        assertThat(days.firstKey()).isBetween(LocalDate.now(ZoneOffset.UTC).minusDays(1), LocalDate.now(ZoneOffset.UTC).plusDays(1));
        assertThat(days.get(days.firstKey())).isEqualTo(2);
        assertThat(counter.usedPerDay(account, DECEMBER.month().isAfter(now.month()) ? DECEMBER : NOVEMBER))
                .as("another month").isEmpty();
    }

    @Test
    void countsPerAccountAndPeriod() {
        AccountId a = newAccount().id();
        AccountId b = newAccount().id();

        assertThat(counter.used(a, NOVEMBER)).isZero();
        assertThat(counter.tryReserve(a, NOVEMBER, 2)).hasValue(1);
        assertThat(counter.tryReserve(a, NOVEMBER, 2)).hasValue(2);
        assertThat(counter.tryReserve(a, NOVEMBER, 2)).isEmpty();
        assertThat(counter.tryReserve(a, DECEMBER, 2)).hasValue(1);
        assertThat(counter.tryReserve(b, NOVEMBER, 2)).hasValue(1);

        assertThat(counter.used(a, NOVEMBER)).isEqualTo(2);
        assertThat(counter.used(a, DECEMBER)).isEqualTo(1);
        assertThat(counter.used(b, NOVEMBER)).isEqualTo(1);
    }

    @Test
    void releaseGivesBackAReservationButNeverGoesBelowZero() {
        AccountId account = newAccount().id();

        counter.release(account, NOVEMBER);
        assertThat(counter.used(account, NOVEMBER)).isZero();
        assertThat(count("SELECT count(*) FROM usage_counters WHERE account_id = ?", account.value())).isZero();

        assertThat(counter.tryReserve(account, NOVEMBER, 1)).hasValue(1);
        assertThat(counter.tryReserve(account, NOVEMBER, 1)).isEmpty();
        counter.release(account, NOVEMBER);
        assertThat(counter.used(account, NOVEMBER)).isZero();
        counter.release(account, NOVEMBER);
        counter.release(account, NOVEMBER);
        assertThat(counter.used(account, NOVEMBER)).isZero();
        assertThat(counter.tryReserve(account, NOVEMBER, 1)).as("the released call is available again").hasValue(1);
    }

    @Test
    void incrementCountsWithoutALimit() throws Exception {
        AccountId account = newAccount().id();
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Future<Long>> results = new ArrayList<>();
            for (int i = 0; i < 150; i++) {
                results.add(pool.submit(() -> counter.increment(account, NOVEMBER)));
            }
            List<Long> counts = new ArrayList<>();
            for (Future<Long> result : results) {
                counts.add(result.get());
            }
            assertThat(counts).containsExactlyInAnyOrderElementsOf(LongStream.rangeClosed(1, 150).boxed().toList());
        } finally {
            pool.shutdownNow();
        }
        assertThat(counter.used(account, NOVEMBER)).isEqualTo(150);
        counter.release(account, NOVEMBER);
        assertThat(counter.increment(account, NOVEMBER)).isEqualTo(150);
    }

    @Test
    void commitsOnItsOwnEvenInsideARolledBackTransaction() {
        AccountId account = newAccount().id();

        assertThatThrownBy(() -> tx.run(() -> {
            assertThat(counter.tryReserve(account, NOVEMBER, 10)).hasValue(1);
            // Visible to everyone else before the caller's transaction ends.
            assertThat(count("SELECT used FROM usage_counters WHERE account_id = ?", account.value())).isOne();
            counter.increment(account, NOVEMBER);
            throw new IllegalStateException("the use case failed");
        })).isInstanceOf(IllegalStateException.class).hasMessage("the use case failed");

        assertThat(counter.used(account, NOVEMBER)).isEqualTo(2);
    }

    @Test
    void refusesANonPositiveLimit() {
        AccountId account = newAccount().id();

        assertThatThrownBy(() -> counter.tryReserve(account, NOVEMBER, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThat(counter.used(account, NOVEMBER)).isZero();
    }
}
