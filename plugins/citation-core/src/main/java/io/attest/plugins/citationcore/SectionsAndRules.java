package io.attest.plugins.citationcore;

import java.util.List;

/**
 * The provision forms every domain shares: bare sections ({@code § 1983}, {@code §§ 101-105}),
 * capitalised {@code Section}/{@code Sections}/{@code Sec.} and {@code Rule}/{@code Rules} with a
 * number ({@code Section 10(b)}, {@code Rule 12(b)(6)}), and lower-case {@code section}/{@code rule}
 * where the number cannot be a paragraph of the document itself (see {@link ProvisionRecognizer}).
 * Each method returns the end of the form at {@code i}, or {@code -1}; the families build on
 * {@link #bareSectionEnd} and {@link #numbered} ({@code Exchange Act § 10(b)}, {@code Exchange Act Rule 10b-5}).
 */
public final class SectionsAndRules {

    private static final String[] SECTION_WORDS = {"Sections", "Section", "Secs.", "Sec."};
    private static final String[] LOWER_SECTION_WORDS = {"sections", "section", "secs.", "sec."};
    private static final String[] RULE_WORDS = {"Rules", "Rule"};
    private static final String[] LOWER_RULE_WORDS = {"rules", "rule"};
    /** What each of the lower-case words starts with: where {@link #lowerCase} may find a form. */
    static final List<String> LOWER_CASE_STARTS = List.of("sec", "rule");
    /** The lower-case words themselves, each read right before its number. */
    static final List<String> LOWER_CASE_WORDS = java.util.stream.Stream.concat(
            java.util.Arrays.stream(LOWER_SECTION_WORDS), java.util.Arrays.stream(LOWER_RULE_WORDS)).toList();

    /** The words of the forms that start with a capital: the provision pass's own anchors. */
    static final String[] ANCHORS = {"Section", "Sec.", "Rule"};

    private SectionsAndRules() {
    }

    /** The end of {@code § n} or {@code §§ n, m} at {@code q} (a {@code §}); -1 when no section follows. */
    public static int bareSectionEnd(String text, int q) {
        boolean plural = Scan.at(text, q + 1) == '§';
        int r = Scan.spaces(text, q + (plural ? 2 : 1));
        return r < 0 ? -1 : Scan.sectionList(text, r, plural);
    }

    /** A capitalised form at {@code i} (its first character {@code c}): {@code Section 10(b)}, {@code Sec. 5}, {@code Rule 10b-5}. */
    static int capitalised(String text, int i, char c) {
        return switch (c) {
            case 'S' -> sectionWord(text, i);
            case 'R' -> rule(text, i);
            default -> -1;
        };
    }

    /** {@code Section 10(b)}, {@code Sections 13(a) and 15(d)}, {@code Sec. 5}. */
    private static int sectionWord(String text, int i) {
        for (String word : SECTION_WORDS) {
            if (!Scan.has(text, i, word)) {
                continue;
            }
            int q = word.endsWith(".") ? Scan.spaces(text, i + word.length()) : Scan.spaces1(text, i + word.length());
            if (q < 0 || !Scan.digit(Scan.at(text, q))) {
                return -1;
            }
            return Scan.sectionList(text, q, pluralMarker(word));
        }
        return -1;
    }

    /** {@code Rule 10b-5}, {@code Rules 12(b)(6) and 56}. */
    public static int rule(String text, int i) {
        return numbered(text, i, RULE_WORDS);
    }

    /** One of {@code words} at {@code i} (a word ending in {@code s} introduces a list), whitespace, a section or list. */
    public static int numbered(String text, int i, String... words) {
        for (String word : words) {
            if (Scan.has(text, i, word)) {
                int q = Scan.spaces1(text, i + word.length());
                if (q < 0 || !Scan.digit(Scan.at(text, q))) {
                    return -1;
                }
                return Scan.sectionList(text, q, word.endsWith("s"));
            }
        }
        return -1;
    }

    /** Whether a section word introduces a list: {@code Sections}, {@code Secs.}, {@code secs.}. */
    static boolean pluralMarker(String word) {
        return word.endsWith("s") || word.endsWith("s.");
    }

    /** Lower-case {@code section}, {@code sec.}/{@code rule} (first character {@code c}) with a number that is clearly a provision. */
    static int lowerCase(String text, int i, char c) {
        String[] words = c == 's' ? LOWER_SECTION_WORDS : LOWER_RULE_WORDS;
        for (String word : words) {
            if (Scan.has(text, i, word)) {
                int q = word.endsWith(".") ? Scan.spaces(text, i + word.length()) : Scan.spaces1(text, i + word.length());
                if (q < 0 || !Scan.digit(Scan.at(text, q))) {
                    return -1;
                }
                int end = Scan.sectionList(text, q, pluralMarker(word));
                return end > 0 && distinctive(text, q, end) ? end : -1;
            }
        }
        return -1;
    }

    /** A subsection or letter, three digits or more, or {@code of [the] Capital...} after the number. */
    private static boolean distinctive(String text, int start, int end) {
        int digits = 0;
        boolean leading = true;
        for (int p = start; p < end; p++) {
            char c = text.charAt(p);
            if (c == '(' || Scan.asciiLetter(c)) {
                return true;
            }
            if (leading && Scan.digit(c)) {
                digits++;
            } else {
                leading = false;
            }
        }
        if (digits >= 3) {
            return true;
        }
        int p = Scan.spaces1(text, end);
        if (p < 0) {
            return false;
        }
        p = Scan.word(text, p, "of");
        p = p < 0 ? -1 : Scan.spaces1(text, p);
        if (p < 0) {
            return false;
        }
        int the = Scan.word(text, p, "the");
        if (the > 0) {
            p = Scan.spaces1(text, the);
        }
        return p >= 0 && Scan.upper(Scan.at(text, p));
    }
}
