package io.attest.adapters.persistence;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.domain.accounts.Account;
import io.attest.domain.accounts.ApiKey;
import io.attest.domain.accounts.ApiKeyId;
import io.attest.domain.accounts.ApiKeySecret;
import io.attest.domain.accounts.RevocationReason;
import io.attest.domain.accounts.Scope;
import io.attest.domain.accounts.port.ApiKeyRepository;
import io.attest.domain.accounts.port.ApiKeyRepository.StoredKey;
import io.attest.domain.shared.AccountId;
import java.time.Duration;
import java.time.Instant;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class JdbcApiKeyRepositoryTest extends DatabaseTest {

    private ApiKeyRepository keys;

    @BeforeAll
    void beans() {
        keys = context.getBean(ApiKeyRepository.class);
    }

    private ApiKey newKey(AccountId owner, String name, Set<Scope> scopes, Instant createdAt, String secretSha256) {
        ApiKeySecret secret = ApiKeySecret.generate();
        ApiKey key = new ApiKey(ApiKeyId.next(), owner, name, secret.hint(), scopes, createdAt, null, null, null);
        keys.insert(key, secretSha256 == null ? secret.sha256() : secretSha256);
        return key;
    }

    @Test
    void findsAKeyByTheHashOfItsSecretWithTheStoredHash() {
        Account owner = newAccount();
        ApiKeySecret secret = ApiKeySecret.generate();
        ApiKey key = new ApiKey(ApiKeyId.next(), owner.id(), "ci", secret.hint(), Set.of(Scope.WEBHOOKS, Scope.GUARD),
                now(), null, null, null);

        keys.insert(key, secret.sha256());

        assertThat(keys.findBySecretHash(secret.sha256())).contains(new StoredKey(key, secret.sha256()));
        assertThat(keys.findBySecretHash(ApiKeySecret.generate().sha256())).isEmpty();
        assertThat(keys.findById(key.id())).contains(key);
    }

    @Test
    void keepsAllAndNoScopes() {
        Account owner = newAccount();
        ApiKey all = newKey(owner.id(), "all", Scope.all(), now(), null);
        ApiKey none = newKey(owner.id(), "none", Set.of(), now(), null);

        assertThat(keys.findById(all.id())).get().extracting(ApiKey::scopes).isEqualTo(Scope.all());
        assertThat(keys.findById(none.id())).get().extracting(ApiKey::scopes).isEqualTo(Set.of());
    }

    @Test
    void findOwnedDoesNotReturnAnotherAccountsKey() {
        Account owner = newAccount();
        Account stranger = newAccount();
        ApiKey key = newKey(owner.id(), "mine", Scope.all(), now(), null);

        assertThat(keys.findOwned(owner.id(), key.id())).contains(key);
        assertThat(keys.findOwned(stranger.id(), key.id())).isEmpty();
        assertThat(keys.findOwned(owner.id(), ApiKeyId.next())).isEmpty();
    }

    @Test
    void listsAnAccountsKeysNewestFirst() {
        Account owner = newAccount();
        Account other = newAccount();
        Instant t = now();
        ApiKey middle = newKey(owner.id(), "middle", Scope.all(), t.minusSeconds(60), null);
        ApiKey newest = newKey(owner.id(), "newest", Scope.all(), t, null);
        ApiKey oldest = newKey(owner.id(), "oldest", Scope.all(), t.minusSeconds(3600), null);
        newKey(other.id(), "someone else's", Scope.all(), t, null);

        assertThat(keys.listByAccount(owner.id())).containsExactly(newest, middle, oldest);
        assertThat(keys.listByAccount(newAccount().id())).isEmpty();
    }

    @Test
    void revokesOnceAndKeepsTheFirstReason() {
        Account owner = newAccount();
        ApiKey key = newKey(owner.id(), "leaky", Scope.all(), now(), null);
        Instant first = now();

        assertThat(keys.revoke(key.id(), RevocationReason.COMPROMISED, first)).isTrue();
        assertThat(keys.revoke(key.id(), RevocationReason.REVOKED, first.plusSeconds(5))).isFalse();

        ApiKey revoked = keys.findById(key.id()).orElseThrow();
        assertThat(revoked.isRevoked()).isTrue();
        assertThat(revoked.revokedAt()).isEqualTo(first);
        assertThat(revoked.revokedReason()).isEqualTo(RevocationReason.COMPROMISED);
        assertThat(keys.revoke(ApiKeyId.next(), RevocationReason.OPERATOR, first)).isFalse();
        // A revoked key is still found by its hash, so the caller can answer "revoked" rather than "unknown".
        assertThat(count("SELECT count(*) FROM api_keys WHERE id = ? AND revoked_reason = 'compromised'", key.id().value()))
                .isOne();
    }

    @Test
    void touchLastUsedWritesAtMostOnceAMinute() {
        Account owner = newAccount();
        ApiKey key = newKey(owner.id(), "busy", Scope.all(), now(), null);
        Instant t0 = now();

        keys.touchLastUsed(key.id(), t0);
        assertThat(lastUsed(key)).isEqualTo(t0);

        keys.touchLastUsed(key.id(), t0.plusSeconds(30));
        assertThat(lastUsed(key)).as("within a minute: no write").isEqualTo(t0);

        keys.touchLastUsed(key.id(), t0.plus(Duration.ofSeconds(59)));
        assertThat(lastUsed(key)).isEqualTo(t0);

        keys.touchLastUsed(key.id(), t0.plusSeconds(61));
        assertThat(lastUsed(key)).isEqualTo(t0.plusSeconds(61));

        keys.touchLastUsed(key.id(), t0);
        assertThat(lastUsed(key)).as("never moves back").isEqualTo(t0.plusSeconds(61));
    }

    private Instant lastUsed(ApiKey key) {
        return keys.findById(key.id()).orElseThrow().lastUsedAt();
    }
}
