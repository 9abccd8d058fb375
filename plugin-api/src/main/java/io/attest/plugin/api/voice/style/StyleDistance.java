package io.attest.plugin.api.voice.style;

import java.util.Map;

/**
 * How far a text's habits are from a profile's (0 = the same; smaller is closer). The text is
 * measured by the same code as the samples ({@link Measurement}); the distance is a weighted sum of
 * parts, each scaled to about 0–1:
 * <ul>
 *   <li>function words: the Hellinger distance between the text's function-word rates and the
 *       profile's;</li>
 *   <li>character trigrams: 1 − cosine between the text's trigram shares and the profile's;</li>
 *   <li>sentence length and word length: the absolute log ratio of the means;</li>
 *   <li>punctuation per sentence, sentence endings, pronouns, markers and capitals: relative
 *       differences of the rates.</li>
 * </ul>
 * Function words and trigrams carry most of the weight: they say who wrote a text whatever its
 * topic. Deterministic; linear in the text.
 */
public final class StyleDistance {

    // Weights chosen on held-out paragraphs of three writers (StyleProfilePropertiesTest): the
    // topic-independent parts first, the noisy per-text rates lightly.
    private static final double FUNCTION_WORDS = 6.0;
    private static final double TRIGRAMS = 9.0;
    private static final double SENTENCE_LENGTH = 1.0;
    private static final double WORD_LENGTH = 1.5;
    private static final double PUNCTUATION = 0.5;
    private static final double ENDINGS = 0.3;
    private static final double PRONOUNS = 0.3;
    private static final double MARKERS = 0.5;
    private static final double CAPITALS = 0.2;

    private StyleDistance() {
    }

    public static double between(StyleProfile profile, String text) {
        return parts(profile, text).total();
    }

    /** The distance part by part (each before weighting), for tests, tuning and explanations. */
    public record Parts(double functionWords, double trigrams, double sentenceLength, double wordLength,
                        double punctuation, double endings, double pronouns, double markers, double capitals) {

        public double total() {
            return FUNCTION_WORDS * functionWords + TRIGRAMS * trigrams + SENTENCE_LENGTH * sentenceLength
                    + WORD_LENGTH * wordLength + PUNCTUATION * punctuation + ENDINGS * endings + PRONOUNS * pronouns
                    + MARKERS * markers + CAPITALS * capitals;
        }
    }

    public static Parts parts(StyleProfile profile, String text) {
        Measurement m = new Measurement();
        m.add(text == null ? "" : text);
        double words = Math.max(1, m.wordCount());
        double sentences = Math.max(1, m.sentences());
        return new Parts(
                functionWords(profile, m, words),
                1 - cosine(profile.charTrigrams(), m),
                Math.abs(Math.log((m.wordCount() / sentences + 1) / (profile.lengths().sentenceWords().mean() + 1))),
                Math.abs(Math.log((m.wordChars / words + 1) / (profile.vocabulary().meanWordLength() + 1))),
                punctuation(profile.punctuation(), m, sentences),
                endings(profile.endings(), m, sentences),
                pronouns(profile.pronouns(), m, words),
                markers(profile.markers(), m),
                relative(m.capitalisedWords / (double) Math.max(1, m.laterWords), profile.capitalisation().capitalisedWords(), 0.02));
    }

    /**
     * The Hellinger distance between the two function-word rate vectors (square roots of the rates):
     * it weighs the middle-frequency words (which, thus, may, his) more than a plain difference
     * would, without the instability of z-scores divided by one writer's own spread.
     */
    private static double functionWords(StyleProfile profile, Measurement m, double words) {
        double sum = 0;
        for (Map.Entry<String, WordRate> e : profile.functionWords().entrySet()) {
            double expected = e.getValue().rate();
            double observed = m.functionWords.getOrDefault(e.getKey(), 0) / words;
            double d = Math.sqrt(observed) - Math.sqrt(expected);
            sum += d * d;
        }
        return Math.sqrt(sum / 2);
    }

    private static double cosine(Map<String, Double> profile, Measurement m) {
        if (m.trigramTotal == 0 || profile.isEmpty()) {
            return 0;
        }
        double dot = 0;
        double profileNorm = 0;
        for (Map.Entry<String, Double> e : profile.entrySet()) {
            profileNorm += e.getValue() * e.getValue();
            Integer count = m.trigrams.get(e.getKey());
            if (count != null) {
                dot += e.getValue() * count / (double) m.trigramTotal;
            }
        }
        double textNorm = 0;
        for (int count : m.trigrams.values()) {
            double share = count / (double) m.trigramTotal;
            textNorm += share * share;
        }
        return profileNorm == 0 || textNorm == 0 ? 0 : dot / Math.sqrt(profileNorm * textNorm);
    }

    private static double punctuation(StyleProfile.Punctuation p, Measurement m, double sentences) {
        double[] expected = {p.commas(), p.semicolons(), p.colons(), p.dashes(), p.parentheses(), p.quotations(),
            p.questions(), p.exclamations(), p.ellipses()};
        double sum = 0;
        for (int i = 0; i < expected.length; i++) {
            sum += relative(m.punctuation[i] / sentences, expected[i], 0.1);
        }
        return sum / expected.length;
    }

    private static double endings(StyleProfile.Endings e, Measurement m, double sentences) {
        double[] expected = {e.period(), e.question(), e.exclamation(), e.ellipsis(), e.none()};
        double sum = 0;
        for (int i = 0; i < expected.length; i++) {
            sum += Math.abs(m.endings[i] / sentences - expected[i]);
        }
        return sum / 2;
    }

    private static double pronouns(StyleProfile.Pronouns p, Measurement m, double words) {
        double[] expected = {p.firstSingular(), p.firstPlural(), p.second(), p.third(), p.impersonal()};
        double sum = 0;
        for (int i = 0; i < expected.length; i++) {
            sum += relative(100 * m.pronouns[i] / words, expected[i], 1);
        }
        return sum / expected.length;
    }

    private static double markers(StyleProfile.Markers p, Measurement m) {
        double[] expected = {p.emoji(), p.hashtags(), p.mentions(), p.urls(), p.lineBreaks()};
        double sum = 0;
        for (int i = 0; i < expected.length; i++) {
            sum += relative(m.markers[i], expected[i], 0.5);
        }
        return sum / expected.length;
    }

    /** |x − y| / (x + y + floor): 0 when equal, towards 1 when one of them dwarfs the other. */
    private static double relative(double observed, double expected, double floor) {
        return Math.abs(observed - expected) / (observed + expected + floor);
    }
}
