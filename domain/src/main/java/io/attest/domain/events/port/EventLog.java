package io.attest.domain.events.port;

import io.attest.domain.events.DomainEvent;
import io.attest.domain.events.EventId;
import io.attest.domain.shared.AccountId;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** Reading the outbox: an account's events (GET /v1/events). */
public interface EventLog {

    Optional<DomainEvent> find(AccountId account, EventId id);

    /**
     * The account's events, newest first (by {@code created_at}, then id, both descending),
     * optionally of one type, created at or after {@code createdFrom}, and strictly after
     * {@code before} in that order (the cursor: an event of the account); at most {@code limit}.
     */
    List<DomainEvent> list(AccountId account, String type, Instant createdFrom, DomainEvent before, int limit);

    /** Deletes events created before {@code before} that no delivery still waits for. */
    int purge(Instant before);
}
