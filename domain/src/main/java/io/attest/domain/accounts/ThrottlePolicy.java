package io.attest.domain.accounts;

import java.time.Duration;
import java.util.Objects;

/**
 * How many attempts one key (an account, an address, both) may make in an observation window, and for
 * how long it is locked when they were all spent: {@code firstLockout}, doubled at each further lockout
 * and capped at {@code maxLockout} — never for ever (OWASP Authentication Cheat Sheet, "Account
 * Lockout": threshold, observation window, exponential lockout duration).
 */
public record ThrottlePolicy(int maxAttempts, Duration window, Duration firstLockout, Duration maxLockout) {

    public ThrottlePolicy {
        Objects.requireNonNull(window, "window");
        Objects.requireNonNull(firstLockout, "firstLockout");
        Objects.requireNonNull(maxLockout, "maxLockout");
        if (maxAttempts < 1) {
            throw new IllegalArgumentException("a throttle must allow at least one attempt, got " + maxAttempts);
        }
        if (!window.isPositive() || !firstLockout.isPositive() || maxLockout.compareTo(firstLockout) < 0) {
            throw new IllegalArgumentException("a throttle needs a positive window and lockout, and a maximum lockout"
                    + " at least as long as the first (" + window + ", " + firstLockout + ", " + maxLockout + ")");
        }
    }

    /** At most {@code maxAttempts} per fixed window, without lockouts (every attempt counts, none fails). */
    public static ThrottlePolicy perWindow(int maxAttempts, Duration window) {
        return new ThrottlePolicy(maxAttempts, window, window, window);
    }

    /** The length of the {@code n}-th lockout in a row (1-based): doubling, capped. */
    public Duration lockout(int n) {
        Duration lockout = firstLockout;
        for (int i = 1; i < n && lockout.compareTo(maxLockout) < 0; i++) {
            lockout = lockout.multipliedBy(2);
        }
        return lockout.compareTo(maxLockout) > 0 ? maxLockout : lockout;
    }
}
