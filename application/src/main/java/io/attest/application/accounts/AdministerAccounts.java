package io.attest.application.accounts;

import io.attest.domain.accounts.Account;
import io.attest.domain.accounts.ApiKey;
import io.attest.domain.accounts.ApiKeyId;
import io.attest.domain.accounts.Email;
import io.attest.domain.accounts.Password;
import io.attest.domain.accounts.Plan;
import io.attest.domain.accounts.RevocationReason;
import io.attest.domain.accounts.port.AccountRepository;
import io.attest.domain.accounts.port.ApiKeyRepository;
import io.attest.domain.accounts.port.PasswordHasher;
import io.attest.domain.shared.AccountId;
import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.ErrorCode;
import io.attest.domain.shared.port.TransactionBoundary;
import java.time.Clock;
import java.util.List;

/** What the operator command line does without a browser: accounts, plans and keys of any account. */
public final class AdministerAccounts {

    private final AccountRepository accounts;
    private final ApiKeyRepository keys;
    private final ManageApiKeys apiKeys;
    private final PasswordHasher hasher;
    private final TransactionBoundary tx;
    private final Clock clock;

    public AdministerAccounts(AccountRepository accounts, ApiKeyRepository keys, ManageApiKeys apiKeys,
                              PasswordHasher hasher, TransactionBoundary tx, Clock clock) {
        this.accounts = accounts;
        this.keys = keys;
        this.apiKeys = apiKeys;
        this.hasher = hasher;
        this.tx = tx;
        this.clock = clock;
    }

    public Account createAccount(String email, String password, Plan plan) {
        Email address = Email.of(email);
        String hash = hasher.hash(new Password(password));
        return tx.inTransaction(() -> {
            Account account = new Account(AccountId.next(), address, plan, clock.instant());
            if (!accounts.insert(account, hash)) {
                throw AttestException.of(ErrorCode.EMAIL_TAKEN, "an account with this e-mail already exists");
            }
            return account;
        });
    }

    public Account setPlan(String email, Plan plan) {
        return tx.inTransaction(() -> {
            Account account = find(email);
            accounts.updatePlan(account.id(), plan);
            return new Account(account.id(), account.email(), plan, account.createdAt());
        });
    }

    public CreatedApiKey createKey(String email, String name, List<String> scopes) {
        Account account = tx.inTransaction(() -> find(email));
        return apiKeys.create(account.id(), name, scopes);
    }

    public ApiKey revokeKey(String keyId) {
        return tx.inTransaction(() -> {
            ApiKey key = ApiKeyId.parse(keyId).flatMap(keys::findById)
                    .orElseThrow(() -> AttestException.notFound("key", "no key with this id"));
            keys.revoke(key.id(), RevocationReason.OPERATOR, clock.instant());
            return key;
        });
    }

    private Account find(String email) {
        return accounts.findByEmail(Email.of(email))
                .orElseThrow(() -> AttestException.notFound("account", "no account with this e-mail"));
    }
}
