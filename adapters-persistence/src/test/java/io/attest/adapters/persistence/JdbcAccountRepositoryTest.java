package io.attest.adapters.persistence;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.domain.accounts.Account;
import io.attest.domain.accounts.Email;
import io.attest.domain.accounts.Plan;
import io.attest.domain.accounts.port.AccountRepository;
import io.attest.domain.accounts.port.AccountRepository.StoredCredentials;
import io.attest.domain.shared.AccountId;
import io.attest.domain.shared.port.TransactionBoundary;
import java.time.Instant;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class JdbcAccountRepositoryTest extends DatabaseTest {

    private AccountRepository accounts;
    private TransactionBoundary tx;

    @BeforeAll
    void beans() {
        accounts = context.getBean(AccountRepository.class);
        tx = context.getBean(TransactionBoundary.class);
    }

    @Test
    void storesAndFindsAnAccountByIdAndEmail() {
        // Microseconds and a time zone far from the JVM's (Pacific/Chatham in surefire) must survive the trip.
        Account account = new Account(AccountId.next(), Email.of("Ada@Example.com"), Plan.ENTRY,
                Instant.parse("2026-03-29T01:30:00.123456Z"));

        assertThat(accounts.insert(account, "$argon2id$v=19$hash")).isTrue();

        assertThat(accounts.findById(account.id())).contains(account);
        assertThat(accounts.findByEmail(Email.of("ada@example.com"))).contains(account);
        assertThat(accounts.findCredentials(account.email()))
                .contains(new StoredCredentials(account, "$argon2id$v=19$hash"));
        assertThat(count("SELECT count(*) FROM accounts WHERE id = ? AND created_at = '2026-03-29T01:30:00.123456Z'",
                account.id().value())).isOne();
    }

    @Test
    void aSecondAccountWithTheSameEmailIsRefusedAndNothingIsStored() {
        Account first = newAccount();
        Account second = new Account(AccountId.next(), first.email(), Plan.HIGHER, now());

        assertThat(accounts.insert(second, "other-hash")).isFalse();

        assertThat(accounts.findById(second.id())).isEmpty();
        assertThat(accounts.findCredentials(first.email())).get()
                .extracting(StoredCredentials::passwordHash).isEqualTo("$argon2id$test");
        assertThat(count("SELECT count(*) FROM accounts WHERE email = ?", first.email().value())).isOne();
    }

    @Test
    void aTakenEmailLeavesTheSurroundingTransactionUsable() {
        Account first = newAccount();
        Account other = new Account(AccountId.next(), Email.of("fresh-" + AccountId.next().value().toLowerCase() + "@example.com"),
                Plan.FREE, now());

        boolean[] results = tx.inTransaction(() -> new boolean[] {
                accounts.insert(new Account(AccountId.next(), first.email(), Plan.FREE, now()), "h"),
                accounts.insert(other, "h")});

        assertThat(results).containsExactly(false, true);
        assertThat(accounts.findById(other.id())).isPresent();
    }

    @Test
    void unknownAccountsAreEmpty() {
        assertThat(accounts.findById(AccountId.next())).isEmpty();
        assertThat(accounts.findByEmail(Email.of("nobody@example.com"))).isEmpty();
        assertThat(accounts.findCredentials(Email.of("nobody@example.com"))).isEmpty();
    }

    @Test
    void updatesThePlanOfAnExistingAccountOnly() {
        Account account = newAccount();

        assertThat(accounts.updatePlan(account.id(), Plan.HIGHER)).isTrue();
        assertThat(accounts.findById(account.id())).get().extracting(Account::plan).isEqualTo(Plan.HIGHER);
        assertThat(accounts.updatePlan(AccountId.next(), Plan.HIGHER)).isFalse();
    }
}
