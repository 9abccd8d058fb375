package io.attest.application.accounts;

import io.attest.domain.accounts.Account;
import io.attest.domain.accounts.ClientAddress;
import io.attest.domain.accounts.Email;
import io.attest.domain.accounts.Password;
import io.attest.domain.accounts.Plan;
import io.attest.domain.accounts.ThrottleKey;
import io.attest.domain.accounts.ThrottlePolicy;
import io.attest.domain.accounts.ThrottleScope;
import io.attest.domain.accounts.port.AccountRepository;
import io.attest.domain.accounts.port.PasswordHasher;
import io.attest.domain.shared.AccountId;
import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.ErrorCode;
import io.attest.domain.shared.port.TransactionBoundary;
import java.time.Clock;
import java.util.List;

/**
 * Console sign-up: a new account on the free plan, signed in at once. At most so many sign-ups per client
 * address and window ({@code perAddress}): each costs a password hash, and each account brings a plan's
 * free calls and tells whether an e-mail has an account (409 {@code email_taken}).
 */
public final class SignUp {

    private final AccountRepository accounts;
    private final PasswordHasher hasher;
    private final ConsoleSessions sessions;
    private final TransactionBoundary tx;
    private final Clock clock;
    private final boolean enabled;
    private final AttemptThrottle throttle;
    private final ThrottlePolicy perAddress;

    public SignUp(AccountRepository accounts, PasswordHasher hasher, ConsoleSessions sessions,
                  TransactionBoundary tx, Clock clock, boolean enabled, AttemptThrottle throttle, ThrottlePolicy perAddress) {
        this.accounts = accounts;
        this.hasher = hasher;
        this.sessions = sessions;
        this.tx = tx;
        this.clock = clock;
        this.enabled = enabled;
        this.throttle = throttle;
        this.perAddress = perAddress;
    }

    /** Whether open sign-up is on (the console shows a notice instead of the form when it is off). */
    public boolean enabled() {
        return enabled;
    }

    public SignedIn signUp(String email, String password, ClientAddress from) {
        if (!enabled) {
            throw AttestException.of(ErrorCode.SIGNUP_DISABLED, "sign-up is turned off on this server; ask your operator for an account");
        }
        Email address = Email.of(email);
        Password chosen = new Password(password);
        // Every well-formed sign-up counts, taken or not: it costs a hash and answers whether the e-mail is taken.
        throttle.admit(from, new AttemptThrottle.Limit(ThrottleKey.of(ThrottleScope.SIGNUP_ADDRESS, from.value()), perAddress),
                List.of());
        // Hash before the transaction: Argon2id takes tens of milliseconds and needs no connection.
        String hash = hasher.hash(chosen);
        return tx.inTransaction(() -> {
            Account account = new Account(AccountId.next(), address, Plan.FREE, clock.instant());
            if (!accounts.insert(account, hash)) {
                throw AttestException.of(ErrorCode.EMAIL_TAKEN, "an account with this e-mail already exists");
            }
            return new SignedIn(account, sessions.start(account.id()));
        });
    }
}
