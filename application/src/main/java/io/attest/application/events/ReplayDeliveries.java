package io.attest.application.events;

import io.attest.domain.events.Delivery;
import io.attest.domain.events.DeliveryStatus;
import io.attest.domain.events.EventId;
import io.attest.domain.events.ReplayRecord;
import io.attest.domain.events.WebhookEndpointId;
import io.attest.domain.events.port.DeliveryQueue;
import io.attest.domain.events.port.EventLog;
import io.attest.domain.events.port.WebhookEndpointRepository;
import io.attest.domain.shared.AccountId;
import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.port.TransactionBoundary;
import java.time.Clock;
import java.time.Instant;
import java.util.List;

/**
 * Manual replay (decisions.md section 8): one event to its endpoints, or every parked delivery of one
 * endpoint since a time. The event id never changes; each replay is audited in the same transaction.
 */
public final class ReplayDeliveries {

    public static final int MAX_LIST = 100;

    private final EventLog events;
    private final WebhookEndpointRepository endpoints;
    private final DeliveryQueue deliveries;
    private final TransactionBoundary tx;
    private final Clock clock;

    public ReplayDeliveries(EventLog events, WebhookEndpointRepository endpoints, DeliveryQueue deliveries,
                            TransactionBoundary tx, Clock clock) {
        this.events = events;
        this.endpoints = endpoints;
        this.deliveries = deliveries;
        this.tx = tx;
        this.clock = clock;
    }

    /** Queues the event again for every endpoint that subscribes to it; returns how many deliveries. */
    public int replayEvent(AccountId account, String actor, String id) {
        Instant now = clock.instant();
        return tx.inTransaction(() -> {
            EventId eventId = BrowseEvents.parse(id).filter(evt -> events.find(account, evt).isPresent())
                    .orElseThrow(BrowseEvents::notFound);
            int queued = deliveries.replayEvent(account, eventId, now);
            deliveries.recordReplay(new ReplayRecord(account, actor, "event", eventId.value(), null, queued, now));
            return queued;
        });
    }

    /** Queues again the endpoint's parked deliveries of events created at or after {@code since}. */
    public int replayParked(AccountId account, String actor, String endpointId, Instant since) {
        Instant now = clock.instant();
        return tx.inTransaction(() -> {
            WebhookEndpointId endpoint = WebhookEndpointId.parse(endpointId)
                    .filter(we -> endpoints.find(account, we).isPresent())
                    .orElseThrow(ManageWebhookEndpoints::notFound);
            int queued = deliveries.replayParked(account, endpoint, since, now);
            deliveries.recordReplay(new ReplayRecord(account, actor, "endpoint", endpoint.value(), since, queued, now));
            return queued;
        });
    }

    /** The endpoint's deliveries, newest first, with their attempt logs. */
    public List<Delivery> list(AccountId account, String endpointId, DeliveryStatus status, int limit) {
        if (limit < 1 || limit > MAX_LIST) {
            throw AttestException.invalidRequest("limit", "limit must be between 1 and " + MAX_LIST);
        }
        return tx.inTransaction(() -> {
            WebhookEndpointId endpoint = WebhookEndpointId.parse(endpointId)
                    .filter(we -> endpoints.find(account, we).isPresent())
                    .orElseThrow(ManageWebhookEndpoints::notFound);
            return deliveries.list(account, endpoint, status, limit);
        });
    }
}
