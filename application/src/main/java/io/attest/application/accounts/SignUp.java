package io.attest.application.accounts;

import io.attest.domain.accounts.Account;
import io.attest.domain.accounts.Email;
import io.attest.domain.accounts.Password;
import io.attest.domain.accounts.Plan;
import io.attest.domain.accounts.port.AccountRepository;
import io.attest.domain.accounts.port.PasswordHasher;
import io.attest.domain.shared.AccountId;
import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.ErrorCode;
import io.attest.domain.shared.port.TransactionBoundary;
import java.time.Clock;

/** Console sign-up: a new account on the free plan, signed in at once. */
public final class SignUp {

    private final AccountRepository accounts;
    private final PasswordHasher hasher;
    private final ConsoleSessions sessions;
    private final TransactionBoundary tx;
    private final Clock clock;
    private final boolean enabled;

    public SignUp(AccountRepository accounts, PasswordHasher hasher, ConsoleSessions sessions,
                  TransactionBoundary tx, Clock clock, boolean enabled) {
        this.accounts = accounts;
        this.hasher = hasher;
        this.sessions = sessions;
        this.tx = tx;
        this.clock = clock;
        this.enabled = enabled;
    }

    public SignedIn signUp(String email, String password) {
        if (!enabled) {
            throw AttestException.of(ErrorCode.SIGNUP_DISABLED, "sign-up is turned off on this server; ask your operator for an account");
        }
        Email address = Email.of(email);
        // Hash before the transaction: Argon2id takes tens of milliseconds and needs no connection.
        String hash = hasher.hash(new Password(password));
        return tx.inTransaction(() -> {
            Account account = new Account(AccountId.next(), address, Plan.FREE, clock.instant());
            if (!accounts.insert(account, hash)) {
                throw AttestException.of(ErrorCode.EMAIL_TAKEN, "an account with this e-mail already exists");
            }
            return new SignedIn(account, sessions.start(account.id()));
        });
    }
}
