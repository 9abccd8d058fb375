package io.attest.domain.voice.style;

import java.util.List;

/** Measures a writer's habits from samples: deterministic, linear in the text. CONTRACT PLACEHOLDER (branch voice-style). */
public final class StyleProfiler {

    private StyleProfiler() {
    }

    public static StyleProfile measure(List<String> samples) {
        throw new UnsupportedOperationException("defined on branch voice-style");
    }
}
