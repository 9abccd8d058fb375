package io.attest.plugins.markethttp;

import java.io.Serial;
import java.time.Duration;

/** One failed attempt: why (safe to show a client), whether another attempt may help, and the service's Retry-After. */
final class UpstreamFailure extends Exception {

    @Serial
    private static final long serialVersionUID = 1L;

    private final boolean retryable;
    private final transient Duration retryAfter;

    UpstreamFailure(String reason, boolean retryable, Duration retryAfter) {
        super(reason, null, false, false);
        this.retryable = retryable;
        this.retryAfter = retryAfter;
    }

    boolean retryable() {
        return retryable;
    }

    Duration retryAfter() {
        return retryAfter;
    }
}
