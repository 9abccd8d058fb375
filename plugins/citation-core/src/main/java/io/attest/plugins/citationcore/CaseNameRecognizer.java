package io.attest.plugins.citationcore;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.attest.plugin.api.guard.Citation;
import io.attest.plugin.api.guard.FlagType;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.HashSet;
import java.util.BitSet;
import java.util.List;
import java.util.Set;

/**
 * Case names ({@link FlagType#CASE_CITATION}): {@code Roe v. Wade}, {@code Brown v. Board of
 * Education}, {@code United States ex rel. Smith v. Jones}, {@code Acme Holdings Co., Ltd. v. Smith},
 * {@code In re Gault}, {@code Ex parte Young}, {@code In the Matter of Smith}. The span runs from the
 * first word of the first party to the last word of the second; signals and sentence openers before
 * the name ({@code See}, {@code See, e.g.,}, {@code Cf.}, {@code In}, {@code The court in}) and the
 * comma before a reporter cite are not part of it. A bare {@code X v. Y} without a cite is a flag;
 * {@code vs.} (and {@code v} without a period) only where a cite or a year follows, because in prose
 * it far more often compares two things ({@code HMO vs. PPO}). {@code normalized} is the name with
 * its whitespace collapsed.
 *
 * <p>How it runs: one pass looks for {@code v.}/{@code vs.} between spaces and for {@code In re},
 * {@code Ex parte}, {@code Matter of}; from each, words are read backwards and forwards, at most
 * {@value #MAX_WORDS} words of at most {@value #MAX_TOKEN} characters each way, so the time is
 * linear in the text. A party is capitalised words, joined by lower-case connectors ({@code of},
 * {@code the}, {@code and}, {@code ex rel.}, {@code on behalf of}, ...) that are followed by a
 * capitalised word, and corporate suffixes ({@code Co.}, {@code Inc.}, {@code L.P.}, {@code Pte. Ltd.},
 * {@code GmbH}, {@code S.A.}), also after a comma. A word ending in a period that is not a known
 * abbreviation (Bluebook T6 and state abbreviations from laws.json, initials, corporate suffixes)
 * ends a sentence.
 *
 * <p>The second party may go on past a comma followed by capitalised words ({@code Cruzan v.
 * Director, Missouri Dep't of Health, 497 U.S. 261}) and past a corporate suffix followed by
 * capitalised words ({@code In re Anthem, Inc. Data Breach Litig.}). Both are read tentatively and
 * kept only when a reporter cite follows after a comma ({@code , 497 U.S.}); after a suffix also when
 * the last word is a Bluebook abbreviation ({@code Litig.}) not followed by a number. Otherwise the name ends before the comma or after the suffix: {@code Roe v. Wade, 410 U.S.},
 * {@code Smith v. Jones, the court}, {@code Smith v. Jones, Brown v. Board}, {@code Smith v. Acme
 * Inc. Congress then}. Immutable and thread-safe.
 */
public final class CaseNameRecognizer implements Recognizer {

    static final int MAX_WORDS = 12;
    static final int MAX_TOKEN = 48;

    private static final WordSet CONNECTORS = WordSet.of("of", "the", "and", "for", "de", "del", "della", "la", "le",
            "du", "des", "van", "von", "der", "den", "da", "di", "dos", "das", "y", "ex", "rel.", "on", "behalf", "&",
            "d/b/a", "a/k/a", "f/k/a", "n/k/a", "o/b/o");

    /** Capitalised words that open a sentence or a citation clause and so never start or continue a party. */
    private static final WordSet STOPS = WordSet.of("See", "Cf.", "Cf", "Compare", "Accord", "But", "Contra", "Also",
            "E.g.", "E.g.,", "I.e.", "In", "Under", "The", "As", "At", "By", "For", "From", "With", "Without", "To",
            "On", "Of", "And", "Or", "Nor", "If", "When", "Where", "While", "Whereas", "Although", "Though", "Because",
            "Since", "After", "Before", "Following", "Per", "Like", "Unlike", "Citing", "Quoting", "Discussing",
            "Applying", "Relying", "Thus", "Therefore", "However", "Moreover", "Furthermore", "Further", "Additionally",
            "Here", "There", "This", "That", "These", "Those", "Its", "It", "Their", "His", "Her", "Our", "We", "They",
            "He", "She", "Yet", "So", "Then", "Now", "Even", "Both", "Either", "Neither", "Notably", "Indeed",
            "Similarly", "Likewise", "Accordingly", "Finally", "Consistent", "Pursuant", "Regarding", "Concerning",
            "Including", "Id.", "Id", "Ibid.", "Supra", "Infra", "Held", "Holding", "Affirmed", "Reversed", "Cited",
            "Overruled", "Versus", "Is", "Was", "Did", "Does", "Can", "What", "Why", "How", "Which", "Who", "Whether",
            "Plaintiff", "Plaintiffs", "Defendant", "Defendants", "Appellant", "Appellee", "Petitioner", "Respondent");

    private static final Set<String> SUFFIX_WORDS = Set.of("Co.", "Co", "Cos.", "Corp.", "Corp", "Inc.", "Inc", "Ltd.",
            "Ltd", "LLC", "L.L.C.", "LLP", "L.L.P.", "LLLP", "PLLC", "P.L.L.C.", "LP", "L.P.", "P.C.", "PC", "P.A.",
            "N.A.", "S.A.", "N.V.", "B.V.", "AG", "A.G.", "GmbH", "PLC", "plc", "Pty.", "Pty", "S.p.A.", "S.A.S.",
            "K.K.", "Bros.", "Assocs.", "Co.,", "Inc.,", "Pte.", "Pte", "SA", "NV", "BV", "ASA", "KGaA",
            "S.r.l.", "S.L.", "Ltda.", "P.L.C.", "L.L.L.P.");

    /**
     * Bluebook case-name abbreviations (T6 of laws.json, with their plurals) that may end a name
     * continued after a corporate suffix without a cite: {@code In re Trados Inc. S'holder Litig.}.
     */
    private static final WordSet NAME_ABBREVIATIONS = WordSet.of(nameAbbreviations());

    private static final WordSet SUFFIXES = WordSet.of(SUFFIX_WORDS);

    private static final String VERIFY = "[verify]";

    /** Words after a name that designate the docket or the decision, never more of the name. */
    private static final WordSet DESIGNATIONS = WordSet.of("No.", "Nos.", "Case", "Civ.", "Civil", "Cause", "Docket",
            "Dkt.", "ECF", "Index", "Order", "Opinion", "Op.", "Mem.", "Slip", "Judgment", "Appeal");

    private static final Set<String> EXTRA_ABBREVIATIONS = Set.of("Jr.", "Sr.", "St.", "Mt.", "Ft.", "Dr.", "Mr.",
            "Mrs.", "Ms.", "Hon.", "Gov.", "Atty.", "Att'y", "Comm'rs", "Cty.", "Sup.", "Ct.", "App.", "Cir.", "Rev.",
            "Dept.", "Ass'n.", "Intern.", "Fla.", "Educ.", "Trs.", "Bancorp.", "Cos.", "Ave.", "Blvd.", "Ex.", "rel.", "al.",
            "Pa.", "Va.", "Ind.", "Mass.", "Wash.", "Wis.", "Ariz.", "Cal.", "Colo.", "Conn.", "Del.", "Tex.");

    private final WordSet abbreviations;

    /** With the Bluebook and state abbreviations of the bundled laws.json. */
    public CaseNameRecognizer() {
        this(bundledAbbreviations());
    }

    /** {@code abbreviations}: words ending in a period that do not end a sentence ({@code "Ins."}, {@code "Cal."}). */
    public CaseNameRecognizer(Set<String> abbreviations) {
        Set<String> all = new HashSet<>(abbreviations);
        all.addAll(EXTRA_ABBREVIATIONS);
        all.addAll(SUFFIX_WORDS);
        for (String a : Set.copyOf(all)) {
            // Bluebook plurals: Serv. -> Servs., Def. -> Defs., Hosp. -> Hosps.
            if (a.length() >= 3 && a.endsWith(".") && Character.isLowerCase(a.charAt(a.length() - 2))) {
                all.add(a.substring(0, a.length() - 1) + "s.");
            }
        }
        this.abbreviations = WordSet.of(all);
    }

    private static Set<String> nameAbbreviations() {
        Set<String> set = new HashSet<>();
        for (String a : CaseNameAbbreviations.table().keySet()) {
            if (a.endsWith(".")) {
                set.add(a);
                if (a.length() >= 3 && Character.isLowerCase(a.charAt(a.length() - 2))) {
                    set.add(a.substring(0, a.length() - 1) + "s.");
                }
            }
        }
        set.remove("No.");
        set.remove("Nos.");
        return Set.copyOf(set);
    }

    private static Set<String> bundledAbbreviations() {
        try (InputStream in = CaseNameRecognizer.class.getResourceAsStream("laws.json")) {
            if (in == null) {
                throw new IllegalStateException("laws.json is missing from citation-core");
            }
            JsonNode root = new ObjectMapper().readTree(in);
            Set<String> set = new HashSet<>();
            root.path("case_name_abbreviations").fieldNames().forEachRemaining(set::add);
            root.path("state_abbreviations").fieldNames().forEachRemaining(set::add);
            return set;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A word as read: the token's span, the word's span inside it (openers and closers stripped). */
    private static final class Word {
        int tokenStart;
        int tokenEnd;
        int start;
        int end;
        String core;
        boolean opened;
        /** A closing character after the word other than a comma (';' ')' '*' ...), or 0. */
        char closer;
        boolean comma;
    }

    @Override
    public void find(String text, List<Citation> out) {
        find(text, out, new BitSet());
    }

    @Override
    public boolean readsOtherCitations() {
        return true;
    }

    /**
     * As {@link #find(String, List)}, where {@code covered} marks the characters of the other
     * families' citations: a party never takes a word that starts inside one, so a name ends before
     * a citation that follows it with only a space between ("Ex parte Young Rule 10b-5 Smith v.
     * Jones") and a first party starts after one.
     */
    @Override
    public void find(String text, List<Citation> out, BitSet covered) {
        int lastEnd = 0;
        TriggerScan triggers = new TriggerScan(text, 'v', 'I', 'E', 'M');
        for (int i = triggers.next(0); i >= 0; i = triggers.next(i + 1)) {
            char c = text.charAt(i);
            if (i > 0 && !Scan.space(text.charAt(i - 1)) && !isOpener(text.charAt(i - 1))) {
                continue;
            }
            int[] span = null;
            if (c == 'v') {
                span = versus(text, i, lastEnd, covered);
            } else if (c == 'I' && text.startsWith("In re", i)) {
                span = prefixed(text, i, i + 5, true, covered);
            } else if (c == 'I' && text.startsWith("In the Matter of", i)) {
                span = prefixed(text, i, i + 16, false, covered);
            } else if (c == 'E' && text.startsWith("Ex parte", i)) {
                span = prefixed(text, i, i + 8, false, covered);
            } else if (c == 'M' && text.startsWith("Matter of", i)) {
                span = prefixed(text, i, i + 9, false, covered);
            }
            if (span != null && span[0] >= lastEnd) {
                out.add(new Citation(FlagType.CASE_CITATION, span[0], span[1], collapse(text, span[0], span[1]), false));
                lastEnd = span[1];
                i = span[1] - 1;
            }
        }
    }

    // ---------------------------------------------------------------- X v. Y

    private int[] versus(String text, int i, int lowerBound, BitSet covered) {
        int n = text.length();
        int q = i + 1;
        boolean vs = q < n && text.charAt(q) == 's';
        if (vs) {
            q++;
        }
        boolean period = q < n && text.charAt(q) == '.';
        if (period) {
            q++;
        }
        boolean strict = vs || !period; // "vs.", "vs" and "v" count only before a cite or a year
        if (q >= n || !Scan.space(text.charAt(q)) || i == 0) {
            return null;
        }
        int first = firstParty(text, i, lowerBound, covered);
        if (first < 0) {
            return null;
        }
        int end = party(text, q, covered);
        if (end < 0) {
            return null;
        }
        if (strict && !citeFollows(text, end)) {
            return null;
        }
        return new int[] {first, end};
    }

    /** Reads the first party leftwards from the {@code v.} at {@code vStart}: the start of its first word, or -1. */
    private int firstParty(String text, int vStart, int lowerBound, BitSet covered) {
        Word[] words = new Word[MAX_WORDS];
        int count = 0;
        int pos = vStart;
        while (count < MAX_WORDS) {
            int end = skipSpaceBack(text, pos, lowerBound);
            if (end < 0) {
                break;
            }
            Word word = tokenBefore(text, end, lowerBound);
            if (word == null || covered.get(word.tokenStart)) {
                break;
            }
            Word right = count == 0 ? null : words[count - 1];
            if (word.closer != 0) {
                break; // "...held); Smith v." — the token closes the previous clause
            }
            if (word.comma && (right == null || !SUFFIXES.contains(right.core))) {
                break; // "See, e.g., Roe v.", "In Texas, Smith v."
            }
            String core = word.core;
            if (core.endsWith(".") && !abbreviation(core) && !CONNECTORS.contains(core)) {
                break; // "...Congress. Smith v."
            }
            if (capitalised(core) && !STOPS.contains(core)) {
                words[count++] = word;
            } else if (right != null && connectorBefore(core, right.core)) {
                words[count++] = word;
            } else if ("al.".equals(core) && count == 0) {
                words[count++] = word; // "Smith et al. v."
            } else if ("et".equals(core) && right != null && "al.".equals(right.core)) {
                words[count++] = word;
            } else {
                break;
            }
            if (word.opened) {
                break;
            }
            pos = word.tokenStart;
        }
        // The party starts at its first capitalised word: leading connectors go.
        while (count > 0 && !capitalised(words[count - 1].core)) {
            count--;
        }
        if (count == 0) {
            return -1;
        }
        Word nearest = words[0];
        if (!capitalised(nearest.core) && !"al.".equals(nearest.core)) {
            return -1;
        }
        return words[count - 1].start;
    }

    /**
     * Reads a party rightwards from {@code from} (the whitespace after {@code v.} or {@code In re}):
     * the end of its last word, or -1 when no party follows.
     *
     * <p>Two places may end the name or not: a comma ({@code Cruzan v. Director, Missouri Dep't of
     * Health} against {@code Roe v. Wade, 410 U.S. 113} and {@code Smith v. Jones, Texas law}) and a
     * capitalised word after a corporate suffix ({@code In re Trados Inc. S'holder Litig.} against
     * {@code Smith v. Acme Inc. Congress then}). There the reading goes on tentatively, and the longer
     * name is kept only if {@link #confirmed} at its end; otherwise the name ends where it could.
     */
    private int party(String text, int from, BitSet covered) {
        int pos = from;
        int count = 0;
        int lastCapitalisedEnd = -1;
        String lastCore = null;
        int beforeAnd = -1;
        boolean afterSuffix = false;
        boolean pendingComma = false;
        int committed = -1; // where the name ends if the tentative continuation is not confirmed
        boolean afterComma = false; // the continuation crossed a comma
        while (count < MAX_WORDS) {
            int start = skipSpace(text, pos);
            if (start < 0 || start >= text.length()) {
                break;
            }
            Word word = tokenAt(text, start);
            if (word == null || covered.get(word.tokenStart)) {
                break;
            }
            String core = word.core;
            if (count > 0 && isVersus(core)) {
                // "Roe v. Wade and Doe v. Bolton", "Smith v. Jones, Brown v. Board": the words after
                // "and" or the comma are the next case's first party
                int end = beforeAnd > 0 ? beforeAnd : lastCapitalisedEnd;
                return committed >= 0 ? Math.min(committed, end) : end;
            }
            boolean suffix = SUFFIXES.contains(core);
            if (word.opened && count > 0) {
                break;
            }
            boolean connector = count > 0 && connectorAfter(text, core, word.tokenEnd);
            if (count == 0 && !nameWord(core)) {
                return -1;
            }
            if (pendingComma && !suffix) {
                if (!continuation(core)) {
                    break; // "Roe v. Wade, 410 U.S.", "Smith v. Jones, the court", "Smith v. Jones, See"
                }
                if (committed < 0) {
                    committed = lastCapitalisedEnd;
                }
                afterComma = true; // "Cruzan v. Director, Missouri ..."
            } else if (afterSuffix && !suffix && !connector) {
                if (!continuation(core)) {
                    break;
                }
                if (committed < 0) {
                    committed = lastCapitalisedEnd; // "In re Trados Inc. S'holder ..."
                }
            }
            boolean sentenceEnd = false;
            int wordEnd = word.end;
            if (core.endsWith(".") && !abbreviation(core) && !connector
                    && !(word.comma && suffixNext(text, word.tokenEnd))) {
                sentenceEnd = true; // "v. Wade." — the period ends the sentence
                wordEnd--;
                core = core.substring(0, core.length() - 1);
            }
            if ((core.endsWith("'s") || core.endsWith("\u2019s")) && !sentenceEnd && word.closer == 0 && !word.comma
                    && !capitalisedNext(text, word.tokenEnd)) {
                if (capitalised(core)) {
                    lastCapitalisedEnd = wordEnd - 2;
                    lastCore = null;
                }
                break; // "Wade's holding"; but "Jackson Women's Health Org." goes on
            }
            if ("et".equals(core)) {
                int al = skipSpaceOr(text, word.tokenEnd);
                if (text.startsWith("al.", al)) {
                    lastCapitalisedEnd = al + 3; // "Jones et al."
                    lastCore = null;
                }
                break;
            }
            if (capitalised(core) && !STOPS.contains(core) || suffix) {
                lastCapitalisedEnd = wordEnd;
                lastCore = sentenceEnd ? null : core;
            } else if (connector) {
                if (("and".equals(core) || "&".equals(core)) && beforeAnd < 0) {
                    beforeAnd = lastCapitalisedEnd;
                }
            } else {
                break;
            }
            count++;
            afterSuffix = suffix;
            if (sentenceEnd) {
                break;
            }
            if (word.closer != 0) {
                break;
            }
            pendingComma = word.comma;
            pos = word.tokenEnd;
        }
        if (committed >= 0 && lastCapitalisedEnd > committed
                && !confirmed(text, lastCapitalisedEnd, afterComma ? null : lastCore)) {
            return committed;
        }
        return lastCapitalisedEnd;
    }

    /** A capitalised word that may start or continue a party: not a signal, pronoun or sentence opener. */
    private static boolean nameWord(String core) {
        return capitalised(core) && !STOPS.contains(core);
    }

    /**
     * A word that may continue a name past a comma or a suffix: a name word, not a number
     * ({@code 2006-Ohio-2095}) and not a docket or decision designation ({@code Smith v. Jones, No. 19-1},
     * {@code Smith v. Jones, Order, 2019 WL 1}).
     */
    private static boolean continuation(String core) {
        return nameWord(core) && !Character.isDigit(core.charAt(0)) && !DESIGNATIONS.contains(core);
    }

    /**
     * Whether a tentative continuation ending at {@code end} belongs to the name: a reporter cite
     * follows after a comma ({@code , 497 U.S. 261}, {@code , 2019 WL 1}, {@code , 2006-Ohio-2095};
     * a {@code [verify]} marker and closing {@code *}, {@code _} or quotes may come between), or, for
     * a continuation after a corporate suffix only ({@code lastCore} not null), its last word is a
     * Bluebook abbreviation such as {@code Litig.} and no number follows.
     */
    private static boolean confirmed(String text, int end, String lastCore) {
        int n = text.length();
        int q = end;
        for (int k = 0; k < 3 && q < n && isMarkupCloser(text.charAt(q)); k++) {
            q++;
        }
        int w = skipSpaceOr(text, q);
        if (text.startsWith(VERIFY, w)) {
            q = w + VERIFY.length();
        }
        if (reporterAfterComma(text, q)) {
            return true;
        }
        if (lastCore == null || lastCore.length() < 4 || !NAME_ABBREVIATIONS.contains(lastCore)) {
            return false;
        }
        w = skipSpaceOr(text, q);
        return w >= n || !Character.isDigit(text.charAt(w)); // not "Smith v. Acme Inc. Sec. 5 of the Act"
    }

    /** {@code , 497 U.S.}, {@code , 2019 WL}, {@code , 2006-Ohio-}: a comma, a volume of up to four digits, then a capital. */
    private static boolean reporterAfterComma(String text, int q) {
        int n = text.length();
        if (q >= n || text.charAt(q) != ',') {
            return false;
        }
        int d = skipSpaceOr(text, q + 1);
        if (d == q + 1) {
            return false;
        }
        int e = d;
        while (e < n && e - d < 4 && Character.isDigit(text.charAt(e))) {
            e++;
        }
        if (e == d || e >= n || text.charAt(d) == '0') {
            return false;
        }
        if (text.charAt(e) == '-') {
            return e + 1 < n && Character.isUpperCase(text.charAt(e + 1)); // 2006-Ohio-2095
        }
        int r = skipSpaceOr(text, e);
        return r > e && r < n && Character.isUpperCase(text.charAt(r));
    }

    private static boolean isMarkupCloser(char c) {
        return c == '*' || c == '_' || c == '"' || c == '\u201D';
    }

    /** Whether the next token is a corporate suffix ({@code Allapattah Servs., Inc.}). */
    private static boolean suffixNext(String text, int tokenEnd) {
        int next = skipSpaceOr(text, tokenEnd);
        if (next == tokenEnd || next >= text.length()) {
            return false;
        }
        Word word = tokenAt(text, next);
        return word != null && SUFFIXES.contains(word.core);
    }

    /** Whether the next token (after whitespace) starts with a capital letter. */
    private static boolean capitalisedNext(String text, int tokenEnd) {
        int next = skipSpaceOr(text, tokenEnd);
        return next < text.length() && next > tokenEnd && Character.isUpperCase(text.charAt(next));
    }

    private static boolean isVersus(String core) {
        return "v.".equals(core) || "vs.".equals(core) || "v".equals(core) || "vs".equals(core);
    }

    /** A lower-case connector inside a name, read leftwards: {@code right} is the word after it. */
    private static boolean connectorBefore(String core, String right) {
        if ("on".equals(core)) {
            return "behalf".equals(right);
        }
        if ("behalf".equals(core)) {
            return "of".equals(right);
        }
        if ("ex".equals(core)) {
            return "rel.".equals(right);
        }
        return CONNECTORS.contains(core);
    }

    /** A lower-case connector inside a name, read rightwards: {@code on} only in {@code on behalf of}, {@code ex} only in {@code ex rel.}. */
    private static boolean connectorAfter(String text, String core, int tokenEnd) {
        if (!CONNECTORS.contains(core)) {
            return false;
        }
        if ("on".equals(core) || "behalf".equals(core) || "ex".equals(core)) {
            int next = skipSpaceOr(text, tokenEnd);
            String expected = "on".equals(core) ? "behalf" : "behalf".equals(core) ? "of" : "rel.";
            int after = next + expected.length();
            return next > tokenEnd && text.startsWith(expected, next) && (after >= text.length() || Scan.space(text.charAt(after)));
        }
        return true;
    }

    // ---------------------------------------------------------------- In re, Ex parte, Matter of

    private int[] prefixed(String text, int start, int prefixEnd, boolean colon, BitSet covered) {
        int n = text.length();
        if (prefixEnd >= n) {
            return null;
        }
        char next = text.charAt(prefixEnd);
        if (!Scan.space(next) && !(colon && next == ':')) {
            return null;
        }
        int from = next == ':' ? prefixEnd + 1 : prefixEnd;
        if (from >= n || !Scan.space(text.charAt(from))) {
            return null;
        }
        int end = party(text, from, covered);
        return end < 0 ? null : new int[] {start, end};
    }

    // ---------------------------------------------------------------- words

    /** The token ending at {@code last} (inclusive), read leftwards; null when too long. */
    private static Word tokenBefore(String text, int last, int lowerBound) {
        int s = last;
        while (s > lowerBound && !Scan.space(text.charAt(s - 1))) {
            s--;
            if (last - s >= MAX_TOKEN) {
                return null;
            }
        }
        return word(text, s, last + 1);
    }

    /** The token starting at {@code start}; null when too long. */
    private static Word tokenAt(String text, int start) {
        int n = text.length();
        int e = start;
        while (e < n && !Scan.space(text.charAt(e))) {
            e++;
            if (e - start > MAX_TOKEN) {
                return null;
            }
        }
        return word(text, start, e);
    }

    private static Word word(String text, int s, int e) {
        Word w = new Word();
        w.tokenStart = s;
        w.tokenEnd = e;
        int a = s;
        while (a < e && isOpener(text.charAt(a))) {
            a++;
            w.opened = true;
        }
        int b = e;
        while (b > a && isCloser(text.charAt(b - 1))) {
            char c = text.charAt(b - 1);
            if (c == ',') {
                w.comma = true;
            } else if (w.closer == 0) {
                w.closer = c;
            }
            b--;
        }
        w.start = a;
        w.end = b;
        w.core = text.substring(a, b);
        return w;
    }

    private boolean abbreviation(String core) {
        if (abbreviations.contains(core)) {
            return true;
        }
        int len = core.length();
        if (len == 2 && Character.isUpperCase(core.charAt(0))) {
            return true; // an initial: "J."
        }
        // U.S., N.Y., U.S.A., L.P.: letters each followed by a period
        if (len >= 4 && len % 2 == 0) {
            boolean initials = true;
            for (int k = 0; k < len; k += 2) {
                if (!Character.isLetter(core.charAt(k)) || core.charAt(k + 1) != '.') {
                    initials = false;
                    break;
                }
            }
            if (initials) {
                return true;
            }
        }
        // A contraction with a period after it (Ass'n., Dep't.): a Bluebook abbreviation, not a sentence end
        return core.indexOf('\'') > 0 && core.indexOf('\'') < len - 2 || core.indexOf('\u2019') > 0 && core.indexOf('\u2019') < len - 2;
    }

    /** Starts with a capital letter, or digits then letters ({@code 3M}), or has a capital early on ({@code eBay}). */
    private static boolean capitalised(String core) {
        if (core.isEmpty()) {
            return false;
        }
        char c = core.charAt(0);
        if (Character.isUpperCase(c)) {
            return true;
        }
        if (Character.isDigit(c)) {
            for (int k = 1; k < core.length(); k++) {
                if (Character.isLetter(core.charAt(k))) {
                    return true; // 3M, 21st Century
                }
            }
            return false;
        }
        if (Character.isLowerCase(c) && core.length() > 1) {
            for (int k = 1; k < core.length() && k < 4; k++) {
                if (Character.isUpperCase(core.charAt(k))) {
                    return true; // eBay, iRobot
                }
            }
        }
        return false;
    }

    /** After a name with {@code vs.}: a reporter volume, a year parenthetical or {@code [1932]}. */
    private static boolean citeFollows(String text, int end) {
        int n = text.length();
        int q = end;
        if (q < n && text.charAt(q) == ',') {
            q++;
        }
        int w = skipSpaceOr(text, q);
        if (w >= n) {
            return false;
        }
        char c = text.charAt(w);
        if (Character.isDigit(c)) {
            return true;
        }
        return (c == '(' || c == '[') && w + 1 < n && Character.isDigit(text.charAt(w + 1));
    }

    private static boolean isOpener(char c) {
        return c == '(' || c == '[' || c == '"' || c == '\u201C' || c == '\u2018' || c == '*' || c == '_';
    }

    private static boolean isCloser(char c) {
        return c == ',' || c == ';' || c == ':' || c == ')' || c == ']' || c == '"' || c == '\u201D' || c == '*'
                || c == '_' || c == '?' || c == '!';
    }

    /** Leftwards over whitespace before {@code pos}: the index of the last character of the previous token, or -1. */
    private static int skipSpaceBack(String text, int pos, int lowerBound) {
        int i = pos - 1;
        int newlines = 0;
        int gap = 0;
        while (i >= lowerBound && Scan.space(text.charAt(i))) {
            if (text.charAt(i) == '\n' && ++newlines > 1) {
                return -1; // a blank line ends the paragraph
            }
            if (++gap > Scan.MAX_SPACE) {
                return -1;
            }
            i--;
        }
        return gap > 0 && i >= lowerBound ? i : -1;
    }

    /** Rightwards over whitespace from {@code pos}: the start of the next token, or -1 at a blank line or a long gap. */
    private static int skipSpace(String text, int pos) {
        int n = text.length();
        int i = pos;
        int newlines = 0;
        while (i < n && Scan.space(text.charAt(i))) {
            if (text.charAt(i) == '\n' && ++newlines > 1) {
                return -1;
            }
            if (i - pos >= Scan.MAX_SPACE) {
                return -1;
            }
            i++;
        }
        return i == pos ? -1 : i;
    }

    private static int skipSpaceOr(String text, int pos) {
        int n = text.length();
        int i = pos;
        while (i < n && i - pos < Scan.MAX_SPACE && Scan.space(text.charAt(i))) {
            i++;
        }
        return i;
    }

    private static String collapse(String text, int from, int to) {
        return Scan.collapseWhitespace(text, from, to);
    }
}
