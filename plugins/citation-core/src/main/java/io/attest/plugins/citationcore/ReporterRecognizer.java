package io.attest.plugins.citationcore;

import static io.attest.plugins.citationcore.ReporterEditions.CHAIN;
import static io.attest.plugins.citationcore.ReporterEditions.resolve;
import static io.attest.plugins.citationcore.ReporterEditions.yearAfter;

import io.attest.plugin.api.guard.AuthorityKey;
import io.attest.plugin.api.guard.Citation;
import io.attest.plugin.api.guard.FlagType;
import io.attest.plugin.api.guard.WantedAuthorities;
import io.attest.plugins.citationcore.ReporterCatalog.Form;
import java.util.ArrayList;
import java.util.List;

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
 * <p>How it runs: one pass over the text looking for digit runs. At each run a cite is read with the
 * run as its volume ({@link VolumeFirstReader}: the reporter matched by walking a trie of the ~3,500
 * normalised abbreviations, then the page), else as the page of a reporter cited without a volume
 * ({@link ReporterFirstReader}: matched backwards through a reversed trie). The hits then get their
 * year, edition and authority ({@link ReporterEditions}). This class owns only the scan and, for
 * the sources, the batching. Every attempt reads a bounded number of characters, so the time is
 * linear in the text whatever it holds. Immutable and thread-safe.
 */
public final class ReporterRecognizer implements Recognizer {

    /** Hits resolved together once no later cite chains to them, and at most, whatever follows ({@link #full}). */
    private static final int BATCH = 4_096;
    private static final int MAX_BATCH = 4 * BATCH;

    private final VolumeFirstReader volumeFirst;
    private final ReporterFirstReader reporterFirst;
    /** How far before its page digits a cite read backwards can start (a name with a gap after every character, and markers). */
    private final int backReach;

    /** With the bundled catalog. */
    public ReporterRecognizer() {
        this(ReporterCatalog.load());
    }

    public ReporterRecognizer(ReporterCatalog catalog) {
        this.volumeFirst = new VolumeFirstReader(catalog);
        this.reporterFirst = new ReporterFirstReader(catalog);
        int longest = 0;
        for (Form form : catalog.forms()) {
            for (String spelling : form.spellings()) {
                longest = Math.max(longest, spelling.length());
            }
            longest = Math.max(longest, form.key().length());
        }
        this.backReach = longest * (Scan.MAX_SPACE + 1) + 4 * Scan.MAX_SPACE + 16;
    }

    @Override
    public void find(String text, List<Citation> out) {
        int n = text.length();
        List<ReporterHit> hits = null;
        TrieScratch scratch = null;
        BuiltCitations built = null;
        int lastEnd = 0;
        int i = 0;
        while (i < n) {
            // the digit search in the loop itself, not a call: most of a text is passed over here, and this
            // form compiled to a loop a fifth faster on prose (docs/performance.md, fourteenth round)
            char c = text.charAt(i);
            if (c > '9' || c < '0') {
                i++;
                continue;
            }
            int s = i;
            i = Scan.digitsEnd(text, s + 1, n);
            if (scratch == null) {
                scratch = new TrieScratch();
                built = new BuiltCitations(text);
            }
            ReporterHit hit = attempt(text, s, i, lastEnd, scratch);
            if (hit != null) {
                if (hits == null) {
                    hits = new ArrayList<>();
                }
                if (full(text, hits, hit)) {
                    resolve(text, hits, out, built);
                    hits.clear();
                }
                hits.add(hit);
                lastEnd = hit.end;
                i = Math.max(i, hit.end);
            }
        }
        if (hits != null) {
            resolve(text, hits, out, built);
        }
    }

    /**
     * Whether the hits waiting for their years are to be resolved before {@code next} joins them: when
     * there are {@link #BATCH} or more and {@code next} does not continue their run of parallel cites
     * (which takes its year from the run's end), or {@link #MAX_BATCH} whatever follows. Bounds the
     * memory of a text of cites back to back (two million characters of {@code 1 U.S. 1} are
     * 222,222 hits); a real run of parallel cites is a handful, never thousands.
     */
    private static boolean full(String text, List<ReporterHit> hits, ReporterHit next) {
        return hits.size() >= MAX_BATCH
                || hits.size() >= BATCH && yearAfter(text, hits.get(hits.size() - 1).end, next.start, null) != CHAIN;
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
        List<ReporterHit> batch = new ArrayList<>();
        TrieScratch scratch = new TrieScratch();
        BuiltCitations built = new BuiltCitations(text);
        int[] farthest = new int[1];
        int batchReach = -1; // a cite starting after this cannot chain to the batch's last one
        int zoneEnd = -1; // every digit run before this is attempted: it may chain to a wanted cite
        int lastEnd = 0;
        int i = 0;
        while ((i = nextDigit(text, i)) < n) {
            int s = i;
            i = Scan.digitsEnd(text, s, n);
            if (!batch.isEmpty() && (s > batchReach + backReach || batch.size() >= MAX_BATCH)) {
                report(text, batch, out, wanted, built);
            }
            boolean wantedRun = wanted.wantsReporterNumber(text, s, i);
            if (!wantedRun && s >= zoneEnd) {
                continue;
            }
            ReporterHit hit = attempt(text, s, i, lastEnd, scratch);
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
        report(text, batch, out, wanted, built);
    }

    /** The index of the first ASCII digit at or after {@code i}, or the text's length. */
    private static int nextDigit(String text, int i) {
        int n = text.length();
        while (i < n && !Scan.digit(text.charAt(i))) {
            i++;
        }
        return i;
    }

    /**
     * The cite at the digit run {@code [s, runEnd)}: read forwards with the run as its volume (unless
     * the run continues a word or a number), else backwards with the run as its page, not reaching
     * into the cite before it (which ends at {@code lastEnd}); null when neither reads one.
     */
    private ReporterHit attempt(String text, int s, int runEnd, int lastEnd, TrieScratch scratch) {
        ReporterHit hit = null;
        if (s == 0 || volumeMayFollow(text.charAt(s - 1))) {
            hit = volumeFirst.forward(text, s, runEnd, scratch);
        }
        if (hit == null && s > lastEnd) {
            hit = reporterFirst.backward(text, s, runEnd, lastEnd, scratch);
        }
        return hit;
    }

    /** Resolves {@code batch} into {@code out}, reports each cite to {@code wanted}, and empties it. */
    private void report(String text, List<ReporterHit> batch, List<Citation> out, WantedAuthorities wanted, BuiltCitations built) {
        int from = out.size();
        resolve(text, batch, out, built);
        for (int k = from; k < out.size(); k++) {
            wanted.found(out.get(k));
        }
        batch.clear();
    }

    /** A volume may not continue a word, a number or an abbreviation ({@code 1.5}, {@code A5}, {@code -5}). */
    private static boolean volumeMayFollow(char c) {
        return !(Character.isLetterOrDigit(c) || c == '.' || c == '_' || c == '-' || c == '$' || c == '/'
                || c == '#' || c == '\u00A7' || c == '@');
    }
}
