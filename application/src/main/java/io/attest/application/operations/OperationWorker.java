package io.attest.application.operations;

import io.attest.domain.events.DomainEvent;
import io.attest.domain.events.EventId;
import io.attest.domain.events.port.EventOutbox;
import io.attest.domain.operations.ClaimedOperation;
import io.attest.domain.operations.Operation;
import io.attest.domain.operations.OperationError;
import io.attest.domain.operations.OperationId;
import io.attest.domain.operations.OperationStatus;
import io.attest.domain.operations.port.OperationStore;
import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.port.TransactionBoundary;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Runs queued operations on this server instance: polls the queue, leases up to {@code concurrency}
 * operations of the types it has handlers for, runs each on a virtual thread, keeps the leases alive
 * with a heartbeat, and ends each operation (with its completion event, in one transaction). A lease
 * that stops being renewed (the instance died) expires and any instance resumes the operation. On a
 * graceful stop the unfinished operations are given back to the queue at once.
 */
public final class OperationWorker implements AutoCloseable {

    /** How a worker runs; {@code maxAttempts} bounds the runs of an operation that keeps killing its worker. */
    public record Settings(String workerId, int concurrency, Duration pollInterval, Duration lease, int maxAttempts) {

        public Settings {
            Objects.requireNonNull(workerId, "workerId");
            if (concurrency < 1 || maxAttempts < 1) {
                throw new IllegalArgumentException("concurrency and maxAttempts must be at least 1");
            }
            if (lease.compareTo(Duration.ofSeconds(1)) < 0) {
                throw new IllegalArgumentException("the lease must be at least 1 s");
            }
        }
    }

    private final OperationStore store;
    private final EventOutbox outbox;
    private final TransactionBoundary tx;
    private final Clock clock;
    private final Map<String, OperationHandler> handlers;
    private final Settings settings;
    private final Consumer<String> log;
    private final Set<OperationId> running = ConcurrentHashMap.newKeySet();
    private final ExecutorService jobs = Executors.newVirtualThreadPerTaskExecutor();
    private final ScheduledExecutorService ticks = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "operations-worker");
        t.setDaemon(true);
        return t;
    });
    private volatile boolean closing;

    public OperationWorker(OperationStore store, EventOutbox outbox, TransactionBoundary tx, Clock clock,
                           List<OperationHandler> handlers, Settings settings, Consumer<String> log) {
        this.store = store;
        this.outbox = outbox;
        this.tx = tx;
        this.clock = clock;
        this.settings = settings;
        this.log = log;
        Map<String, OperationHandler> byType = new LinkedHashMap<>();
        for (OperationHandler handler : handlers) {
            if (byType.putIfAbsent(handler.type(), handler) != null) {
                throw new IllegalStateException("two operation handlers for type " + handler.type());
            }
        }
        this.handlers = Map.copyOf(byType);
    }

    public OperationWorker start() {
        long poll = settings.pollInterval().toMillis();
        long beat = Math.max(250, settings.lease().toMillis() / 3);
        ticks.scheduleWithFixedDelay(this::safePoll, poll, poll, TimeUnit.MILLISECONDS);
        ticks.scheduleWithFixedDelay(this::safeHeartbeat, beat, beat, TimeUnit.MILLISECONDS);
        return this;
    }

    /** Claims what fits and starts it; returns how many operations were started. */
    public int poll() {
        int free = settings.concurrency() - running.size();
        if (closing || free <= 0 || handlers.isEmpty()) {
            return 0;
        }
        List<ClaimedOperation> claimed = store.claim(settings.workerId(), handlers.keySet(), free, settings.lease(),
                clock.instant());
        for (ClaimedOperation claim : claimed) {
            running.add(claim.operation().id());
            jobs.submit(() -> {
                try {
                    run(claim);
                } finally {
                    running.remove(claim.operation().id());
                }
            });
        }
        return claimed.size();
    }

    /** The ids this instance is running now. */
    public Set<OperationId> running() {
        return Set.copyOf(running);
    }

    void run(ClaimedOperation claim) {
        Operation operation = claim.operation();
        OperationHandler handler = handlers.get(operation.type());
        if (claim.attempt() > settings.maxAttempts()) {
            log.accept("operation " + operation.id() + " (" + operation.type() + ") stopped its worker "
                    + (claim.attempt() - 1) + " times; failing it");
            finish(claim, handler, OperationStatus.FAILED, OperationError.internal());
            return;
        }
        try {
            handler.run(operation, fraction -> store.progress(claim, fraction, clock.instant()));
        } catch (AttestException e) {
            if (!closing) {
                finish(claim, handler, OperationStatus.FAILED, OperationError.of(e));
            }
            return;
        } catch (Exception | LinkageError | AssertionError e) {
            if (!closing) {
                log.accept("operation " + operation.id() + " (" + operation.type() + ") failed: " + e);
                finish(claim, handler, OperationStatus.FAILED, OperationError.internal());
            }
            return;
        }
        finish(claim, handler, OperationStatus.SUCCEEDED, null);
    }

    /** Ends the operation and writes its completion event in one transaction, if the lease is still ours. */
    private void finish(ClaimedOperation claim, OperationHandler handler, OperationStatus status, OperationError error) {
        Instant now = clock.instant();
        tx.run(() -> {
            if (!store.complete(claim, status, error, now)) {
                log.accept("operation " + claim.operation().id() + " lost its lease; its result is dropped");
                return;
            }
            if (handler != null && handler.completionEvent() != null) {
                outbox.append(new DomainEvent(EventId.next(), claim.operation().accountId(), handler.completionEvent(),
                        completionData(claim.operation(), status, error), now));
            }
        });
    }

    /** decisions.md section 3: {@code data {operation_id, status, resource, error?}}. */
    static Map<String, Object> completionData(Operation operation, OperationStatus status, OperationError error) {
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("operation_id", operation.id().value());
        data.put("status", status.wireName());
        if (operation.resource() != null) {
            data.put("resource", Map.of("kind", operation.resource().kind(), "id", operation.resource().id()));
        }
        if (error != null) {
            Map<String, Object> e = new LinkedHashMap<>();
            e.put("code", error.code().wireName());
            e.put("message", error.message());
            if (error.field() != null) {
                e.put("field", error.field());
            }
            if (!error.detail().isEmpty()) {
                e.put("detail", error.detail());
            }
            data.put("error", e);
        }
        return data;
    }

    private void safePoll() {
        try {
            poll();
        } catch (RuntimeException e) {
            log.accept("operations poll failed: " + e);
        }
    }

    private void safeHeartbeat() {
        try {
            store.heartbeat(settings.workerId(), running(), settings.lease());
        } catch (RuntimeException e) {
            log.accept("operations heartbeat failed: " + e);
        }
    }

    /** Stops polling, interrupts running handlers and gives their operations back to the queue. */
    @Override
    public void close() {
        closing = true;
        ticks.shutdownNow();
        jobs.shutdownNow();
        try {
            jobs.awaitTermination(5, TimeUnit.SECONDS);
            ticks.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        try {
            store.release(settings.workerId());
        } catch (RuntimeException e) {
            log.accept("operations release failed (leases will expire): " + e);
        }
    }
}
