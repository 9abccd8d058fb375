package io.attest.plugins.citationcore;

/**
 * Where a source read only around the wanted numbers must be read anyway: after a number, a range
 * or list goes on to another one ({@code §§ 1981-1988}, {@code 1983, 1985}, {@code 1981 through
 * 1988}), and may hold a wanted section that is not written out. A window opens at each number
 * that is followed that way, so a long list is read from its first member, next to its name.
 */
final class SourceTriggers {

    /** How far after a number the rest of its section and the connector may reach ({@code 10b-5(a)(1), }). */
    private static final int REACH = 24;
    private static final String[] WORDS = {"to", "through", "thru", "and", "or"};

    private SourceTriggers() {
    }

    /** Whether, after the number that ends at {@code end}, a range or list goes on to another number. */
    static boolean rangeOrListAfter(String text, int end) {
        int limit = Math.min(text.length(), end + REACH);
        int p = end;
        while (p < limit) {
            char c = text.charAt(p);
            if (c == '-' || c == '\u2013' || c == '\u2014' || c == ',' || c == ';' || c == '&') {
                if (numberFollows(text, p + 1)) {
                    return true;
                }
                p++;
            } else if (Scan.asciiLetter(c)) {
                int word = p;
                while (p < text.length() && Scan.asciiLetter(text.charAt(p))) {
                    p++;
                }
                if (p - word > 2 && !connector(text, word, p)) {
                    return false; // prose: the section has ended
                }
                if (connector(text, word, p) && numberFollows(text, p)) {
                    return true;
                }
            } else {
                p++;
            }
        }
        return false;
    }

    private static boolean connector(String text, int from, int to) {
        for (String word : WORDS) {
            if (word.length() == to - from && text.regionMatches(true, from, word, 0, word.length())) {
                return true;
            }
        }
        return false;
    }

    /** A digit after at most a few spaces and section signs. */
    private static boolean numberFollows(String text, int p) {
        int limit = Math.min(text.length(), p + 4);
        while (p < limit && (Scan.space(text.charAt(p)) || text.charAt(p) == '§')) {
            p++;
        }
        return p < text.length() && Scan.digit(text.charAt(p));
    }
}
