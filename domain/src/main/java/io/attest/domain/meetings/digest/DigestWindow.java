package io.attest.domain.meetings.digest;

import io.attest.domain.shared.IsoInstant;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Objects;

/**
 * The period a digest covers, {@code [from, to)}: transcripts that occurred at or after {@code from}
 * and before {@code to}. Written {@code <from>..<to>} (ISO 8601 UTC, milliseconds) in responses.
 */
public record DigestWindow(Instant from, Instant to) {

    public DigestWindow {
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(to, "to");
        from = from.truncatedTo(ChronoUnit.MILLIS);
        to = to.truncatedTo(ChronoUnit.MILLIS);
        if (!from.isBefore(to)) {
            throw new IllegalArgumentException("a window's from must be before its to");
        }
    }

    /** {@code 2026-01-05T08:00:00.000Z..2026-01-12T08:00:00.000Z}. */
    public String label() {
        return IsoInstant.format(from) + ".." + IsoInstant.format(to);
    }

    public boolean contains(Instant at) {
        return !at.isBefore(from) && at.isBefore(to);
    }
}
