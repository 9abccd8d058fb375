package io.attest.plugins.citationcore;

import io.attest.plugin.api.guard.Citation;
import io.attest.plugin.api.guard.FlagType;
import io.attest.plugin.api.guard.WantedAuthorities;
import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Every provision other than U.S.C. and C.F.R. ({@link FlagType#SECTION_REF}).
 *
 * <p>Shared forms, reported in every domain:
 * <ul>
 *   <li>bare sections: {@code § 1983}, {@code §1983}, {@code §§ 101-105}, {@code §§ 1983, 1985 and 1988};</li>
 *   <li>capitalised {@code Section}/{@code Sections}/{@code Sec.} and a number:
 *       {@code Section 10(b)}, {@code Section 16(b)}, {@code Sections 13(a) and 15(d)}, {@code Section 2.3};</li>
 *   <li>capitalised {@code Rule}/{@code Rules} and a number: {@code Rule 10b-5}, {@code Rule 144A},
 *       {@code Rule 12(b)(6)};</li>
 *   <li>lower-case {@code section}/{@code rule} only where the number cannot be a paragraph of the
 *       document itself: it has a subsection or a letter ({@code section 10(b)}, {@code rule 10b-5}),
 *       three digits or more ({@code section 1983}), or it is followed by {@code of [the] Capital...}
 *       ({@code section 5 of the FTC Act}). A plain {@code section 5} of ordinary prose is not a flag.</li>
 * </ul>
 * What follows a provision ({@code of the Exchange Act}, {@code et seq.}, {@code (2018)}, a
 * sentence's final period) is not part of its span.
 *
 * <p>The {@link ProvisionFamily families} switched on add the forms described there. Where a
 * longer form holds a shorter one ({@code Cal. Ins. Code § 790.03} holds {@code § 790.03}), only
 * the longer is reported.
 *
 * <p>Hand-written scanning: one pass, each position examined by a bounded amount of work (a
 * cite's whitespace runs are at most {@link Scan#MAX_SPACE}, its name at most eight words),
 * anchored on {@code §} and on capital letters that start a word. Immutable and thread-safe.
 */
public final class ProvisionRecognizer implements Recognizer {

    private static final String[] SECTION_WORDS = {"Sections", "Section", "Secs.", "Sec."};
    private static final String[] LOWER_SECTION_WORDS = {"sections", "section"};
    private static final String[] RULE_WORDS = {"Rules", "Rule"};
    private static final String[] LOWER_RULE_WORDS = {"rules", "rule"};

    private static final String[] SECURITIES_ORGS = {"FINRA", "SEC", "NASD", "NYSE", "MSRB", "Nasdaq", "NASDAQ", "CBOE", "Cboe", "NFA", "CFTC"};
    private static final String[] SECURITIES_ACTS = {
        "Securities Exchange Act", "Exchange Act", "Securities Act", "Investment Company Act", "Investment Advisers Act",
        "Advisers Act", "Trust Indenture Act"};


    /** The templates read in the same pass, or null. */
    private final TemplateRecognizer templates;
    /** The ASCII characters the scan stops at: capitals, and the first characters of the templates' names. */
    private final boolean[] stop = new boolean[128];
    /** The templates' names that start with a lower-case letter (found with indexOf). */
    private final List<String> lowerCaseNames;
    private final boolean securities;
    private final boolean policy;
    private final boolean medicare;
    private final char lastPartLetter;
    /**
     * For each capital 'A'..'Z', the second characters (below 128) with which some enabled form
     * starts: two bit sets of 64. A capitalised word whose first two characters start no form is
     * passed over with one look-up, which keeps prose fast.
     */
    private final long[] secondLow = new long[26];
    private final long[] secondHigh = new long[26];

    /** The shared forms only. */
    public ProvisionRecognizer() {
        this(EnumSet.noneOf(ProvisionFamily.class));
    }

    /**
     * The shared forms, {@code families} and the citations of {@code templates}, in one pass: a
     * template's names start at capitals (and a few lower-case words), the positions this
     * recogniser stops at anyway, so the templates cost no second pass over the text.
     */
    public ProvisionRecognizer(Collection<ProvisionFamily> families, TemplateRecognizer templates) {
        Set<ProvisionFamily> on = ProvisionFamily.expand(families);
        this.templates = templates;
        // the scan stops at capitals and at other characters that start a template's name, except
        // lower-case letters: those names ("usc", "rule") are found with indexOf, like "section"
        for (char c = 0; c < 128; c++) {
            stop[c] = CAPITAL[c] || templates != null && templates.startsAt(c) && !Scan.lower(c);
        }
        this.lowerCaseNames = templates == null ? List.of() : templates.lowerCaseNames();
        this.securities = on.contains(ProvisionFamily.SECURITIES);
        this.policy = on.contains(ProvisionFamily.POLICY);
        this.medicare = on.contains(ProvisionFamily.MEDICARE_CMS);
        this.lastPartLetter = policy ? 'F' : medicare ? 'D' : '\0';
        anchors("Section", "Sec.", "Rule");
        if (securities) {
            anchors(SECURITIES_ORGS);
            anchors(SECURITIES_ACTS);
            anchors("Regulation", "Reg", "Item");
        }
        if (policy) {
            anchors("Exclusion", "Coverage", "Part");
        }
        if (medicare) {
            anchors("Part", "CMS", "UB");
        }
    }

    /** The shared forms plus {@code families} (bundles such as {@link ProvisionFamily#FINANCIAL} are expanded), without templates. */
    public ProvisionRecognizer(Collection<ProvisionFamily> families) {
        this(families, null);
    }

    private void anchors(String... words) {
        for (String word : words) {
            char first = word.charAt(0);
            char second = word.charAt(1);
            if (!Scan.upper(first) || second >= 128) {
                throw new IllegalStateException("anchor must start with a capital and an ASCII character: " + word);
            }
            if (second < 64) {
                secondLow[first - 'A'] |= 1L << second;
            } else {
                secondHigh[first - 'A'] |= 1L << (second - 64);
            }
            if (second == '.') {
                // "W. Va.", "N. Mar. I.": whitespace may follow the period
                secondLow[first - 'A'] |= 1L << ' ';
            }
        }
    }

    private boolean anchored(char first, char second) {
        if (second >= 128) {
            return Scan.space(second);
        }
        long bits = second < 64 ? secondLow[first - 'A'] >>> second : secondHigh[first - 'A'] >>> (second - 64);
        return (bits & 1L) != 0 || (Scan.space(second) && (secondLow[first - 'A'] & (1L << ' ')) != 0);
    }

    /** ASCII characters at which a capitalised form may start. */
    private static final boolean[] CAPITAL = new boolean[128];

    static {
        for (char c = 'A'; c <= 'Z'; c++) {
            CAPITAL[c] = true;
        }
    }

    @Override
    public void find(String text, List<Citation> out) {
        int n = text.length();
        FormMatcher.Captures[] captures = templates == null ? null : templates.newCaptures();
        Citation previous = null; // the last template citation: a reversed form may not start inside it
        // Lower-case "section"/"rule" are found with String.indexOf (vectorised) and merged into
        // the scan for '§' and capitals, so the frequent letters s and r cost nothing per character.
        int nextSection = indexOf(text, "section", 0);
        int nextRule = indexOf(text, "rule", 0);
        int[] nextName = new int[lowerCaseNames.size()];
        for (int k = 0; k < nextName.length; k++) {
            nextName[k] = indexOf(text, lowerCaseNames.get(k), 0);
        }
        int i = 0;
        while (i < n) {
            int lower = Math.min(nextSection, nextRule);
            for (int k = 0; k < nextName.length; k++) {
                if (nextName[k] < i) {
                    nextName[k] = indexOf(text, lowerCaseNames.get(k), i);
                }
                lower = Math.min(lower, nextName[k]);
            }
            int limit = Math.min(lower, n);
            while (i < limit) {
                char c = text.charAt(i);
                if (c < 128 ? stop[c] : c == '§') {
                    break;
                }
                i++;
            }
            if (i >= n) {
                return;
            }
            long span = -1;
            Citation templated = templates != null && templates.mayStartAt(text, i) ? templates.at(text, i, captures, previous) : null;
            if (templated != null) {
                out.add(templated);
                previous = templated;
            }
            if (i == lower) {
                if (Scan.startsWord(text, i)) {
                    span = lowerCase(text, i, text.charAt(i));
                }
                if (i == nextSection) {
                    nextSection = indexOf(text, "section", i + 1);
                }
                if (i == nextRule) {
                    nextRule = indexOf(text, "rule", i + 1);
                }
            } else {
                char c = text.charAt(i);
                if (c == '§') {
                    if (i == 0 || text.charAt(i - 1) != '§') {
                        span = bareSection(text, i);
                    }
                } else if (c < 128 && CAPITAL[c] && i + 1 < n && anchored(c, text.charAt(i + 1)) && Scan.startsWord(text, i)) {
                    span = capitalised(text, i, c);
                }
            }
            if (span >= 0 || templated != null) {
                int end = templated == null ? -1 : templated.end();
                if (span >= 0) {
                    int start = (int) (span >>> 32);
                    end = Math.max(end, (int) span);
                    out.add(new Citation(FlagType.SECTION_REF, start, (int) span, Scan.collapse(text.substring(start, (int) span)),
                            false, shortForm(text, start, (int) span)));
                }
                i = Math.max(end, i + 1);
                if (nextSection < i) {
                    nextSection = indexOf(text, "section", i);
                }
                if (nextRule < i) {
                    nextRule = indexOf(text, "rule", i);
                }
            } else {
                i++;
            }
        }
    }

    /**
     * For the sources: the templates' citations of the wanted scopes, and the bare {@code § n} and
     * {@code Rule n} short forms that may be wanted (found with {@link String#indexOf}; judged after
     * the templates' pass, which may have settled their numbers), with the citation each takes its
     * body from.
     */
    @Override
    public void findAuthorities(String text, List<Citation> out, WantedAuthorities wanted) {
        List<Citation> found = new ArrayList<>();
        findShortForms(text, found, wanted);
        // those that settle a bare section of the text are kept and reported first, so that its
        // number opens no window in the templates' pass; the others are judged after it
        List<Citation> shortForms = new ArrayList<>();
        List<Citation> others = new ArrayList<>();
        for (Citation shortForm : found) {
            (wanted.found(shortForm) ? shortForms : others).add(shortForm);
        }
        List<Citation> longForms = new ArrayList<>();
        if (templates != null) {
            templates.findAuthorities(text, longForms, wanted);
        }
        if (!wanted.everyNumber()) {
            others.removeIf(shortForm -> !mayBeWanted(shortForm, wanted));
        }
        shortForms.addAll(others);
        shortForms.sort(java.util.Comparator.comparingInt(Citation::start));
        if (templates != null) {
            templates.findAntecedents(text, longForms, shortForms, wanted);
            out.addAll(longForms);
        }
        out.addAll(shortForms);
    }

    /**
     * Before a short form is built: whether one of the numbers written in its span is wanted, or it
     * may be a range ({@link #mayBeWanted} decides once built) — most short forms of a long source
     * are then never built.
     */
    private static boolean spanMayBeWanted(String text, int start, int end, WantedAuthorities wanted) {
        if (wanted.everyNumber()) {
            return true;
        }
        int i = start;
        while (i < end) {
            char c = text.charAt(i);
            if (Scan.dash(c) || c == 't' && (text.startsWith("to", i) || text.startsWith("through", i) || text.startsWith("thru", i))) {
                return true;
            }
            if (!Scan.digit(c)) {
                i++;
                continue;
            }
            int from = i;
            while (i < end && Scan.digit(text.charAt(i))) {
                i++;
            }
            if (wanted.wants(text, from, i)) {
                return true;
            }
        }
        return false;
    }

    /** Whether a short form may be or hold a wanted section: one of its numbers is wanted, or it is a range. */
    private static boolean mayBeWanted(Citation shortForm, WantedAuthorities wanted) {
        for (io.attest.plugin.api.guard.Authority authority : shortForm.authorities()) {
            if (authority.isRange()) {
                return true;
            }
            String section = authority.key().section();
            int i = 0;
            while (i < section.length()) {
                if (!Scan.digit(section.charAt(i))) {
                    i++;
                    continue;
                }
                int end = i;
                while (end < section.length() && Scan.digit(section.charAt(end))) {
                    end++;
                }
                if (wanted.wants(section, i, end)) {
                    return true;
                }
                i = end;
            }
        }
        return false;
    }

    /** The bare short forms of {@code text} that may hold a wanted number ({@link #spanMayBeWanted}); all with every number. */
    private static void findShortForms(String text, List<Citation> out, WantedAuthorities wanted) {
        for (int i = text.indexOf('§'); i >= 0; i = text.indexOf('§', i + 1)) {
            if (i > 0 && text.charAt(i - 1) == '§') {
                continue;
            }
            addShortForm(text, i, bareSection(text, i), out, wanted);
        }
        // one search per common beginning ("Sec" for Section, Sections, Secs., Sec.), not one per word
        for (String prefix : SHORT_FORM_PREFIXES) {
            for (int i = text.indexOf(prefix); i >= 0; i = text.indexOf(prefix, i + 1)) {
                if (!Scan.startsWord(text, i)) {
                    continue;
                }
                for (String word : SHORT_FORM_WORDS) {
                    if (!word.startsWith(prefix)) {
                        continue;
                    }
                    int p = Scan.word(text, i, word);
                    p = p < 0 ? -1 : Scan.spaces1(text, p);
                    if (p > 0 && Scan.digit(Scan.at(text, p))) {
                        boolean plural = word.endsWith("s") || word.endsWith("s.");
                        int end = Scan.sectionList(text, p, plural);
                        addShortForm(text, i, span(i, end), out, wanted);
                    }
                }
            }
        }
    }

    private static void addShortForm(String text, int i, long span, List<Citation> out, WantedAuthorities wanted) {
        if (span < 0) {
            return;
        }
        int start = (int) (span >>> 32);
        int end = (int) span;
        if (!spanMayBeWanted(text, start, end, wanted)) {
            return;
        }
        List<io.attest.plugin.api.guard.Authority> authorities = shortForm(text, start, end);
        if (!authorities.isEmpty()) {
            out.add(new Citation(FlagType.SECTION_REF, start, end, Scan.collapse(text.substring(start, end)), false, authorities));
        }
    }

    /**
     * A bare {@code § n} or {@code Rule n} is a short form whose body comes from the citation
     * before it (see {@code ShortForms}); anything else found here has no key.
     */
    private static List<io.attest.plugin.api.guard.Authority> shortForm(String text, int start, int end) {
        int p;
        boolean list;
        String body;
        if (text.charAt(start) == '§') {
            list = Scan.at(text, start + 1) == '§';
            p = start + (list ? 2 : 1);
            body = ShortFormBodies.SECTION;
        } else {
            int word = Scan.word(text, start, SHORT_FORM_WORDS);
            if (word < 0) {
                return List.of();
            }
            String written = text.substring(start, word);
            list = written.startsWith("Sections") || written.startsWith("sections") || written.startsWith("Secs")
                    || written.startsWith("Rules");
            body = written.startsWith("Rule") ? ShortFormBodies.RULE : ShortFormBodies.SECTION;
            p = word;
        }
        p = Scan.spaces(text, p);
        if (p < 0 || !Scan.digit(Scan.at(text, p))) {
            return List.of();
        }
        return AuthorityBuilder.shortForm(text, p, end, list, body);
    }

    /** The words of a bare short form besides {@code §}: {@code Section 1983}, {@code Rule 56}. */
    private static final String[] SHORT_FORM_WORDS = {"Sections", "Section", "sections", "section", "Secs.", "Sec.", "Rules", "Rule"};
    /** What every word of {@link #SHORT_FORM_WORDS} starts with, one of these. */
    private static final String[] SHORT_FORM_PREFIXES = {"Sec", "sec", "Rule"};

    /** {@link String#indexOf(String, int)}, with {@link Integer#MAX_VALUE} for "none". */
    private static int indexOf(String text, String word, int from) {
        int at = text.indexOf(word, from);
        return at < 0 ? Integer.MAX_VALUE : at;
    }

    private static long span(int start, int end) {
        return end < 0 || end <= start ? -1 : ((long) start << 32) | end;
    }

    /** The span that ends later (the earlier start on a tie). */
    private static long longer(long a, long b) {
        if (a < 0) {
            return b;
        }
        if (b < 0) {
            return a;
        }
        int endA = (int) a;
        int endB = (int) b;
        if (endA != endB) {
            return endA > endB ? a : b;
        }
        return (a >>> 32) <= (b >>> 32) ? a : b;
    }

    // ---------------------------------------------------------------- shared

    /** {@code § 1983}, {@code §§ 101-105}. */
    private static long bareSection(String text, int i) {
        return span(i, bareSectionEnd(text, i));
    }

    /** The end of {@code § n} or {@code §§ n, m} at {@code q}; -1 when no section follows. */
    private static int bareSectionEnd(String text, int q) {
        boolean plural = Scan.at(text, q + 1) == '§';
        int r = Scan.spaces(text, q + (plural ? 2 : 1));
        return r < 0 ? -1 : Scan.sectionList(text, r, plural);
    }

    private long capitalised(String text, int i, char c) {
        long best = -1;
        switch (c) {
            case 'S' -> {
                best = sectionWord(text, i);
                if (securities) {
                    best = longer(best, organisationRule(text, i));
                    best = longer(best, actProvision(text, i));
                }
            }
            case 'R' -> {
                best = numbered(text, i, RULE_WORDS);
                if (securities) {
                    best = longer(best, regulation(text, i));
                }
            }
            case 'F' -> {
                if (securities) {
                    best = organisationRule(text, i);
                }
            }
            case 'E' -> {
                if (policy) {
                    best = exclusion(text, i);
                }
                if (securities) {
                    best = longer(best, actProvision(text, i));
                }
            }
            case 'C' -> {
                if (policy) {
                    best = coverage(text, i);
                }
                if (medicare) {
                    best = longer(best, cmsForm(text, i));
                }
                if (securities) {
                    best = longer(best, organisationRule(text, i));
                }
            }
            case 'P' -> {
                if (lastPartLetter != '\0') {
                    best = part(text, i);
                }
            }
            case 'I' -> {
                if (securities) {
                    best = longer(item(text, i), actProvision(text, i));
                }
            }
            case 'N', 'M' -> {
                if (securities) {
                    best = organisationRule(text, i);
                }
            }
            case 'A', 'T' -> {
                if (securities) {
                    best = actProvision(text, i);
                }
            }
            case 'U' -> {
                if (medicare) {
                    best = uniformBill(text, i);
                }
            }
            default -> {
                // no family form starts with this letter
            }
        }
        return best;
    }

    /** {@code Section 10(b)}, {@code Sections 13(a) and 15(d)}, {@code Sec. 5}; with {@link ProvisionFamily#POLICY} {@code Section IV.B.2}. */
    private long sectionWord(String text, int i) {
        for (String word : SECTION_WORDS) {
            if (!Scan.has(text, i, word)) {
                continue;
            }
            int q = word.endsWith(".") ? Scan.spaces(text, i + word.length()) : Scan.spaces1(text, i + word.length());
            if (q < 0) {
                return -1;
            }
            boolean plural = word.charAt(word.length() - 2) == 's' || word.endsWith("s");
            if (Scan.digit(Scan.at(text, q))) {
                return span(i, Scan.sectionList(text, q, plural));
            }
            if (policy && !plural) {
                return span(i, romanChain(text, q));
            }
            return -1;
        }
        return -1;
    }

    /** {@code Rule 10b-5}, {@code Rules 12(b)(6) and 56}: one of {@code words}, whitespace, a section (list). */
    private static long numbered(String text, int i, String[] words) {
        for (String word : words) {
            if (Scan.has(text, i, word)) {
                int q = Scan.spaces1(text, i + word.length());
                if (q < 0 || !Scan.digit(Scan.at(text, q))) {
                    return -1;
                }
                return span(i, Scan.sectionList(text, q, word.endsWith("s")));
            }
        }
        return -1;
    }

    /** Lower-case {@code section}/{@code rule} with a number that is clearly a provision (see the class comment). */
    private static long lowerCase(String text, int i, char c) {
        String[] words = c == 's' ? LOWER_SECTION_WORDS : LOWER_RULE_WORDS;
        for (String word : words) {
            if (Scan.has(text, i, word)) {
                int q = Scan.spaces1(text, i + word.length());
                if (q < 0 || !Scan.digit(Scan.at(text, q))) {
                    return -1;
                }
                int end = Scan.sectionList(text, q, word.endsWith("s"));
                return end > 0 && distinctive(text, q, end) ? span(i, end) : -1;
            }
        }
        return -1;
    }

    private static boolean distinctive(String text, int start, int end) {
        int digits = 0;
        boolean leading = true;
        for (int p = start; p < end; p++) {
            char c = text.charAt(p);
            if (c == '(' || Scan.asciiLetter(c)) {
                return true;
            }
            if (leading && Scan.digit(c)) {
                digits++;
            } else {
                leading = false;
            }
        }
        if (digits >= 3) {
            return true;
        }
        int p = Scan.spaces1(text, end);
        if (p < 0) {
            return false;
        }
        p = Scan.word(text, p, "of");
        p = p < 0 ? -1 : Scan.spaces1(text, p);
        if (p < 0) {
            return false;
        }
        int the = Scan.word(text, p, "the");
        if (the > 0) {
            p = Scan.spaces1(text, the);
        }
        return p >= 0 && Scan.upper(Scan.at(text, p));
    }

    // ---------------------------------------------------------------- securities

    /** {@code FINRA Rule 2111}, {@code SEC Rule 15c3-1}, {@code MSRB Rule G-17}. */
    private static long organisationRule(String text, int i) {
        for (String org : SECURITIES_ORGS) {
            int p = Scan.abbreviation(text, i, org, false);
            if (p < 0) {
                continue;
            }
            int q = Scan.spaces1(text, p);
            if (q < 0) {
                return -1;
            }
            boolean plural = Scan.word(text, q, "Rules") > 0;
            int r = Scan.word(text, q, "Rules", "Rule");
            if (r < 0) {
                return -1;
            }
            int s = Scan.spaces1(text, r);
            if (s < 0) {
                return -1;
            }
            if (Scan.digit(Scan.at(text, s))) {
                return span(i, Scan.sectionList(text, s, plural));
            }
            // MSRB Rule G-17
            if (Scan.upper(Scan.at(text, s)) && Scan.dash(Scan.at(text, s + 1)) && Scan.digit(Scan.at(text, s + 2))) {
                return span(i, Scan.section(text, s + 2));
            }
            return -1;
        }
        return -1;
    }

    /** {@code Exchange Act Rule 10b-5}, {@code Securities Act Section 11}, {@code Exchange Act § 10(b)}. */
    private static long actProvision(String text, int i) {
        for (String act : SECURITIES_ACTS) {
            int p = Scan.abbreviation(text, i, act, false);
            if (p < 0) {
                continue;
            }
            int q = Scan.spaces1(text, p);
            if (q < 0) {
                return -1;
            }
            if (Scan.at(text, q) == '§') {
                return span(i, bareSectionEnd(text, q));
            }
            long rule = numbered(text, q, RULE_WORDS);
            if (rule < 0) {
                rule = numbered(text, q, new String[] {"Sections", "Section"});
            }
            return rule < 0 ? -1 : span(i, (int) rule);
        }
        return -1;
    }

    /**
     * {@code Regulation S-K}, {@code Reg. FD}, {@code Regulation Best Interest}, with an item that
     * follows: {@code Regulation S-K Item 303}.
     */
    private static long regulation(String text, int i) {
        int end = regulationEnd(text, i);
        if (end < 0) {
            return -1;
        }
        int p = end;
        if (Scan.at(text, p) == ',') {
            p++;
        }
        int q = Scan.spaces1(text, p);
        int item = q < 0 ? -1 : Scan.word(text, q, "Item");
        int r = item < 0 ? -1 : Scan.spaces1(text, item);
        int e = r < 0 ? -1 : Scan.section(text, r);
        return span(i, e > 0 ? e : end);
    }

    private static int regulationEnd(String text, int i) {
        int p = Scan.word(text, i, "Regulation");
        if (p < 0) {
            p = Scan.abbreviation(text, i, "Reg.", false);
        }
        if (p < 0) {
            p = Scan.word(text, i, "Reg");
        }
        if (p < 0) {
            return -1;
        }
        int q = Scan.spaces1(text, p);
        if (q < 0) {
            return -1;
        }
        int best = Scan.abbreviation(text, q, "Best Interest", false);
        if (best > 0) {
            return best;
        }
        int e = q;
        while (Scan.upper(Scan.at(text, e)) && e - q < 4) {
            e++;
        }
        if (e == q) {
            return -1;
        }
        if (Scan.dash(Scan.at(text, e)) && Scan.upper(Scan.at(text, e + 1))) {
            int f = e + 1;
            while (Scan.upper(Scan.at(text, f)) && f - e <= 3) {
                f++;
            }
            e = f;
        }
        if (Scan.at(text, e) == '+') {
            e++;
        }
        if (!Scan.endsWord(text, e) || Scan.dash(Scan.at(text, e))) {
            return -1;
        }
        return e;
    }

    /** {@code Item 303 of Regulation S-K}. */
    private static long item(String text, int i) {
        int p = Scan.word(text, i, "Item");
        int q = p < 0 ? -1 : Scan.spaces1(text, p);
        int e = q < 0 ? -1 : Scan.section(text, q);
        int r = e < 0 ? -1 : Scan.spaces1(text, e);
        int of = r < 0 ? -1 : Scan.word(text, r, "of");
        int s = of < 0 ? -1 : Scan.spaces1(text, of);
        int end = s < 0 ? -1 : regulationEnd(text, s);
        return span(i, end);
    }

    // ---------------------------------------------------------------- policy provisions

    /** {@code IV}, {@code IV.B.2}, {@code II(A)}: a Roman numeral and what is attached to it. */
    private static int romanChain(String text, int i) {
        int p = romanNumeral(text, i);
        return p < 0 ? -1 : designatorTail(text, p);
    }

    /** One to seven of {@code IVXLC}, ending a word or followed by {@code .x} or {@code (x)}. */
    private static int romanNumeral(String text, int i) {
        int p = i;
        while (p - i < 7 && "IVXLC".indexOf(Scan.at(text, p)) >= 0) {
            p++;
        }
        if (p == i || Scan.asciiAlnum(Scan.at(text, p)) || Scan.wordChar(Scan.at(text, p))) {
            return -1;
        }
        return p;
    }

    /** Attached subsections and dotted parts after a designator: {@code .B.2}, {@code (5)}, {@code .b.(1)}. */
    private static int designatorTail(String text, int i) {
        int p = Scan.subsections(text, i);
        while (Scan.at(text, p) == '.' && Scan.asciiAlnum(Scan.at(text, p + 1))) {
            int q = p + 1;
            while (Scan.asciiAlnum(Scan.at(text, q)) && q - p <= 3) {
                q++;
            }
            if (Scan.wordChar(Scan.at(text, q))) {
                break;
            }
            p = Scan.subsections(text, q);
        }
        return p;
    }

    /** {@code Exclusion (c)}, {@code Exclusion j(5)}, {@code Exclusion 2.b}, {@code Exclusion B}. */
    private static long exclusion(String text, int i) {
        int p = Scan.word(text, i, "Exclusions");
        if (p < 0) {
            p = Scan.word(text, i, "Exclusion");
        }
        int q = p < 0 ? -1 : Scan.spaces1(text, p);
        if (q < 0) {
            return -1;
        }
        char c = Scan.at(text, q);
        if (c == '(') {
            int e = Scan.subsections(text, q);
            return e > q ? span(i, designatorTail(text, e)) : -1;
        }
        if (Scan.asciiLetter(c)) {
            char next = Scan.at(text, q + 1);
            if (Scan.wordChar(next) || (c == 'a' && Scan.space(next))) {
                return -1;
            }
            return span(i, designatorTail(text, q + 1));
        }
        if (Scan.digit(c)) {
            int e = Scan.section(text, q);
            return e < 0 ? -1 : span(i, designatorTail(text, e));
        }
        return -1;
    }

    /** {@code Coverage A}, {@code Coverage B(1)}. */
    private static long coverage(String text, int i) {
        int p = Scan.word(text, i, "Coverage");
        int q = p < 0 ? -1 : Scan.spaces1(text, p);
        if (q < 0 || !Scan.upper(Scan.at(text, q)) || Scan.wordChar(Scan.at(text, q + 1))) {
            return -1;
        }
        return span(i, Scan.subsections(text, q + 1));
    }

    /** {@code Part D}: policy parts A to F, Medicare parts A to D. */
    private long part(String text, int i) {
        int p = Scan.word(text, i, "Part");
        int q = p < 0 ? -1 : Scan.spaces1(text, p);
        if (q < 0) {
            return -1;
        }
        char c = Scan.at(text, q);
        if (c < 'A' || c > lastPartLetter || Scan.wordChar(Scan.at(text, q + 1))) {
            return -1;
        }
        return span(i, q + 1);
    }

    // ---------------------------------------------------------------- Medicare / CMS

    /** {@code CMS-1500}, {@code CMS-855I}, {@code CMS-R-131}. */
    private static long cmsForm(String text, int i) {
        if (!Scan.has(text, i, "CMS") || !Scan.dash(Scan.at(text, i + 3))) {
            return -1;
        }
        int p = i + 4;
        if (Scan.at(text, p) == 'R' && Scan.dash(Scan.at(text, p + 1))) {
            p += 2;
        }
        int q = p;
        while (Scan.digit(Scan.at(text, q)) && q - p < 5) {
            q++;
        }
        if (q - p < 2) {
            return -1;
        }
        int letters = 0;
        while (Scan.upper(Scan.at(text, q)) && letters < 2) {
            q++;
            letters++;
        }
        // CMS-2019-0039 is a docket number, not a form
        if (!Scan.endsWord(text, q) || (Scan.dash(Scan.at(text, q)) && Scan.asciiAlnum(Scan.at(text, q + 1)))) {
            return -1;
        }
        return span(i, q);
    }

    /** {@code UB-04}, {@code UB-92}: the institutional claim form (CMS-1450). */
    private static long uniformBill(String text, int i) {
        for (String form : new String[] {"UB-04", "UB-92"}) {
            if (Scan.has(text, i, form) && Scan.endsWord(text, i + form.length())) {
                return span(i, i + form.length());
            }
        }
        return -1;
    }
}
