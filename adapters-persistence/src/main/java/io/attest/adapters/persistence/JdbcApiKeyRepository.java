package io.attest.adapters.persistence;

import io.attest.domain.accounts.ApiKey;
import io.attest.domain.accounts.ApiKeyId;
import io.attest.domain.accounts.RevocationReason;
import io.attest.domain.accounts.Scope;
import io.attest.domain.accounts.port.ApiKeyRepository;
import io.attest.domain.shared.AccountId;
import jakarta.inject.Singleton;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

@Singleton
final class JdbcApiKeyRepository implements ApiKeyRepository {

    /** {@code last_used_at} is informational: refreshing it at most once a minute spares a write per call. */
    static final Duration LAST_USED_GRANULARITY = Duration.ofMinutes(1);

    private final ApiKeyRowRepository rows;

    JdbcApiKeyRepository(ApiKeyRowRepository rows) {
        this.rows = rows;
    }

    @Override
    public void insert(ApiKey key, String secretSha256) {
        rows.save(new ApiKeyRow(
                key.id().value(),
                key.accountId().value(),
                key.name(),
                key.hint(),
                key.scopes().stream().sorted().map(Scope::id).toArray(String[]::new),
                secretSha256,
                key.createdAt(),
                key.lastUsedAt(),
                key.revokedAt(),
                key.revokedReason() == null ? null : key.revokedReason().id()));
    }

    @Override
    public Optional<StoredKey> findBySecretHash(String secretSha256) {
        return rows.findBySecretSha256(secretSha256).map(row -> new StoredKey(toKey(row), row.secretSha256()));
    }

    @Override
    public Optional<ApiKey> findOwned(AccountId owner, ApiKeyId id) {
        return rows.findByIdAndAccountId(id.value(), owner.value()).map(JdbcApiKeyRepository::toKey);
    }

    @Override
    public Optional<ApiKey> findById(ApiKeyId id) {
        return rows.findById(id.value()).map(JdbcApiKeyRepository::toKey);
    }

    @Override
    public List<ApiKey> listByAccount(AccountId owner) {
        return rows.listNewestFirst(owner.value()).stream().map(JdbcApiKeyRepository::toKey).toList();
    }

    @Override
    public boolean revoke(ApiKeyId id, RevocationReason reason, Instant at) {
        return rows.revokeIfActive(id.value(), reason.id(), at) == 1;
    }

    @Override
    public void touchLastUsed(ApiKeyId id, Instant at) {
        rows.touchLastUsed(id.value(), at, at.minus(LAST_USED_GRANULARITY));
    }

    private static ApiKey toKey(ApiKeyRow row) {
        // A scope id this version does not know (written by a newer one) grants nothing here.
        Set<Scope> scopes = EnumSet.noneOf(Scope.class);
        Arrays.stream(row.scopes()).map(Scope::fromId).flatMap(Optional::stream).forEach(scopes::add);
        RevocationReason reason = row.revokedReason() == null ? null : RevocationReason.fromId(row.revokedReason())
                .orElseThrow(() -> new IllegalStateException("key " + row.id() + " has unknown revoked_reason " + row.revokedReason()));
        return new ApiKey(new ApiKeyId(row.id()), new AccountId(row.accountId()), row.name(), row.hint(), scopes,
                row.createdAt(), row.lastUsedAt(), row.revokedAt(), reason);
    }
}
