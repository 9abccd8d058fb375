package io.attest.plugins.citationcore;

import io.attest.domain.guard.Citation;
import io.attest.domain.guard.FlagType;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * U.S. Code and Code of Federal Regulations cites ({@link FlagType#USC}, {@link FlagType#CFR}):
 * title, the code abbreviation as written (every spelling laws.json lists: {@code U.S.C.},
 * {@code USC}, {@code U.S.C.A.}, {@code U.S. Code}, {@code C.F.R.}, {@code CFR}, {@code C. F. R.},
 * ...), then {@code §}, {@code §§}, {@code Sec.}/{@code Section} or nothing, and the section with
 * everything attached: {@code 15 U.S.C. § 78j(b)}, {@code 42 U.S.C. § 2000e-2(a)},
 * {@code 17 C.F.R. § 240.10b-5}, {@code 45 C.F.R. §§ 164.400-414}, {@code 50 U.S.C. 1701}; for
 * C.F.R. also {@code Part}/{@code pt.}: {@code 42 C.F.R. Part 2}.
 *
 * <p>Left out of the span: {@code et seq.}, a parenthetical after a space ({@code (2018)}), a
 * sentence's final period. Whitespace inside the cite may be any run (line breaks included) of
 * up to {@link Scan#MAX_SPACE} characters; {@code normalized} is {@code title key rest} with the
 * canonical key and single spaces ({@code 42 USC  1983} → {@code 42 U.S.C. 1983}).
 *
 * <p>Anchored on a capital {@code U} or {@code C} preceded by whitespace and a title number, so
 * prose costs one comparison per character. Immutable and thread-safe.
 */
public final class StatuteRecognizer implements Recognizer {

    private static final String[] SECTION_WORDS = {"Sections", "Section", "sections", "section", "Secs.", "Sec.", "secs.", "sec."};
    private static final String[] PART_WORDS = {"Parts", "Part", "parts", "part", "Pts.", "Pt.", "pts.", "pt."};

    private final String[] uscSpellings;
    private final String[] cfrSpellings;
    private final String uscKey;
    private final String cfrKey;

    /** With the bundled laws.json. */
    public StatuteRecognizer() {
        this(LawCatalog.load());
    }

    public StatuteRecognizer(LawCatalog catalog) {
        this.uscKey = catalog.usc().key();
        this.cfrKey = catalog.cfr().key();
        this.uscSpellings = spellings(catalog.uscSpellings());
        this.cfrSpellings = spellings(catalog.cfrSpellings());
    }

    /** Spellings with the whitespace after periods removed (matched flexibly), duplicates dropped, longest first. */
    private static String[] spellings(List<String> all) {
        Set<String> unique = new LinkedHashSet<>();
        for (String s : all) {
            unique.add(s.replaceAll("\\.\\s+", ".").strip());
        }
        List<String> sorted = new ArrayList<>(unique);
        sorted.sort((a, b) -> b.length() - a.length());
        return sorted.toArray(String[]::new);
    }

    @Override
    public void find(String text, List<Citation> out) {
        TriggerScan triggers = new TriggerScan(text, 'U', 'C');
        for (int i = triggers.next(1); i >= 0; i = triggers.next(i + 1)) {
            if (!Scan.space(text.charAt(i - 1))) {
                continue;
            }
            int start = Scan.numberBefore(text, i, 3, false, true);
            if (start < 0) {
                continue;
            }
            boolean cfr = false;
            int code = longest(text, i, uscSpellings);
            if (code < 0) {
                code = longest(text, i, cfrSpellings);
                cfr = true;
            }
            if (code < 0) {
                continue;
            }
            int marker = markerStart(text, code);
            int end = marker < 0 ? -1 : section(text, marker, cfr, code);
            if (end < 0) {
                continue;
            }
            String normalized = Scan.collapse(text.substring(start, Scan.numberEnd(text, start)))
                    + ' ' + (cfr ? cfrKey : uscKey) + ' ' + Scan.collapse(text.substring(marker, end));
            out.add(new Citation(cfr ? FlagType.CFR : FlagType.USC, start, end, normalized, false));
            i = end - 1;
        }
    }

    private static int longest(String text, int i, String[] spellings) {
        int best = -1;
        for (String s : spellings) {
            if (s.charAt(0) != text.charAt(i)) {
                continue;
            }
            int end = Scan.abbreviation(text, i, s, s.endsWith("."));
            if (end > best) {
                best = end;
            }
        }
        return best;
    }

    /** Where the section marker (or the section itself) begins after the code abbreviation. */
    private static int markerStart(String text, int code) {
        int p = code;
        if (Scan.at(text, p) == ',') {
            p++;
        }
        return Scan.spaces(text, p);
    }

    /** The end of {@code § section}, {@code Part n} or a bare section at {@code p}; {@code -1} when none. */
    private static int section(String text, int p, boolean cfr, int codeEnd) {
        char c = Scan.at(text, p);
        if (c == '§') {
            boolean plural = Scan.at(text, p + 1) == '§';
            int q = Scan.spaces(text, p + (plural ? 2 : 1));
            return q < 0 ? -1 : Scan.sectionList(text, q, plural);
        }
        if (Scan.digit(c)) {
            // "50 U.S.C. 1701": whitespace needed unless the abbreviation ended with a period
            return p > codeEnd || text.charAt(codeEnd - 1) == '.' ? Scan.sectionList(text, p, false) : -1;
        }
        for (String word : SECTION_WORDS) {
            if (Scan.has(text, p, word)) {
                int q = p + word.length();
                q = word.endsWith(".") ? Scan.spaces(text, q) : Scan.spaces1(text, q);
                boolean plural = word.charAt(word.length() - 2) == 's' || word.endsWith("s");
                return q < 0 ? -1 : Scan.sectionList(text, q, plural);
            }
        }
        if (cfr) {
            for (String word : PART_WORDS) {
                if (Scan.has(text, p, word)) {
                    int q = p + word.length();
                    q = word.endsWith(".") ? Scan.spaces(text, q) : Scan.spaces1(text, q);
                    if (q < 0) {
                        return -1;
                    }
                    boolean plural = word.charAt(word.length() - 2) == 's' || word.endsWith("s");
                    int end = Scan.sectionList(text, q, plural);
                    return end < 0 ? -1 : subpart(text, end);
                }
            }
        }
        return -1;
    }

    /** {@code 45 C.F.R. Part 164, Subpart E}: a subpart named right after the part belongs to the cite. */
    private static int subpart(String text, int end) {
        int p = end;
        if (Scan.at(text, p) == ',') {
            p++;
        }
        p = Scan.spaces1(text, p);
        if (p < 0) {
            return end;
        }
        int q = Scan.word(text, p, "Subpart", "subpart");
        if (q < 0) {
            return end;
        }
        q = Scan.spaces1(text, q);
        if (q < 0 || !Scan.upper(Scan.at(text, q))) {
            return end;
        }
        int e = q + 1;
        if (Scan.upper(Scan.at(text, e))) {
            e++;
        }
        return Scan.endsWord(text, e) ? e : end;
    }
}
