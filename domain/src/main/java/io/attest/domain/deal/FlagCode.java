package io.attest.domain.deal;

import java.util.Locale;

/** The stable flag codes of decisions.md section 5 and their severity. */
public enum FlagCode {
    STR_PROHIBITED(Severity.RED, false),
    BELOW_RED_THRESHOLD(Severity.RED, false),
    STR_RESTRICTED(Severity.YELLOW, false),
    PERMIT_REQUIRED(Severity.YELLOW, false),
    LOW_COMP_COUNT(Severity.YELLOW, true),
    STALE_MARKET_DATA(Severity.YELLOW, true),
    MODELLED_MARKET_DATA(Severity.YELLOW, true),
    RENT_FAR_FROM_MARKET(Severity.YELLOW, false),
    HIGH_PLATFORM_FEES(Severity.YELLOW, false),
    THIN_MARGIN(Severity.YELLOW, false),
    OCCUPANCY_OUTLIER(Severity.YELLOW, false),
    CASH_ON_CASH_UNDEFINED(Severity.YELLOW, true);

    /** Red flags make the verdict red; yellow ones inform (and some cap green at yellow). */
    public enum Severity {
        RED, YELLOW;

        public String wireName() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    private final Severity severity;
    private final boolean capsGreen;

    FlagCode(Severity severity, boolean capsGreen) {
        this.severity = severity;
        this.capsGreen = capsGreen;
    }

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public Severity severity() {
        return severity;
    }

    /** A green verdict becomes yellow when this flag is raised. */
    public boolean capsGreen() {
        return capsGreen;
    }
}
