package io.attest.domain.accounts.port;

import io.attest.domain.accounts.Account;
import io.attest.domain.accounts.Email;
import io.attest.domain.accounts.Plan;
import io.attest.domain.shared.AccountId;
import java.util.Optional;

public interface AccountRepository {

    /** Stores a new account; false (and nothing stored) when the e-mail already has one. */
    boolean insert(Account account, String passwordHash);

    Optional<Account> findById(AccountId id);

    Optional<Account> findByEmail(Email email);

    /** The account and its password hash, for login. */
    Optional<StoredCredentials> findCredentials(Email email);

    /** False when there is no such account. */
    boolean updatePlan(AccountId id, Plan plan);

    record StoredCredentials(Account account, String passwordHash) {
    }
}
