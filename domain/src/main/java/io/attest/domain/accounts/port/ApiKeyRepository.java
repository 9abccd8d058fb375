package io.attest.domain.accounts.port;

import io.attest.domain.accounts.ApiKey;
import io.attest.domain.accounts.ApiKeyId;
import io.attest.domain.accounts.RevocationReason;
import io.attest.domain.shared.AccountId;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

public interface ApiKeyRepository {

    void insert(ApiKey key, String secretSha256);

    /** The key whose secret hashes to {@code secretSha256}, revoked or not, with the stored hash. */
    Optional<StoredKey> findBySecretHash(String secretSha256);

    /** The key if it belongs to {@code owner}; another account's key is indistinguishable from none. */
    Optional<ApiKey> findOwned(AccountId owner, ApiKeyId id);

    /** Operator access across accounts. */
    Optional<ApiKey> findById(ApiKeyId id);

    /** Newest first. */
    List<ApiKey> listByAccount(AccountId owner);

    /** Revokes an active key; false when it was already revoked (the first reason stays). */
    boolean revoke(ApiKeyId id, RevocationReason reason, Instant at);

    /** Records use; implementations may skip the write when the stored time is recent enough. */
    void touchLastUsed(ApiKeyId id, Instant at);

    record StoredKey(ApiKey key, String secretSha256) {
    }
}
