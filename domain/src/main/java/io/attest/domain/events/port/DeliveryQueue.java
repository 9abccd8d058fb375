package io.attest.domain.events.port;

import io.attest.domain.events.Delivery;
import io.attest.domain.events.DeliveryAttempt;
import io.attest.domain.events.DeliveryStatus;
import io.attest.domain.events.DueDelivery;
import io.attest.domain.events.EventId;
import io.attest.domain.events.ReplayRecord;
import io.attest.domain.events.WebhookEndpointId;
import io.attest.domain.shared.AccountId;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * The deliveries table (one row per event and endpoint, made when the event is written). Workers on
 * any number of server instances claim due rows under a lease; a lease is measured on the database's
 * clock and outlives the longest attempt (15 s), so one (event, endpoint) pair is in flight at most
 * once at a time.
 */
public interface DeliveryQueue {

    /**
     * Leases up to {@code max} pending deliveries due at {@code now} to {@code worker}, never more than
     * {@code perEndpoint} in flight per endpoint across all instances and about {@code perAccount} per
     * account, taken round-robin between accounts and then between an account's endpoints, so that one
     * account's slow receivers only hold their own share. Instances claim at the same time without
     * waiting for each other. Leases left by a dead worker expire and are claimed again.
     */
    List<DueDelivery> claim(String worker, int max, int perEndpoint, int perAccount, Duration lease, Instant now);

    /**
     * Appends the attempt to the log and moves the delivery on: {@code succeeded}, {@code parked}, or
     * {@code pending} again at {@code nextAttemptAt}. Written only while the lease is still
     * {@code delivery.leaseToken()}; false otherwise (the result is dropped).
     */
    boolean record(DueDelivery delivery, DeliveryAttempt attempt, DeliveryStatus next, Instant nextAttemptAt);

    /** Gives {@code worker}'s leases back (graceful shutdown): those deliveries are due again at once. */
    int release(String worker);

    /**
     * Queues the event again for every endpoint of the account that still subscribes to its type
     * (a new delivery where there was none): due at {@code now}, with a fresh retry schedule.
     * Deliveries in flight are left alone. Returns how many were queued.
     */
    int replayEvent(AccountId account, EventId event, Instant now);

    /** Queues again every parked delivery of the endpoint whose event was created at or after {@code since}. */
    int replayParked(AccountId account, WebhookEndpointId endpoint, Instant since, Instant now);

    void recordReplay(ReplayRecord replay);

    /** The endpoint's deliveries, newest first, optionally of one status; each with its attempt log. */
    List<Delivery> list(AccountId account, WebhookEndpointId endpoint, DeliveryStatus status, int limit);

    /** The event's deliveries (to every endpoint), oldest first, with their attempt logs. */
    List<Delivery> listForEvent(AccountId account, EventId event);
}
