package io.attest.adapters.webhook;

import io.attest.domain.events.DeliveryAttempt;
import io.attest.domain.events.DeliveryStatus;
import io.attest.domain.events.DueDelivery;
import io.attest.domain.events.RetrySchedule;
import io.attest.domain.events.port.DeliveryQueue;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.function.DoubleSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The delivery worker of one server instance. A loop claims due deliveries (as many as free slots,
 * at most {@code perEndpointConcurrency} in flight per endpoint across all instances and about
 * {@code perAccountConcurrency} per account, round-robin between accounts), makes each
 * attempt on a virtual thread and records it: succeeded on 2xx; otherwise pending again after the
 * next delay of {@link RetrySchedule} (measured on the injected clock), or parked after the last.
 * The loop polls every {@code pollInterval} while idle and claims again at once while work is due.
 */
public final class WebhookDispatcher implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(WebhookDispatcher.class);

    private final DeliveryQueue queue;
    private final WebhookClient client;
    private final Clock clock;
    private final WebhookSettings settings;
    private final DoubleSupplier jitter;
    private final Semaphore slots;
    private final ExecutorService attempts = Executors.newVirtualThreadPerTaskExecutor();
    private final Object signal = new Object();
    private final Thread loop;
    private volatile boolean closing;

    public WebhookDispatcher(DeliveryQueue queue, WebhookClient client, Clock clock, WebhookSettings settings) {
        this(queue, client, clock, settings, () -> ThreadLocalRandom.current().nextDouble());
    }

    public WebhookDispatcher(DeliveryQueue queue, WebhookClient client, Clock clock, WebhookSettings settings,
                             DoubleSupplier jitter) {
        this.queue = queue;
        this.client = client;
        this.clock = clock;
        this.settings = settings;
        this.jitter = jitter;
        this.slots = new Semaphore(settings.concurrency());
        this.loop = new Thread(this::run, "webhook-dispatcher");
        this.loop.setDaemon(true);
    }

    public WebhookDispatcher start() {
        loop.start();
        return this;
    }

    /** Claims what is due and fits, starts the attempts; returns how many were started. */
    public int poll() {
        int free = slots.availablePermits();
        if (closing || free <= 0) {
            return 0;
        }
        List<DueDelivery> due = queue.claim(settings.workerId(), free, settings.perEndpointConcurrency(),
                settings.perAccountConcurrency(), settings.lease(), clock.instant());
        for (DueDelivery delivery : due) {
            slots.acquireUninterruptibly();
            attempts.submit(() -> {
                try {
                    attempt(delivery);
                } finally {
                    slots.release();
                    synchronized (signal) {
                        signal.notifyAll();
                    }
                }
            });
        }
        return due.size();
    }

    /** Makes the attempt and moves the delivery on; public for tests that drive one attempt. */
    void attempt(DueDelivery delivery) {
        Instant started = clock.instant();
        DeliveryAttempt attempt;
        try {
            attempt = client.send(delivery, started);
        } catch (RuntimeException e) {
            LOG.error("webhook attempt of {} failed unexpectedly", delivery.deliveryId(), e);
            attempt = new DeliveryAttempt(0, started, 0, null, false, "internal error", null);
        }
        if (closing && !attempt.succeeded() && attempt.statusCode() == null) {
            return; // interrupted by shutdown: the lease is given back and the attempt is made again
        }
        int made = delivery.roundAttempts() + 1;
        DeliveryStatus next;
        Instant nextAt = null;
        if (attempt.succeeded()) {
            next = DeliveryStatus.SUCCEEDED;
        } else {
            Optional<Instant> retry = RetrySchedule.nextAttempt(clock.instant(), made, jitter.getAsDouble());
            next = retry.isPresent() ? DeliveryStatus.PENDING : DeliveryStatus.PARKED;
            nextAt = retry.orElse(null);
        }
        try {
            if (!queue.record(delivery, attempt, next, nextAt)) {
                LOG.warn("webhook delivery {} lost its lease before its attempt was recorded", delivery.deliveryId());
            } else if (next == DeliveryStatus.PARKED) {
                LOG.info("webhook delivery {} of {} to {} parked after {} attempts", delivery.deliveryId(),
                        delivery.eventId(), delivery.endpointId(), made);
            }
        } catch (RuntimeException e) {
            LOG.error("webhook delivery {}: the attempt could not be recorded (its lease will expire and it is "
                    + "attempted again)", delivery.deliveryId(), e);
        }
    }

    private void run() {
        long idle = settings.pollInterval().toMillis();
        while (!closing) {
            int free = slots.availablePermits();
            int started = 0;
            try {
                started = poll();
            } catch (RuntimeException e) {
                LOG.warn("webhook claim failed: {}", e.toString());
            }
            if (closing) {
                return;
            }
            if (started > 0 && started == free) {
                // Every slot went: more may be due. Wait for a slot, then claim again.
                waitForSignal(idle);
                continue;
            }
            waitForSignal(idle);
        }
    }

    private void waitForSignal(long millis) {
        synchronized (signal) {
            try {
                signal.wait(millis);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                closing = true;
            }
        }
    }

    /**
     * Stops claiming, lets the attempts in flight finish for a few seconds, interrupts the rest and
     * gives their leases back, so another instance (or this one after a restart) delivers them at once.
     */
    @Override
    public void close() {
        closing = true;
        synchronized (signal) {
            signal.notifyAll();
        }
        attempts.shutdown();
        try {
            if (!attempts.awaitTermination(3, TimeUnit.SECONDS)) {
                attempts.shutdownNow();
                attempts.awaitTermination(2, TimeUnit.SECONDS);
            }
            loop.join(2000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        try {
            queue.release(settings.workerId());
        } catch (RuntimeException e) {
            LOG.warn("webhook leases could not be released (they expire): {}", e.toString());
        }
    }
}
