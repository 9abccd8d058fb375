package io.attest.adapters.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class ParallelTest {

    @Test
    void everyTaskRunsOnceAndTheCallerDoesNotWaitForABusyPool() throws Exception {
        ExecutorService pool = Executors.newSingleThreadExecutor();
        CountDownLatch release = new CountDownLatch(1);
        pool.execute(() -> {
            try {
                release.await(); // the pool is busy with someone else's work
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        try {
            Set<Integer> ran = ConcurrentHashMap.newKeySet();
            AtomicInteger calls = new AtomicInteger();
            Parallel.forEach(50, pool, 1, i -> {
                calls.incrementAndGet();
                ran.add(i);
            });
            assertThat(calls.get()).isEqualTo(50);
            assertThat(ran).hasSize(50);
        } finally {
            release.countDown();
            pool.shutdown();
            assertThat(pool.awaitTermination(5, TimeUnit.SECONDS)).isTrue();
        }
    }

    @Test
    void theFirstFailureIsRethrownAfterEveryStartedTaskEnded() {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            assertThatThrownBy(() -> Parallel.forEach(20, pool, 2, i -> {
                if (i == 7) {
                    throw new IllegalArgumentException("task 7");
                }
            })).isInstanceOf(IllegalArgumentException.class).hasMessage("task 7");
        } finally {
            pool.shutdown();
        }
    }
}
