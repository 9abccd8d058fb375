package io.attest.domain.accounts.port;

import io.attest.domain.accounts.ThrottleKey;
import io.attest.domain.accounts.ThrottleState;
import java.time.Instant;

/**
 * The throttle counters, shared by every server instance on the database. Joins the caller's
 * transaction: {@link #lock} holds the key's row until it ends, so read, decide and {@link #save} are
 * one atomic step across instances.
 */
public interface ThrottleStore {

    /** The key's stored state, its row locked for the caller's transaction; a key never seen is fresh at {@code now}. */
    ThrottleState lock(ThrottleKey key, Instant now);

    /** Stores the key's new state; the row may be deleted from {@code expiresAt} on. */
    void save(ThrottleKey key, ThrottleState state, Instant expiresAt);

    /** Deletes the rows that expired before {@code now}; returns how many. */
    int purgeExpired(Instant now);
}
