package io.attest.domain.accounts;

import io.attest.domain.shared.AccountId;

import java.time.Duration;
import java.time.Instant;

/** A signed-in console session; the cookie holds a random token, the store only its SHA-256. */
public record ConsoleSession(String tokenHash, AccountId accountId, Instant createdAt, Instant lastSeenAt) {

    /** Sessions end after this long without a request (decisions.md section 2). */
    public static final Duration IDLE_TIMEOUT = Duration.ofHours(12);

    public boolean isExpired(Instant now) {
        return !lastSeenAt.plus(IDLE_TIMEOUT).isAfter(now);
    }
}
