package io.attest.plugin.api.voice.style;

import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Measures a writer's habits from samples: deterministic (the same samples give an equal profile,
 * whatever the machine), linear in the text, no model and no randomness.
 */
public final class StyleProfiler {

    /** How many character trigrams a profile keeps. */
    static final int TRIGRAMS_KEPT = 300;
    private static final int OPENERS_KEPT = 15;
    private static final int WINDOW = 100;

    private StyleProfiler() {
    }

    public static StyleProfile measure(List<String> samples) {
        if (samples == null || samples.isEmpty()) {
            throw new IllegalArgumentException("at least one sample is needed");
        }
        Measurement m = new Measurement();
        for (String sample : samples) {
            m.add(sample);
        }
        double sentences = Math.max(1, m.sentences());
        double words = Math.max(1, m.wordCount());
        double n = m.samples;
        return new StyleProfile(
                StyleProfile.VERSION,
                new StyleProfile.Corpus(m.samples, m.paragraphs, m.sentences(), m.words.size()),
                new StyleProfile.Lengths(distribution(m.sentenceWords), distribution(m.paragraphSentences),
                        distribution(m.sampleWords)),
                new StyleProfile.Punctuation(r(m.punctuation[0] / sentences), r(m.punctuation[1] / sentences),
                        r(m.punctuation[2] / sentences), r(m.punctuation[3] / sentences), r(m.punctuation[4] / sentences),
                        r(m.punctuation[5] / sentences), r(m.punctuation[6] / sentences), r(m.punctuation[7] / sentences),
                        r(m.punctuation[8] / sentences)),
                new StyleProfile.Endings(r(m.endings[0] / sentences), r(m.endings[1] / sentences),
                        r(m.endings[2] / sentences), r(m.endings[3] / sentences), r(m.endings[4] / sentences)),
                new StyleProfile.Capitalisation(r(m.sentenceInitialCapital / (double) Math.max(1, m.sentenceInitialLetter)),
                        r(m.capitalisedWords / (double) Math.max(1, m.laterWords)), r(m.allCapsWords / words)),
                new StyleProfile.Markers(r(m.markers[0] / n), r(m.markers[1] / n), r(m.markers[2] / n), r(m.markers[3] / n),
                        r(m.markers[4] / n), r(m.markers[5] / n), r(m.hashtagClosing / n)),
                new StyleProfile.Pronouns(r(100 * m.pronouns[0] / words), r(100 * m.pronouns[1] / words),
                        r(100 * m.pronouns[2] / words), r(100 * m.pronouns[3] / words), r(100 * m.pronouns[4] / words)),
                new StyleProfile.Openers(shares(m.openerWords, sentences, 1), shares(m.adverbials, sentences, 2)),
                new StyleProfile.Closers(r(m.closers[0] / n), r(m.closers[1] / n), r(m.closers[2] / n), r(m.closers[3] / n),
                        r(m.closers[4] / n), shares(m.closingSentences, n, 2)),
                functionWordRates(m),
                topTrigrams(m),
                vocabulary(m),
                PhraseBank.of(m.sentencesPerSample),
                m.lexicon.lexemes(m.samples, m.wordCount()));
    }

    private static double r(double value) {
        return Rounding.round(value);
    }

    private static Distribution distribution(List<Integer> values) {
        double[] array = new double[values.size()];
        for (int i = 0; i < array.length; i++) {
            array[i] = values.get(i);
        }
        return Distribution.of(array);
    }

    /** The most frequent forms seen at least {@code minCount} times, with their share of {@code total}. */
    private static List<Share> shares(Map<String, Integer> counts, double total, int minCount) {
        return Measurement.ranked(counts).stream()
                .filter(e -> e.getValue() >= minCount)
                .limit(OPENERS_KEPT)
                .map(e -> new Share(e.getKey(), r(e.getValue() / total)))
                .toList();
    }

    /** Rate over all words, and the spread of the per-sample rates (weighted by sample length). */
    private static Map<String, WordRate> functionWordRates(Measurement m) {
        List<Map<String, Integer>> perSample = m.functionWordsPerSample;
        List<Integer> sizes = m.sampleWords;
        double total = Math.max(1, m.wordCount());
        Map<String, WordRate> out = new LinkedHashMap<>();
        for (String word : FunctionWords.ALL) {
            double rate = m.functionWords.getOrDefault(word, 0) / total;
            double squares = 0;
            double weight = 0;
            for (int i = 0; i < perSample.size(); i++) {
                int size = sizes.get(i);
                if (size == 0) {
                    continue;
                }
                double x = perSample.get(i).getOrDefault(word, 0) / (double) size;
                squares += size * (x - rate) * (x - rate);
                weight += size;
            }
            double spread = weight == 0 ? 0 : Math.sqrt(squares / weight);
            out.put(word, new WordRate(r(rate), r(spread)));
        }
        return out;
    }

    private static Map<String, Double> topTrigrams(Measurement m) {
        Map<String, Double> out = new LinkedHashMap<>();
        double total = Math.max(1, m.trigramTotal);
        for (Map.Entry<String, Integer> e : Measurement.ranked(m.trigrams)) {
            if (out.size() == TRIGRAMS_KEPT) {
                break;
            }
            out.put(e.getKey(), r(e.getValue() / total));
        }
        return out;
    }

    private static StyleProfile.Vocabulary vocabulary(Measurement m) {
        List<String> words = m.words;
        Map<String, Integer> types = new HashMap<>();
        int longWords = 0;
        for (String w : words) {
            types.merge(w, 1, Integer::sum);
            if (w.codePointCount(0, w.length()) >= 7) {
                longWords++;
            }
        }
        long hapax = types.values().stream().filter(c -> c == 1).count();
        double total = Math.max(1, words.size());
        return new StyleProfile.Vocabulary(r(movingTypeTokenRatio(words)), r(hapax / (double) Math.max(1, types.size())),
                r(m.wordChars / total), r(longWords / total));
    }

    /** Mean type/token ratio over every window of 100 consecutive words (all words when there are fewer). */
    static double movingTypeTokenRatio(List<String> words) {
        if (words.isEmpty()) {
            return 0;
        }
        if (words.size() <= WINDOW) {
            Set<String> distinct = new HashSet<>(words);
            return distinct.size() / (double) words.size();
        }
        Map<String, Integer> window = new HashMap<>();
        for (int i = 0; i < WINDOW; i++) {
            window.merge(words.get(i), 1, Integer::sum);
        }
        double sum = window.size();
        int windows = 1;
        for (int i = WINDOW; i < words.size(); i++) {
            window.merge(words.get(i), 1, Integer::sum);
            String leaving = words.get(i - WINDOW);
            if (window.merge(leaving, -1, Integer::sum) == 0) {
                window.remove(leaving);
            }
            sum += window.size();
            windows++;
        }
        return sum / windows / WINDOW;
    }

    static String lower(String s) {
        return s.toLowerCase(Locale.ROOT);
    }
}
