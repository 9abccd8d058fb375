package io.attest.domain.accounts;

import io.attest.domain.shared.AccountId;

import java.time.Instant;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;

/** A key's record, never its secret. {@code lastUsedAt}, {@code revokedAt} and {@code revokedReason} may be null. */
public record ApiKey(
        ApiKeyId id,
        AccountId accountId,
        String name,
        String hint,
        Set<Scope> scopes,
        Instant createdAt,
        Instant lastUsedAt,
        Instant revokedAt,
        RevocationReason revokedReason) {

    public static final int MAX_NAME_LENGTH = 100;

    public ApiKey {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(accountId, "accountId");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(hint, "hint");
        Objects.requireNonNull(createdAt, "createdAt");
        scopes = scopes.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(scopes));
    }

    public boolean isRevoked() {
        return revokedAt != null;
    }

    public boolean allows(Scope scope) {
        return scopes.contains(scope);
    }
}
