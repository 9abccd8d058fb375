package io.attest.domain.accounts;

import java.time.Duration;
import java.time.Instant;
import java.util.Objects;

/**
 * One throttle counter at a moment: attempts counted in the current observation window, the lockouts in
 * a row and the end of the current one, and (for an account-and-address pair) until when a successful
 * sign-in from there is trusted. Every change is a pure function of the state, the policy and the time;
 * the store keeps the result under a row lock, so instances sharing a database count together.
 *
 * <p>An attempt is counted when it is admitted (so that concurrent requests cannot all pass the check
 * before any of them failed), refunded when it succeeds, and locks the key when the failure that
 * reaches the policy's maximum is recorded. A window starts at the first attempt after the previous
 * one (or the last lockout) ended; when it ends without a lockout, everything is forgotten. So
 * lockouts double while failures keep coming fast, and start short again after a quiet window.
 */
public record ThrottleState(int attempts, Instant windowStartedAt, int lockouts, Instant lockedUntil, Instant trustedUntil) {

    public ThrottleState {
        Objects.requireNonNull(windowStartedAt, "windowStartedAt");
        if (attempts < 0 || lockouts < 0) {
            throw new IllegalArgumentException("counts cannot be negative");
        }
    }

    public static ThrottleState fresh(Instant now) {
        return new ThrottleState(0, now, 0, null, null);
    }

    /** The outcome of asking for one more attempt. */
    public sealed interface Admission {
    }

    /** Go ahead; {@code next} has the attempt counted. */
    public record Admitted(ThrottleState next) implements Admission {
    }

    /** Not now; ask again after {@code retryAfter}. */
    public record Refused(Duration retryAfter) implements Admission {
    }

    /** The state as it stands at {@code now}: a served lockout ended, an old window or the whole state forgotten. */
    public ThrottleState at(Instant now, ThrottlePolicy policy) {
        Instant trusted = trustedUntil != null && trustedUntil.isAfter(now) ? trustedUntil : null;
        if (!now.isBefore(forgottenAt(policy))) {
            return new ThrottleState(0, now, 0, null, trusted);
        }
        if (lockedUntil != null && !now.isBefore(lockedUntil)) {
            return new ThrottleState(0, now, lockouts, null, trusted);
        }
        return new ThrottleState(attempts, windowStartedAt, lockouts, lockedUntil, trusted);
    }

    public Admission admit(Instant now, ThrottlePolicy policy) {
        ThrottleState current = at(now, policy);
        if (current.lockedUntil != null) {
            return new Refused(Duration.between(now, current.lockedUntil));
        }
        if (current.attempts >= policy.maxAttempts()) {
            // Attempts still running, or every attempt of a lockout-free window spent: wait for the window.
            return new Refused(Duration.between(now, current.windowStartedAt.plus(policy.window())));
        }
        return new Admitted(current.withAttempts(current.attempts + 1));
    }

    /** An admitted attempt failed: it stays counted, and the one that reaches the maximum locks the key. */
    public ThrottleState failed(Instant now, ThrottlePolicy policy) {
        ThrottleState current = at(now, policy);
        int counted = Math.max(current.attempts, 1); // its window may have ended while it ran
        if (counted < policy.maxAttempts()) {
            return current.withAttempts(counted);
        }
        int lockout = current.lockouts + 1;
        return new ThrottleState(0, now, lockout, now.plus(policy.lockout(lockout)), current.trustedUntil);
    }

    /** An admitted attempt succeeded: it is refunded. */
    public ThrottleState succeeded(Instant now, ThrottlePolicy policy) {
        ThrottleState current = at(now, policy);
        return current.withAttempts(Math.max(0, current.attempts - 1));
    }

    /** A successful sign-in from this pair: its failures are forgiven and it is trusted for {@code trustFor}. */
    public static ThrottleState signedIn(Instant now, Duration trustFor) {
        return new ThrottleState(0, now, 0, null, now.plus(trustFor));
    }

    public boolean isLocked(Instant now) {
        return lockedUntil != null && lockedUntil.isAfter(now);
    }

    public boolean isTrusted(Instant now) {
        return trustedUntil != null && trustedUntil.isAfter(now);
    }

    /** When the store may delete the row: nothing in it matters any more. */
    public Instant expiresAt(ThrottlePolicy policy) {
        Instant forgotten = forgottenAt(policy);
        return trustedUntil != null && trustedUntil.isAfter(forgotten) ? trustedUntil : forgotten;
    }

    /** The end of the current window; during a lockout, one window after it ends. */
    private Instant forgottenAt(ThrottlePolicy policy) {
        return (lockedUntil != null ? lockedUntil : windowStartedAt).plus(policy.window());
    }

    private ThrottleState withAttempts(int count) {
        return new ThrottleState(count, windowStartedAt, lockouts, lockedUntil, trustedUntil);
    }
}
