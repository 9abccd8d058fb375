package io.attest.plugins.textgenbuiltin;

import io.attest.plugin.api.voice.style.FunctionWords;
import io.attest.plugin.api.voice.style.StyleProfile;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;

/**
 * How likely each clause of the grammar is to be offered to the steering for one writer. Drawing
 * clauses uniformly gives every writer the grammar's own mix of function words ("this", "is", "it",
 * "as"); the steering can only choose among the dozen candidates it is offered, so a writer who says
 * "this" a fifth as often as the grammar does still got a draft full of it. Here every clause is
 * weighed by the likelihood ratio of its fixed words under the writer's function-word rates against
 * the grammar's own rates (every other word counted as one "other" word): the importance weight that
 * turns draws from the grammar's word distribution into draws from the writer's, the same for every
 * writer and no tuning per writer. Slots count as their usual words ({@code {A.be}} as "is", and so on);
 * the noun slots, the person and the modals are left out, as the filling decides them.
 */
final class ClausePrior {

    /** Added to both rates: a word neither the writer nor the grammar uses changes nothing. */
    private static final double SMOOTHING = 0.001;
    /** No clause is made more than this many times likelier or rarer than another by one word's ratio. */
    private static final double MAX_LOG_RATIO = Math.log(8);

    /** Each template's fixed words, read once (templates are constants). */
    private static final Map<String, List<String>> FIXED;
    private static final Map<String, Double> BASELINE;
    private static final double BASELINE_OTHER;

    static {
        Map<String, List<String>> fixed = new HashMap<>();
        Map<String, Double> totals = new HashMap<>();
        int words = 0;
        int other = 0;
        for (Clause clause : ClauseBank.ALL) {
            fixed.put(clause.template(), fixedWords(clause.template()));
            for (String word : fixed.get(clause.template())) {
                words++;
                if (FunctionWords.contains(word)) {
                    totals.merge(word, 1.0, Double::sum);
                } else {
                    other++;
                }
            }
        }
        int n = Math.max(1, words);
        totals.replaceAll((w, c) -> c / n);
        FIXED = Map.copyOf(fixed);
        BASELINE = Map.copyOf(totals);
        BASELINE_OTHER = other / (double) n;
    }

    private final Map<String, Double> weights = new HashMap<>();

    private ClausePrior(StyleProfile profile) {
        double writerOther = 1;
        for (String word : FunctionWords.ALL) {
            writerOther -= profile.functionWordRate(word);
        }
        double otherRatio = clamp(Math.log((Math.max(writerOther, 0) + SMOOTHING) / (BASELINE_OTHER + SMOOTHING)));
        for (Clause clause : ClauseBank.ALL) {
            double log = 0;
            for (String word : FIXED.get(clause.template())) {
                log += FunctionWords.contains(word)
                        ? clamp(Math.log((profile.functionWordRate(word) + SMOOTHING) / (BASELINE.getOrDefault(word, 0.0) + SMOOTHING)))
                        : otherRatio;
            }
            weights.merge(clause.template(), Math.exp(log), Math::max);
        }
    }

    static ClausePrior of(StyleProfile profile) {
        return new ClausePrior(profile);
    }

    /** One of {@code clauses}, drawn by this writer's weights. */
    Clause pick(List<Clause> clauses, Random random) {
        double[] w = new double[clauses.size()];
        for (int i = 0; i < w.length; i++) {
            w[i] = weights.getOrDefault(clauses.get(i).template(), 1.0);
        }
        return clauses.get(Weighted.pick(w, random));
    }

    private static double clamp(double log) {
        return Math.max(-MAX_LOG_RATIO, Math.min(MAX_LOG_RATIO, log));
    }

    /** The template's words with its slots read as their usual words; noun, person and modal slots left out. */
    static List<String> fixedWords(String template) {
        String text = template
                .replaceAll("\\{[A-C]\\.be\\}", " is ")
                .replaceAll("\\{[A-C]\\.it(\\.obj)?\\}", " it ")
                .replaceAll("\\{[A-C]\\.its\\}", " its ")
                .replaceAll("\\{[A-C]\\.itself\\}", " itself ")
                .replaceAll("\\{[A-C]\\.has\\}", " has ")
                .replaceAll("\\{[A-C]\\.does\\}", " does ")
                .replaceAll("\\{[A-C]\\.was\\}", " was ")
                .replaceAll("\\{[A-C]\\.v:([a-z]+)\\}", " $1s ")
                .replaceAll("\\{[^}]*\\}", " ");
        return Words.tokens(text.toLowerCase(Locale.ROOT)).stream().filter(Words::isWord).toList();
    }
}
