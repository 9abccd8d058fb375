package io.attest.domain.calculator;

import java.util.Arrays;
import java.util.Optional;

/**
 * The optional {@code type} of a line (decisions.md section 10). Types only inform the analysis:
 * which values are broken assumptions, and which unreferenced line is the output.
 */
public enum LineType {
    /** A cost: its input value must not be negative. */
    EXPENSE("expense"),
    /** Money coming in: its input value must not be negative. */
    INCOME("income"),
    /** A fraction such as occupancy or a tax rate: its input value belongs in 0–1. */
    RATE("rate"),
    /** A whole number of things: its input value is whole and not negative. */
    COUNT("count"),
    /** A result: among the lines nothing references, the last {@code output} line is the analysis output. */
    OUTPUT("output");

    private final String wireName;

    LineType(String wireName) {
        this.wireName = wireName;
    }

    public String wireName() {
        return wireName;
    }

    public static Optional<LineType> fromWire(String name) {
        return Arrays.stream(values()).filter(t -> t.wireName.equals(name)).findFirst();
    }
}
