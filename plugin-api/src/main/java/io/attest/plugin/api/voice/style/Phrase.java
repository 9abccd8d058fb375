package io.attest.plugin.api.voice.style;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A short phrase (two to four words) the writer uses again and again.
 *
 * @param text        the words, lower case, separated by single spaces
 * @param samples     how many samples contain it
 * @param occurrences how often it occurs in all samples
 */
public record Phrase(String text, int samples, int occurrences) {

    /** Longest phrase kept: two phrases side by side stay shorter than the 8-word copy limit. */
    public static final int MAX_WORDS = 4;

    public int wordCount() {
        return text.split(" ").length;
    }

    Map<String, Object> toDocument() {
        Map<String, Object> d = new LinkedHashMap<>();
        d.put("text", text);
        d.put("samples", samples);
        d.put("occurrences", occurrences);
        return d;
    }

    static Phrase read(DocumentNode node) {
        node.onlyKeys("text", "samples", "occurrences");
        Phrase phrase = new Phrase(node.text("text"), node.integer("samples"), node.integer("occurrences"));
        if (phrase.wordCount() > MAX_WORDS) {
            throw new IllegalArgumentException(node.path() + ".text must have at most " + MAX_WORDS + " words");
        }
        return phrase;
    }
}
