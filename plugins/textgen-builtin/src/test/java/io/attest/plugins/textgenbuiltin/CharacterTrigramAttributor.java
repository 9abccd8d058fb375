package io.attest.plugins.textgenbuiltin;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Closed-set attributor 2: every character 3-gram of the lower-cased text (whitespace collapsed),
 * a pooled frequency vector per writer from the reference (test) samples, and the writer whose
 * vector has the highest cosine with the text's. A different measure from the word attributor:
 * it sees morphology, punctuation and spacing, not word identities.
 */
final class CharacterTrigramAttributor {

    private final Map<String, Map<String, Double>> writers = new LinkedHashMap<>();

    CharacterTrigramAttributor(Map<String, List<String>> referenceTexts) {
        referenceTexts.forEach((writer, texts) -> writers.put(writer, trigrams(String.join(" ", texts))));
    }

    String attribute(String text) {
        Map<String, Double> grams = trigrams(text);
        String best = null;
        double bestCosine = -2;
        for (Map.Entry<String, Map<String, Double>> e : writers.entrySet()) {
            double c = Vectors.cosine(grams, e.getValue());
            if (c > bestCosine) {
                bestCosine = c;
                best = e.getKey();
            }
        }
        return best;
    }

    static Map<String, Double> trigrams(String text) {
        String normalised = " " + text.toLowerCase(Locale.ROOT).replaceAll("\\s+", " ").strip() + " ";
        Map<String, Double> counts = new HashMap<>();
        int[] cps = normalised.codePoints().toArray();
        for (int i = 0; i + 2 < cps.length; i++) {
            counts.merge(new String(cps, i, 3), 1.0, Double::sum);
        }
        return counts;
    }
}
