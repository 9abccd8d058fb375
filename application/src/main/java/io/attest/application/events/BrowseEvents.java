package io.attest.application.events;

import io.attest.domain.events.Delivery;
import io.attest.domain.events.DomainEvent;
import io.attest.domain.events.EventId;
import io.attest.domain.events.port.DeliveryQueue;
import io.attest.domain.events.port.EventLog;
import io.attest.domain.shared.AccountId;
import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.PrefixedIds;
import io.attest.domain.shared.port.TransactionBoundary;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** {@code GET /v1/events} and {@code GET /v1/events/{id}}, scoped by account. */
public final class BrowseEvents {

    public static final int DEFAULT_LIMIT = 20;
    public static final int MAX_LIMIT = 100;

    private final EventLog events;
    private final DeliveryQueue deliveries;
    private final TransactionBoundary tx;

    public BrowseEvents(EventLog events, DeliveryQueue deliveries, TransactionBoundary tx) {
        this.events = events;
        this.deliveries = deliveries;
        this.tx = tx;
    }

    /** A page of events, oldest first; {@code hasMore} when more follow the last one. */
    public record Page(List<DomainEvent> events, boolean hasMore) {
    }

    public Page list(AccountId account, String type, Instant since, int limit) {
        if (limit < 1 || limit > MAX_LIMIT) {
            throw AttestException.invalidRequest("limit", "limit must be between 1 and " + MAX_LIMIT);
        }
        List<DomainEvent> found = tx.inTransaction(() -> events.list(account, type, since, limit + 1));
        boolean more = found.size() > limit;
        return new Page(more ? found.subList(0, limit) : found, more);
    }

    public DomainEvent get(AccountId account, String id) {
        return tx.inTransaction(() -> parse(id).flatMap(evt -> events.find(account, evt)))
                .orElseThrow(BrowseEvents::notFound);
    }

    /** The event's deliveries with their attempt logs. */
    public List<Delivery> deliveries(AccountId account, String id) {
        return tx.inTransaction(() -> {
            EventId eventId = parse(id).filter(evt -> events.find(account, evt).isPresent())
                    .orElseThrow(BrowseEvents::notFound);
            return deliveries.listForEvent(account, eventId);
        });
    }

    /** The id a caller sent, or empty when it cannot be one of ours (answered like an unknown id). */
    static Optional<EventId> parse(String id) {
        return PrefixedIds.looksLike(EventId.PREFIX, id) ? Optional.of(new EventId(id)) : Optional.empty();
    }

    static AttestException notFound() {
        return AttestException.notFound("event", "no event with this id");
    }
}
