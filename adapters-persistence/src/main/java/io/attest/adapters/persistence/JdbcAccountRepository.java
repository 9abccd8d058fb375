package io.attest.adapters.persistence;

import io.attest.domain.accounts.Account;
import io.attest.domain.accounts.Email;
import io.attest.domain.accounts.Plan;
import io.attest.domain.accounts.port.AccountRepository;
import io.attest.domain.shared.AccountId;
import jakarta.inject.Singleton;
import java.util.Optional;

@Singleton
final class JdbcAccountRepository implements AccountRepository {

    private final AccountRowRepository rows;

    JdbcAccountRepository(AccountRowRepository rows) {
        this.rows = rows;
    }

    @Override
    public boolean insert(Account account, String passwordHash) {
        return rows.insertUnlessEmailTaken(account.id().value(), account.email().value(), passwordHash,
                account.plan().id(), account.createdAt()) == 1;
    }

    @Override
    public Optional<Account> findById(AccountId id) {
        return rows.findById(id.value()).map(JdbcAccountRepository::toAccount);
    }

    @Override
    public Optional<Account> findByEmail(Email email) {
        return rows.findByEmail(email.value()).map(JdbcAccountRepository::toAccount);
    }

    @Override
    public Optional<StoredCredentials> findCredentials(Email email) {
        return rows.findByEmail(email.value()).map(row -> new StoredCredentials(toAccount(row), row.passwordHash()));
    }

    @Override
    public boolean updatePlan(AccountId id, Plan plan) {
        return rows.updatePlan(id.value(), plan.id()) == 1;
    }

    private static Account toAccount(AccountRow row) {
        Plan plan = Plan.fromId(row.plan())
                .orElseThrow(() -> new IllegalStateException("account " + row.id() + " has unknown plan " + row.plan()));
        return new Account(new AccountId(row.id()), new Email(row.email()), plan, row.createdAt());
    }
}
