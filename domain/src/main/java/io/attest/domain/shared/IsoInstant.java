package io.attest.domain.shared;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/**
 * The one way the API writes a point in time: ISO 8601 UTC with {@code Z} and always three fraction
 * digits ({@code 2026-01-05T08:00:00.000Z}). {@link Instant#toString()} drops the fraction when it is
 * zero and prints six or nine digits when there are more, so it is not used for answers.
 */
public final class IsoInstant {

    private static final DateTimeFormatter FORMAT = DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS'Z'")
            .withZone(ZoneOffset.UTC);

    private IsoInstant() {
    }

    public static String format(Instant instant) {
        return instant == null ? null : FORMAT.format(instant);
    }
}
