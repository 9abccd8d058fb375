package io.attest.application.operations;

import io.attest.domain.operations.Operation;

/**
 * Runs the operations of one {@link #type()}. A capability registers one per asynchronous operation
 * and queues work with the {@code OperationQueue} port. Returning normally means succeeded; throwing
 * an {@code AttestException} means failed with that error; anything else fails with
 * {@code internal_error} (and is logged). A handler may run again for the same operation when a
 * server died mid-run, so it must be safe to repeat (write its resource idempotently).
 */
public interface OperationHandler {

    /** The operation type this handler runs, e.g. {@code voice_profile.train}. */
    String type();

    /**
     * The event announced when the operation ends (succeeded or failed), e.g.
     * {@code voice_profile.train.completed}; null for none.
     */
    String completionEvent();

    void run(Operation operation, Progress progress) throws Exception;

    /** Reports progress while running; the status route shows it. */
    @FunctionalInterface
    interface Progress {

        /** {@code fraction} between 0 and 1. */
        void report(double fraction);
    }
}
