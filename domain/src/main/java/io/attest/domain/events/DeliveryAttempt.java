package io.attest.domain.events;

import java.time.Instant;
import java.util.Objects;

/**
 * One HTTP attempt of a delivery, as the attempt log keeps it. {@code statusCode} is null when no
 * answer came (refused address, timeout, TLS or connection error: then {@code error} says which);
 * {@code responseExcerpt} is at most the first 1 KB of the answer's body.
 */
public record DeliveryAttempt(
        int number,
        Instant startedAt,
        long durationMillis,
        Integer statusCode,
        boolean succeeded,
        String error,
        String responseExcerpt) {

    public static final int MAX_EXCERPT_BYTES = 1024;
    public static final int MAX_ERROR_CHARS = 500;

    public DeliveryAttempt {
        Objects.requireNonNull(startedAt, "startedAt");
    }
}
