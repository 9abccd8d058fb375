package io.attest.domain.operations.port;

import io.attest.domain.operations.ClaimedOperation;
import io.attest.domain.operations.Operation;
import io.attest.domain.operations.OperationError;
import io.attest.domain.operations.OperationId;
import io.attest.domain.operations.OperationStatus;
import io.attest.domain.shared.AccountId;
import java.time.Duration;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * The operations table as the workers and the status route see it. Leases are measured on the
 * database's clock (so instances with skewed clocks agree); {@code now} arguments are the
 * application clock, used for the times shown to callers.
 */
public interface OperationStore {

    /** The operation when it exists and belongs to {@code account}. */
    Optional<Operation> find(AccountId account, OperationId id);

    /**
     * Leases up to {@code max} operations of the given types (those the worker has handlers for) to
     * {@code worker}: queued ones, and running ones whose lease expired (their worker died). Each claim
     * marks the row running and counts an attempt. Rows another transaction holds are skipped
     * ({@code FOR UPDATE SKIP LOCKED}).
     */
    List<ClaimedOperation> claim(String worker, Collection<String> types, int max, Duration lease, Instant now);

    /** Extends the leases of {@code worker}'s running operations; returns how many it still holds. */
    int heartbeat(String worker, Collection<OperationId> ids, Duration lease);

    /** Records progress (0–1) while the claim is still current; false when the lease was lost. */
    boolean progress(ClaimedOperation claim, double progress, Instant now);

    /**
     * Ends the operation ({@code succeeded} or {@code failed}) when the claim is still current; joins
     * the caller's transaction so that the completion event commits with it. False when the lease was
     * lost (another worker owns the operation now).
     */
    boolean complete(ClaimedOperation claim, OperationStatus status, OperationError error, Instant now);

    /** Puts {@code worker}'s unfinished operations back in the queue (graceful shutdown). */
    int release(String worker);

    /** Deletes finished operations that ended before {@code before} (kept 30 days). */
    int purgeFinished(Instant before);
}
