package io.attest.plugins.textgenbuiltin;

import io.attest.plugin.api.voice.style.FunctionWords;
import io.attest.plugin.api.voice.style.Share;
import io.attest.plugin.api.voice.style.StyleProfile;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * Sentence-initial adverbials ("For instance, …"): the writer's own, when they are discourse words
 * that can open any sentence, and a few general ones; used at about the writer's measured rate.
 */
final class Openers {

    private static final Set<String> DISCOURSE = Set.of("instance", "example", "general", "particular", "practice",
            "fact", "course", "short", "other", "words", "addition", "contrast", "turn", "case", "sense", "end", "result",
            "summary", "effect", "theory", "principle", "truth", "brief", "conclusion", "sum", "first", "second",
            "finally", "firstly", "secondly", "lastly", "similarly", "likewise", "moreover", "furthermore", "besides",
            "meanwhile", "nevertheless", "nonetheless", "consequently", "accordingly", "instead", "otherwise", "actually",
            "basically", "honestly", "frankly", "clearly", "obviously", "interestingly", "unfortunately", "fortunately",
            "typically", "generally", "usually", "today", "nowadays", "later", "ideally", "overall", "sadly", "well",
            "third", "last", "least", "whole", "ways", "respect", "way", "word", "meantime");
    private static final Set<String> SINGLE = Set.of("thus", "however", "therefore", "hence", "then", "here", "now",
            "again", "also", "yet", "still", "indeed", "perhaps", "so", "often", "usually", "rather", "first");
    private static final List<String> GENERAL = List.of("in practice", "of course", "thus", "however", "in fact",
            "indeed", "in other words", "in general", "here", "then");

    private final List<String> own = new ArrayList<>();
    private final double[] ownWeights;
    private final double rate;

    Openers(StyleProfile profile) {
        double measured = 0;
        List<Double> weights = new ArrayList<>();
        for (Share s : profile.openers().adverbials()) {
            if (usable(s.text())) {
                own.add(s.text());
                weights.add(s.share());
                measured += s.share();
            }
        }
        this.ownWeights = weights.stream().mapToDouble(Double::doubleValue).toArray();
        this.rate = Math.min(0.35, Math.max(0.06, 1.5 * measured));
    }

    /** An opener for the next sentence, or null (most sentences have none). */
    String next(Random random) {
        if (random.nextDouble() >= rate) {
            return null;
        }
        if (!own.isEmpty() && random.nextDouble() < 0.7) {
            return own.get(Weighted.pick(ownWeights, random));
        }
        return GENERAL.get(random.nextInt(GENERAL.size()));
    }

    static boolean usable(String adverbial) {
        String[] words = adverbial.split(" ");
        if (words.length == 1) {
            return SINGLE.contains(words[0]) || DISCOURSE.contains(words[0]);
        }
        boolean discourse = false;
        for (String w : words) {
            if (DISCOURSE.contains(w)) {
                discourse = true;
            } else if (!FunctionWords.contains(w)) {
                return false;
            }
        }
        return discourse;
    }
}
