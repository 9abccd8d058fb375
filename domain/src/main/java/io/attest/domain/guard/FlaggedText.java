package io.attest.domain.guard;

import java.util.List;

/**
 * Inserts {@code " [verify]"} right after every unverified citation (decisions.md section 4).
 * When the text after a span, skipping spaces, already starts with {@code [verify]}, nothing is
 * added, so feeding the output back in changes nothing.
 */
public final class FlaggedText {

    public static final String MARKER = "[verify]";

    private FlaggedText() {
    }

    /** {@code flags} sorted by position, as {@link CitationSelection} returns them. */
    public static String mark(String text, List<Flag> flags) {
        StringBuilder out = new StringBuilder(text.length() + flags.size() * (MARKER.length() + 1));
        int copied = 0;
        for (Flag flag : flags) {
            if (flag.inSources() || alreadyMarked(text, flag.end())) {
                continue;
            }
            out.append(text, copied, flag.end()).append(' ').append(MARKER);
            copied = flag.end();
        }
        return out.append(text, copied, text.length()).toString();
    }

    /** {@code text} with every {@code [verify]} replaced by as many spaces: offsets are unchanged. */
    static String withoutMarkers(String text) {
        int at = text.indexOf(MARKER);
        if (at < 0) {
            return text;
        }
        StringBuilder out = new StringBuilder(text);
        while (at >= 0) {
            for (int i = at; i < at + MARKER.length(); i++) {
                out.setCharAt(i, ' ');
            }
            at = text.indexOf(MARKER, at + MARKER.length());
        }
        return out.toString();
    }

    static boolean alreadyMarked(String text, int from) {
        int i = from;
        while (i < text.length() && text.charAt(i) == ' ') {
            i++;
        }
        return text.startsWith(MARKER, i);
    }
}
