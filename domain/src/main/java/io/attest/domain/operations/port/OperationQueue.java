package io.attest.domain.operations.port;

import io.attest.domain.operations.NewOperation;
import io.attest.domain.operations.Operation;

/**
 * The one port a capability calls to run work asynchronously. {@link #enqueue} joins the caller's
 * transaction: the job exists exactly when the change that asked for it commits, and a worker
 * (any server instance) picks it up afterwards. A handler for {@code type} must be registered.
 */
public interface OperationQueue {

    /** Queues the operation (status {@code queued}) in the caller's transaction and returns it. */
    Operation enqueue(NewOperation operation);
}
