package io.attest.domain.shared.port;

import io.attest.domain.shared.AccountId;
import java.time.Instant;

/** Remembers the first response to a POST with an {@code Idempotency-Key}, per account, for 24 hours. */
public interface IdempotencyStore {

    /**
     * Claims {@code key} for a request with {@code fingerprint} (method, path and body hash). A
     * record created before {@code expiredBefore} is treated as absent and replaced.
     */
    Claim claim(AccountId account, String key, String fingerprint, Instant now, Instant expiredBefore);

    /** Stores the response of a claimed key. */
    void complete(AccountId account, String key, StoredResponse response);

    /** Forgets a claimed key whose request must be retryable (a 5xx, a 429). */
    void abandon(AccountId account, String key);

    /** Deletes records created before {@code cutoff}; returns how many. */
    int purgeCreatedBefore(Instant cutoff);

    sealed interface Claim {
        /** The caller owns the key now and must complete or abandon it. */
        record Acquired() implements Claim {
        }

        /** The first request with this key has not finished yet. */
        record InProgress() implements Claim {
        }

        /** Same key, same request: replay this. */
        record Replay(StoredResponse response) implements Claim {
        }

        /** Same key, different request. */
        record Mismatch() implements Claim {
        }
    }

    /** What is replayed: status, body and the headers that matter to a client. */
    record StoredResponse(int status, String contentType, byte[] body, String location) {
    }
}
