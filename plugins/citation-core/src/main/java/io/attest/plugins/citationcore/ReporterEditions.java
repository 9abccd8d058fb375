package io.attest.plugins.citationcore;

import static io.attest.plugins.citationcore.ReporterChars.number;
import static io.attest.plugins.citationcore.ReporterHit.LEXIS;
import static io.attest.plugins.citationcore.ReporterHit.NEUTRAL;
import static io.attest.plugins.citationcore.ReporterHit.NONE;
import static io.attest.plugins.citationcore.ReporterHit.STANDARD;
import static io.attest.plugins.citationcore.ReporterHit.VOLUMELESS;
import static io.attest.plugins.citationcore.ReporterHit.YEAR_PAGE;
import static io.attest.plugins.citationcore.ReporterHit.YEAR_VOLUME;

import io.attest.plugin.api.guard.Authority;
import io.attest.plugin.api.guard.AuthorityKey;
import io.attest.plugin.api.guard.Citation;
import io.attest.plugin.api.guard.FlagType;
import io.attest.plugins.citationcore.ReporterCatalog.Edition;
import io.attest.plugins.citationcore.ReporterCatalog.Form;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Years and editions: the year of the parenthetical after a cite (shared along parallel cites), the
 * edition that year chooses, and the citation's normalised form and authority. Kept apart from the
 * readers because it runs once per batch of hits, after the scan, and the sources' batching
 * ({@link ReporterRecognizer#findAuthorities}) needs {@link #yearAfter} to know when a batch is closed.
 */
final class ReporterEditions {

    /** {@link #yearAfter}: the next cite follows after a comma, so it gives this one its year. */
    static final int CHAIN = -2;

    /** The CourtListener citation-lookup prefix of each edition, encoded once. */
    private static final java.util.Map<String, String> COURT_LISTENER = new java.util.concurrent.ConcurrentHashMap<>();

    private ReporterEditions() {
    }

    /**
     * The hits as citations: each one's year (of its parenthetical, or shared along parallel cites),
     * the edition that year chooses, and its authority; the name and authority of a cite written the
     * same way with the same edition before are reused ({@code built}, one per scan of {@code text}).
     */
    static void resolve(String text, List<ReporterHit> hits, List<Citation> out, BuiltCitations built) {
        for (int i = hits.size() - 1; i >= 0; i--) {
            ReporterHit hit = hits.get(i);
            int next = i + 1 < hits.size() ? hits.get(i + 1).start : -1;
            int year = yearAfter(text, hit.end, next, null);
            hit.year = year == CHAIN ? hits.get(i + 1).year : year;
        }
        for (ReporterHit hit : hits) {
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
    private static Authority authority(ReporterHit hit, Edition edition, String normalized) {
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
    private static boolean volumeIsYear(ReporterHit hit) {
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
    static Edition preferred(Form form, List<Edition> candidates) {
        if (form != null) {
            for (Edition edition : candidates) {
                if (ReporterCatalog.key(edition.abbreviation()).equals(form.key())) {
                    return edition;
                }
            }
        }
        return candidates.get(0);
    }

    private static String normalized(ReporterHit hit, Edition edition) {
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
    static int yearAfter(String text, int end, int nextStart, int[] farthest) {
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
            while (q < n && Scan.digit(text.charAt(q)) && q - digitsStart < 10) {
                q++;
            }
            if (q == digitsStart) {
                return NONE;
            }
            if (q + 1 < n && (text.charAt(q) == '-' || text.charAt(q) == '\u2013') && Scan.digit(text.charAt(q + 1))) {
                q++;
                while (q < n && Scan.digit(text.charAt(q)) && q - digitsStart < 20) {
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
        if (r >= n || !(Character.isUpperCase(text.charAt(r)) || Scan.digit(text.charAt(r)))) {
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
            if (Scan.digit(c)) {
                int a = r;
                while (r < limit && Scan.digit(text.charAt(r))) {
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
}
