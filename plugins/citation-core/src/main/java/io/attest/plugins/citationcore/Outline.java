package io.attest.plugins.citationcore;

import java.util.ArrayList;
import java.util.List;

/**
 * Outline paths ({@link TokenType#OUTLINE}): parts of one to four letters or digits (a Roman
 * number, a letter, a number) joined by periods or each in parentheses — {@code II.B.3},
 * {@code II(B)(3)}, {@code 3.2(b)}. A period ends the path unless a part follows it, so a
 * sentence's final period is left out. A word is not a part ({@code SEC rule}, {@code SEC Jud.}),
 * nor the {@code v.} of a case name ({@code SEC v. Jarkesy}).
 */
final class Outline {

    private static final int MAX_PART = 4;
    private static final int MAX_PARTS = 8;

    private Outline() {
    }

    /** The end of the path at {@code i}, or -1 when none starts there. */
    static int read(String t, int i) {
        int p = part(t, i);
        if (p < 0 || versus(t, i, p)) {
            return -1;
        }
        int parts = 1;
        while (parts < MAX_PARTS) {
            char c = Scan.at(t, p);
            int q;
            if (c == '.') {
                q = part(t, p + 1);
            } else if (c == '(') {
                q = part(t, p + 1);
                q = q > 0 && Scan.at(t, q) == ')' ? q + 1 : -1;
            } else {
                break;
            }
            if (q < 0) {
                break;
            }
            p = q;
            parts++;
        }
        return Scan.wordChar(Scan.at(t, p)) ? -1 : p;
    }

    private static int part(String t, int i) {
        int p = i;
        while (p - i < MAX_PART && Scan.asciiAlnum(Scan.at(t, p))) {
            p++;
        }
        return p > i && !Scan.asciiAlnum(Scan.at(t, p)) && numberOrLetter(t, i, p) ? p : -1;
    }

    /**
     * A part with a digit ({@code 3}, {@code 10b}), one letter, or a Roman number in one case (as
     * {@link TokenType#ROMAN} reads it: {@code II}, {@code xiv}); not a word ({@code Vic}, {@code rule}).
     */
    private static boolean numberOrLetter(String t, int from, int to) {
        if (to - from == 1) {
            return true;
        }
        boolean upper = Scan.upper(t.charAt(from));
        for (int k = from; k < to; k++) {
            char c = t.charAt(k);
            if (Scan.digit(c)) {
                return true;
            }
            if (Scan.upper(c) != upper) {
                return false;
            }
        }
        return TokenType.romanValue(t.substring(from, to)) > 0;
    }

    /** A lone lower-case {@code v} at {@code [i, p)} followed by a period, a space and a capital: the versus of a case name. */
    private static boolean versus(String t, int i, int p) {
        return p == i + 1 && t.charAt(i) == 'v' && Scan.at(t, p) == '.' && Scan.space(Scan.at(t, p + 1)) && Scan.upper(Scan.at(t, p + 2));
    }

    /** The parts of a path read by {@link #read}: {@code II(B)(3)} → {@code [II, B, 3]}. */
    static List<String> parts(String path) {
        List<String> out = new ArrayList<>();
        StringBuilder part = new StringBuilder();
        for (int k = 0; k < path.length(); k++) {
            char c = path.charAt(k);
            if (Scan.asciiAlnum(c)) {
                part.append(c);
            } else if (!part.isEmpty()) {
                out.add(part.toString());
                part.setLength(0);
            }
        }
        if (!part.isEmpty()) {
            out.add(part.toString());
        }
        return out;
    }
}
