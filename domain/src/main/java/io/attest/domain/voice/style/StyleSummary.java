package io.attest.domain.voice.style;

/** The readable paragraph that describes a profile, derived from its measurements. CONTRACT PLACEHOLDER (branch voice-style). */
public final class StyleSummary {

    private StyleSummary() {
    }

    public static String describe(StyleProfile profile) {
        throw new UnsupportedOperationException("defined on branch voice-style");
    }
}
