package io.attest.adapters.persistence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.attest.domain.accounts.Account;
import io.attest.domain.accounts.ApiKey;
import io.attest.domain.accounts.ApiKeyId;
import io.attest.domain.accounts.ApiKeySecret;
import io.attest.domain.accounts.ConsoleSession;
import io.attest.domain.accounts.Email;
import io.attest.domain.accounts.Plan;
import io.attest.domain.accounts.Scope;
import io.attest.domain.accounts.port.AccountRepository;
import io.attest.domain.accounts.port.ApiKeyRepository;
import io.attest.domain.accounts.port.ConsoleSessionRepository;
import io.attest.domain.events.DomainEvent;
import io.attest.domain.events.EventId;
import io.attest.domain.events.port.EventOutbox;
import io.attest.domain.shared.AccountId;
import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.ErrorCode;
import io.attest.domain.shared.Sha256;
import io.attest.domain.shared.port.IdempotencyStore;
import io.attest.domain.shared.port.TransactionBoundary;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class JdbcTransactionBoundaryTest extends DatabaseTest {

    private TransactionBoundary tx;
    private AccountRepository accounts;
    private ApiKeyRepository keys;
    private ConsoleSessionRepository sessions;
    private EventOutbox outbox;
    private IdempotencyStore idempotency;

    @BeforeAll
    void beans() {
        tx = context.getBean(TransactionBoundary.class);
        accounts = context.getBean(AccountRepository.class);
        keys = context.getBean(ApiKeyRepository.class);
        sessions = context.getBean(ConsoleSessionRepository.class);
        outbox = context.getBean(EventOutbox.class);
        idempotency = context.getBean(IdempotencyStore.class);
    }

    @Test
    void aFailureRollsEverythingBackAndReachesTheCallerUnchanged() {
        Account account = new Account(AccountId.next(), Email.of("rollback@example.com"), Plan.FREE, now());
        ApiKey key = new ApiKey(ApiKeyId.next(), account.id(), "k", "att_\u2026abcd", Scope.all(), now(), null, null, null);
        AttestException failure = AttestException.of(ErrorCode.EMAIL_TAKEN, "boom");

        Throwable thrown = catchThrowable(() -> tx.run(() -> {
            accounts.insert(account, "hash");
            keys.insert(key, ApiKeySecret.generate().sha256());
            sessions.insert(new ConsoleSession(Sha256.hex("token"), account.id(), now(), now()));
            outbox.append(new DomainEvent(EventId.next(), account.id(), "test.ping", Map.of(), now()));
            idempotency.claim(account.id(), "k", "f", now(), now().minusSeconds(60));
            // Everything is visible inside the transaction...
            assertThat(accounts.findById(account.id())).isPresent();
            throw failure;
        }));

        assertThat(thrown).isSameAs(failure);
        // ...and nothing outside it.
        assertThat(accounts.findById(account.id())).isEmpty();
        for (String table : new String[] {"accounts", "api_keys", "console_sessions", "events", "idempotency_records"}) {
            String column = table.equals("accounts") ? "id" : "account_id";
            assertThat(count("SELECT count(*) FROM " + table + " WHERE " + column + " = ?", account.id().value()))
                    .as(table).isZero();
        }
    }

    @Test
    void workCommitsTogetherAndReturnsItsResult() {
        Account account = new Account(AccountId.next(), Email.of("commit@example.com"), Plan.FREE, now());

        String result = tx.inTransaction(() -> {
            accounts.insert(account, "hash");
            // A nested boundary joins the outer transaction.
            return tx.inTransaction(() -> accounts.findById(account.id()).map(a -> a.email().value()).orElse("missing"));
        });

        assertThat(result).isEqualTo("commit@example.com");
        assertThat(count("SELECT count(*) FROM accounts WHERE id = ?", account.id().value())).isOne();
    }

    @Test
    void aFailureInANestedBoundaryRollsBackTheOuterWork() {
        Account account = new Account(AccountId.next(), Email.of("nested@example.com"), Plan.FREE, Instant.now());
        IllegalArgumentException failure = new IllegalArgumentException("inner");

        Throwable thrown = catchThrowable(() -> tx.run(() -> {
            accounts.insert(account, "hash");
            tx.run(() -> {
                throw failure;
            });
        }));

        assertThat(thrown).isSameAs(failure);
        assertThat(count("SELECT count(*) FROM accounts WHERE id = ?", account.id().value())).isZero();
    }
}
