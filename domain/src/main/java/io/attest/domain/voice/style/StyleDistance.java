package io.attest.domain.voice.style;

/** How far a text's habits are from a profile's (0 = the same; smaller is closer). CONTRACT PLACEHOLDER (branch voice-style). */
public final class StyleDistance {

    private StyleDistance() {
    }

    public static double between(StyleProfile profile, String text) {
        throw new UnsupportedOperationException("defined on branch voice-style");
    }
}
