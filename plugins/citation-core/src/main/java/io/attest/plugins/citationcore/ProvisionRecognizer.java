package io.attest.plugins.citationcore;

import io.attest.plugin.api.guard.Citation;
import io.attest.plugin.api.guard.FlagType;
import io.attest.plugin.api.guard.WantedAuthorities;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

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
 * <p>The {@link ProvisionFamily families} a pack gives (each in its pack's module) add their own
 * forms, read in the same pass at the capitals their anchors start with. Where a
 * longer form holds a shorter one ({@code Cal. Ins. Code § 790.03} holds {@code § 790.03}), only
 * the longer is reported.
 *
 * <p>Hand-written scanning: one pass, each position examined by a bounded amount of work (a
 * cite's whitespace runs are at most {@link Scan#MAX_SPACE}, its name at most eight words),
 * anchored on {@code §} and on capital letters that start a word. Immutable and thread-safe.
 */
public final class ProvisionRecognizer implements Recognizer {

    /** The templates read in the same pass, or null. */
    private final TemplateRecognizer templates;
    /** The ASCII characters the scan stops at: capitals, the first characters of the templates' names, {@link #numberStop digits}. */
    private final boolean[] stop = new boolean[128];
    /** The lower-case names found with indexOf: the templates' names that are read neither just before nor just after a number. */
    private final List<String> lowerCaseNames;
    /**
     * The lower-case words every form reads a number right after ({@code section 1983}, {@code sec. 5},
     * {@code rule 12(b)(6)}, {@code rule 4:6-2}): looked for only just before the numbers the scan
     * stops at, which spares a pass over the text each ({@code sec} alone stops at {@code second},
     * {@code secure}, ...). Each is the start of a word: {@code sec} stands for {@code section},
     * {@code sections}, {@code sec.} and {@code secs.}.
     */
    private final String[] namesBeforeNumbers;
    /** The longest word, in letters, that {@link #nameBeforeNumber} reads back. */
    private final int longestBeforeNumber;
    /**
     * The characters a word read before a number may end with, just before the gap: the last letter
     * of each ({@code section}, {@code rule}; also before a final period, which a name may leave out),
     * the period, and whitespace (a gap of more than one character is looked at further back).
     */
    private final boolean[] endsNameBeforeNumber = new boolean[128];
    /**
     * Those that every form reads after a number ({@code 28 usc 1332}, {@code title 28, cfr}):
     * looked for only after the numbers the scan stops at, which spares a pass over the text each.
     */
    private final String[] namesAfterNumbers;
    /** The first characters of {@link #namesAfterNumbers}. */
    private final boolean[] afterNumberFirst = new boolean[128];
    /** How many characters after a number's last digit one of {@link #namesAfterNumbers} may start at the farthest. */
    private final int reachAfterNumber;
    /** The characters, besides whitespace, of what may stand between a number and one of {@link #namesAfterNumbers}, in either case. */
    private final boolean[] betweenNumberAndName = new boolean[128];
    /** The digits the scan stops at to look for {@link #namesAfterNumbers} after their number: none when there are none. */
    private final boolean[] numberStop = new boolean[128];
    /** For each capital 'A'..'Z', the families with an anchor that starts with it. */
    private final ProvisionFamily[][] familiesByLetter = new ProvisionFamily[26][];
    /**
     * For each capital 'A'..'Z', the second characters (below 128) with which some enabled form
     * starts: two bit sets of 64. A capitalised word whose first two characters start no form is
     * passed over with one look-up, which keeps prose fast.
     */
    private final long[] secondLow = new long[26];
    private final long[] secondHigh = new long[26];

    /** The shared forms only. */
    public ProvisionRecognizer() {
        this(List.of(), null);
    }

    /**
     * The shared forms, the forms of {@code families} and the citations of {@code templates} (or
     * null), in one pass: a template's names start at capitals (and a few lower-case words), the
     * positions this recogniser stops at anyway, so the templates cost no second pass over the text.
     */
    public ProvisionRecognizer(List<ProvisionFamily> families, TemplateRecognizer templates) {
        this(families, templates, true);
    }

    /** As the public constructor, but every lower-case name looked for with indexOf: what tests compare the scan with. */
    static ProvisionRecognizer withEveryLowerCaseNameByIndexOf(List<ProvisionFamily> families, TemplateRecognizer templates) {
        return new ProvisionRecognizer(families, templates, false);
    }

    private ProvisionRecognizer(List<ProvisionFamily> families, TemplateRecognizer templates, boolean afterNumbers) {
        this.templates = templates;
        List<TemplateRecognizer.LowerCaseName> names = templates == null ? List.of() : templates.lowerCaseNames();
        List<TemplateRecognizer.LowerCaseName> following = afterNumbers ? names.stream().filter(name -> name.reachAfterNumber() >= 0).toList() : List.of();
        List<TemplateRecognizer.LowerCaseName> preceding = afterNumbers
                ? names.stream().filter(name -> name.reachAfterNumber() < 0 && name.beforeNumber()).toList() : List.of();
        List<String> searched = new ArrayList<>();
        names.stream().filter(name -> !following.contains(name) && !preceding.contains(name)).forEach(name -> searched.add(name.text()));
        List<String> beforeNumbers = new ArrayList<>();
        preceding.forEach(name -> beforeNumbers.add(name.text()));
        // the lower-case forms of SectionsAndRules read a number right after their word
        (afterNumbers ? beforeNumbers : searched).addAll(SectionsAndRules.LOWER_CASE_STARTS);
        // a search for "sec" stops at every "section" too: one pass over the text, not two
        this.lowerCaseNames = searched.stream().distinct()
                .filter(name -> searched.stream().noneMatch(other -> !other.equals(name) && name.startsWith(other))).toList();
        this.namesBeforeNumbers = beforeNumbers.stream().distinct().toArray(String[]::new);
        // the whole words read back from a number: their letters bound the look back, their ends start it
        List<String> wordsBeforeNumbers = new ArrayList<>();
        if (afterNumbers) {
            wordsBeforeNumbers.addAll(SectionsAndRules.LOWER_CASE_WORDS);
            preceding.forEach(name -> wordsBeforeNumbers.add(name.text()));
        }
        int longest = 0;
        for (String word : wordsBeforeNumbers) {
            String letters = word.endsWith(".") ? word.substring(0, word.length() - 1) : word;
            longest = Math.max(longest, letters.length());
            endsNameBeforeNumber[letters.charAt(letters.length() - 1)] = true;
            endsNameBeforeNumber['.'] = true; // a final period, which a name may also leave out
        }
        this.longestBeforeNumber = longest;
        for (char c = 0; c < 128 && !wordsBeforeNumbers.isEmpty(); c++) {
            endsNameBeforeNumber[c] |= Scan.space(c);
        }
        this.namesAfterNumbers = following.stream().map(TemplateRecognizer.LowerCaseName::text).toArray(String[]::new);
        this.reachAfterNumber = following.stream().mapToInt(TemplateRecognizer.LowerCaseName::reachAfterNumber).max().orElse(0);
        for (TemplateRecognizer.LowerCaseName name : following) {
            afterNumberFirst[name.text().charAt(0)] = true;
            markLoosely(name.between(), betweenNumberAndName);
        }
        // the scan stops at capitals, at the other characters that start a template's name except
        // lower-case letters (those names are found with indexOf, or before or after numbers), and
        // at the digits of numbers a name may precede or follow
        for (char c = 0; c < 128; c++) {
            boolean startsName = templates != null && templates.startsAt(c) && !Scan.lower(c);
            numberStop[c] = (namesAfterNumbers.length > 0 || namesBeforeNumbers.length > 0) && Scan.digit(c) && !startsName;
            stop[c] = CAPITAL[c] || startsName || numberStop[c];
        }
        anchors(List.of(SectionsAndRules.ANCHORS));
        List<List<ProvisionFamily>> byLetter = new ArrayList<>();
        for (int letter = 0; letter < 26; letter++) {
            byLetter.add(new ArrayList<>());
        }
        for (ProvisionFamily family : families) {
            anchors(family.anchors());
            for (String anchor : family.anchors()) {
                List<ProvisionFamily> those = byLetter.get(anchor.charAt(0) - 'A');
                if (!those.contains(family)) {
                    those.add(family);
                }
            }
        }
        for (int letter = 0; letter < 26; letter++) {
            familiesByLetter[letter] = byLetter.get(letter).toArray(ProvisionFamily[]::new);
        }
    }

    private void anchors(List<String> words) {
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
        TemplateRecognizer.Scratch captures = templates == null ? null : templates.newScratch(text);
        // a text that repeats a provision (a list of "§ 1" short forms) shares one name and one key
        BuiltCitations built = new BuiltCitations(text);
        Citation previous = null; // the last template citation: a reversed form may not start inside it
        // Lower-case names other than those read before or after numbers are found with String.indexOf (vectorised)
        // and merged into the scan for '§', capitals and digits, so their frequent first letters cost nothing per character.
        int[] nextName = new int[lowerCaseNames.size()];
        for (int k = 0; k < nextName.length; k++) {
            nextName[k] = indexOf(text, lowerCaseNames.get(k), 0);
        }
        int nextAfterNumber = Integer.MAX_VALUE; // a name that follows a number ("28 usc")
        int resumed = 0; // where the scan went on after the last citation: a name read back from a number starts there or later
        int lastLowerCase = -1; // the last lower-case name read
        int lookedBackFrom = -1; // the last number a name was looked for before
        int i = 0;
        while (i < n) {
            if (nextAfterNumber < i) {
                nextAfterNumber = Integer.MAX_VALUE;
            }
            int lower = nextAfterNumber;
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
            boolean lowerCase = i == lower;
            char at = text.charAt(i);
            if (!lowerCase && at < 128 && numberStop[at]) {
                if (i != lookedBackFrom && mayFollowName(text, i)) {
                    lookedBackFrom = i;
                    int name = nameBeforeNumber(text, i, Math.max(resumed, lastLowerCase + 1));
                    if (name >= 0) {
                        i = name; // read as if the scan had stopped there: nothing it stops at stands between
                        lowerCase = true;
                    }
                }
                if (!lowerCase) {
                    i = Scan.digitsEnd(text, i, n);
                    nextAfterNumber = Math.min(nextAfterNumber, nameAfterNumber(text, i));
                    continue;
                }
            }
            int end = -1; // of a provision form at i
            Citation templated = templates != null && templates.mayStartAt(text, i) ? templates.at(text, i, captures, previous) : null;
            if (templated != null) {
                out.add(templated);
                previous = templated;
            }
            if (lowerCase) {
                lastLowerCase = i;
                if (Scan.startsWord(text, i)) {
                    end = SectionsAndRules.lowerCase(text, i, text.charAt(i));
                }
                for (int k = 0; k < nextName.length; k++) {
                    if (nextName[k] == i) {
                        nextName[k] = indexOf(text, lowerCaseNames.get(k), i + 1);
                    }
                }
            } else {
                char c = text.charAt(i);
                if (c == '§') {
                    if (i == 0 || text.charAt(i - 1) != '§') {
                        end = SectionsAndRules.bareSectionEnd(text, i);
                    }
                } else if (c < 128 && CAPITAL[c] && i + 1 < n && anchored(c, text.charAt(i + 1)) && Scan.startsWord(text, i)) {
                    end = capitalised(text, i, c);
                }
            }
            boolean found = end > i;
            if (found) {
                out.add(provision(text, i, end, built));
            }
            if (found || templated != null) {
                i = Math.max(Math.max(end, templated == null ? -1 : templated.end()), i + 1);
                resumed = i;
                if (namesAfterNumbers.length > 0 && i < n && Scan.digit(text.charAt(i - 1))) {
                    nextAfterNumber = Math.min(nextAfterNumber, nameAfterNumber(text, i)); // "§ 1332 of title 28, usc"
                }
            } else {
                i++;
            }
        }
    }

    /**
     * Whether the number at {@code digit} may follow one of {@link #namesBeforeNumbers}: the character
     * before it, or before the one space before it, ends such a word (or is whitespace, a longer gap:
     * {@link #nameBeforeNumber} decides). Most numbers follow something else ({@code § 1983},
     * {@code at 5}, {@code 12.34}): this one look, inlined in the scan, passes them over.
     */
    private boolean mayFollowName(String text, int digit) {
        if (digit == 0) {
            return false;
        }
        char before = text.charAt(digit - 1);
        if (Scan.space(before) && digit > 1) {
            before = text.charAt(digit - 2);
        }
        return before < 128 && endsNameBeforeNumber[before];
    }

    /**
     * Where one of {@link #namesBeforeNumbers} starts, at or after {@code from}, in the word just
     * before the number at {@code digit} (whitespace or nothing between, the word's final period
     * aside), or -1: the position a search for the name would have stopped at, read there as it
     * would have been (which checks again that it starts a word). A word of more letters than any
     * name is passed over without comparing.
     */
    private int nameBeforeNumber(String text, int digit, int from) {
        int p = Scan.spacesBack(text, digit - 1, from);
        if (p < 0) {
            return -1;
        }
        if (text.charAt(p) == '.') {
            p--;
        }
        int start = p + 1;
        while (start > from && Scan.lower(text.charAt(start - 1)) && p - start < longestBeforeNumber) {
            start--;
        }
        if (start > p || start > 0 && Scan.lower(text.charAt(start - 1))) {
            return -1; // no letters, or more than any name has
        }
        for (String name : namesBeforeNumbers) {
            if (text.startsWith(name, start)) {
                return start;
            }
        }
        return -1;
    }

    /** The provision at {@code [start, end)}, its name and authorities taken from {@code built} when these characters were read before. */
    private Citation provision(String text, int start, int end, BuiltCitations built) {
        BuiltCitations.Built known = built.get(this, start, end);
        if (known == null) {
            known = new BuiltCitations.Built(Scan.collapse(text.substring(start, end)),
                    List.copyOf(ProvisionShortForms.authorities(text, start, end)));
            built.put(this, start, end, known);
        }
        return new Citation(FlagType.SECTION_REF, start, end, known.normalized(), false, known.authorities());
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
        ProvisionShortForms.find(text, found, wanted);
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
            others.removeIf(shortForm -> !ProvisionShortForms.mayBeWanted(shortForm, wanted));
        }
        shortForms.addAll(others);
        shortForms.sort(Comparator.comparingInt(Citation::start));
        if (templates != null) {
            templates.findAntecedents(text, longForms, shortForms, wanted);
            out.addAll(longForms);
        }
        out.addAll(shortForms);
    }

    /**
     * Where one of {@link #namesAfterNumbers} starts within reach after a number ending at
     * {@code from} (at the start of a word, or glued to the number), or {@link Integer#MAX_VALUE}.
     * Most numbers are followed by something no form writes there ({@code )}, {@code U.S.}): the
     * look ends at the first such character.
     */
    private int nameAfterNumber(String text, int from) {
        int to = Math.min(text.length(), from + reachAfterNumber + 1);
        for (int q = from; q < to; q++) {
            char c = text.charAt(q);
            if (c < 128 && afterNumberFirst[c] && (q == from || Scan.startsWord(text, q))) {
                for (String name : namesAfterNumbers) {
                    if (text.startsWith(name, q)) {
                        return q;
                    }
                }
            }
            if (c < 128 ? !betweenNumberAndName[c] && !Scan.space(c) : !Scan.space(c)) {
                break;
            }
        }
        return Integer.MAX_VALUE;
    }

    /** Marks the ASCII characters of {@code written} in {@code chars}, letters in both cases, and the period (which {@link Literal} may leave out). */
    private static void markLoosely(String written, boolean[] chars) {
        for (char c : (written + ".").toCharArray()) {
            if (c < 128) {
                chars[c] = true;
                chars[Character.toUpperCase(c)] = true;
                chars[Character.toLowerCase(c)] = true;
            }
        }
    }

    /** {@link String#indexOf(String, int)}, with {@link Integer#MAX_VALUE} for "none". */
    private static int indexOf(String text, String word, int from) {
        int at = text.indexOf(word, from);
        return at < 0 ? Integer.MAX_VALUE : at;
    }

    /** The end of the longest capitalised form at {@code i} (first character {@code c}): shared or a family's; -1 if none. */
    private int capitalised(String text, int i, char c) {
        int best = SectionsAndRules.capitalised(text, i, c);
        for (ProvisionFamily family : familiesByLetter[c - 'A']) {
            best = Math.max(best, family.end(text, i));
        }
        return best;
    }
}
