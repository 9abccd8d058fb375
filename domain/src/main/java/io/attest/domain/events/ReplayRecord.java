package io.attest.domain.events;

import io.attest.domain.shared.AccountId;
import java.time.Instant;
import java.util.Objects;

/**
 * The audit entry of a replay: who asked ({@code actor}: the API key id, or {@code console} /
 * {@code operator}), what ({@code event} with its id, or {@code endpoint} with its id and
 * {@code since}), when, and how many deliveries it queued again.
 */
public record ReplayRecord(AccountId accountId, String actor, String targetKind, String targetId, Instant since,
                           int deliveries, Instant requestedAt) {

    public ReplayRecord {
        Objects.requireNonNull(accountId, "accountId");
        Objects.requireNonNull(actor, "actor");
        Objects.requireNonNull(targetKind, "targetKind");
        Objects.requireNonNull(targetId, "targetId");
        Objects.requireNonNull(requestedAt, "requestedAt");
    }
}
