package io.attest.plugins.textgenbuiltin;

import io.attest.plugin.api.voice.SharedSequences;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The generator's own skeleton check: no run of {@value #RUN} tokens of a sample's
 * function-word-and-punctuation skeleton. It is deliberately coarser and shorter than the caller's
 * rule (18 tokens, a long function-word list): only a core of function words every such list
 * contains stays a word, everything else becomes "_", so whatever a longer list keeps the same this
 * one keeps the same too, and a run the caller would refuse always contains a run this guard
 * refuses.
 */
final class SkeletonGuard {

    static final int RUN = 14;
    private static final Set<String> CORE = Set.of("the", "a", "an", "of", "to", "in", "and", "or", "is", "are", "it",
            "that", "for", "with", "as", "on", "by", "be", "this", "not", "from", "at", "was", "can", "but", "if");

    private final SharedSequences grams = new SharedSequences(RUN);

    SkeletonGuard(List<String> samples) {
        for (String sample : samples) {
            grams.add(skeleton(sample));
        }
    }

    boolean passes(String text) {
        return grams.isEmpty() || !grams.shares(skeleton(text));
    }

    static List<String> skeleton(String text) {
        List<String> out = new ArrayList<>();
        for (String t : Words.tokens(text.toLowerCase(Locale.ROOT).replace('’', '\'').replace('‘', '\''))) {
            out.add(!Words.isWord(t) || CORE.contains(t) ? t : "_");
        }
        return out;
    }
}
