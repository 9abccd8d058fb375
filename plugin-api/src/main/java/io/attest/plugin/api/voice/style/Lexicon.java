package io.attest.plugin.api.voice.style;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The writer's most frequent content words (words that are not {@link FunctionWords}), each found in
 * several samples: the vocabulary layer of a profile. Single words only, so a generator using them
 * cannot rebuild a sample's word sequence from the lexicon; words with digits, one- and two-letter
 * words and words seen in only one sample (names, one-off terms) are left out.
 */
final class Lexicon {

    static final int KEPT = 80;

    private final Map<String, Integer> occurrences = new HashMap<>();
    private final Map<String, Integer> sampleCounts = new HashMap<>();
    private final Map<String, Map<String, Integer>> forms = new HashMap<>();
    private Set<String> seenInSample = new HashSet<>();

    /** Starts a new sample. */
    void nextSample() {
        seenInSample = new HashSet<>();
    }

    /** One word as written; {@code sentenceInitial} words do not vote on the usual capitals. */
    void add(String asWritten, String lower, boolean sentenceInitial) {
        if (FunctionWords.contains(lower) || lower.codePointCount(0, lower.length()) < 3 || lower.length() > Lexeme.MAX_LENGTH
                || !isWord(lower)) {
            return;
        }
        occurrences.merge(lower, 1, Integer::sum);
        if (seenInSample.add(lower)) {
            sampleCounts.merge(lower, 1, Integer::sum);
        }
        if (!sentenceInitial) {
            forms.computeIfAbsent(lower, k -> new HashMap<>()).merge(asWritten, 1, Integer::sum);
        }
    }

    /** Letters, with inner apostrophes or hyphens. */
    static boolean isWord(String word) {
        if (word.isEmpty() || !Character.isLetter(word.codePointAt(0))
                || !Character.isLetter(word.codePointBefore(word.length()))) {
            return false;
        }
        return word.codePoints().allMatch(c -> Character.isLetter(c) || c == '-' || c == '\'' || c == '’');
    }

    /** The kept words, most frequent first (ties alphabetical), rates over {@code totalWords}. */
    List<Lexeme> lexemes(int samples, double totalWords) {
        int minSamples = Math.max(2, (int) Math.ceil(samples * 0.05));
        List<Map.Entry<String, Integer>> ranked = Measurement.ranked(occurrences);
        List<Lexeme> out = new ArrayList<>();
        for (Map.Entry<String, Integer> e : ranked) {
            if (out.size() == KEPT) {
                break;
            }
            int in = sampleCounts.getOrDefault(e.getKey(), 0);
            if (in < minSamples) {
                continue;
            }
            out.add(new Lexeme(e.getKey(), usualForm(e.getKey()), Rounding.round(e.getValue() / Math.max(1, totalWords)), in));
        }
        return out;
    }

    private String usualForm(String lower) {
        Map<String, Integer> written = forms.get(lower);
        if (written == null || written.isEmpty()) {
            return lower;
        }
        String form = Measurement.ranked(written).get(0).getKey();
        return form.toLowerCase(Locale.ROOT).equals(lower) ? form : lower;
    }
}
