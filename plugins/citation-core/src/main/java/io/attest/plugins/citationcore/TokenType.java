package io.attest.plugins.citationcore;

import java.util.Locale;

/**
 * The kinds of value a citation template reads: each reads forward from a position, says which
 * characters it may hold (so a token before a template's anchor can be found by scanning back),
 * and normalises what it read for the key and for display.
 */
enum TokenType {
    /** Digits: a title or chapter number ({@code 42}); leading zeros are not part of the key. */
    NUMBER,
    /** A number with letters attached, starting with a digit: {@code 93A}, {@code 15A}. */
    ALNUM,
    /** A Roman or Arabic number: {@code XIV}, {@code 14}, {@code iv}; the key is Arabic, the display Roman. */
    ROMAN,
    /**
     * A section with everything attached ({@code 1983}, {@code 78j}, {@code 2000e-2}, {@code 240.10b-5},
     * {@code 1.501(c)(3)-1}, {@code 9:2800}); parenthesised subsections at its end are the pin.
     */
    SECTION,
    /** Letters and digits, dots and dashes, starting with a letter or digit: {@code 69O-166.031}, {@code R4-1-101}, {@code G-17}. */
    CODE,
    /** One to three capital letters: a subpart ({@code E}), a policy coverage ({@code A}). */
    LETTERS,
    /**
     * An outline path of a document such as an insurance policy: {@code II.B.3}, {@code II(B)(3)},
     * {@code IV.C.2.a}, {@code 3.2(b)}. The first part is the section, the others the pin, so
     * the dotted and the parenthesised way of writing it are one.
     */
    OUTLINE;

    private static final int MAX_BACK = 40;

    static TokenType parse(String name) {
        return valueOf(name.toUpperCase(Locale.ROOT));
    }

    /**
     * The end of this token at {@code i} when the next element is glued to it ({@code 12} of
     * {@code 12VAC30-50-10}): a number may then run into letters.
     */
    int readGlued(String t, int i) {
        if (this == NUMBER) {
            int p = i;
            while (Scan.digit(Scan.at(t, p)) && p - i < 6) {
                p++;
            }
            return p > i && !Scan.digit(Scan.at(t, p)) ? p : -1;
        }
        return read(t, i);
    }

    /** The end of this token at {@code i} (pin included for sections), or -1. */
    int read(String t, int i) {
        char first = Scan.at(t, i);
        return switch (this) {
            case NUMBER -> {
                int p = i;
                while (Scan.digit(Scan.at(t, p)) && p - i < 6) {
                    p++;
                }
                yield p > i && !Scan.wordChar(Scan.at(t, p)) ? p : -1;
            }
            case ALNUM -> {
                if (!Scan.digit(first)) {
                    yield -1;
                }
                int p = i;
                int letters = 0;
                while (Scan.asciiAlnum(Scan.at(t, p)) && p - i < 10) {
                    if (Scan.asciiLetter(t.charAt(p)) && ++letters > 3) {
                        yield -1;
                    }
                    p++;
                }
                yield Scan.wordChar(Scan.at(t, p)) ? -1 : p;
            }
            case ROMAN -> {
                if (Scan.digit(first)) {
                    yield NUMBER.read(t, i);
                }
                int p = i;
                while (romanLetter(Scan.at(t, p)) && p - i < 10) {
                    p++;
                }
                yield p > i && !Scan.wordChar(Scan.at(t, p)) && romanValue(t.substring(i, p)) > 0 ? p : -1;
            }
            case SECTION -> spacedPin(t, Scan.section(t, i));
            case OUTLINE -> Outline.read(t, i);
            case LETTERS -> {
                int p = i;
                while (Scan.upper(Scan.at(t, p)) && p - i < 3) {
                    p++;
                }
                yield p > i && !Scan.wordChar(Scan.at(t, p)) ? p : -1;
            }
            case CODE -> {
                if (!Scan.asciiAlnum(first)) {
                    yield -1;
                }
                int p = i + 1;
                int n = t.length();
                while (p < n && p - i < 32) {
                    char c = t.charAt(p);
                    if (Scan.asciiAlnum(c)) {
                        p++;
                    } else if ((c == '.' || c == ':' || Scan.dash(c)) && p + 1 < n && Scan.asciiAlnum(t.charAt(p + 1))) {
                        p++;
                    } else {
                        break;
                    }
                }
                if (!Scan.digit(first) && !containsDigit(t, i, p)) {
                    yield -1;
                }
                yield Scan.wordChar(Scan.at(t, p)) ? -1 : Scan.subsections(t, p);
            }
        };
    }

    /**
     * {@code § 1030 (a)(2)}: subsections after one space belong to the section when the first
     * holds one to three letters (a year, {@code (2018)}, or a word, {@code (fees)}, does not).
     */
    private static int spacedPin(String t, int end) {
        if (end < 0 || Scan.at(t, end) != ' ' || Scan.at(t, end + 1) != '(' || !Scan.asciiLetter(Scan.at(t, end + 2))) {
            return end;
        }
        int close = t.indexOf(')', end + 2);
        if (close < 0 || close - (end + 2) > 3) {
            return end; // (a), (ii), (iv): a subsection; (fees), (West): a parenthetical
        }
        int pinned = Scan.subsections(t, end + 1);
        return pinned > end + 1 && !Scan.wordChar(Scan.at(t, pinned)) ? pinned : end;
    }

    /** Where a token that ends at {@code end} may start, scanning back over the characters it can hold; -1 when none. */
    int startBefore(String t, int end) {
        int p = end;
        while (p > 0 && end - p < MAX_BACK && holds(t.charAt(p - 1))) {
            p--;
        }
        while (p < end && !startsWith(t.charAt(p))) {
            p++;
        }
        return p < end ? p : -1;
    }

    private boolean holds(char c) {
        return switch (this) {
            case NUMBER -> Scan.digit(c);
            case ALNUM, ROMAN -> Scan.asciiAlnum(c);
            case LETTERS -> Scan.upper(c);
            case OUTLINE -> Scan.asciiAlnum(c) || c == '.' || c == '(' || c == ')';
            case SECTION, CODE -> Scan.asciiAlnum(c) || c == '.' || c == ':' || c == '(' || c == ')' || Scan.dash(c);
        };
    }

    /** Whether a token may end with {@code c} (a pin's closing bracket included). */
    boolean mayEndWith(char c) {
        return switch (this) {
            case NUMBER -> Scan.digit(c);
            case ALNUM -> Scan.asciiAlnum(c);
            case ROMAN -> Scan.digit(c) || romanLetter(c);
            case LETTERS -> Scan.upper(c);
            case SECTION, CODE, OUTLINE -> Scan.asciiAlnum(c) || c == ')';
        };
    }

    /** Whether a token read forwards ({@link #read}, or a list of sections) may start with {@code c}. */
    boolean mayStartWith(char c) {
        return startsWith(c);
    }

    private boolean startsWith(char c) {
        return switch (this) {
            case NUMBER, ALNUM, SECTION -> Scan.digit(c);
            case ROMAN -> Scan.digit(c) || romanLetter(c);
            case CODE, OUTLINE -> Scan.asciiAlnum(c);
            case LETTERS -> Scan.upper(c);
        };
    }

    /** The value as keys compare it. */
    String key(String raw) {
        return switch (this) {
            case NUMBER -> stripZeros(raw);
            case ROMAN -> Scan.digit(raw.charAt(0)) ? stripZeros(raw) : Integer.toString(romanValue(raw));
            case ALNUM -> stripZeros(raw).toLowerCase(Locale.ROOT);
            case SECTION, CODE, LETTERS, OUTLINE -> dashes(raw).toLowerCase(Locale.ROOT);
        };
    }

    /** The value as the canonical name shows it. */
    String display(String raw) {
        return switch (this) {
            case NUMBER -> stripZeros(raw);
            case ROMAN -> toRoman(Integer.parseInt(key(raw)));
            case ALNUM -> stripZeros(raw).toUpperCase(Locale.ROOT);
            case SECTION, CODE, LETTERS, OUTLINE -> dashes(raw);
        };
    }

    private static boolean containsDigit(String t, int from, int to) {
        for (int p = from; p < to; p++) {
            if (Scan.digit(t.charAt(p))) {
                return true;
            }
        }
        return false;
    }

    private static String stripZeros(String raw) {
        int i = 0;
        while (i < raw.length() - 1 && raw.charAt(i) == '0') {
            i++;
        }
        return raw.substring(i);
    }

    static String dashes(String raw) {
        int first = 0;
        while (first < raw.length() && (raw.charAt(first) == '-' || !Scan.dash(raw.charAt(first)))) {
            first++;
        }
        if (first == raw.length()) {
            return raw; // most values have only ASCII hyphens, or none
        }
        StringBuilder out = new StringBuilder(raw.length());
        for (int i = 0; i < raw.length(); i++) {
            char c = raw.charAt(i);
            out.append(Scan.dash(c) ? '-' : c);
        }
        return out.toString();
    }

    private static boolean romanLetter(char c) {
        return switch (c) {
            case 'I', 'V', 'X', 'L', 'C', 'i', 'v', 'x', 'l', 'c' -> true;
            default -> false;
        };
    }

    /** The value of a Roman number (I to CCC...), or 0 when it is not one written the usual way. */
    static int romanValue(String s) {
        int total = 0;
        int previous = Integer.MAX_VALUE;
        for (int i = 0; i < s.length(); i++) {
            int v = switch (Character.toUpperCase(s.charAt(i))) {
                case 'I' -> 1;
                case 'V' -> 5;
                case 'X' -> 10;
                case 'L' -> 50;
                case 'C' -> 100;
                default -> 0;
            };
            if (v == 0) {
                return 0;
            }
            total += v > previous ? v - 2 * previous : v;
            previous = v;
        }
        return total > 0 && toRoman(total).equalsIgnoreCase(s) ? total : 0;
    }

    static String toRoman(int n) {
        int[] values = {100, 90, 50, 40, 10, 9, 5, 4, 1};
        String[] letters = {"C", "XC", "L", "XL", "X", "IX", "V", "IV", "I"};
        StringBuilder out = new StringBuilder();
        int rest = n;
        for (int k = 0; k < values.length; k++) {
            while (rest >= values[k]) {
                out.append(letters[k]);
                rest -= values[k];
            }
        }
        return out.toString();
    }
}
