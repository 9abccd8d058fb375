package io.attest.plugins.textgenbuiltin;

import io.attest.plugin.api.voice.SharedSequences;
import java.util.List;
import java.util.Locale;

/**
 * The generator's own check before it returns a draft: no run of {@code n} words shared with the
 * texts it was built from (8 for samples, 5 for inspirations). The caller checks again with its own
 * guards; this one only saves returning drafts that would be thrown away.
 */
final class SequenceGuard {

    private final SharedSequences grams;

    SequenceGuard(int n, List<String> texts) {
        this.grams = new SharedSequences(n);
        for (String text : texts) {
            grams.add(words(text));
        }
    }

    boolean passes(String draft) {
        return grams.isEmpty() || !grams.shares(words(draft));
    }

    private static List<String> words(String text) {
        return Words.tokens(text.toLowerCase(Locale.ROOT)).stream().filter(Words::isWord).toList();
    }
}
