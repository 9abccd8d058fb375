package io.attest.application.accounts;

import io.attest.domain.accounts.Account;
import io.attest.domain.accounts.ApiKeySecret;
import io.attest.domain.accounts.port.AccountRepository;
import io.attest.domain.accounts.port.ApiKeyRepository;
import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.ErrorCode;
import io.attest.domain.shared.Sha256;
import io.attest.domain.shared.port.TransactionBoundary;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;

/** Bearer authentication: checksum first (no lookup for junk), then the SHA-256 lookup. */
public final class AuthenticateApiKey {

    /** {@code last_used_at} is kept to the minute: no write on every request. */
    private static final Duration LAST_USED_GRANULARITY = Duration.ofMinutes(1);

    private final ApiKeyRepository keys;
    private final AccountRepository accounts;
    private final TransactionBoundary tx;
    private final Clock clock;

    public AuthenticateApiKey(ApiKeyRepository keys, AccountRepository accounts, TransactionBoundary tx, Clock clock) {
        this.keys = keys;
        this.accounts = accounts;
        this.tx = tx;
        this.clock = clock;
    }

    /** The caller behind {@code presented}; {@code invalid_api_key} for unknown, malformed or revoked keys. */
    public Caller authenticate(String presented) {
        ApiKeySecret secret = ApiKeySecret.parse(presented).orElseThrow(AuthenticateApiKey::invalid);
        String hash = secret.sha256();
        return tx.inTransaction(() -> {
            ApiKeyRepository.StoredKey stored = keys.findBySecretHash(hash).orElseThrow(AuthenticateApiKey::invalid);
            // The index lookup already matched; compare again in constant time as defence in depth.
            if (!Sha256.constantTimeEquals(stored.secretSha256(), hash) || stored.key().isRevoked()) {
                throw invalid();
            }
            Account account = accounts.findById(stored.key().accountId()).orElseThrow(AuthenticateApiKey::invalid);
            Instant now = clock.instant();
            Instant lastUsed = stored.key().lastUsedAt();
            if (lastUsed == null || lastUsed.isBefore(now.minus(LAST_USED_GRANULARITY))) {
                keys.touchLastUsed(stored.key().id(), now);
            }
            return new Caller(account, stored.key());
        });
    }

    private static AttestException invalid() {
        return AttestException.of(ErrorCode.INVALID_API_KEY, "the API key is unknown, malformed or revoked");
    }
}
