package io.attest.plugins.textgenbuiltin;

import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The generator's own check before it returns a draft: no run of {@code n} words shared with the
 * texts it was built from (8 for samples, 5 for inspirations). The caller checks again with its own
 * guards; this one only saves returning drafts that would be thrown away.
 */
final class SequenceGuard {

    private final int n;
    private final Set<String> grams = new HashSet<>();

    SequenceGuard(int n, List<String> texts) {
        this.n = n;
        for (String text : texts) {
            List<String> words = words(text);
            for (int i = 0; i + n <= words.size(); i++) {
                grams.add(String.join(" ", words.subList(i, i + n)));
            }
        }
    }

    boolean passes(String draft) {
        if (grams.isEmpty()) {
            return true;
        }
        List<String> words = words(draft);
        for (int i = 0; i + n <= words.size(); i++) {
            if (grams.contains(String.join(" ", words.subList(i, i + n)))) {
                return false;
            }
        }
        return true;
    }

    private static List<String> words(String text) {
        return Words.tokens(text.toLowerCase(Locale.ROOT)).stream().filter(Words::isWord).toList();
    }
}
