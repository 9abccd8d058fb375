package io.attest.application.accounts;

import io.attest.domain.accounts.ApiKey;
import io.attest.domain.accounts.ApiKeyId;
import io.attest.domain.accounts.ApiKeySecret;
import io.attest.domain.accounts.RevocationReason;
import io.attest.domain.accounts.Scope;
import io.attest.domain.accounts.port.ApiKeyRepository;
import io.attest.domain.shared.AccountId;
import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.port.TransactionBoundary;
import java.time.Clock;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/** An account's own keys: create (secret shown once), list (never secrets), revoke. */
public final class ManageApiKeys {

    private final ApiKeyRepository keys;
    private final TransactionBoundary tx;
    private final Clock clock;

    public ManageApiKeys(ApiKeyRepository keys, TransactionBoundary tx, Clock clock) {
        this.keys = keys;
        this.tx = tx;
        this.clock = clock;
    }

    /** {@code scopes} null means every scope; otherwise a non-empty list of scope ids. */
    public CreatedApiKey create(AccountId owner, String name, List<String> scopes) {
        String keyName = validName(name);
        Set<Scope> granted = parseScopes(scopes);
        ApiKeySecret secret = ApiKeySecret.generate();
        ApiKey key = new ApiKey(ApiKeyId.next(), owner, keyName, secret.hint(), granted, clock.instant(), null, null, null);
        tx.run(() -> keys.insert(key, secret.sha256()));
        return new CreatedApiKey(key, secret);
    }

    public List<ApiKey> list(AccountId owner) {
        return tx.inTransaction(() -> keys.listByAccount(owner));
    }

    /** Revokes one of the owner's keys; another account's key id is answered as unknown. */
    public void revoke(AccountId owner, String keyId) {
        tx.run(() -> {
            ApiKey key = ApiKeyId.parse(keyId)
                    .flatMap(id -> keys.findOwned(owner, id))
                    .orElseThrow(() -> AttestException.notFound("key", "no key with this id"));
            keys.revoke(key.id(), RevocationReason.REVOKED, clock.instant());
        });
    }

    static String validName(String name) {
        if (name == null || name.isBlank()) {
            throw AttestException.invalidRequest("name", "name is required");
        }
        String trimmed = name.strip();
        if (trimmed.length() > ApiKey.MAX_NAME_LENGTH) {
            throw AttestException.invalidRequest("name", "name must be at most " + ApiKey.MAX_NAME_LENGTH + " characters");
        }
        return trimmed;
    }

    static Set<Scope> parseScopes(List<String> scopes) {
        if (scopes == null) {
            return Scope.all();
        }
        if (scopes.isEmpty()) {
            throw AttestException.invalidRequest("scopes", "scopes must name at least one scope, or be omitted for all");
        }
        Set<Scope> granted = EnumSet.noneOf(Scope.class);
        for (int i = 0; i < scopes.size(); i++) {
            String id = scopes.get(i);
            int index = i;
            granted.add(Scope.fromId(id).orElseThrow(() -> AttestException.invalidRequest("scopes[" + index + "]",
                    "unknown scope; one of " + Scope.all().stream().map(Scope::id).toList())));
        }
        return granted;
    }
}
