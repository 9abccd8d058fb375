package io.attest.adapters.http;

import java.time.Instant;
import java.time.temporal.ChronoUnit;

/** ISO 8601 UTC with {@code Z}, millisecond precision, as every response writes timestamps. */
public final class Timestamps {

    private Timestamps() {
    }

    public static String iso(Instant instant) {
        return instant == null ? null : instant.truncatedTo(ChronoUnit.MILLIS).toString();
    }
}
