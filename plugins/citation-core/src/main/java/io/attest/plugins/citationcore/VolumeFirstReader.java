package io.attest.plugins.citationcore;

import static io.attest.plugins.citationcore.ReporterChars.number;
import static io.attest.plugins.citationcore.ReporterChars.wordChar;
import static io.attest.plugins.citationcore.ReporterEditions.preferred;
import static io.attest.plugins.citationcore.ReporterHit.LEXIS;
import static io.attest.plugins.citationcore.ReporterHit.NEUTRAL;
import static io.attest.plugins.citationcore.ReporterHit.NONE;
import static io.attest.plugins.citationcore.ReporterHit.STANDARD;
import static io.attest.plugins.citationcore.ReporterPages.MAX_PAGE_DIGITS;
import static io.attest.plugins.citationcore.ReporterPages.citeEndsAt;
import static io.attest.plugins.citationcore.ReporterPages.pageBoundary;
import static io.attest.plugins.citationcore.ReporterPages.pageFeatures;
import static io.attest.plugins.citationcore.ReporterPages.readPage;
import static io.attest.plugins.citationcore.ReporterPages.romanPage;
import static io.attest.plugins.citationcore.TrieScratch.MAX_TERMINALS;

import io.attest.plugins.citationcore.ReporterCatalog.Edition;
import io.attest.plugins.citationcore.ReporterCatalog.Form;
import io.attest.plugins.citationcore.ReporterCatalog.Trie;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a cite whose volume is the digit run it starts at: {@code 410 U.S. 113}, {@code 2006-Ohio-2095},
 * {@code 5 U.S. (1 Cranch) 137}, {@code 2019 Tex. App. LEXIS 1234}. The reporter is matched by walking
 * the trie of normalised abbreviations (whitespace after a period optional); the page and the extras
 * the matching editions allow must follow. Reads a bounded number of characters. Immutable.
 */
final class VolumeFirstReader {

    private static final int MAX_VOLUME_DIGITS = 4;
    /** The length of an Illinois docket number, the page of {@code 2014 IL 115811}. */
    private static final int DOCKET_DIGITS = 6;

    // How the volume is joined to the reporter.
    private static final int PLAIN = 0;
    private static final int DASH = 1;
    private static final int NOSPACE = 2;
    private static final int DIGIT_SUFFIX = 3;
    private static final int ALPHA = 4;

    /** Forms that are also month or weekday abbreviations: {@code 15 Mar. 2021} is a date. */
    private static final java.util.Set<String> DATE_WORDS = java.util.Set.of("Jan.", "Feb.", "Mar.", "Apr.", "Jun.",
            "Jul.", "Aug.", "Sep.", "Sept.", "Oct.", "Nov.", "Dec.", "Mon.", "Tue.", "Wed.", "Thu.", "Fri.", "Sat.", "Sun.");

    private final ReporterCatalog catalog;
    private final Trie forward;

    VolumeFirstReader(ReporterCatalog catalog) {
        this.catalog = catalog;
        this.forward = catalog.forwardTrie();
    }

    /** The cite with the digit run {@code [s, runEnd)} as its volume, the longest reporter form first; null if none. */
    ReporterHit forward(String text, int s, int runEnd, TrieScratch scratch) {
        int n = text.length();
        int digits = runEnd - s;
        if (digits > MAX_VOLUME_DIGITS || runEnd >= n || text.charAt(s) == '0') {
            return null;
        }
        long volume = number(text, s, runEnd);
        boolean yearVolume = digits == 4 && volume >= 1700 && volume <= 2099;
        int mode = PLAIN;
        int volumeEnd = runEnd;
        int formStart;
        char c = text.charAt(runEnd);
        if (c == '-') {
            if (runEnd + 1 < n && Scan.digit(text.charAt(runEnd + 1))) {
                int q = runEnd + 1;
                while (q < n && Scan.digit(text.charAt(q)) && q - runEnd <= 4) {
                    q++;
                }
                int w = Scan.spaces(text, q);
                if (w <= q) {
                    return null;
                }
                mode = DIGIT_SUFFIX;
                volumeEnd = q;
                formStart = w;
            } else if (yearVolume) {
                mode = DASH;
                formStart = Scan.spaces(text, runEnd + 1);
            } else {
                return null;
            }
        } else if (Scan.space(c)) {
            int w = Scan.spaces(text, runEnd);
            if (w < 0 || w >= n) {
                return null;
            }
            if (text.charAt(w) == '-' && yearVolume) {
                mode = DASH;
                formStart = Scan.spaces(text, w + 1);
            } else {
                formStart = w;
            }
        } else if (c == 'A' && runEnd + 1 < n && Scan.space(text.charAt(runEnd + 1))) {
            mode = ALPHA;
            volumeEnd = runEnd + 1;
            formStart = Scan.spaces(text, runEnd + 1);
        } else if (c >= 'A' && c <= 'Z' && (digits == 2 || yearVolume)) {
            mode = NOSPACE;
            formStart = runEnd;
        } else {
            return null;
        }
        if (formStart < 0 || formStart >= n) {
            return null;
        }
        int found = walkForward(text, formStart, scratch);
        for (int k = found - 1; k >= 0; k--) {
            ReporterHit hit = afterForm(text, s, runEnd, volumeEnd, volume, yearVolume, mode, scratch.forms[k],
                    scratch.positions[k]);
            if (hit != null) {
                return hit;
            }
        }
        if (mode == PLAIN && yearVolume && catalog.lexis() != null) {
            return lexis(text, s, runEnd, formStart);
        }
        return null;
    }

    /** Walks the trie from {@code from}; records every form that ends on the way (shortest first). */
    private int walkForward(String text, int from, TrieScratch scratch) {
        int n = text.length();
        int node = 0;
        int i = from;
        int found = 0;
        boolean afterDot = false;
        while (i < n) {
            char c = text.charAt(i);
            if (Scan.space(c)) {
                int w = Scan.spaces(text, i);
                if (w < 0 || w >= n) {
                    break;
                }
                if (afterDot) {
                    afterDot = false;
                    i = w;
                    continue;
                }
                int next = forward.spaceChild(node);
                if (next < 0) {
                    break;
                }
                node = next;
                i = w;
                continue;
            }
            int next = forward.child(node, ReporterCatalog.fold(c));
            if (next < 0) {
                break;
            }
            node = next;
            i++;
            afterDot = c == '.';
            Form form = forward.terminal(node);
            if (form != null && found < MAX_TERMINALS) {
                scratch.positions[found] = i;
                scratch.forms[found] = form;
                found++;
            }
        }
        return found;
    }

    private static boolean volumeFits(Edition edition, int mode, int digits, boolean yearVolume) {
        return switch (mode) {
            case DASH -> edition.has(ReporterCatalog.NEUTRAL_DASH) && yearVolume;
            case NOSPACE -> edition.has(ReporterCatalog.NO_SPACE) && (digits == 2 || yearVolume);
            case DIGIT_SUFFIX -> edition.has(ReporterCatalog.V_DIGIT_SUFFIX);
            case ALPHA -> edition.has(ReporterCatalog.V_ALPHA);
            default -> edition.has(ReporterCatalog.V_ANY)
                    || (edition.has(ReporterCatalog.V_YEAR) && yearVolume)
                    || (edition.has(ReporterCatalog.V_MAX3) && digits <= 3);
        };
    }

    /** What follows a reporter matched after a volume: the page, and the extras its editions allow. */
    private ReporterHit afterForm(String text, int s, int runEnd, int volumeEnd, long volume, boolean yearVolume, int mode,
            Form form, int formEnd) {
        int n = text.length();
        int digits = runEnd - s;
        int union = 0;
        for (Edition edition : form.editions()) {
            if (volumeFits(edition, mode, digits, yearVolume)) {
                union |= edition.shapes();
            }
        }
        if (union == 0) {
            return null;
        }
        ReporterHit hit = new ReporterHit();
        int used = 0;
        int q = formEnd;
        if (mode == DASH) {
            q = Scan.spaces(text, q);
            if (q < 0 || q >= n || text.charAt(q) != '-') {
                return null;
            }
            q = Scan.spaces(text, q + 1);
            if (q < 0) {
                return null;
            }
        } else if (mode == NOSPACE) {
            if (q < n && text.charAt(q) == ' ') {
                q++;
            }
        } else {
            if (q < n && text.charAt(q) == ',') {
                q++;
            }
            int w = Scan.spaces(text, q);
            if (w < 0 || w >= n) {
                return null;
            }
            boolean separated = w > q;
            q = w;
            if (text.charAt(q) == '(' && (union & (ReporterCatalog.YEAR_INCLUDED | ReporterCatalog.NOMINATIVE)) != 0) {
                int close = parenthesisInCite(text, q, union, hit);
                if (close < 0) {
                    return null;
                }
                used |= hit.includedYear != NONE ? ReporterCatalog.YEAR_INCLUDED : ReporterCatalog.NOMINATIVE;
                if (close < n && text.charAt(close) == ',') {
                    close++;
                }
                w = Scan.spaces(text, close);
                if (w <= close) {
                    return null;
                }
                separated = true;
                q = w;
            }
            if (!separated) {
                return null;
            }
            if ((union & ReporterCatalog.SUPPLEMENT) != 0 && text.startsWith("Supp.", q)) {
                int m = Scan.spaces(text, q + 5);
                if (m > q + 5) {
                    used |= ReporterCatalog.SUPPLEMENT;
                    hit.supplement = true;
                    q = m;
                }
            }
            if ((union & ReporterCatalog.P_MARKER) != 0) {
                int m = pageMarker(text, q);
                if (m > q) {
                    used |= ReporterCatalog.P_MARKER;
                    q = m;
                }
            }
            if ((union & ReporterCatalog.PARAGRAPH) != 0 && (used & ReporterCatalog.P_MARKER) == 0) {
                int m = paragraphMarker(text, q);
                if (m > q) {
                    used |= ReporterCatalog.PARAGRAPH;
                    hit.paragraph = true;
                    q = m;
                }
            }
        }
        String prefix = "";
        if ((union & ReporterCatalog.PAGE_PREFIX) != 0 && q + 1 < n && Scan.upper(text.charAt(q))
                && Scan.digit(text.charAt(q + 1))) {
            prefix = String.valueOf(text.charAt(q));
            used |= ReporterCatalog.PAGE_PREFIX;
            q++;
        }
        int pageStart = q;
        int end = readPage(text, q, union, hit);
        if (end < 0 && (union & ReporterCatalog.ROMAN_PAGE) != 0 && prefix.isEmpty()) {
            end = romanPage(text, q);
            if (end > 0) {
                used |= ReporterCatalog.ROMAN_PAGE;
            }
        }
        if (end < 0) {
            return null;
        }
        if ((used & ReporterCatalog.ROMAN_PAGE) == 0) {
            used |= pageFeatures(text, pageStart, end, union);
        }
        if (!pageBoundary(text, end)) {
            return null;
        }
        List<Edition> candidates = new ArrayList<>(form.editions().size());
        for (Edition edition : form.editions()) {
            if (volumeFits(edition, mode, digits, yearVolume) && (edition.shapes() & used) == used) {
                candidates.add(edition);
            }
        }
        if (candidates.isEmpty()) {
            return null;
        }
        if (form.risky() && mode != DASH && !citeEndsAt(text, end) && !docketNeutral(text, candidates, yearVolume, pageStart)) {
            return null;
        }
        if (DATE_WORDS.contains(form.key()) && volume <= 31 && end - pageStart == 4
                && number(text, pageStart, end) >= 1600 && number(text, pageStart, end) <= 2099) {
            return null; // 15 Mar. 2021
        }
        hit.start = s;
        hit.end = end;
        hit.style = mode == DASH ? NEUTRAL : STANDARD;
        hit.volume = text.substring(s, volumeEnd);
        hit.volumeNumber = volume;
        hit.page = prefix + text.substring(pageStart, end);
        hit.form = form;
        hit.candidates = candidates;
        return hit;
    }

    /**
     * {@code (1857)} / {@code (1868,)} when the editions allow a year there, else a nominative reporter
     * {@code (1 Cranch)}, {@code (Black)}, {@code (Mill Const.)}. Returns the index after {@code ')'} or -1.
     */
    private int parenthesisInCite(String text, int open, int union, ReporterHit hit) {
        int n = text.length();
        int limit = Math.min(n, open + 48);
        if ((union & ReporterCatalog.YEAR_INCLUDED) != 0 && open + 5 < n) {
            int q = open + 1;
            while (q < limit && Scan.digit(text.charAt(q))) {
                q++;
            }
            if (q - open - 1 == 4) {
                int close = q < n && text.charAt(q) == ',' ? q + 1 : q;
                if (close < n && text.charAt(close) == ')') {
                    hit.includedYear = (int) number(text, open + 1, q);
                    return close + 1;
                }
            }
        }
        if ((union & ReporterCatalog.NOMINATIVE) == 0) {
            return -1;
        }
        int q = open + 1;
        int volumeStart = q;
        while (q < limit && Scan.digit(text.charAt(q))) {
            q++;
        }
        String nominativeVolume = null;
        if (q > volumeStart) {
            if (q - volumeStart > 2 || q >= limit || text.charAt(q) != ' ') {
                return -1;
            }
            if (text.startsWith(" & ", q) && q + 3 < limit && Scan.digit(text.charAt(q + 3))) {
                q += 3; // (3 & 4 Dev. & Bat.)
                while (q < limit && Scan.digit(text.charAt(q))) {
                    q++;
                }
                if (q >= limit || text.charAt(q) != ' ') {
                    return -1;
                }
            }
            nominativeVolume = text.substring(volumeStart, q);
            q++;
        }
        int nameStart = q;
        if (q >= limit || !Scan.upper(text.charAt(q))) {
            return -1;
        }
        while (q < limit) {
            char c = text.charAt(q);
            if (c == ')') {
                break;
            }
            if (!(Character.isLetter(c) || c == '.' || c == '&' || c == ' ' || c == '\'' || c == '\u2019')) {
                return -1;
            }
            q++;
        }
        if (q >= limit) {
            return -1;
        }
        String name = collapse(text, nameStart, q).trim();
        Form known = catalog.form(name).orElse(null);
        String canonical = name;
        if (known != null) {
            hit.nominativeEditions = known.editions();
            canonical = preferred(known, known.editions()).abbreviation();
        }
        hit.nominative = nominativeVolume == null ? canonical : nominativeVolume + " " + canonical;
        return q + 1;
    }

    /**
     * Whether a risky one-word form ({@code IL}) reads as a neutral cite even in mid-sentence: the
     * volume is a year, every candidate edition takes only a year as its volume, and the number is a
     * six-digit docket number ({@code 2014 IL 115811 is unsupported}; not {@code 2014 IL 12 cases}).
     */
    private static boolean docketNeutral(String text, List<Edition> candidates, boolean yearVolume, int pageStart) {
        if (!yearVolume) {
            return false;
        }
        for (Edition edition : candidates) {
            if (edition.has(ReporterCatalog.V_ANY) || !edition.has(ReporterCatalog.V_YEAR)) {
                return false;
            }
        }
        int n = text.length();
        int q = pageStart;
        while (q < n && Scan.digit(text.charAt(q)) && q - pageStart <= DOCKET_DIGITS) {
            q++;
        }
        return q - pageStart == DOCKET_DIGITS;
    }

    /** {@code p. }, {@code Page }, {@code page }: the index after the marker and its spaces, else {@code q}. */
    private static int pageMarker(String text, int q) {
        int m;
        if (text.startsWith("p.", q)) {
            m = q + 2;
        } else if (text.startsWith("Page", q) || text.startsWith("page", q)) {
            m = q + 4;
        } else {
            return q;
        }
        int w = Scan.spaces(text, m);
        return w > m ? w : q;
    }

    /** {@code ¶}, {@code P}, {@code par.}, {@code para.}, each followed by optional spaces and a digit. */
    private static int paragraphMarker(String text, int q) {
        int n = text.length();
        int m;
        if (q < n && text.charAt(q) == '\u00B6') {
            m = q + 1;
        } else if (q < n && text.charAt(q) == 'P') {
            m = q + 1;
        } else if (text.startsWith("par.", q)) {
            m = q + 4;
        } else if (text.startsWith("para.", q)) {
            m = q + 5;
        } else {
            return q;
        }
        int w = Scan.spaces(text, m);
        if (w < 0 || w >= n || !Scan.digit(text.charAt(w))) {
            return q;
        }
        return w;
    }

    /** Generic LEXIS cites not in reporters-db: {@code 2019 Tex. App. LEXIS 1234}, {@code 2018 Bankr. LEXIS 100}. */
    private ReporterHit lexis(String text, int s, int runEnd, int formStart) {
        int n = text.length();
        int q = formStart;
        for (int words = 0; ; words++) {
            if (text.startsWith("LEXIS", q) && !wordChar(text, q + 5)) {
                break;
            }
            if (words >= 6 || q >= n || !Scan.upper(text.charAt(q))) {
                return null;
            }
            int r = q;
            while (r < n && r - q < 16 && (Character.isLetter(text.charAt(r)) || text.charAt(r) == '.'
                    || text.charAt(r) == '&' || text.charAt(r) == '\'')) {
                r++;
            }
            int w = Scan.spaces(text, r);
            if (w <= r) {
                return null;
            }
            q = w;
        }
        int w = Scan.spaces(text, q + 5);
        if (w <= q + 5) {
            return null;
        }
        int end = w;
        while (end < n && Scan.digit(text.charAt(end)) && end - w <= MAX_PAGE_DIGITS) {
            end++;
        }
        if (end == w || !pageBoundary(text, end)) {
            return null;
        }
        ReporterHit hit = new ReporterHit();
        hit.start = s;
        hit.end = end;
        hit.style = LEXIS;
        hit.volume = text.substring(s, runEnd);
        hit.volumeNumber = number(text, s, runEnd);
        hit.page = text.substring(w, end);
        hit.candidates = List.of(catalog.lexis());
        hit.written = collapse(text, formStart, q + 5);
        return hit;
    }

    private static String collapse(String text, int from, int to) {
        return Scan.collapseWhitespace(text, from, to);
    }
}
