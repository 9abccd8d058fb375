package io.attest.plugins.citationcore;

import static io.attest.plugins.citationcore.ReporterChars.number;
import static io.attest.plugins.citationcore.ReporterHit.VOLUMELESS;
import static io.attest.plugins.citationcore.ReporterHit.YEAR_PAGE;
import static io.attest.plugins.citationcore.ReporterHit.YEAR_VOLUME;
import static io.attest.plugins.citationcore.ReporterPages.MAX_PAGE_DIGITS;
import static io.attest.plugins.citationcore.ReporterPages.citeEndsAt;
import static io.attest.plugins.citationcore.ReporterPages.pageBoundary;
import static io.attest.plugins.citationcore.ReporterPages.pageFeatures;
import static io.attest.plugins.citationcore.ReporterPages.readPage;
import static io.attest.plugins.citationcore.TrieScratch.MAX_TERMINALS;

import io.attest.plugins.citationcore.ReporterCatalog.Edition;
import io.attest.plugins.citationcore.ReporterCatalog.Form;
import io.attest.plugins.citationcore.ReporterCatalog.Trie;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a cite whose reporter comes before the digit run, without a volume: {@code Hask. 236},
 * {@code Fed. Sec. L. Rep. (CCH) ¶ 77,526}, {@code T.C. Memo. 2019-1234}. The reporter is matched
 * leftwards from the page through the reversed trie, so a cite is found from its digits like every
 * other. Reads a bounded number of characters. Immutable.
 */
final class ReporterFirstReader {

    // Markers before a reporter-first page.
    private static final int MARK_NONE = 0;
    private static final int MARK_PARAGRAPH = 1;
    private static final int MARK_P = 2;
    private static final int MARK_PAGE = 3;

    private final Trie backward;

    ReporterFirstReader(ReporterCatalog catalog) {
        this.backward = catalog.backwardTrie();
    }

    /**
     * The digit run at {@code s} as the page (or year-page, or year volume) of a reporter that comes
     * before it without a volume: {@code Hask. 236}, {@code Fed. Sec. L. Rep. (CCH) ¶ 77,526},
     * {@code T.C. Memo. 2019-1234}, {@code L.R.A. 1915A, 601}.
     */
    ReporterHit backward(String text, int s, int runEnd, int lowerBound, TrieScratch scratch) {
        int n = text.length();
        int digits = runEnd - s;
        long number = number(text, s, Math.min(runEnd, s + 10));
        boolean yearRun = digits == 4 && number >= 1600 && number <= 2099;
        int kind;
        if (yearRun && runEnd + 1 < n && text.charAt(runEnd) == '-' && Scan.digit(text.charAt(runEnd + 1))) {
            kind = YEAR_PAGE;
        } else if (yearRun && runEnd < n && text.charAt(runEnd) >= 'A' && text.charAt(runEnd) <= 'F') {
            kind = YEAR_VOLUME;
        } else {
            kind = VOLUMELESS;
        }
        int j = s - 1;
        if (j < lowerBound) {
            return null;
        }
        int marker = MARK_NONE;
        boolean gap = false;
        char c = text.charAt(j);
        if (kind == VOLUMELESS && c == '\u00B6') {
            marker = MARK_PARAGRAPH;
            j--;
        } else if (kind == VOLUMELESS && c == 'P' && (j == 0 || !Character.isLetterOrDigit(text.charAt(j - 1)))) {
            marker = MARK_P;
            j--;
        } else if (Scan.space(c)) {
            j = Scan.spacesBack(text, j, lowerBound);
            if (j < 0) {
                return null;
            }
            gap = true;
            if (kind == VOLUMELESS) {
                c = text.charAt(j);
                if (c == '\u00B6') {
                    marker = MARK_PARAGRAPH;
                    j--;
                } else if (c == 'P' && (j == 0 || !Character.isLetterOrDigit(text.charAt(j - 1)))) {
                    marker = MARK_P;
                    j--;
                } else if (c == '.' && endsWithWord(text, j, "par.")) {
                    marker = MARK_PARAGRAPH;
                    j -= 4;
                } else if (c == '.' && endsWithWord(text, j, "para.")) {
                    marker = MARK_PARAGRAPH;
                    j -= 5;
                } else if (c == '.' && endsWithWord(text, j, "p.")) {
                    marker = MARK_PAGE;
                    j -= 2;
                }
            }
        } else {
            return null;
        }
        if (marker != MARK_NONE) {
            if (j < lowerBound) {
                return null;
            }
            if (Scan.space(text.charAt(j))) {
                j = Scan.spacesBack(text, j, lowerBound);
                if (j < 0) {
                    return null;
                }
                gap = true;
            }
        }
        if (!gap) {
            return null;
        }
        if (text.charAt(j) == ',') {
            j--;
        }
        if (j < lowerBound) {
            return null;
        }
        int found = walkBackward(text, j, lowerBound, scratch);
        for (int k = found - 1; k >= 0; k--) {
            int start = scratch.positions[k];
            Form form = scratch.forms[k];
            if (start > 0 && !formMayFollow(text.charAt(start - 1))) {
                continue;
            }
            ReporterHit hit = reporterFirst(text, s, runEnd, kind, marker, form);
            if (hit != null) {
                hit.start = start;
                hit.form = form;
                return hit;
            }
        }
        return null;
    }

    private ReporterHit reporterFirst(String text, int s, int runEnd, int kind, int marker, Form form) {
        int n = text.length();
        int union = 0;
        for (Edition edition : form.editions()) {
            if (reporterFirstFits(edition, kind, marker)) {
                union |= edition.shapes();
            }
        }
        if (union == 0) {
            return null;
        }
        if (kind == VOLUMELESS && form.risky() && marker != MARK_PARAGRAPH) {
            return null; // "Bee 120", "Chase, 267": a name and a number far more often than a cite
        }
        ReporterHit hit = new ReporterHit();
        int end;
        if (kind == YEAR_PAGE) {
            end = runEnd + 1;
            while (end < n && Scan.digit(text.charAt(end)) && end - runEnd <= 6) {
                end++;
            }
            hit.volume = text.substring(s, runEnd);
            hit.volumeNumber = number(text, s, runEnd);
            hit.page = text.substring(runEnd + 1, end);
        } else if (kind == YEAR_VOLUME) {
            int q = runEnd + 1;
            if (q < n && text.charAt(q) == ',') {
                q++;
            }
            int w = Scan.spaces(text, q);
            if (w < 0) {
                return null;
            }
            end = w;
            while (end < n && Scan.digit(text.charAt(end)) && end - w <= MAX_PAGE_DIGITS) {
                end++;
            }
            if (end == w) {
                return null;
            }
            hit.volume = text.substring(s, runEnd + 1);
            hit.volumeNumber = number(text, s, runEnd);
            hit.page = text.substring(w, end);
        } else {
            end = readPage(text, s, union, hit);
            if (end < 0) {
                return null;
            }
            hit.page = text.substring(s, end);
            hit.paragraph = marker == MARK_PARAGRAPH || marker == MARK_P;
        }
        if (!pageBoundary(text, end)) {
            return null;
        }
        int used = kind == VOLUMELESS ? pageFeatures(text, s, end, union) : 0;
        List<Edition> candidates = new ArrayList<>();
        for (Edition edition : form.editions()) {
            if (reporterFirstFits(edition, kind, marker) && (edition.shapes() & used) == used) {
                candidates.add(edition);
            }
        }
        if (candidates.isEmpty() || (form.risky() && !citeEndsAt(text, end))) {
            return null;
        }
        hit.end = end;
        hit.style = kind;
        hit.candidates = candidates;
        return hit;
    }

    private static boolean reporterFirstFits(Edition edition, int kind, int marker) {
        return switch (kind) {
            case YEAR_PAGE -> edition.has(ReporterCatalog.YEAR_PAGE);
            case YEAR_VOLUME -> edition.has(ReporterCatalog.REPORTER_YEAR_VOLUME);
            default -> edition.has(ReporterCatalog.VOLUMELESS)
                    && (marker == MARK_NONE || marker == MARK_PAGE || edition.has(ReporterCatalog.PARAGRAPH))
                    && (marker != MARK_PAGE || edition.has(ReporterCatalog.P_MARKER));
        };
    }

    /** Walks the reversed trie leftwards from {@code from}; records where each form found starts (shortest first). */
    private int walkBackward(String text, int from, int lowerBound, TrieScratch scratch) {
        int node = 0;
        int i = from;
        int found = 0;
        while (i >= lowerBound) {
            char c = text.charAt(i);
            if (Scan.space(c)) {
                int w = Scan.spacesBack(text, i, lowerBound);
                if (w < 0) {
                    break;
                }
                if (text.charAt(w) == '.' && backward.dotChild(node) >= 0) {
                    i = w;
                    continue;
                }
                int next = backward.spaceChild(node);
                if (next < 0) {
                    break;
                }
                node = next;
                i = w;
                continue;
            }
            int next = backward.child(node, ReporterCatalog.fold(c));
            if (next < 0) {
                break;
            }
            node = next;
            i--;
            Form form = backward.terminal(node);
            if (form != null && found < MAX_TERMINALS) {
                scratch.positions[found] = i + 1;
                scratch.forms[found] = form;
                found++;
            }
        }
        return found;
    }

    private static boolean formMayFollow(char c) {
        return !(Character.isLetterOrDigit(c) || c == '.' || c == '_' || c == '\'' || c == '-');
    }

    /** Whether {@code word} ends at {@code last} and starts on a word boundary. */
    private static boolean endsWithWord(String text, int last, String word) {
        int start = last - word.length() + 1;
        return start >= 0 && text.startsWith(word, start) && (start == 0 || !Character.isLetterOrDigit(text.charAt(start - 1)));
    }
}
