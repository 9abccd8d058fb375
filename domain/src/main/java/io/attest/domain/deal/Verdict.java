package io.attest.domain.deal;

import java.util.Locale;

/** The headline of an analysis. */
public enum Verdict {
    GREEN, YELLOW, RED;

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
