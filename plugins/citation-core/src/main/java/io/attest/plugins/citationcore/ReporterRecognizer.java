package io.attest.plugins.citationcore;

import io.attest.plugin.api.guard.Authority;
import io.attest.plugin.api.guard.AuthorityKey;
import io.attest.plugin.api.guard.Citation;
import io.attest.plugin.api.guard.FlagType;
import io.attest.plugin.api.guard.WantedAuthorities;
import io.attest.plugins.citationcore.ReporterCatalog.Edition;
import io.attest.plugins.citationcore.ReporterCatalog.Form;
import io.attest.plugins.citationcore.ReporterCatalog.Trie;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Reporter cites ({@link FlagType#REPORTER}): {@code volume reporter page} and the other shapes of
 * reporters-db ({@code 2006-Ohio-2095}, {@code 2017 IL App (4th) 160407}, {@code 2019 WL 4639462},
 * {@code 2020 U.S. Dist. LEXIS 12345}, {@code 5 U.S. (1 Cranch) 137}, {@code 141 FERC ¶ 61,049},
 * {@code T.C. Memo. 2019-123}). The span ({@code raw}) is the cite as found, line breaks and extra
 * spaces included, without pin cite, court or year; each parallel cite is its own flag.
 * {@code normalized} is {@code volume edition page} with the canonical edition and single spaces.
 * {@code outOfRange} is set when the year of the parenthetical after the cite (or after the last
 * of a run of parallel cites; pin cites skipped) is outside every matching edition's years.
 *
 * <p>How it runs: one pass over the text looking for digit runs. After a digit run (the volume) and
 * whitespace, the reporter is matched by walking a trie of the ~3,500 normalised abbreviations
 * (whitespace after a period optional), then the page must follow. Reporters cited without a volume
 * are matched backwards from the page through a reversed trie. Every attempt reads a bounded number
 * of characters, so the time is linear in the text whatever it holds. Immutable and thread-safe.
 */
public final class ReporterRecognizer implements Recognizer {

    private static final int MAX_VOLUME_DIGITS = 4;
    private static final int MAX_PAGE_DIGITS = 9;
    private static final int MAX_TERMINALS = 32;
    /** The length of an Illinois docket number, the page of {@code 2014 IL 115811}. */
    private static final int DOCKET_DIGITS = 6;
    private static final int NONE = -1;
    private static final int CHAIN = -2;

    // How the volume is joined to the reporter.
    private static final int PLAIN = 0;
    private static final int DASH = 1;
    private static final int NOSPACE = 2;
    private static final int DIGIT_SUFFIX = 3;
    private static final int ALPHA = 4;

    // Styles of hit, for the normalised form.
    private static final int STANDARD = 0;
    private static final int NEUTRAL = 1;
    private static final int VOLUMELESS = 2;
    private static final int YEAR_PAGE = 3;
    private static final int YEAR_VOLUME = 4;
    private static final int LEXIS = 5;

    // Markers before a reporter-first page.
    private static final int MARK_NONE = 0;
    private static final int MARK_PARAGRAPH = 1;
    private static final int MARK_P = 2;
    private static final int MARK_PAGE = 3;

    /** Forms that are also month or weekday abbreviations: {@code 15 Mar. 2021} is a date. */
    private static final java.util.Set<String> DATE_WORDS = java.util.Set.of("Jan.", "Feb.", "Mar.", "Apr.", "Jun.",
            "Jul.", "Aug.", "Sep.", "Sept.", "Oct.", "Nov.", "Dec.", "Mon.", "Tue.", "Wed.", "Thu.", "Fri.", "Sat.", "Sun.");

    private final ReporterCatalog catalog;
    private final Trie forward;
    private final Trie backward;
    /** How far before its page digits a cite read backwards can start (a name with a gap after every character, and markers). */
    private final int backReach;

    /** With the bundled catalog. */
    public ReporterRecognizer() {
        this(ReporterCatalog.load());
    }

    public ReporterRecognizer(ReporterCatalog catalog) {
        this.catalog = catalog;
        this.forward = catalog.forwardTrie();
        this.backward = catalog.backwardTrie();
        int longest = 0;
        for (Form form : catalog.forms()) {
            for (String spelling : form.spellings()) {
                longest = Math.max(longest, spelling.length());
            }
            longest = Math.max(longest, form.key().length());
        }
        this.backReach = longest * (Scan.MAX_SPACE + 1) + 4 * Scan.MAX_SPACE + 16;
    }

    /** A cite found, before its edition is chosen. */
    private static final class Hit {
        int start;
        int end;
        int style;
        String volume;
        long volumeNumber = -1;
        String page;
        boolean paragraph;
        String nominative;
        boolean supplement;
        List<Edition> nominativeEditions;
        int includedYear = NONE;
        Form form;
        List<Edition> candidates;
        String written;
        int year = NONE;
    }

    /** Per-call scratch space for trie walks. */
    private static final class Scratch {
        final int[] positions = new int[MAX_TERMINALS];
        final Form[] forms = new Form[MAX_TERMINALS];
    }

    @Override
    public void find(String text, List<Citation> out) {
        int n = text.length();
        List<Hit> hits = null;
        Scratch scratch = null;
        int lastEnd = 0;
        int i = 0;
        while ((i = nextDigit(text, i)) < n) {
            int s = i;
            i = Scan.digitsEnd(text, s, n);
            if (scratch == null) {
                scratch = new Scratch();
            }
            Hit hit = attempt(text, s, i, lastEnd, scratch);
            if (hit != null) {
                if (hits == null) {
                    hits = new ArrayList<>();
                }
                hits.add(hit);
                lastEnd = hit.end;
                i = Math.max(i, hit.end);
            }
        }
        if (hits != null) {
            resolve(text, hits, out);
        }
    }

    /**
     * For the sources: the reporter cites whose volume or page is still wanted. A cite is attempted
     * only at a digit run {@code wanted} holds, and at every digit run within reach after a cite
     * so attempted (a parallel cite after a comma gives the cites before it its year, as in
     * {@link #find}; a cite read backwards may start {@code backReach} before its digits). Cites are
     * resolved and reported to {@code wanted} in batches, as soon as no later cite can chain to
     * them, so that a settled volume or page starts no more attempts. A cite that {@link #find}
     * would have read as part of an unwanted one before it (its volume being that one's page) is
     * not excluded here: it is written in the source as read.
     */
    @Override
    public void findAuthorities(String text, List<Citation> out, WantedAuthorities wanted) {
        if (wanted.scopes().stream().noneMatch(scope -> scope.kind() == AuthorityKey.Kind.REPORTER)) {
            return;
        }
        if (wanted.everyReporterNumber()) {
            int from = out.size();
            find(text, out);
            for (int k = from; k < out.size(); k++) {
                wanted.found(out.get(k));
            }
            return;
        }
        int n = text.length();
        List<Hit> batch = new ArrayList<>();
        Scratch scratch = new Scratch();
        int[] farthest = new int[1];
        int batchReach = -1; // a cite starting after this cannot chain to the batch's last one
        int zoneEnd = -1; // every digit run before this is attempted: it may chain to a wanted cite
        int lastEnd = 0;
        int i = 0;
        while ((i = nextDigit(text, i)) < n) {
            int s = i;
            i = Scan.digitsEnd(text, s, n);
            if (!batch.isEmpty() && s > batchReach + backReach) {
                report(text, batch, out, wanted);
            }
            boolean wantedRun = wanted.wantsReporterNumber(text, s, i);
            if (!wantedRun && s >= zoneEnd) {
                continue;
            }
            Hit hit = attempt(text, s, i, lastEnd, scratch);
            if (hit == null) {
                continue;
            }
            boolean chained = !batch.isEmpty() && yearAfter(text, batch.get(batch.size() - 1).end, hit.start, null) == CHAIN;
            farthest[0] = hit.end;
            yearAfter(text, hit.end, -1, farthest);
            batchReach = farthest[0];
            if (wantedRun || chained) {
                zoneEnd = farthest[0] + 1 + backReach;
            }
            batch.add(hit);
            lastEnd = hit.end;
            i = Math.max(i, hit.end);
        }
        report(text, batch, out, wanted);
    }

    /** The index of the first ASCII digit at or after {@code i}, or the text's length. */
    private static int nextDigit(String text, int i) {
        int n = text.length();
        while (i < n && !isDigit(text.charAt(i))) {
            i++;
        }
        return i;
    }

    /**
     * The cite at the digit run {@code [s, runEnd)}: read forwards with the run as its volume (unless
     * the run continues a word or a number), else backwards with the run as its page, not reaching
     * into the cite before it (which ends at {@code lastEnd}); null when neither reads one.
     */
    private Hit attempt(String text, int s, int runEnd, int lastEnd, Scratch scratch) {
        Hit hit = null;
        if (s == 0 || volumeMayFollow(text.charAt(s - 1))) {
            hit = forward(text, s, runEnd, scratch);
        }
        if (hit == null && s > lastEnd) {
            hit = backward(text, s, runEnd, lastEnd, scratch);
        }
        return hit;
    }

    /** Resolves {@code batch} into {@code out}, reports each cite to {@code wanted}, and empties it. */
    private void report(String text, List<Hit> batch, List<Citation> out, WantedAuthorities wanted) {
        int from = out.size();
        resolve(text, batch, out);
        for (int k = from; k < out.size(); k++) {
            wanted.found(out.get(k));
        }
        batch.clear();
    }

    // ---------------------------------------------------------------- volume first

    private Hit forward(String text, int s, int runEnd, Scratch scratch) {
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
            if (runEnd + 1 < n && isDigit(text.charAt(runEnd + 1))) {
                int q = runEnd + 1;
                while (q < n && isDigit(text.charAt(q)) && q - runEnd <= 4) {
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
            Hit hit = afterForm(text, s, runEnd, volumeEnd, volume, yearVolume, mode, scratch.forms[k],
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
    private int walkForward(String text, int from, Scratch scratch) {
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
    private Hit afterForm(String text, int s, int runEnd, int volumeEnd, long volume, boolean yearVolume, int mode,
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
        Hit hit = new Hit();
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
        if ((union & ReporterCatalog.PAGE_PREFIX) != 0 && q + 1 < n && isUpper(text.charAt(q))
                && isDigit(text.charAt(q + 1))) {
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
    private int parenthesisInCite(String text, int open, int union, Hit hit) {
        int n = text.length();
        int limit = Math.min(n, open + 48);
        if ((union & ReporterCatalog.YEAR_INCLUDED) != 0 && open + 5 < n) {
            int q = open + 1;
            while (q < limit && isDigit(text.charAt(q))) {
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
        while (q < limit && isDigit(text.charAt(q))) {
            q++;
        }
        String nominativeVolume = null;
        if (q > volumeStart) {
            if (q - volumeStart > 2 || q >= limit || text.charAt(q) != ' ') {
                return -1;
            }
            if (text.startsWith(" & ", q) && q + 3 < limit && isDigit(text.charAt(q + 3))) {
                q += 3; // (3 & 4 Dev. & Bat.)
                while (q < limit && isDigit(text.charAt(q))) {
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
        if (q >= limit || !isUpper(text.charAt(q))) {
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
        while (q < n && isDigit(text.charAt(q)) && q - pageStart <= DOCKET_DIGITS) {
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
        if (w < 0 || w >= n || !isDigit(text.charAt(w))) {
            return q;
        }
        return w;
    }

    /** The page: digits, and where the editions allow, commas, a letter, {@code (A)}, {@code -U}, {@code WC}. */
    private static int readPage(String text, int q, int union, Hit hit) {
        int n = text.length();
        int start = q;
        while (q < n && isDigit(text.charAt(q))) {
            q++;
        }
        if (q == start || q - start > MAX_PAGE_DIGITS) {
            return -1;
        }
        if ((union & ReporterCatalog.PARAGRAPH) != 0) {
            while (q + 1 < n && text.charAt(q) == ',' && isDigit(text.charAt(q + 1)) && q - start < 16) {
                q++;
                while (q < n && isDigit(text.charAt(q))) {
                    q++;
                }
            }
        }
        if ((union & ReporterCatalog.DASH_SUFFIX) != 0) {
            if (q + 1 < n && text.charAt(q) == '-' && isUpper(text.charAt(q + 1)) && !wordChar(text, q + 2)) {
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
        if ((union & ReporterCatalog.PAGE_LETTER) != 0 && q < n && isAsciiLetter(text.charAt(q)) && !wordChar(text, q + 1)) {
            return q + 1;
        }
        return q;
    }

    /** {@code XI}, {@code lii}: two to eight roman digits of one case, ending the word; else -1. */
    private static int romanPage(String text, int q) {
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
    private static int pageFeatures(String text, int pageStart, int end, int union) {
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
            } else if (!isDigit(c)) {
                used |= ReporterCatalog.PAGE_LETTER;
                break;
            }
        }
        return used & union;
    }

    /** Generic LEXIS cites not in reporters-db: {@code 2019 Tex. App. LEXIS 1234}, {@code 2018 Bankr. LEXIS 100}. */
    private Hit lexis(String text, int s, int runEnd, int formStart) {
        int n = text.length();
        int q = formStart;
        for (int words = 0; ; words++) {
            if (text.startsWith("LEXIS", q) && !wordChar(text, q + 5)) {
                break;
            }
            if (words >= 6 || q >= n || !isUpper(text.charAt(q))) {
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
        while (end < n && isDigit(text.charAt(end)) && end - w <= MAX_PAGE_DIGITS) {
            end++;
        }
        if (end == w || !pageBoundary(text, end)) {
            return null;
        }
        Hit hit = new Hit();
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

    // ---------------------------------------------------------------- reporter first

    /**
     * The digit run at {@code s} as the page (or year-page, or year volume) of a reporter that comes
     * before it without a volume: {@code Hask. 236}, {@code Fed. Sec. L. Rep. (CCH) ¶ 77,526},
     * {@code T.C. Memo. 2019-1234}, {@code L.R.A. 1915A, 601}.
     */
    private Hit backward(String text, int s, int runEnd, int lowerBound, Scratch scratch) {
        int n = text.length();
        int digits = runEnd - s;
        long number = number(text, s, Math.min(runEnd, s + 10));
        boolean yearRun = digits == 4 && number >= 1600 && number <= 2099;
        int kind;
        if (yearRun && runEnd + 1 < n && text.charAt(runEnd) == '-' && isDigit(text.charAt(runEnd + 1))) {
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
            Hit hit = reporterFirst(text, s, runEnd, kind, marker, form);
            if (hit != null) {
                hit.start = start;
                hit.form = form;
                return hit;
            }
        }
        return null;
    }

    private Hit reporterFirst(String text, int s, int runEnd, int kind, int marker, Form form) {
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
        Hit hit = new Hit();
        int end;
        if (kind == YEAR_PAGE) {
            end = runEnd + 1;
            while (end < n && isDigit(text.charAt(end)) && end - runEnd <= 6) {
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
            while (end < n && isDigit(text.charAt(end)) && end - w <= MAX_PAGE_DIGITS) {
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
    private int walkBackward(String text, int from, int lowerBound, Scratch scratch) {
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

    // ---------------------------------------------------------------- years and editions

    /**
     * The hits as citations: each one's year (of its parenthetical, or shared along parallel cites),
     * the edition that year chooses, and its authority; the name and authority of a cite written the
     * same way with the same edition before are reused ({@link BuiltCitations}).
     */
    private void resolve(String text, List<Hit> hits, List<Citation> out) {
        BuiltCitations built = new BuiltCitations(text);
        for (int i = hits.size() - 1; i >= 0; i--) {
            Hit hit = hits.get(i);
            int next = i + 1 < hits.size() ? hits.get(i + 1).start : -1;
            int year = yearAfter(text, hit.end, next, null);
            hit.year = year == CHAIN ? hits.get(i + 1).year : year;
        }
        for (Hit hit : hits) {
            int found = hit.year != NONE ? hit.year : hit.includedYear;
            Edition chosen = null;
            boolean outOfRange = false;
            if (found == NONE && hit.volumeNumber > 0 && volumeIsYear(hit)) {
                found = (int) hit.volumeNumber;
            }
            final int year = found;
            if (year != NONE) {
                for (Edition edition : hit.candidates) {
                    if (edition.covers(year, hit.volumeNumber)) {
                        chosen = edition;
                        break;
                    }
                }
                if (hit.nominativeEditions != null && !hit.nominativeEditions.isEmpty()) {
                    outOfRange = hit.nominativeEditions.stream().noneMatch(e -> e.covers(year));
                } else {
                    outOfRange = chosen == null;
                }
            }
            if (chosen == null) {
                chosen = preferred(hit.form, hit.candidates);
            }
            BuiltCitations.Built known = built.get(chosen, hit.start, hit.end);
            if (known == null) {
                String normalized = normalized(hit, chosen);
                known = new BuiltCitations.Built(normalized, List.of(authority(hit, chosen, normalized)));
                built.put(chosen, hit.start, hit.end, known);
            }
            out.add(new Citation(FlagType.REPORTER, hit.start, hit.end, known.normalized(), outOfRange, known.authorities()));
        }
    }

    /**
     * The reporter cite as an authority: the canonical edition, the volume and the page, so that
     * every variation reporters-db lists ({@code F. 3d}, {@code F3d}) is the same key. The link is
     * CourtListener's citation lookup, for cites of the usual volume-reporter-page form.
     */
    /** The CourtListener citation-lookup prefix of each edition, encoded once. */
    private static final java.util.Map<String, String> COURT_LISTENER = new java.util.concurrent.ConcurrentHashMap<>();

    private static Authority authority(Hit hit, Edition edition, String normalized) {
        String page = hit.paragraph ? "\u00B6 " + hit.page : hit.page;
        String body = hit.style == LEXIS ? Scan.collapse(hit.written) : edition.abbreviation();
        AuthorityKey key = new AuthorityKey(AuthorityKey.Kind.REPORTER, "", body, hit.volume, page);
        String prefix = normalized.endsWith(page) ? normalized.substring(0, normalized.length() - page.length()) : normalized + " ";
        String url = hit.style == STANDARD && hit.nominative == null && !hit.paragraph && !hit.supplement
                ? COURT_LISTENER.computeIfAbsent(edition.abbreviation(),
                        e -> "https://www.courtlistener.com/c/" + URLEncoder.encode(e, StandardCharsets.UTF_8).replace("+", "%20") + "/")
                        + hit.volume + "/{section}/"
                : null;
        return new Authority(key, page, "", prefix, url, null);
    }

    /** Whether the hit's volume is a year of publication (neutral, year-page and LEXIS cites). */
    private static boolean volumeIsYear(Hit hit) {
        if (hit.style == NEUTRAL || hit.style == YEAR_PAGE || hit.style == LEXIS) {
            return true;
        }
        if (hit.style != STANDARD) {
            return false;
        }
        for (Edition edition : hit.candidates) {
            if (edition.has(ReporterCatalog.V_ANY) || !edition.has(ReporterCatalog.V_YEAR)) {
                return false;
            }
        }
        return true;
    }

    /** Among several editions, the one whose own abbreviation was written, else the first. */
    private static Edition preferred(Form form, List<Edition> candidates) {
        if (form != null) {
            for (Edition edition : candidates) {
                if (ReporterCatalog.key(edition.abbreviation()).equals(form.key())) {
                    return edition;
                }
            }
        }
        return candidates.get(0);
    }

    private static String normalized(Hit hit, Edition edition) {
        String abbreviation = edition.abbreviation();
        String page = hit.paragraph ? "\u00B6 " + hit.page : hit.page;
        return switch (hit.style) {
            case NEUTRAL -> hit.volume + "-" + abbreviation + "-" + page;
            case VOLUMELESS -> abbreviation + " " + page;
            case YEAR_PAGE -> abbreviation + " " + hit.volume + "-" + page;
            case YEAR_VOLUME -> abbreviation + " " + hit.volume + ", " + page;
            case LEXIS -> hit.volume + " " + hit.written + " " + page;
            default -> {
                if (edition.dashFormat() && hit.nominative == null && hit.includedYear == NONE && !hit.paragraph) {
                    yield hit.volume + "-" + abbreviation + "-" + page;
                }
                StringBuilder sb = new StringBuilder(hit.volume).append(' ').append(abbreviation);
                if (hit.supplement) {
                    sb.append(" Supp.");
                }
                if (hit.nominative != null) {
                    sb.append(" (").append(hit.nominative).append(')');
                }
                if (hit.includedYear != NONE) {
                    sb.append(" (").append(hit.includedYear).append(')');
                }
                yield sb.append(' ').append(page).toString();
            }
        };
    }

    /**
     * The year of the parenthetical after a cite: pin cites ({@code , 120}, {@code , at *3},
     * {@code , 120-21}) skipped. {@link #CHAIN} when the next cite follows after a comma (parallel
     * cites share the year of the last one). With {@code farthest}, the farthest position compared
     * with {@code nextStart} is kept in {@code farthest[0]}: a cite starting after it cannot chain.
     */
    private static int yearAfter(String text, int end, int nextStart, int[] farthest) {
        int n = text.length();
        int p = end;
        for (int steps = 0; steps < 8; steps++) {
            int q = Scan.spaces(text, p);
            if (q < 0 || q >= n) {
                return NONE;
            }
            if (farthest != null) {
                farthest[0] = Math.max(farthest[0], q);
            }
            if (q == nextStart) {
                return CHAIN;
            }
            char c = text.charAt(q);
            if (c == '[' && text.startsWith("[verify]", q)) {
                p = q + 8;
                continue;
            }
            if (c == '(') {
                return parenthesisYear(text, q);
            }
            if (c != ',') {
                return NONE;
            }
            q = Scan.spaces(text, q + 1);
            if (q < 0 || q >= n) {
                return NONE;
            }
            if (farthest != null) {
                farthest[0] = Math.max(farthest[0], q);
            }
            if (q == nextStart) {
                return CHAIN;
            }
            if (text.startsWith("at ", q)) {
                q = Scan.spaces(text, q + 3);
                if (q < 0) {
                    return NONE;
                }
            }
            while (q < n && (text.charAt(q) == '*' || text.charAt(q) == '\u00B6')) {
                q++;
            }
            if (q < n && text.charAt(q) == ' ') {
                q++;
            }
            int digitsStart = q;
            while (q < n && isDigit(text.charAt(q)) && q - digitsStart < 10) {
                q++;
            }
            if (q == digitsStart) {
                return NONE;
            }
            if (q + 1 < n && (text.charAt(q) == '-' || text.charAt(q) == '\u2013') && isDigit(text.charAt(q + 1))) {
                q++;
                while (q < n && isDigit(text.charAt(q)) && q - digitsStart < 20) {
                    q++;
                }
            }
            p = q;
        }
        return NONE;
    }

    /** {@code (1973)}, {@code (2d Cir. 2022)}, {@code (S.D.N.Y. Sept. 30, 2019)}; explanatory parentheticals are not read. */
    private static int parenthesisYear(String text, int open) {
        int n = text.length();
        int r = open + 1;
        if (r >= n || !(Character.isUpperCase(text.charAt(r)) || isDigit(text.charAt(r)))) {
            return NONE;
        }
        int limit = Math.min(n, open + 120);
        int best = NONE;
        while (r < limit) {
            char c = text.charAt(r);
            if (c == ')') {
                return best;
            }
            if (c == '(') {
                return NONE;
            }
            if (isDigit(c)) {
                int a = r;
                while (r < limit && isDigit(text.charAt(r))) {
                    r++;
                }
                if (r - a == 4 && !Character.isLetter(text.charAt(a - 1))) {
                    int year = (int) number(text, a, r);
                    int w = r;
                    while (w < limit && text.charAt(w) == ' ') {
                        w++;
                    }
                    if (year >= 1600 && year <= 2099 && w < limit && (text.charAt(w) == ')' || text.charAt(w) == ',')) {
                        best = year;
                    }
                }
                continue;
            }
            r++;
        }
        return NONE;
    }

    // ---------------------------------------------------------------- characters

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static boolean isUpper(char c) {
        return c >= 'A' && c <= 'Z';
    }

    private static boolean isAsciiLetter(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    private static boolean wordChar(String text, int i) {
        return i < text.length() && Character.isLetterOrDigit(text.charAt(i));
    }

    /** A volume may not continue a word, a number or an abbreviation ({@code 1.5}, {@code A5}, {@code -5}). */
    private static boolean volumeMayFollow(char c) {
        return !(Character.isLetterOrDigit(c) || c == '.' || c == '_' || c == '-' || c == '$' || c == '/'
                || c == '#' || c == '\u00A7' || c == '@');
    }

    private static boolean formMayFollow(char c) {
        return !(Character.isLetterOrDigit(c) || c == '.' || c == '_' || c == '\'' || c == '-');
    }

    /** The page must end the token: not {@code 10th}, {@code 10%}, {@code 10.5}, {@code 10:30}, {@code 10/12}, {@code 10-year}. */
    private static boolean pageBoundary(String text, int q) {
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
            if ((c == '.' || c == ':' || c == '/') && isDigit(d)) {
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
    private static boolean citeEndsAt(String text, int q) {
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
        return r > q && text.startsWith("at ", r) && r + 3 < n && (isDigit(text.charAt(r + 3)) || text.charAt(r + 3) == '*');
    }

    /** Whether {@code word} ends at {@code last} and starts on a word boundary. */
    private static boolean endsWithWord(String text, int last, String word) {
        int start = last - word.length() + 1;
        return start >= 0 && text.startsWith(word, start) && (start == 0 || !Character.isLetterOrDigit(text.charAt(start - 1)));
    }

    private static long number(String text, int from, int to) {
        long v = 0;
        for (int i = from; i < to && i < from + 12; i++) {
            v = v * 10 + (text.charAt(i) - '0');
        }
        return v;
    }

    private static String collapse(String text, int from, int to) {
        return Scan.collapseWhitespace(text, from, to);
    }
}
