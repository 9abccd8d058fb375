package io.attest.application.shared;

import io.attest.domain.shared.AccountId;
import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.port.IdempotencyStore;
import io.attest.domain.shared.port.IdempotencyStore.Claim;
import io.attest.domain.shared.port.IdempotencyStore.StoredResponse;
import io.attest.domain.shared.port.TransactionBoundary;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;

/** {@code Idempotency-Key} on POST (decisions.md section 9): the first response is kept 24 h per account. */
public final class IdempotentRequests {

    public static final Duration RETENTION = Duration.ofHours(24);
    public static final int MAX_KEY_LENGTH = 255;
    public static final String HEADER = "Idempotency-Key";

    private final IdempotencyStore store;
    private final TransactionBoundary tx;
    private final Clock clock;

    public IdempotentRequests(IdempotencyStore store, TransactionBoundary tx, Clock clock) {
        this.store = store;
        this.tx = tx;
        this.clock = clock;
    }

    public Claim claim(AccountId account, String key, String fingerprint) {
        validate(key);
        Instant now = clock.instant();
        return tx.inTransaction(() -> store.claim(account, key, fingerprint, now, now.minus(RETENTION)));
    }

    public void complete(AccountId account, String key, StoredResponse response) {
        tx.run(() -> store.complete(account, key, response));
    }

    public void abandon(AccountId account, String key) {
        tx.run(() -> store.abandon(account, key));
    }

    public int purgeExpired() {
        return tx.inTransaction(() -> store.purgeCreatedBefore(clock.instant().minus(RETENTION)));
    }

    /** Keys are 1–255 visible ASCII characters (UUIDs, ULIDs and the like). */
    static void validate(String key) {
        boolean ok = key != null && !key.isEmpty() && key.length() <= MAX_KEY_LENGTH
                && key.chars().allMatch(c -> c > 0x20 && c < 0x7f);
        if (!ok) {
            throw AttestException.invalidRequest(HEADER, HEADER + " must be 1 to 255 visible ASCII characters");
        }
    }
}
