package io.attest.plugins.textgenbuiltin;

import io.attest.plugin.api.voice.style.FunctionWords;
import io.attest.plugin.api.voice.style.Lexeme;
import io.attest.plugin.api.voice.style.StyleProfile;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Keeps the running counts of a draft being written and says how far the draft would be from the
 * writer's profile if a given sentence came next: function-word and lexicon rates (Hellinger
 * distance), z-scores of the frequent function words against the writer's spread, the cosine with
 * the writer's distinctive character trigrams (against the generator's own wording as baseline),
 * the sentence's length against a target drawn from the writer's distribution, its punctuation
 * against the writer's rates, and words outside the writer's vocabulary said again. Kept
 * incrementally so that choosing among a few dozen candidate sentences costs only their own length.
 */
final class StyleSteer {

    private final StyleProfile profile;
    private final List<String> vocabulary = new ArrayList<>();
    private final Map<String, Integer> wordIndex = new HashMap<>();
    private final double[] expected;
    /** Function words of at least this rate are also compared as z-scores (the word-frequency attributors' view). */
    private static final double FREQUENT = 0.003;
    private final int[] frequentWords;
    private final double[] frequentScales;
    /**
     * The writer's other function words (rarer than {@link #FREQUENT}): only their over-use counts, against
     * the writer's spread (at least 0.2 %). The grammar's own words ("this", "at", "if", "also") said far more
     * often than the writer says them are what a word-frequency attributor sees first.
     */
    private final int[] rareWords;
    private final double[] rareScales;
    /** Index of "the" among the compared words, and the writer's rate of it. */
    private final int theIndex;
    private final double theRate;
    private final int[] counts;
    private int words;
    /** The draft's trigram counts, by {@link #key} (the hot path: a few thousand candidates per request). */
    private final LongIntMap trigrams = new LongIntMap();
    /** The target's trigrams as sorted keys and their weights, for a binary search per trigram of a candidate. */
    private final long[] targetKeys;
    private final double[] targetWeights;
    private double dot;
    private double normSquared;
    private final double profileNorm;
    private final double[] punctuation = new double[5]; // commas, semicolons, colons, dashes, parentheses
    private int sentences;

    StyleSteer(StyleProfile profile) {
        this.profile = profile;
        List<Double> rates = new ArrayList<>();
        for (String word : FunctionWords.ALL) {
            wordIndex.put(word, vocabulary.size());
            vocabulary.add(word);
            rates.add(profile.functionWordRate(word));
        }
        for (Lexeme lexeme : profile.lexicon()) {
            if (wordIndex.putIfAbsent(lexeme.text(), vocabulary.size()) == null) {
                vocabulary.add(lexeme.text());
                rates.add(lexeme.rate());
            }
        }
        this.expected = rates.stream().mapToDouble(Double::doubleValue).toArray();
        List<Integer> frequent = new ArrayList<>();
        List<Double> scales = new ArrayList<>();
        for (int i = 0; i < FunctionWords.ALL.size(); i++) {
            double rate = expected[i];
            if (rate >= FREQUENT) {
                frequent.add(i);
                double spread = profile.functionWords().get(FunctionWords.ALL.get(i)).spread();
                scales.add(Math.max(spread, Math.max(0.25 * rate, 0.002)));
            }
        }
        this.frequentWords = frequent.stream().mapToInt(Integer::intValue).toArray();
        this.frequentScales = scales.stream().mapToDouble(Double::doubleValue).toArray();
        List<Integer> rare = new ArrayList<>();
        List<Double> rareSpreads = new ArrayList<>();
        for (int i = 0; i < FunctionWords.ALL.size(); i++) {
            if (expected[i] < FREQUENT) {
                rare.add(i);
                rareSpreads.add(Math.max(profile.functionWords().get(FunctionWords.ALL.get(i)).spread(), 0.002));
            }
        }
        this.rareWords = rare.stream().mapToInt(Integer::intValue).toArray();
        this.rareScales = rareSpreads.stream().mapToDouble(Double::doubleValue).toArray();
        this.theIndex = wordIndex.get("the");
        this.theRate = expected[theIndex];
        this.counts = new int[vocabulary.size()];
        double norm = 0;
        this.target = contrastive(profile.charTrigrams());
        for (double share : target.values()) {
            norm += share * share;
        }
        long[][] sorted = target.entrySet().stream()
                .filter(e -> e.getKey().codePointCount(0, e.getKey().length()) == 3)
                .map(e -> new long[] {key(e.getKey()), Double.doubleToLongBits(e.getValue())})
                .sorted(java.util.Comparator.comparingLong(k -> k[0]))
                .toArray(long[][]::new);
        this.targetKeys = new long[sorted.length];
        this.targetWeights = new double[sorted.length];
        for (int i = 0; i < sorted.length; i++) {
            targetKeys[i] = sorted[i][0];
            targetWeights[i] = Double.longBitsToDouble(sorted[i][1]);
        }
        this.profileNorm = Math.sqrt(norm);
    }

    /**
     * The trigram target: what is distinctive of the writer. The writer's trigram shares less twice
     * what the generator's own wording — the clause grammar with its slots left out, the same for
     * every writer — already has of each (never below zero). Trigrams every text has
     * (" th", "the", " of") weigh little, the writer's own ("ker", "hac", " (s", "ing") much; a draft
     * is steered towards them rather than towards the frequent trigrams all writers share.
     */
    private final Map<String, Double> target;

    /** How much of the baseline's share is taken off the writer's. */
    private static final double CONTRAST = 2;

    private static Map<String, Double> contrastive(Map<String, Double> shares) {
        Map<String, Double> out = new HashMap<>();
        shares.forEach((gram, share) -> {
            double distinctive = share - CONTRAST * Baseline.SHARES.getOrDefault(gram, 0.0);
            if (distinctive > 0) {
                out.put(gram, distinctive);
            }
        });
        return out;
    }

    /** Trigram shares of the clause grammar's own wording (slots removed), computed once. */
    private static final class Baseline {
        static final Map<String, Double> SHARES = compute();

        private static Map<String, Double> compute() {
            StringBuilder text = new StringBuilder();
            for (Clause clause : ClauseBank.ALL) {
                text.append(clause.template().replaceAll("\\{[^}]*\\}", " ")).append(". ");
            }
            String normalised = " " + text.toString().toLowerCase(Locale.ROOT).replaceAll("\\s+", " ").strip() + " ";
            Map<String, Double> counts = new HashMap<>();
            int[] cps = normalised.codePoints().toArray();
            for (int i = 0; i + 2 < cps.length; i++) {
                counts.merge(new String(cps, i, 3), 1.0, Double::sum);
            }
            double total = Math.max(1, cps.length - 2);
            counts.replaceAll((k, v) -> v / total);
            return Map.copyOf(counts);
        }
    }


    /** The measurable parts of one sentence. */
    record Candidate(String text, int[] wordCounts, int wordTotal, long[] grams, int[] gramCounts, double[] gramWeights,
                     double[] punctuation, List<String> otherWords) {
    }

    /** Three code points in one long (21 bits each). */
    private static long key(int a, int b, int c) {
        return (long) a << 42 | (long) b << 21 | c;
    }

    private static long key(String trigram) {
        int[] cps = trigram.codePoints().toArray();
        return key(cps[0], cps[1], cps[2]);
    }

    /** Words outside the writer's function words and lexicon already in the draft, and how often. */
    private final Map<String, Integer> otherWords = new HashMap<>();

    Candidate measure(String sentence) {
        int[] wordCounts = new int[vocabulary.size()];
        int total = 0;
        List<String> others = new ArrayList<>();
        for (String token : Words.tokens(sentence)) {
            if (Words.isWord(token)) {
                total++;
                String lower = token.toLowerCase(Locale.ROOT);
                Integer index = wordIndex.get(lower);
                if (index != null) {
                    wordCounts[index]++;
                } else if (lower.length() > 2) {
                    others.add(lower);
                }
            }
        }
        // Trigrams of " " + lower-cased sentence with whitespace runs as one space + " ", as keys, sorted and counted.
        int[] cps = (" " + sentence.toLowerCase(Locale.ROOT) + " ").codePoints().toArray();
        int n = 0;
        for (int i = 0; i < cps.length; i++) {
            boolean space = Character.isWhitespace(cps[i]);
            if (space && n > 0 && cps[n - 1] == ' ') {
                continue;
            }
            cps[n++] = space ? ' ' : cps[i];
        }
        long[] all = new long[Math.max(0, n - 2)];
        for (int i = 0; i + 2 < n; i++) {
            all[i] = key(cps[i], cps[i + 1], cps[i + 2]);
        }
        java.util.Arrays.sort(all);
        int unique = 0;
        for (int i = 0; i < all.length; i++) {
            if (i == 0 || all[i] != all[i - 1]) {
                unique++;
            }
        }
        long[] grams = new long[unique];
        int[] gramCounts = new int[unique];
        double[] gramWeights = new double[unique];
        int u = -1;
        for (int i = 0; i < all.length; i++) {
            if (i == 0 || all[i] != all[i - 1]) {
                grams[++u] = all[i];
                int at = java.util.Arrays.binarySearch(targetKeys, all[i]);
                gramWeights[u] = at >= 0 ? targetWeights[at] : 0;
            }
            gramCounts[u]++;
        }
        double[] marks = new double[5];
        for (int i = 0; i < sentence.length(); i++) {
            switch (sentence.charAt(i)) {
                case ',' -> marks[0]++;
                case ';' -> marks[1]++;
                case ':' -> marks[2]++;
                case '—', '–' -> marks[3]++;
                case '(' -> marks[4]++;
                default -> {
                }
            }
        }
        return new Candidate(sentence, wordCounts, total, grams, gramCounts, gramWeights, marks, others);
    }

    /** The draft's distance from the profile with {@code c} added, plus how far {@code c} is from the target length. */
    double scoreWith(Candidate c, double targetWords) {
        double hellinger = 0;
        double total = Math.max(1, words + c.wordTotal());
        for (int i = 0; i < expected.length; i++) {
            double d = Math.sqrt((counts[i] + c.wordCounts()[i]) / total) - Math.sqrt(expected[i]);
            hellinger += d * d;
        }
        hellinger = Math.sqrt(hellinger / 2);

        // How many of the writer's own sample-to-sample deviations each frequent function word is off by.
        double z = 0;
        for (int k = 0; k < frequentWords.length; k++) {
            int i = frequentWords[k];
            double d = ((counts[i] + c.wordCounts()[i]) / total - expected[i]) / frequentScales[k];
            z += d * d;
        }
        for (int k = 0; k < rareWords.length; k++) {
            int i = rareWords[k];
            double d = ((counts[i] + c.wordCounts()[i]) / total - expected[i]) / rareScales[k];
            if (d > 0) {
                z += d * d;
            }
        }
        z = frequentWords.length == 0 ? 0 : Math.sqrt(z / frequentWords.length);

        // The draft's rate of "the" against the writer's, as a log ratio (20 words at the writer's rate as a
        // prior): "the" is the most frequent English word, the first dimension of a word-frequency attributor,
        // and its trigrams (" th", "the", "he ") dominate a character one. The clauses and the topic's own
        // phrases bring articles that the companions' article feedback alone does not take out.
        double article = Math.log((counts[theIndex] + c.wordCounts()[theIndex] + PRIOR_WORDS * theRate + 0.5)
                / ((words + c.wordTotal() + PRIOR_WORDS) * theRate + 0.5));

        double newDot = dot;
        double newNorm = normSquared;
        for (int g = 0; g < c.grams().length; g++) {
            int now = trigrams.get(c.grams()[g]);
            int add = c.gramCounts()[g];
            newDot += c.gramWeights()[g] * add;
            newNorm += 2.0 * now * add + (double) add * add;
        }
        double cosine = newNorm == 0 || profileNorm == 0 ? 0 : newDot / (profileNorm * Math.sqrt(newNorm));

        double length = Math.abs(Math.log((c.wordTotal() + 1) / (targetWords + 1)));

        StyleProfile.Punctuation p = profile.punctuation();
        double[] rates = {p.commas(), p.semicolons(), p.colons(), p.dashes(), p.parentheses()};
        double marks = 0;
        double n = sentences + 1;
        for (int i = 0; i < rates.length; i++) {
            double observed = (punctuation[i] + c.punctuation()[i]) / n;
            marks += Math.abs(observed - rates[i]) / (observed + rates[i] + 0.1);
        }
        // Words the writer is not known to use, said again: the grammar's own wording ("the case of", "first")
        // repeated through a draft is what a word-frequency attributor notices, and it reads as filler.
        double repeats = 0;
        Map<String, Integer> inCandidate = new HashMap<>();
        for (String w : c.otherWords()) {
            repeats += otherWords.getOrDefault(w, 0) + inCandidate.merge(w, 1, Integer::sum) - 1;
        }
        return 10 * hellinger + 8 * z + DISTINCTIVE_WEIGHT * (1 - cosine) + ARTICLE_WEIGHT * article * article + 1.2 * length
                + 0.5 * marks / rates.length + REPEAT_WEIGHT * repeats;
    }

    /** Trigram cosine with the writer's distinctive trigrams (see {@link #target}). */
    private static final double DISTINCTIVE_WEIGHT = 120;
    /** On the squared log ratio of the draft's rate of "the" to the writer's. */
    private static final double ARTICLE_WEIGHT = 30;
    private static final double PRIOR_WORDS = 20;
    /** Per repeated word outside the writer's function words and lexicon. */
    private static final double REPEAT_WEIGHT = 0.5;

    void add(Candidate c) {
        for (int i = 0; i < counts.length; i++) {
            counts[i] += c.wordCounts()[i];
        }
        words += c.wordTotal();
        for (int g = 0; g < c.grams().length; g++) {
            int now = trigrams.get(c.grams()[g]);
            int add = c.gramCounts()[g];
            dot += c.gramWeights()[g] * add;
            normSquared += 2.0 * now * add + (double) add * add;
            trigrams.put(c.grams()[g], now + add);
        }
        for (int i = 0; i < punctuation.length; i++) {
            punctuation[i] += c.punctuation()[i];
        }
        c.otherWords().forEach(w -> otherWords.merge(w, 1, Integer::sum));
        sentences++;
    }

    /** Open-addressing map from a non-negative long key to an int count (0 when absent). */
    static final class LongIntMap {
        private long[] keys = new long[1024];
        private int[] values = new int[1024];
        private boolean[] used = new boolean[1024];
        private int size;

        int get(long key) {
            int mask = keys.length - 1;
            for (int i = slot(key, mask); used[i]; i = (i + 1) & mask) {
                if (keys[i] == key) {
                    return values[i];
                }
            }
            return 0;
        }

        void put(long key, int value) {
            if (2 * (size + 1) > keys.length) {
                grow();
            }
            int mask = keys.length - 1;
            int i = slot(key, mask);
            while (used[i] && keys[i] != key) {
                i = (i + 1) & mask;
            }
            if (!used[i]) {
                used[i] = true;
                keys[i] = key;
                size++;
            }
            values[i] = value;
        }

        private static int slot(long key, int mask) {
            long h = key * 0x9E3779B97F4A7C15L;
            return (int) (h >>> 40) & mask;
        }

        private void grow() {
            long[] oldKeys = keys;
            int[] oldValues = values;
            boolean[] oldUsed = used;
            keys = new long[oldKeys.length * 2];
            values = new int[oldKeys.length * 2];
            used = new boolean[oldKeys.length * 2];
            size = 0;
            for (int i = 0; i < oldKeys.length; i++) {
                if (oldUsed[i]) {
                    put(oldKeys[i], oldValues[i]);
                }
            }
        }
    }
}
