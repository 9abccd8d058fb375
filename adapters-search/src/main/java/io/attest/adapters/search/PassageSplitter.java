package io.attest.adapters.search;

import java.text.BreakIterator;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Cuts a transcript into passages of a few sentences, the unit that transcript text is searched
 * by. A sentence ends where {@link BreakIterator} says, and also at every line break (speaker
 * turns and IRC lines rarely end with a full stop); a passage takes up to {@value #SENTENCES}
 * sentences and at most {@value #MAX_CHARS} characters, and never crosses a blank line (minutes
 * start a topic with a paragraph). A sentence longer than that is cut at a space.
 */
public final class PassageSplitter {

    static final int SENTENCES = 3;
    static final int MAX_CHARS = 600;

    /** A passage: {@code text.substring(start, end)}, trimmed, never empty. */
    public record Passage(int start, int end) {
    }

    private PassageSplitter() {
    }

    public static List<Passage> split(String text) {
        List<Passage> passages = new ArrayList<>();
        List<int[]> sentences = new ArrayList<>();
        BreakIterator iterator = BreakIterator.getSentenceInstance(Locale.ENGLISH);
        int lineStart = 0;
        boolean blankSeen = false;
        while (lineStart <= text.length()) {
            int lineEnd = text.indexOf('\n', lineStart);
            if (lineEnd < 0) {
                lineEnd = text.length();
            }
            if (text.substring(lineStart, lineEnd).isBlank()) {
                blankSeen = true;
            } else {
                if (blankSeen) {
                    group(sentences, passages);
                    blankSeen = false;
                }
                sentencesOfLine(text, lineStart, lineEnd, iterator, sentences);
            }
            lineStart = lineEnd + 1;
        }
        group(sentences, passages);
        return passages;
    }

    private static void sentencesOfLine(String text, int lineStart, int lineEnd, BreakIterator iterator, List<int[]> out) {
        iterator.setText(text.substring(lineStart, lineEnd));
        int start = iterator.first();
        for (int end = iterator.next(); end != BreakIterator.DONE; start = end, end = iterator.next()) {
            int[] span = trim(text, lineStart + start, lineStart + end);
            while (span != null && span[1] - span[0] > MAX_CHARS) {
                int cut = text.lastIndexOf(' ', span[0] + MAX_CHARS);
                if (cut <= span[0]) {
                    cut = span[0] + MAX_CHARS;
                    if (Character.isLowSurrogate(text.charAt(cut))) {
                        cut--; // never between the two halves of a character
                    }
                }
                out.add(new int[] {span[0], cut});
                span = trim(text, cut, span[1]);
            }
            if (span != null) {
                out.add(span);
            }
        }
    }

    /** Groups the pending sentences into passages and empties the list. */
    private static void group(List<int[]> sentences, List<Passage> out) {
        int i = 0;
        while (i < sentences.size()) {
            int start = sentences.get(i)[0];
            int end = sentences.get(i)[1];
            int taken = 1;
            while (i + taken < sentences.size() && taken < SENTENCES
                    && sentences.get(i + taken)[1] - start <= MAX_CHARS) {
                end = sentences.get(i + taken)[1];
                taken++;
            }
            out.add(new Passage(start, end));
            i += taken;
        }
        sentences.clear();
    }

    private static int[] trim(String text, int start, int end) {
        while (start < end && Character.isWhitespace(text.charAt(start))) {
            start++;
        }
        while (end > start && Character.isWhitespace(text.charAt(end - 1))) {
            end--;
        }
        return start < end ? new int[] {start, end} : null;
    }
}
