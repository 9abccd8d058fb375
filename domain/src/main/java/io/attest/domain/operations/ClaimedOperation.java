package io.attest.domain.operations;

import java.util.Objects;

/**
 * An operation leased to one worker. {@code worker} and {@code attempt} together are the fencing
 * token: progress and completion are written only while they still match the row, so a worker whose
 * lease expired (and whose job another instance took over) cannot overwrite the newer run.
 */
public record ClaimedOperation(Operation operation, String worker, int attempt) {

    public ClaimedOperation {
        Objects.requireNonNull(operation, "operation");
        Objects.requireNonNull(worker, "worker");
    }
}
