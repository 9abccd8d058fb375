package io.attest.plugin.api.voice.style;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The writer's recurring short phrases: word 2- to 4-grams inside a sentence that occur in several
 * samples. Phrases stay short ({@link Phrase#MAX_WORDS}) so that a generator using them cannot
 * rebuild an 8-word run of a sample from the bank alone; phrases with digits (dates, references,
 * figures) and phrases made only of function words ("of the") are left out.
 */
final class PhraseBank {

    static final int KEPT = 40;

    private PhraseBank() {
    }

    /** From each sample's sentences, as lower-case words. */
    static List<Phrase> of(List<List<List<String>>> samples) {
        Map<String, Integer> occurrences = new HashMap<>();
        Map<String, Integer> sampleCounts = new HashMap<>();
        for (List<List<String>> sample : samples) {
            Set<String> seenHere = new HashSet<>();
            for (List<String> words : sample) {
                for (int n = 2; n <= Phrase.MAX_WORDS; n++) {
                    for (int i = 0; i + n <= words.size(); i++) {
                        List<String> gram = words.subList(i, i + n);
                        if (usable(gram)) {
                            String text = String.join(" ", gram);
                            occurrences.merge(text, 1, Integer::sum);
                            if (seenHere.add(text)) {
                                sampleCounts.merge(text, 1, Integer::sum);
                            }
                        }
                    }
                }
            }
        }
        int minSamples = Math.max(2, (int) Math.ceil(samples.size() * 0.05));
        List<Phrase> candidates = new ArrayList<>();
        sampleCounts.forEach((text, count) -> {
            if (count >= minSamples) {
                candidates.add(new Phrase(text, count, occurrences.get(text)));
            }
        });
        // More samples first; then longer (more telling); then alphabetical, for a fixed order.
        candidates.sort((a, b) -> a.samples() != b.samples() ? Integer.compare(b.samples(), a.samples())
                : a.wordCount() != b.wordCount() ? Integer.compare(b.wordCount(), a.wordCount())
                : a.text().compareTo(b.text()));
        List<Phrase> kept = new ArrayList<>();
        for (Phrase candidate : candidates) {
            if (kept.size() == KEPT) {
                break;
            }
            if (kept.stream().noneMatch(k -> k.samples() == candidate.samples() && contains(k.text(), candidate.text()))) {
                kept.add(candidate);
            }
        }
        return kept;
    }

    private static boolean usable(List<String> gram) {
        boolean content = false;
        for (String w : gram) {
            for (int i = 0; i < w.length(); i++) {
                if (Character.isDigit(w.charAt(i))) {
                    return false;
                }
            }
            if (!FunctionWords.contains(w)) {
                content = true;
            }
        }
        return content;
    }

    private static boolean contains(String longer, String shorter) {
        return (" " + longer + " ").contains(" " + shorter + " ");
    }
}
