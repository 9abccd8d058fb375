package io.attest.plugin.api.deal;

import java.util.Objects;

/** The short-term-rental rule on file for a market: its category, a short note and the source. */
public record Regulation(RegulationCategory category, String note, String source) {

    public static final Regulation UNKNOWN = new Regulation(RegulationCategory.UNKNOWN, null, null);

    public Regulation {
        Objects.requireNonNull(category, "category");
    }
}
