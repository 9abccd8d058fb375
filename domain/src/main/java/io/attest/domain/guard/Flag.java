package io.attest.domain.guard;

import io.attest.plugin.api.guard.FlagType;

/**
 * A citation checked against the sources: what the response reports per citation (spec 2.1 plus
 * additive fields). {@code authorityUrl} links the official free text of the cited authority, or
 * is null.
 */
public record Flag(FlagType type, int start, int end, String raw, boolean inSources, String normalized, Reason reason,
        String authorityUrl) {

    public Flag(FlagType type, int start, int end, String raw, boolean inSources, String normalized, Reason reason) {
        this(type, start, end, raw, inSources, normalized, reason, null);
    }

    /** Why a flag is unverified; null when it is in the sources. */
    public enum Reason {
        NOT_IN_SOURCES,
        /** The case name is not in the sources although the reporter cite that follows it is. */
        NAME_MISMATCH,
        REPORTER_OUT_OF_RANGE;

        public String wireName() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }
}
