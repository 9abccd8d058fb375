package io.attest.plugins.citationcore;

/**
 * Hand-written scanning primitives shared by every recogniser (and by the families of the pattern
 * packs, see {@link ProvisionFamily}). Every method looks at a bounded or consumed stretch of the
 * text and never backtracks, so a recogniser built on them runs in time linear in the text.
 *
 * <p>Whitespace and gaps have one definition here, which every recogniser uses: {@link #space} is
 * whitespace, {@link #MAX_SPACE} the longest gap (run of whitespace) between two parts of one
 * citation, {@link #spaces} and {@link #spacesBack} step over a gap.
 *
 * <p>Positions are Java string indexes (UTF-16 units). A method that parses returns the index
 * just after what it read, or {@code -1} when the text there is not what it reads.
 */
public final class Scan {

    /**
     * The longest gap allowed between two parts of one citation (a reporter's volume and name, a
     * party's words, a section sign and its number): line breaks and indentation of a wrapped line
     * included, a page of blank lines not.
     */
    public static final int MAX_SPACE = 24;

    private Scan() {
    }

    /**
     * Whitespace as it occurs in and between citations: ASCII blanks and line breaks ({@code \t} to
     * {@code \r}), and Unicode's space separators ({@link Character#isSpaceChar}: no-break, thin,
     * ideographic spaces, line and paragraph separators), spelled out because the Unicode tables
     * cost more than these comparisons.
     */
    public static boolean space(char c) {
        // under the JIT's 35-byte inlining limit (a table for ASCII, the rest in a method of its
        // own), so that it is inlined at every call site, even in the large compiled scans
        return c < 128 ? ASCII_SPACE[c] : unicodeSpace(c);
    }

    private static final boolean[] ASCII_SPACE = new boolean[128];
    private static final boolean[] ASCII_WORD = new boolean[128];

    static {
        for (char c = 0; c < 128; c++) {
            ASCII_SPACE[c] = c == ' ' || c >= '\t' && c <= '\r';
            ASCII_WORD[c] = digit(c) || upper(c) || lower(c);
        }
    }

    private static boolean unicodeSpace(char c) {
        return c == '\u00A0' || c == '\u1680' || (c >= '\u2000' && c <= '\u200A') || c == '\u2028'
                || c == '\u2029' || c == '\u202F' || c == '\u205F' || c == '\u3000';
    }

    /** A line break (whitespace that ends a line): {@code \n}, {@code \r}, vertical tab, form feed, line and paragraph separators. */
    public static boolean lineBreak(char c) {
        return (c >= '\n' && c <= '\r') || c == '\u2028' || c == '\u2029';
    }

    public static boolean digit(char c) {
        return c >= '0' && c <= '9';
    }

    public static boolean upper(char c) {
        return c >= 'A' && c <= 'Z';
    }

    public static boolean lower(char c) {
        return c >= 'a' && c <= 'z';
    }

    public static boolean asciiLetter(char c) {
        return upper(c) || lower(c);
    }

    public static boolean asciiAlnum(char c) {
        return digit(c) || upper(c) || lower(c);
    }

    /** A letter or digit of any script: what a cite may not touch at either end. */
    public static boolean wordChar(char c) {
        // inlined everywhere, as space is
        return c < 128 ? ASCII_WORD[c] : nonAsciiWordChar(c);
    }

    private static boolean nonAsciiWordChar(char c) {
        // the punctuation that legal text is full of (§, ’, —, ¶) is decided without the Unicode tables
        if (c < 0xC0) {
            return c == '\u00AA' || c == '\u00B5' || c == '\u00BA';
        }
        return (c < 0x2000 || c > 0x206F) && Character.isLetterOrDigit(c);
    }

    /** A hyphen or the dashes used for ranges: {@code -}, non-breaking hyphen, figure dash, en dash. */
    public static boolean dash(char c) {
        return c == '-' || c == '\u2011' || c == '\u2012' || c == '\u2013';
    }

    public static char at(String t, int i) {
        return i >= 0 && i < t.length() ? t.charAt(i) : '\0';
    }

    /** No letter or digit just before {@code i}. */
    public static boolean startsWord(String t, int i) {
        return i == 0 || !wordChar(t.charAt(i - 1));
    }

    /** No letter or digit at {@code i}. */
    public static boolean endsWord(String t, int i) {
        return i >= t.length() || !wordChar(t.charAt(i));
    }

    /** Whether {@code lit} occurs at {@code i}. */
    public static boolean has(String t, int i, String lit) {
        return t.startsWith(lit, i);
    }

    /** After 0 to {@link #MAX_SPACE} whitespace characters at {@code i}; {@code -1} when the run is longer. */
    public static int spaces(String t, int i) {
        int n = t.length();
        int limit = Math.min(n, i + MAX_SPACE + 1);
        int p = i;
        while (p < limit && space(t.charAt(p))) {
            p++;
        }
        return p == i + MAX_SPACE + 1 ? -1 : p;
    }

    /**
     * Leftwards over the gap whose last character is at {@code i} (if {@code i} is not whitespace,
     * {@code i} itself): the index of the character before it, or {@code -1} when the gap is longer
     * than {@link #MAX_SPACE} or reaches below {@code lowerBound}.
     */
    public static int spacesBack(String t, int i, int lowerBound) {
        int limit = i - MAX_SPACE;
        while (i >= lowerBound && space(t.charAt(i))) {
            if (i <= limit) {
                return -1;
            }
            i--;
        }
        return i >= lowerBound ? i : -1;
    }

    /**
     * The end of {@code word}, whitespace and one capital from {@code A} to {@code last} that ends a
     * word at {@code i} ({@code Part D}, {@code Coverage A}); {@code -1} otherwise.
     */
    public static int lettered(String t, int i, String word, char last) {
        int p = word(t, i, word);
        int q = p < 0 ? -1 : spaces1(t, p);
        if (q < 0) {
            return -1;
        }
        char c = at(t, q);
        return c < 'A' || c > last || wordChar(at(t, q + 1)) ? -1 : q + 1;
    }

    /** The end of the run of ASCII digits at {@code i}, at most {@code limit}. */
    public static int digitsEnd(String t, int i, int limit) {
        int p = i;
        while (p < limit && digit(t.charAt(p))) {
            p++;
        }
        return p;
    }

    /** As {@link #spaces} but at least one whitespace character. */
    public static int spaces1(String t, int i) {
        int p = spaces(t, i);
        return p > i ? p : -1;
    }

    /**
     * The abbreviation {@code abbr} at {@code i}, spelt as written in {@code abbr} except for
     * whitespace: after a period the text may have any (bounded) whitespace or none
     * ({@code U. S. C.} is {@code U.S.C.}); a space in {@code abbr} needs at least one. When
     * {@code optionalFinalPeriod}, a missing last period is accepted ({@code U.S.C § 1983}).
     * The abbreviation must end a word: after a final letter no letter or digit, after a final
     * period no letter.
     */
    public static int abbreviation(String t, int i, String abbr, boolean optionalFinalPeriod) {
        return abbreviation(t, i, abbr, optionalFinalPeriod, true);
    }

    /**
     * As {@link #abbreviation(String, int, String, boolean)} with no final period optional, but a
     * letter may follow a final period: the {@code Pa.} of {@code Pa.C.S.}, the {@code R.} of
     * {@code Fed.R.Civ.P.}.
     */
    static int prefix(String t, int i, String abbr) {
        return abbreviation(t, i, abbr, false, false);
    }

    private static int abbreviation(String t, int i, String abbr, boolean optionalFinalPeriod, boolean strictEnd) {
        int n = t.length();
        int p = i;
        int m = abbr.length();
        for (int k = 0; k < m; k++) {
            char a = abbr.charAt(k);
            if (a == ' ') {
                while (k + 1 < m && abbr.charAt(k + 1) == ' ') {
                    k++;
                }
                boolean afterPeriod = k > 0 && abbr.charAt(k - 1) == '.';
                int q = afterPeriod ? p : spaces1(t, p);
                if (q < 0) {
                    return -1;
                }
                p = q;
                continue;
            }
            if (p >= n || t.charAt(p) != a) {
                if (a == '.' && k == m - 1 && optionalFinalPeriod && p > i) {
                    return endsWord(t, p) ? p : -1;
                }
                return -1;
            }
            p++;
            if (a == '.' && k < m - 1) {
                int q = spaces(t, p);
                if (q < 0) {
                    return -1;
                }
                p = q;
            }
        }
        char last = abbr.charAt(m - 1);
        if (last == '.') {
            char next = at(t, p);
            return strictEnd && asciiLetter(next) ? -1 : p;
        }
        return endsWord(t, p) ? p : -1;
    }

    /**
     * One section number with everything attached to it: {@code 1983}, {@code 78j}, {@code 1395dd},
     * {@code 2000e-2}, {@code 1028A}, {@code 240.10b-5}, {@code 164.400-414}, {@code 22:1892},
     * {@code 1.501(c)(3)-1}, {@code 12(b)(6)}, {@code 2000e-2(a)(1)(B)(ii)}, {@code 2436-A}, {@code 50-e}. It starts with a digit;
     * a period, colon or dash continues it only when a digit follows (so a sentence's final period
     * is left out); parenthesised subsections must be attached ({@code 1983 (2018)} ends at 1983).
     */
    public static int section(String t, int i) {
        int n = t.length();
        if (i >= n || !digit(t.charAt(i))) {
            return -1;
        }
        int p = i;
        while (true) {
            p = alnumRun(t, p);
            if (p < 0) {
                return -1;
            }
            p = subsections(t, p);
            if (p + 1 < n) {
                char c = t.charAt(p);
                if ((c == '.' || c == ':' || dash(c)) && digit(t.charAt(p + 1))) {
                    p++;
                    continue;
                }
                // the Bluebook's range end that leaves out the chapter: § 542.051-.061
                if (dash(c) && t.charAt(p + 1) == '.' && digit(at(t, p + 2)) && t.lastIndexOf('.', p) >= i) {
                    p += 2;
                    continue;
                }
                // Maine and New York: § 2436-A, § 5-AA, § 50-e, § 3020-a
                if (dash(c) && (upper(t.charAt(p + 1)) || lower(t.charAt(p + 1)))) {
                    boolean capital = upper(t.charAt(p + 1));
                    int q = p + 2;
                    if (capital ? upper(at(t, q)) : lower(at(t, q))) {
                        q++;
                    }
                    if (!wordChar(at(t, q)) && at(t, q) != '-') {
                        return subsections(t, q);
                    }
                }
            }
            return p;
        }
    }

    /**
     * Digits and the letters attached to them ({@code 10b5}, {@code 1395dd}, {@code 72A}); a run of
     * more than four letters is not part of a section number ({@code 5Doors}), which rejects it.
     */
    private static int alnumRun(String t, int i) {
        int n = t.length();
        int p = i;
        int letters = 0;
        while (p < n) {
            char c = t.charAt(p);
            if (digit(c)) {
                letters = 0;
            } else if (asciiLetter(c)) {
                if (++letters > 4) {
                    return -1;
                }
            } else {
                break;
            }
            p++;
        }
        if (p < n && wordChar(t.charAt(p))) {
            return -1;
        }
        return p;
    }

    /**
     * Parenthesised subsections attached at {@code i}: {@code (a)(1)(B)(ii)}, also a subsection
     * range {@code (a)-(c)}. Each holds one to five letters or digits, at most three digits, so a
     * year {@code (2018)} is not a subsection. Returns {@code i} when there are none.
     */
    public static int subsections(String t, int i) {
        int p = i;
        while (true) {
            int q = subsection(t, p);
            if (q < 0 && p > i && dash(at(t, p)) && at(t, p + 1) == '(') {
                q = subsection(t, p + 1);
            }
            if (q < 0) {
                return p;
            }
            p = q;
        }
    }

    private static int subsection(String t, int i) {
        if (at(t, i) != '(') {
            return -1;
        }
        int n = t.length();
        int p = i + 1;
        int digits = 0;
        int length = 0;
        while (p < n && asciiAlnum(t.charAt(p)) && length <= 5) {
            if (digit(t.charAt(p))) {
                digits++;
            }
            p++;
            length++;
        }
        if (length == 0 || length > 5 || digits > 3 || at(t, p) != ')') {
            return -1;
        }
        return p + 1;
    }

    /**
     * A section at {@code i} and, when {@code plural} ({@code §§}, {@code Sections}, {@code Rules}),
     * the list that follows it: {@code 1983, 1985 and 1988}, {@code 2000e to 2000e-17},
     * {@code 1001 - 1461}. A list item followed by a capitalised word is left out: it is the
     * title of the next cite ({@code §§ 1983, 1985, 28 U.S.C. § 1331}).
     */
    public static int sectionList(String t, int i, boolean plural) {
        int p = section(t, i);
        if (p < 0 || !plural) {
            return p;
        }
        while (true) {
            int q = listSeparator(t, p);
            if (q < 0) {
                return p;
            }
            int e = section(t, q);
            if (e < 0) {
                e = subsections(t, q);
                if (e == q) {
                    return p;
                }
            }
            int after = spaces(t, e);
            if (after > e && upper(at(t, after))) {
                return p;
            }
            p = e;
        }
    }

    /** {@code ,} {@code -} {@code and} {@code or} {@code &} {@code to} {@code through}, with whitespace; start of the next item. */
    static int listSeparator(String t, int p) {
        int q = spaces(t, p);
        if (q < 0) {
            return -1;
        }
        char c = at(t, q);
        if (c == ',') {
            q = spaces(t, q + 1);
            if (q < 0) {
                return -1;
            }
            int w = word(t, q, "and", "or");
            if (w > 0) {
                q = spaces1(t, w);
            }
        } else if (dash(c) || c == '&') {
            q = spaces(t, q + 1);
        } else if (q > p) {
            int w = word(t, q, "and", "or", "to", "through");
            if (w < 0) {
                return -1;
            }
            q = spaces1(t, w);
        } else {
            return -1;
        }
        if (q < 0) {
            return -1;
        }
        char first = at(t, q);
        return digit(first) || first == '(' ? q : -1;
    }

    /**
     * The end of a range written without a plural marker after the section {@code [start, end)}:
     * {@code R.C. 2307.71 to 2307.80}, {@code § 627.4136 through 627.4137}. Only between sections of
     * one chapter (the same text up to the last period or dash), so that {@code § 5 to 10 days}
     * stays the section 5; -1 when none follows.
     */
    static int sameChapterRangeEnd(String t, int start, int end) {
        int q = spaces1(t, end);
        int w = q < 0 ? -1 : word(t, q, "to", "through");
        int r = w < 0 ? -1 : spaces1(t, w);
        int e = r < 0 ? -1 : section(t, r);
        if (e < 0) {
            return -1;
        }
        String from = t.substring(start, end);
        int cut = Math.max(from.lastIndexOf('.'), from.lastIndexOf('-'));
        return cut > 0 && t.startsWith(from.substring(0, cut + 1), r) && e - r > cut + 1 ? e : -1;
    }

    /** One of {@code words} at {@code i}, ending a word; the index after it. */
    public static int word(String t, int i, String... words) {
        for (String w : words) {
            if (t.startsWith(w, i) && endsWord(t, i + w.length())) {
                return i + w.length();
            }
        }
        return -1;
    }

    /**
     * The start of a number of up to {@code maxDigits} digits (dashes allowed between digits when
     * {@code dashes}) that ends with whitespace just before {@code i}: the title in
     * {@code 42 U.S.C.} or {@code 28 Tex. Admin. Code}. A comma may sit between the number and
     * the whitespace ({@code 42, U.S.C.}) when {@code comma}. {@code -1} when there is none.
     */
    static int numberBefore(String t, int i, int maxDigits, boolean dashes, boolean comma) {
        int p = i - 1;
        int spaces = 0;
        while (p >= 0 && space(t.charAt(p))) {
            if (++spaces > MAX_SPACE) {
                return -1;
            }
            p--;
        }
        if (spaces == 0) {
            return -1;
        }
        if (comma && p >= 0 && t.charAt(p) == ',') {
            p--;
        }
        int end = p + 1;
        int digits = 0;
        int length = 0;
        while (p >= 0 && length < 16) {
            char c = t.charAt(p);
            if (digit(c)) {
                if (++digits > maxDigits && !dashes) {
                    return -1;
                }
            } else if (!(dashes && c == '-' && p + 1 < end && digit(t.charAt(p + 1)))) {
                break;
            }
            p--;
            length++;
        }
        int start = p + 1;
        if (digits == 0 || !digit(t.charAt(start)) || !digit(t.charAt(end - 1))) {
            return -1;
        }
        if (dashes && digits > maxDigits && !contains(t, start, end, '-')) {
            return -1;
        }
        if (start > 0) {
            char before = t.charAt(start - 1);
            if (wordChar(before) || before == '.' || before == ',' || before == '$' || before == '-' || before == '/') {
                return -1;
            }
        }
        return start;
    }

    /** The characters of {@code [from, to)} that are not whitespace. */
    static int weight(String t, int from, int to) {
        int n = 0;
        for (int p = from; p < to; p++) {
            if (!space(t.charAt(p))) {
                n++;
            }
        }
        return n;
    }

    /** Whether {@code c} occurs in {@code [from, to)}. */
    static boolean contains(String t, int from, int to, char c) {
        for (int p = from; p < to; p++) {
            if (t.charAt(p) == c) {
                return true;
            }
        }
        return false;
    }

    /** The end of the number (digits, dashes between digits) starting at {@code i}. */
    static int numberEnd(String t, int i) {
        int n = t.length();
        int p = i;
        while (p < n && (digit(t.charAt(p)) || (t.charAt(p) == '-' && p + 1 < n && digit(t.charAt(p + 1))))) {
            p++;
        }
        return p;
    }

    /** {@code raw} with every run of whitespace made one space. */
    static String collapse(String raw) {
        int n = raw.length();
        boolean clean = true;
        for (int i = 0; i < n; i++) {
            char c = raw.charAt(i);
            if (c > ' ' && c < '\u00A0') {
                continue;
            }
            if (space(c) && (c != ' ' || (i + 1 < n && space(raw.charAt(i + 1))))) {
                clean = false;
                break;
            }
        }
        if (clean) {
            return raw;
        }
        StringBuilder out = new StringBuilder(n);
        boolean inSpace = false;
        for (int i = 0; i < n; i++) {
            char c = raw.charAt(i);
            if (space(c)) {
                if (!inSpace) {
                    out.append(' ');
                }
                inSpace = true;
            } else {
                out.append(c);
                inSpace = false;
            }
        }
        return out.toString();
    }

    /** {@code text[from, to)} with every whitespace run as one space, none leading or trailing: a citation's {@code normalized} form. */
    static String collapseWhitespace(String text, int from, int to) {
        if (collapsed(text, from, to)) {
            return text.substring(from, to); // most citations: copied at once, not char by char
        }
        StringBuilder sb = new StringBuilder(to - from);
        boolean space = false;
        for (int i = from; i < to; i++) {
            char c = text.charAt(i);
            if (space(c)) {
                space = true;
                continue;
            }
            if (space && !sb.isEmpty()) {
                sb.append(' ');
            }
            space = false;
            sb.append(c);
        }
        return sb.toString();
    }

    /** Whether {@code text[from, to)} has single plain spaces between words and none at its ends. */
    private static boolean collapsed(String text, int from, int to) {
        if (from >= to) {
            return true;
        }
        if (space(text.charAt(from)) || space(text.charAt(to - 1))) {
            return false;
        }
        boolean afterSpace = false;
        for (int i = from + 1; i < to - 1; i++) {
            char c = text.charAt(i);
            if (space(c)) {
                if (c != ' ' || afterSpace) {
                    return false;
                }
                afterSpace = true;
            } else {
                afterSpace = false;
            }
        }
        return true;
    }
}
