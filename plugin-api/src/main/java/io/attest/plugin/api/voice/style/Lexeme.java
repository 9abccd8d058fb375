package io.attest.plugin.api.voice.style;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * One of the writer's own content words (not a function word): what a writer keeps talking about and
 * how ("package", "configuration"; "hacker", "term"; "God", "kingdom").
 *
 * @param text    the word, lower case
 * @param form    how the writer usually writes it inside a sentence ("Debian", "kernel"); lower-cases to {@code text}
 * @param rate    its share of all words
 * @param samples how many samples contain it
 */
public record Lexeme(String text, String form, double rate, int samples) {

    /** Longest word kept, in characters. */
    static final int MAX_LENGTH = 30;

    Map<String, Object> toDocument() {
        Map<String, Object> d = new LinkedHashMap<>();
        d.put("text", text);
        d.put("form", form);
        d.put("rate", rate);
        d.put("samples", samples);
        return d;
    }

    static Lexeme read(DocumentNode node) {
        node.onlyKeys("text", "form", "rate", "samples");
        String text = node.text("text");
        String form = node.text("form");
        if (!text.equals(text.toLowerCase(Locale.ROOT)) || text.length() > MAX_LENGTH || !Lexicon.isWord(text)) {
            throw new IllegalArgumentException(node.path() + ".text must be one lower-case word of at most " + MAX_LENGTH
                    + " characters");
        }
        if (!form.toLowerCase(Locale.ROOT).equals(text)) {
            throw new IllegalArgumentException(node.path() + ".form must be the text with other capitals only");
        }
        return new Lexeme(text, form, node.share("rate"), node.integer("samples"));
    }
}
