package io.attest.domain.guard;

import java.util.Objects;

/**
 * One citation found in a text: its type and its span as Java string indexes (start inclusive,
 * end exclusive). {@code normalized} is a canonical form where the recogniser knows one (the
 * reporter's canonical edition, single spaces), else the raw text. {@code outOfRange} is set when
 * the cite's year falls outside the years its reporter was published.
 */
public record Citation(FlagType type, int start, int end, String normalized, boolean outOfRange) {

    public Citation {
        Objects.requireNonNull(type, "type");
        if (start < 0 || end <= start) {
            throw new IllegalArgumentException("empty or negative span " + start + ".." + end);
        }
    }

    public static Citation of(FlagType type, int start, int end, String text) {
        return new Citation(type, start, end, text.substring(start, end), false);
    }

    public int length() {
        return end - start;
    }

    public boolean overlaps(Citation other) {
        return start < other.end && other.start < end;
    }

    public String raw(String text) {
        return text.substring(start, end);
    }
}
