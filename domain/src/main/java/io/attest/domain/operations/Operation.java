package io.attest.domain.operations;

import io.attest.domain.shared.AccountId;
import java.time.Instant;
import java.util.Map;
import java.util.Objects;

/**
 * An asynchronous job and its state (decisions.md section 3). {@code input} is the JSON object the
 * capability stored for its handler; {@code error} is set only when {@code status} is failed;
 * {@code startedAt} and {@code finishedAt} may be null.
 */
public record Operation(
        OperationId id,
        AccountId accountId,
        String type,
        OperationStatus status,
        double progress,
        ResourceRef resource,
        Map<String, Object> input,
        OperationError error,
        int attempts,
        Instant createdAt,
        Instant updatedAt,
        Instant startedAt,
        Instant finishedAt) {

    public Operation {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(accountId, "accountId");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(createdAt, "createdAt");
        Objects.requireNonNull(updatedAt, "updatedAt");
        input = input == null ? Map.of() : Map.copyOf(input);
    }
}
