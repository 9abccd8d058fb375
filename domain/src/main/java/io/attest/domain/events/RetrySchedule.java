package io.attest.domain.events;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Spec section 6: after a failed attempt the next one waits 30 s, 5 min, 30 min, 2 h, 12 h; after the
 * fifth retry fails the delivery is parked. Each delay is stretched by a random 0–10 % (decisions.md
 * section 8) so that receivers coming back from an outage are not hit by every retry at once.
 */
public final class RetrySchedule {

    public static final List<Duration> DELAYS = List.of(Duration.ofSeconds(30), Duration.ofMinutes(5),
            Duration.ofMinutes(30), Duration.ofHours(2), Duration.ofHours(12));
    /** First attempt plus one per delay. */
    public static final int MAX_ATTEMPTS = DELAYS.size() + 1;
    public static final double MAX_JITTER = 0.10;

    private RetrySchedule() {
    }

    /**
     * When to try again after the {@code attemptsMade}-th attempt (1-based, counted since the delivery
     * was created or last replayed) failed at {@code failedAt}; empty when the delivery must be parked.
     * {@code jitter} is a number in [0, 1): the fraction of the 10 % stretch to use.
     */
    public static Optional<Instant> nextAttempt(Instant failedAt, int attemptsMade, double jitter) {
        if (attemptsMade < 1) {
            throw new IllegalArgumentException("attemptsMade must be at least 1");
        }
        if (jitter < 0 || jitter >= 1) {
            throw new IllegalArgumentException("jitter must be in [0, 1)");
        }
        if (attemptsMade > DELAYS.size()) {
            return Optional.empty();
        }
        Duration delay = DELAYS.get(attemptsMade - 1);
        long stretchMillis = (long) (delay.toMillis() * MAX_JITTER * jitter);
        return Optional.of(failedAt.plus(delay).plusMillis(stretchMillis));
    }
}
