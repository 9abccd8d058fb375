package io.attest.plugins.citationcore;

import io.attest.plugin.api.guard.WantedAuthorities;

/**
 * Where a source read only around the wanted numbers must be read anyway: after a number, a range
 * or list goes on to another one ({@code §§ 1981-1988}, {@code 1983, 1985}, {@code 1981 through
 * 1988}), and may hold a wanted section that is not written out, or one written too far from the
 * list's name for its own window to read it. A window opens at such a number, so a long list is
 * read from its first member, next to its name — but only when the range or list may hold a
 * number still wanted: a plain range ({@code 1981-1988}) when one lies between its ends, a list
 * when a later member is wanted or something in it is not plain. Page ranges and pin lists of
 * case citations ({@code 317, 322}; {@code 544-45}) then open no window.
 */
final class SourceTriggers {

    /** How far after a number the rest of its section and the connector may reach ({@code 10b-5(a)(1), }). */
    private static final int REACH = 24;
    /** How far a list is followed for a wanted member; a longer one is read from its first member. */
    private static final int LIST_REACH = 512;
    /** Digits of a plain range end that fit a {@code long} with room. */
    private static final int MAX_DIGITS = 18;
    private static final String[] WORDS = {"to", "through", "thru", "and", "or"};
    private static final String[] RANGE_WORDS = {"to", "through", "thru"};

    private SourceTriggers() {
    }

    /** Whether the number {@code text[start, end)} starts a range or list that may hold a number {@code wanted} still wants. */
    static boolean rangeOrListMayHoldWanted(String text, int start, int end, WantedAuthorities wanted) {
        if (!rangeOrListAfter(text, end)) {
            return false;
        }
        long[] plain = plainRange(text, start, end);
        if (plain != null) {
            return wanted.wantsBetween(plain[0], plain[1]);
        }
        return listMayHoldWanted(text, end, wanted);
    }

    /**
     * The ends of a range of two whole numbers ({@code 1981-1988}, {@code 1981 through 1988}), or
     * null when the number is part of a longer section or the range is not of that shape (then it
     * is read as before). A range whose end is below its start ({@code 1981-88}) covers its ends only.
     */
    private static long[] plainRange(String text, int start, int end) {
        if (end - start > MAX_DIGITS || start > 0 && partOfSection(text.charAt(start - 1))) {
            return null;
        }
        int p = end;
        if (p < text.length() && dash(text.charAt(p))) {
            p++;
        } else {
            int word = Scan.spaces1(text, p);
            if (word < 0) {
                return null;
            }
            int wordEnd = word;
            while (wordEnd < text.length() && Scan.asciiLetter(text.charAt(wordEnd))) {
                wordEnd++;
            }
            if (!rangeWord(text, word, wordEnd)) {
                return null;
            }
            p = wordEnd;
        }
        int limit = Math.min(text.length(), p + 4);
        while (p < limit && (Scan.space(text.charAt(p)) || text.charAt(p) == '§')) {
            p++;
        }
        int to = p;
        while (to < text.length() && Scan.digit(text.charAt(to))) {
            to++;
        }
        if (to == p || to - p > MAX_DIGITS) {
            return null;
        }
        if (to < text.length()) {
            char c = text.charAt(to);
            if (partOfSection(c) && !(c == '.' && !(to + 1 < text.length() && Character.isLetterOrDigit(text.charAt(to + 1))))) {
                return null;
            }
        }
        return new long[] {Long.parseLong(text, start, end, 10), Long.parseLong(text, p, to, 10)};
    }

    /** A character that, next to a number, makes it part of a longer section ({@code 164.512}, {@code 2000e-2}, {@code 5/155}). */
    private static boolean partOfSection(char c) {
        return Character.isLetterOrDigit(c) || c == '.' || dash(c) || c == '/' || c == ':' || c == '_';
    }

    private static boolean dash(char c) {
        return c == '-' || c == '\u2013' || c == '\u2014';
    }

    private static boolean rangeWord(String text, int from, int to) {
        for (String word : RANGE_WORDS) {
            if (word.length() == to - from && text.regionMatches(true, from, word, 0, word.length())) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a list after the number ending at {@code end} may hold a wanted number: one of its
     * later numbers is wanted, or it holds a range that may count up (a dash between digits, as
     * {@code SectionRange} counts) or reaches past {@value #LIST_REACH} characters (read as
     * before). It ends at the first word of prose, as {@link #rangeOrListAfter} reads.
     */
    private static boolean listMayHoldWanted(String text, int end, WantedAuthorities wanted) {
        int limit = Math.min(text.length(), end + LIST_REACH);
        int p = end;
        while (p < limit) {
            char c = text.charAt(p);
            if (Scan.digit(c)) {
                int from = p;
                while (p < text.length() && Scan.digit(text.charAt(p))) {
                    p++;
                }
                if (wanted.wants(text, from, p)) {
                    return true;
                }
            } else if (dash(c)) {
                if (Scan.digit(text.charAt(p - 1)) && numberFollows(text, p + 1)) {
                    return true; // a range that may count up: what it holds is not written
                }
                p++; // a dash inside a section (10b-5, 2000e-2) or before a non-number
            } else if (Scan.asciiLetter(c)) {
                int word = p;
                while (p < text.length() && Scan.asciiLetter(text.charAt(p))) {
                    p++;
                }
                if (rangeWord(text, word, p) && numberFollows(text, p)) {
                    return true;
                }
                if (p - word > 2 && !connector(text, word, p)) {
                    return false; // prose: the list has ended
                }
            } else {
                p++;
            }
        }
        return limit < text.length();
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
