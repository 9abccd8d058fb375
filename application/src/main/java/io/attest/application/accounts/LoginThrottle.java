package io.attest.application.accounts;

import io.attest.domain.accounts.ClientAddress;
import io.attest.domain.accounts.SecurityEvent;
import io.attest.domain.accounts.ThrottleKey;
import io.attest.domain.accounts.ThrottlePolicy;
import io.attest.domain.accounts.ThrottleScope;
import io.attest.domain.accounts.port.SecurityEventLog;
import io.attest.domain.shared.AccountId;
import io.attest.domain.shared.Sha256;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * The console login's three counters (docs/decisions.md, "Sign-in throttling"):
 * <ul>
 *   <li>the e-mail from one address — a guesser there is locked out, the owner elsewhere is not;</li>
 *   <li>the e-mail from every address — a guess at one account from many addresses (OWASP: count per
 *       account, not only per address);</li>
 *   <li>the address for every e-mail — password spraying.</li>
 * </ul>
 * The last two do not apply to an e-mail-and-address pair that signed in successfully within
 * {@code trustAfterSignIn}: failures made by others cannot lock an owner out of the place they sign in
 * from. Counters are keyed by the e-mail as typed, whether or not an account has it, so an unknown
 * e-mail is throttled exactly like a wrong password.
 */
public final class LoginThrottle {

    /** The policies of the three counters and how long a successful sign-in's pair is trusted. */
    public record Settings(ThrottlePolicy perAccountAndAddress, ThrottlePolicy perAccount, ThrottlePolicy perAddress,
                           Duration trustAfterSignIn) {

        public Settings {
            Objects.requireNonNull(perAccountAndAddress, "perAccountAndAddress");
            Objects.requireNonNull(perAccount, "perAccount");
            Objects.requireNonNull(perAddress, "perAddress");
            if (trustAfterSignIn == null || !trustAfterSignIn.isPositive()) {
                throw new IllegalArgumentException("the trust after a sign-in must be positive, got " + trustAfterSignIn);
            }
        }
    }

    private final AttemptThrottle attempts;
    private final Settings settings;
    private final SecurityEventLog log;

    public LoginThrottle(AttemptThrottle attempts, Settings settings, SecurityEventLog log) {
        this.attempts = attempts;
        this.settings = settings;
        this.log = log;
    }

    /** A login let through, to be settled with {@link #failed} or {@link #succeeded}. */
    public record Attempt(AttemptThrottle.Reservation reservation, String emailHash) {
    }

    /** Counts the attempt, or throws 429 {@code rate_limited} before any password is looked at. */
    public Attempt admit(String email, ClientAddress from) {
        String typed = email == null ? "" : email.strip().toLowerCase(Locale.ROOT);
        AttemptThrottle.Limit pair = new AttemptThrottle.Limit(
                ThrottleKey.of(ThrottleScope.LOGIN_ACCOUNT_ADDRESS, typed, from.value()), settings.perAccountAndAddress());
        AttemptThrottle.Limit account = new AttemptThrottle.Limit(
                ThrottleKey.of(ThrottleScope.LOGIN_ACCOUNT, typed), settings.perAccount());
        AttemptThrottle.Limit address = new AttemptThrottle.Limit(
                ThrottleKey.of(ThrottleScope.LOGIN_ADDRESS, from.value()), settings.perAddress());
        return new Attempt(attempts.admit(from, pair, List.of(account, address)), Sha256.hex(typed));
    }

    /** A wrong e-mail or password; {@code account} is null when no account has the e-mail. */
    public void failed(Attempt attempt, AccountId account) {
        log.record(new SecurityEvent.LoginFailed(attempt.reservation().address(), account, attempt.emailHash()));
        attempts.failed(attempt.reservation());
    }

    public void succeeded(Attempt attempt, AccountId account) {
        attempts.succeeded(attempt.reservation(), settings.trustAfterSignIn());
        log.record(new SecurityEvent.LoginSucceeded(attempt.reservation().address(), account));
    }
}
