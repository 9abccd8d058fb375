package io.attest.adapters.search;

import org.apache.lucene.search.uhighlight.Passage;
import org.apache.lucene.search.uhighlight.PassageFormatter;

/**
 * Snippets as HTML text: matched words in {@code <mark>…</mark>}, the rest with {@code &}, {@code <}
 * and {@code >} escaped — enough for element content (a transcript's {@code <nick>} cannot become
 * markup) without turning every apostrophe into an entity, as Lucene's default formatter does.
 */
final class MarkFormatter extends PassageFormatter {

    private static final String ELLIPSIS = "… ";

    @Override
    public String format(Passage[] passages, String content) {
        StringBuilder out = new StringBuilder();
        int previousEnd = -1;
        for (Passage passage : passages) {
            if (previousEnd >= 0 && passage.getStartOffset() > previousEnd) {
                out.append(ELLIPSIS);
            }
            int position = passage.getStartOffset();
            for (int i = 0; i < passage.getNumMatches(); i++) {
                int start = Math.max(passage.getMatchStarts()[i], position);
                int end = Math.min(passage.getMatchEnds()[i], passage.getEndOffset());
                if (end <= start) {
                    continue; // overlaps a match already marked
                }
                escape(content, position, start, out);
                out.append("<mark>");
                escape(content, start, end, out);
                out.append("</mark>");
                position = end;
            }
            escape(content, position, passage.getEndOffset(), out);
            previousEnd = passage.getEndOffset();
        }
        return out.toString().strip();
    }

    static void escape(String text, int from, int to, StringBuilder out) {
        for (int i = from; i < to; i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                default -> out.append(c);
            }
        }
    }

    static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length() + 16);
        escape(text, 0, text.length(), out);
        return out.toString();
    }
}
