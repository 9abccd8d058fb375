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
import io.attest.domain.shared.ErrorCode;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
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

    /** A page of events, newest first; {@code hasMore} when older ones follow the last one. */
    public record Page(List<DomainEvent> events, boolean hasMore) {
    }

    /** The first page: {@link #list(AccountId, String, Instant, String, int)} without a cursor. */
    public Page list(AccountId account, String type, Instant since, int limit) {
        return list(account, type, since, null, limit);
    }

    /**
     * Events newest first, in Stripe's manner: {@code startingAfter} is the id of the last event of
     * the previous page (an event of this account, else 404 {@code event}). {@code since} is
     * exclusive and compared at the millisecond precision the API shows timestamps with, so an
     * event's own {@code created_at} as {@code since} leaves that event out.
     */
    public Page list(AccountId account, String type, Instant since, String startingAfter, int limit) {
        if (limit < 1 || limit > MAX_LIMIT) {
            throw AttestException.invalidRequest("limit", "limit must be between 1 and " + MAX_LIMIT);
        }
        Instant createdFrom = since == null ? null : since.truncatedTo(ChronoUnit.MILLIS).plusMillis(1);
        List<DomainEvent> found = tx.inTransaction(() -> {
            DomainEvent cursor = startingAfter == null ? null : parse(startingAfter)
                    .flatMap(evt -> events.find(account, evt))
                    .orElseThrow(() -> new AttestException(ErrorCode.RESOURCE_NOT_FOUND,
                            "starting_after names no event of this account", "starting_after", Map.of("kind", "event")));
            return events.list(account, type, createdFrom, cursor, limit + 1);
        });
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
