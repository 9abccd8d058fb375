package io.attest.plugin.api.deal;

import java.util.Locale;

/**
 * How a city treats a whole unit let for under 30 nights by someone who does not live in it
 * (rental arbitrage). The wire names are those of the bundled data file and of the HTTP contract.
 */
public enum RegulationCategory {
    /** A source says the city has no short-term-rental permit regime. */
    NONE_KNOWN,
    /** Registration, licence or permit needed; non-resident whole-unit lets allowed in most areas. */
    PERMIT_REQUIRED,
    /** Possible only under material limits (caps, zoning, conditional use) or in litigation. */
    RESTRICTED,
    /** Only the host's primary residence may be let: arbitrage is not lawful in most of the city. */
    PROHIBITED_MOST,
    /** Only hosted stays (resident present) are allowed for new entrants. */
    HOST_PRESENT_REQUIRED,
    /** No rule is on file: not the same as "allowed". */
    UNKNOWN;

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The category for a wire name; blank or null is {@link #UNKNOWN}. */
    public static RegulationCategory fromWire(String value) {
        if (value == null || value.isBlank()) {
            return UNKNOWN;
        }
        return valueOf(value.strip().toUpperCase(Locale.ROOT));
    }
}
