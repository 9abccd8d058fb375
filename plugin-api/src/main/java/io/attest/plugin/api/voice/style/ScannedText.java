package io.attest.plugin.api.voice.style;

import java.util.List;

/**
 * One text cut into paragraphs and sentences, with the markers that are not words (emoji,
 * hashtags, mentions, URLs) counted and kept out of the words.
 *
 * @param paragraphs   the text's paragraphs (separated by a blank line), each a list of sentences
 * @param lineBreaks   single line breaks inside paragraphs
 * @param emoji        emoji code points
 * @param hashtags     {@code #tag} tokens
 * @param mentions     {@code @name} tokens
 * @param urls         {@code http(s)://…} and {@code www.…} tokens
 * @param endsWithHashtags whether the text's last line holds hashtags only
 */
record ScannedText(List<List<Sentence>> paragraphs, int lineBreaks, int emoji, int hashtags, int mentions, int urls,
                   boolean endsWithHashtags) {

    ScannedText {
        paragraphs = paragraphs.stream().map(List::copyOf).toList();
    }

    /**
     * One sentence.
     *
     * @param text     as written, trimmed
     * @param words    its words in order (letters, digits, inner apostrophes and hyphens), as written
     * @param terminal the ending: {@code .}, {@code ?}, {@code !}, {@code …} or empty when none
     */
    record Sentence(String text, List<String> words, String terminal) {
        Sentence {
            words = List.copyOf(words);
        }
    }

    List<Sentence> sentences() {
        return paragraphs.stream().flatMap(List::stream).toList();
    }

    int wordCount() {
        int n = 0;
        for (List<Sentence> paragraph : paragraphs) {
            for (Sentence s : paragraph) {
                n += s.words().size();
            }
        }
        return n;
    }
}
