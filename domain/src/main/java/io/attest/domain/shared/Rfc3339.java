package io.attest.domain.shared;

import java.time.DateTimeException;
import java.time.OffsetDateTime;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * RFC 3339 date-times ({@code 2026-01-05T08:00:00Z}, {@code 2026-01-05T09:30:00.250+01:00}): a full
 * date, {@code T}, a time with seconds and optional fraction, and a zone ({@code Z} or an offset). Java's
 * own ISO parser is looser (it takes {@code 08:00} without seconds); the API promises RFC 3339.
 */
public final class Rfc3339 {

    public static final String EXAMPLE = "2026-01-05T08:00:00Z";

    private static final Pattern SHAPE = Pattern.compile(
            "\\d{4}-\\d{2}-\\d{2}[Tt]\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,9})?([Zz]|[+-]\\d{2}:\\d{2})");

    private Rfc3339() {
    }

    /** The time when {@code text} is an RFC 3339 date-time that exists on the calendar, else empty. */
    public static Optional<OffsetDateTime> parse(String text) {
        if (text == null || text.length() > 40 || !SHAPE.matcher(text).matches()) {
            return Optional.empty();
        }
        try {
            return Optional.of(OffsetDateTime.parse(text.toUpperCase(Locale.ROOT)));
        } catch (DateTimeException e) {
            return Optional.empty(); // 2026-02-30, 25:00, a leap second, an offset beyond ±18:00
        }
    }

    public static boolean isValid(String text) {
        return parse(text).isPresent();
    }
}
