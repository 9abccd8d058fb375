package io.attest.domain.guard;

import java.util.List;

/**
 * Inserts {@code " [verify]"} after every unverified citation (decisions.md section 4): right after
 * the flag's span by default ({@link MarkerPosition#SPAN}), or after the whole citation
 * ({@link MarkerPosition#CITATION}). When the text after the place, skipping spaces, already starts
 * with {@code [verify]}, nothing is added, so feeding the output back in changes nothing.
 */
public final class FlaggedText {

    public static final String MARKER = "[verify]";
    /** A court and year parenthetical longer than this is not read as one (bounded look-ahead). */
    private static final int MAX_PARENTHETICAL = 80;

    private FlaggedText() {
    }

    /** {@code flags} sorted by position, as {@link CitationSelection} returns them; markers after each span. */
    public static String mark(String text, List<Flag> flags) {
        return mark(text, flags, MarkerPosition.SPAN);
    }

    /** {@code flags} sorted by position, as {@link CitationSelection} returns them. */
    public static String mark(String text, List<Flag> flags, MarkerPosition position) {
        return position == MarkerPosition.CITATION ? markCitations(text, flags) : markSpans(text, flags);
    }

    private static String markSpans(String text, List<Flag> flags) {
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

    /**
     * One marker per citation: flags joined by a comma (a name and its reporter, parallel cites, with
     * pin cites between them) are one citation, which ends after its last pin cite and its court
     * and year parenthetical. It is marked when any of its flags is unverified, unless a marker
     * already follows one of its flags or its end.
     */
    private static String markCitations(String text, List<Flag> flags) {
        StringBuilder out = new StringBuilder(text.length() + flags.size() * (MARKER.length() + 1));
        int copied = 0;
        int i = 0;
        while (i < flags.size()) {
            boolean unverified = !flags.get(i).inSources();
            boolean marked = alreadyMarked(text, flags.get(i).end());
            int end = flags.get(i).end();
            int last = i;
            while (true) {
                int comma = afterComma(text, end);
                if (comma < 0) {
                    break;
                }
                if (last + 1 < flags.size() && flags.get(last + 1).start() == comma) {
                    last++; // the next flag continues this citation: its reporter, or a parallel cite
                    unverified |= !flags.get(last).inSources();
                    marked |= alreadyMarked(text, flags.get(last).end());
                    end = flags.get(last).end();
                    continue;
                }
                int pin = afterPinCite(text, comma);
                if (pin < 0) {
                    break;
                }
                end = pin;
            }
            end = afterParenthetical(text, end);
            if (unverified && !marked && !alreadyMarked(text, end)) {
                out.append(text, copied, end).append(' ').append(MARKER);
                copied = end;
            }
            i = last + 1;
        }
        return out.append(text, copied, text.length()).toString();
    }

    /**
     * After a pin cite at {@code from} ({@code 120}, {@code 120-21}, {@code 120–121}) that ends the
     * citation or leads to more of it ({@code ,;.()} or the end follow it), or -1: {@code 410 U.S.}
     * is a cite, not a pin.
     */
    private static int afterPinCite(String text, int from) {
        int digits = afterDigits(text, from);
        if (digits == from) {
            return -1;
        }
        if (digits < text.length() && (text.charAt(digits) == '-' || text.charAt(digits) == '\u2013')) {
            int range = afterDigits(text, digits + 1);
            digits = range > digits + 1 ? range : digits;
        }
        int next = digits;
        while (next < text.length() && text.charAt(next) == ' ') {
            next++;
        }
        return next == text.length() || ",;.()".indexOf(text.charAt(next)) >= 0 ? digits : -1;
    }

    /** The index after {@code ,} and the spaces that follow it at {@code from}, or -1. */
    private static int afterComma(String text, int from) {
        if (from >= text.length() || text.charAt(from) != ',') {
            return -1;
        }
        int i = from + 1;
        while (i < text.length() && text.charAt(i) == ' ') {
            i++;
        }
        return i;
    }

    private static int afterDigits(String text, int from) {
        int i = from;
        while (i < text.length() && text.charAt(i) >= '0' && text.charAt(i) <= '9') {
            i++;
        }
        return i;
    }

    /** After a parenthetical of at most {@value #MAX_PARENTHETICAL} characters that holds a year: {@code (2d Cir. 2022)}. */
    private static int afterParenthetical(String text, int from) {
        int open = from;
        while (open < text.length() && text.charAt(open) == ' ') {
            open++;
        }
        if (open >= text.length() || text.charAt(open) != '(') {
            return from;
        }
        int limit = Math.min(text.length(), open + MAX_PARENTHETICAL);
        int run = 0;
        boolean year = false;
        for (int i = open + 1; i < limit; i++) {
            char c = text.charAt(i);
            if (c == '(' || c == '\n') {
                return from;
            }
            if (c == ')') {
                return year ? i + 1 : from;
            }
            run = c >= '0' && c <= '9' ? run + 1 : 0;
            year |= run == 4;
        }
        return from;
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
