package io.attest.adapters.search;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.IntConsumer;

/**
 * Runs tasks 0..n-1 on the calling thread and on up to {@code helpers} pool threads, each taking the
 * next task until none is left. The caller never waits for a helper that has not started (a busy
 * pool, e.g. other requests' indexing): it does the work itself, and a helper that starts late finds
 * nothing left. Returns once every task has run; the first failure is rethrown.
 */
final class Parallel {

    private Parallel() {
    }

    static void forEach(int tasks, ExecutorService pool, int helpers, IntConsumer body) {
        AtomicInteger next = new AtomicInteger();
        CountDownLatch done = new CountDownLatch(tasks);
        AtomicReference<RuntimeException> failure = new AtomicReference<>();
        Runnable worker = () -> {
            for (int i = next.getAndIncrement(); i < tasks; i = next.getAndIncrement()) {
                try {
                    if (failure.get() == null) {
                        body.accept(i);
                    }
                } catch (RuntimeException | Error e) {
                    failure.compareAndSet(null, e instanceof RuntimeException r ? r : new IllegalStateException(e));
                } finally {
                    done.countDown();
                }
            }
        };
        for (int h = 0; h < Math.min(helpers, tasks - 1) && pool != null; h++) {
            try {
                pool.execute(worker);
            } catch (RejectedExecutionException e) {
                break;
            }
        }
        worker.run();
        try {
            done.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while indexing", e);
        }
        if (failure.get() != null) {
            throw failure.get();
        }
    }
}
