package io.attest.plugins.citationcore;

import static io.attest.plugins.citationcore.ReporterChars.wordChar;

/**
 * The page of a reporter cite and where it must end, shared by both directions: a volume-first cite
 * ({@link VolumeFirstReader}) and a volumeless one ({@link ReporterFirstReader}) read the same page
 * shapes and end on the same boundaries.
 */
final class ReporterPages {

    static final int MAX_PAGE_DIGITS = 9;

    private ReporterPages() {
    }

    /** The page: digits, and where the editions allow, commas, a letter, {@code (A)}, {@code -U}, {@code WC}. */
    static int readPage(String text, int q, int union, ReporterHit hit) {
        int n = text.length();
        int start = q;
        while (q < n && Scan.digit(text.charAt(q))) {
            q++;
        }
        if (q == start || q - start > MAX_PAGE_DIGITS) {
            return -1;
        }
        if ((union & ReporterCatalog.PARAGRAPH) != 0) {
            while (q + 1 < n && text.charAt(q) == ',' && Scan.digit(text.charAt(q + 1)) && q - start < 16) {
                q++;
                while (q < n && Scan.digit(text.charAt(q))) {
                    q++;
                }
            }
        }
        if ((union & ReporterCatalog.DASH_SUFFIX) != 0) {
            if (q + 1 < n && text.charAt(q) == '-' && Scan.upper(text.charAt(q + 1)) && !wordChar(text, q + 2)) {
                return q + 2;
            }
            if (text.startsWith("WC", q) && !wordChar(text, q + 2)) {
                return q + 2;
            }
        }
        if ((union & ReporterCatalog.PAGE_BRACKET) != 0 && q + 2 < n) {
            char a = text.charAt(q);
            char b = text.charAt(q + 1);
            char z = text.charAt(q + 2);
            if ((a == '(' || a == '[') && (b == 'A' || b == 'U') && (z == ')' || z == ']')) {
                return q + 3;
            }
        }
        if ((union & ReporterCatalog.PAGE_LETTER) != 0 && q < n && Scan.asciiLetter(text.charAt(q)) && !wordChar(text, q + 1)) {
            return q + 1;
        }
        return q;
    }

    /** {@code XI}, {@code lii}: two to eight roman digits of one case, ending the word; else -1. */
    static int romanPage(String text, int q) {
        int n = text.length();
        int r = q;
        boolean upper = q < n && Character.isUpperCase(text.charAt(q));
        String digits = upper ? "IVXLC" : "ivxlc";
        while (r < n && r - q < 8 && digits.indexOf(text.charAt(r)) >= 0) {
            r++;
        }
        return r - q >= 2 && !wordChar(text, r) ? r : -1;
    }

    /** The shapes a page read by {@link #readPage} needed. */
    static int pageFeatures(String text, int pageStart, int end, int union) {
        int used = 0;
        for (int k = pageStart; k < end; k++) {
            char c = text.charAt(k);
            if (c == ',') {
                used |= ReporterCatalog.PARAGRAPH;
            } else if (c == '-' || (c == 'W' && text.startsWith("WC", k) && k + 2 == end)) {
                used |= ReporterCatalog.DASH_SUFFIX;
                break;
            } else if (c == '(' || c == '[') {
                used |= ReporterCatalog.PAGE_BRACKET;
                break;
            } else if (!Scan.digit(c)) {
                used |= ReporterCatalog.PAGE_LETTER;
                break;
            }
        }
        return used & union;
    }

    /** The page must end the token: not {@code 10th}, {@code 10%}, {@code 10.5}, {@code 10:30}, {@code 10/12}, {@code 10-year}. */
    static boolean pageBoundary(String text, int q) {
        int n = text.length();
        if (q >= n) {
            return true;
        }
        char c = text.charAt(q);
        if (Character.isLetterOrDigit(c) || c == '%' || c == '_') {
            return false;
        }
        if (q + 1 < n) {
            char d = text.charAt(q + 1);
            if ((c == '.' || c == ':' || c == '/') && Scan.digit(d)) {
                return false;
            }
            if ((c == '-' || c == '\u2013') && Character.isLetter(d)) {
                return false;
            }
        }
        return true;
    }

    /**
     * For risky forms ({@code US}, {@code WL}, {@code Texas}, {@code A.}): the cite must end here, at the
     * end of the text or a line, before punctuation, a parenthetical or {@code at}.
     */
    static boolean citeEndsAt(String text, int q) {
        int n = text.length();
        int r = q;
        while (r < n && Scan.space(text.charAt(r)) && !Scan.lineBreak(text.charAt(r)) && r - q < Scan.MAX_SPACE) {
            r++;
        }
        if (r >= n) {
            return true;
        }
        char c = text.charAt(r);
        if (Scan.lineBreak(c)) {
            return true;
        }
        if (",;.:)]}([\"\u201D\u201C'\u2019\u2014\u2013".indexOf(c) >= 0) {
            return true;
        }
        return r > q && text.startsWith("at ", r) && r + 3 < n && (Scan.digit(text.charAt(r + 3)) || text.charAt(r + 3) == '*');
    }
}
