package io.attest.plugins.citationcore;

/**
 * Loose matching of the words of a citation template, as legal writing varies them: letters in
 * any case (except short all-capital forms such as {@code IN} or {@code OR}, which must be
 * written so), a period may be left out and whitespace after it is optional ({@code U.S.C.},
 * {@code USC}, {@code U. S. C.}), a space in the template is whitespace in the text, an apostrophe
 * is straight or typographic. Every loop is bounded by the template's words.
 */
final class Literal {

    private Literal() {
    }

    /**
     * Short words of one case are matched as written: all-capital ones of at most three letters
     * ({@code IN}, {@code OR}, {@code R.}) and lower-case ones of at most two ({@code s.}, {@code ss.},
     * {@code c.}): {@code S.} of {@code U.S.} is not a section sign, {@code in} is not Indiana.
     */
    static boolean caseSensitive(String text) {
        int letters = 0;
        boolean upper = true;
        boolean lower = true;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '.') {
                continue;
            }
            if (!Scan.asciiLetter(c)) {
                return false;
            }
            letters++;
            upper &= Scan.upper(c);
            lower &= Scan.lower(c);
        }
        return upper && letters <= 3 || lower && letters <= 2;
    }

    /** The end of {@code words} matched at {@code i}, or -1. */
    static int match(String t, int i, String words, boolean caseSensitive) {
        int n = t.length();
        int p = i;
        int m = words.length();
        for (int k = 0; k < m; k++) {
            char a = words.charAt(k);
            if (a == ' ') {
                int q = Scan.spaces(t, p);
                if (q < 0) {
                    return -1;
                }
                if (q == p && p > i && Scan.wordChar(t.charAt(p - 1)) && Scan.wordChar(Scan.at(t, p))) {
                    return -1;
                }
                p = q;
                continue;
            }
            if (a == '.') {
                if (p < n && t.charAt(p) == '.') {
                    p++;
                }
                if (k < m - 1 && words.charAt(k + 1) != ' ') {
                    int q = Scan.spaces(t, p);
                    if (q < 0) {
                        return -1;
                    }
                    p = q;
                }
                continue;
            }
            if (p >= n) {
                return -1;
            }
            char c = t.charAt(p);
            if (a == '\'') {
                if (c != '\'' && c != '\u2019') {
                    return -1;
                }
            } else if (c != a && (caseSensitive || !sameLetter(c, a))) {
                return -1;
            }
            p++;
        }
        return p > i ? p : -1;
    }

    private static boolean sameLetter(char c, char a) {
        return c < 128 && Scan.asciiLetter(c) && (c | 0x20) == (a | 0x20) && Scan.asciiLetter(a);
    }

    /**
     * Where words of {@code needed} characters other than periods and spaces would have to start to
     * end at {@code end}: counts back that many characters, periods and spaces not counted.
     */
    static int startBefore(String t, int end, int needed) {
        int p = end;
        int skipped = 0;
        while (p > 0 && needed > 0) {
            char c = t.charAt(p - 1);
            if (c == '.' || Scan.space(c)) {
                if (++skipped > 4 * Scan.MAX_SPACE) {
                    return -1;
                }
            } else {
                needed--;
            }
            p--;
        }
        return needed == 0 ? p : -1;
    }

    /**
     * The last character before {@code end} other than periods and whitespace, {@link #fold folded}:
     * the one the last such character of words ending at {@code end} must match (as far back as
     * {@link #startBefore} looks); {@link #NONE} when there is none.
     */
    static char lastBefore(String t, int end) {
        int p = end;
        int skipped = 0;
        while (p > 0) {
            char c = t.charAt(p - 1);
            if (c != '.' && !Scan.space(c)) {
                return fold(c);
            }
            if (++skipped > 4 * Scan.MAX_SPACE) {
                break;
            }
            p--;
        }
        return NONE;
    }

    /** What {@link #lastBefore} returns when no words can end at a place: no way of writing words folds to it. */
    static final char NONE = '\uFFFF';

    /** The characters of {@code words} a search reads: letters in lower case, periods and spaces left out. */
    static String squeezed(String words) {
        StringBuilder out = new StringBuilder(words.length());
        for (int k = 0; k < words.length(); k++) {
            char a = words.charAt(k);
            if (a == ' ' || a == '.') {
                continue;
            }
            out.append(fold(a));
        }
        return out.toString();
    }

    /** A character as the anchor search compares it. */
    static char fold(char c) {
        if (c >= 'A' && c <= 'Z') {
            return (char) (c | 0x20);
        }
        return c == '\u2019' ? '\'' : c;
    }
}
