package io.attest.domain.accounts;

import io.attest.domain.shared.AccountId;
import java.time.Duration;

/**
 * What the sign-in defences report for the operator's log (OWASP: log every authentication failure
 * and every lockout). Never a password or a token; an e-mail only as the SHA-256 its counters use.
 */
public sealed interface SecurityEvent {

    ClientAddress address();

    /** A console login with a wrong e-mail or password; {@code account} is null when no account has the e-mail. */
    record LoginFailed(ClientAddress address, AccountId account, String emailHash) implements SecurityEvent {
    }

    record LoginSucceeded(ClientAddress address, AccountId account) implements SecurityEvent {
    }

    /** A wrong or missing operator token on the secret-scanning report route. */
    record ReportTokenRejected(ClientAddress address) implements SecurityEvent {
    }

    /** A counter reached its maximum and locks its key for {@code lockout} (the {@code lockouts}-th time in a row). */
    record Locked(ClientAddress address, ThrottleScope scope, String subject, int lockouts, Duration lockout) implements SecurityEvent {
    }

    /** An attempt refused with 429 before any password or token was looked at. */
    record Throttled(ClientAddress address, ThrottleScope scope, String subject, Duration retryAfter) implements SecurityEvent {
    }
}
