package io.attest.plugin.api.guard;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What the sources are still read for in one check. Made from the text's citations: the scopes
 * (kind, jurisdiction) of their keys, the numbers their sections hold ({@code 1332} of
 * {@code 28 U.S.C. § 1332}, {@code 1026} and {@code 18} of {@code § 1026.18}, every member of a
 * cited range) and the numbers of their reporter volumes and pages. A pack may read a source only
 * around those numbers ({@link #wants}, {@link #wantsReporterNumber}), because a source citation
 * with a wanted key must write one of them; {@link #everyNumber()} says when that does not hold (a
 * section without digits, too many numbers) and the whole source is read.
 *
 * <p>As the pack reports the citations it finds ({@link #found}), an authority of the text is
 * <em>settled</em> once one of them has its key and a pin that covers it, and a number stops being
 * wanted once every authority holding it is settled: a source that cites {@code § 1983} thirty
 * times is read for it once, and the second of two sources only for what the first lacked. Ranges
 * are never settled this way (their numbers stay wanted). A settling citation may still lose to an
 * overlapping one when the pack's finds are resolved; {@link CitationCheck} then reads the sources
 * again with {@link #withoutSettling()}, so that verdicts are always those of reading every wanted
 * number.
 *
 * <p>One instance per check, used by one thread.
 */
public final class WantedAuthorities {

    /** Past this many distinct numbers the sources are read whole: the windows would cover them anyway. */
    static final int MAX_NUMBERS = 4_096;
    /** Digit runs longer than this are wanted whatever they hold (they do not fit a {@code long}). */
    private static final int MAX_DIGITS = 18;

    private final Set<AuthorityKey.Scope> scopes;
    private final Numbers sections;
    private final Numbers reporters;
    private final boolean strict;
    private final boolean settling;
    private final List<Citation> citations;
    /** Open questions by key (keyed authorities) and by section (bare sections without an antecedent). */
    private final Map<AuthorityKey, List<Question>> byKey = new HashMap<>();
    private final Map<String, List<Question>> bySection = new HashMap<>();
    private final Map<Question.Id, Question> questions = new HashMap<>();
    private boolean settledAny;

    /**
     * One authority of the text a source citation can settle: a key and pin, or (for a bare section)
     * a section and pin, and the indexes of the numbers it holds.
     */
    private static final class Question {
        record Id(AuthorityKey key, String section, String pin) {
        }

        final Id id;
        final boolean reporter;
        int[] numbers = new int[0];
        boolean settled;

        Question(Id id, boolean reporter) {
            this.id = id;
            this.reporter = reporter;
        }
    }

    /** Sorted distinct numbers and how many open questions (plus ranges, for good) hold each; null for every number. */
    private static final class Numbers {
        /** Numbers below this are looked up in {@link #small}: most digit runs of a source are short. */
        private static final int SMALL = 1 << 16;
        final long[] values;
        final int[] needs;
        /** For each number below {@link #SMALL}: whether it is still wanted. */
        private final java.util.BitSet small = new java.util.BitSet();

        Numbers(Set<Long> distinct, boolean every) {
            if (every || distinct.size() > MAX_NUMBERS) {
                values = null;
                needs = null;
            } else {
                values = distinct.stream().mapToLong(Long::longValue).sorted().toArray();
                needs = new int[values.length];
            }
        }

        @Override
        public String toString() {
            if (values == null) {
                return "every number";
            }
            StringBuilder out = new StringBuilder("[");
            for (int i = 0; i < values.length; i++) {
                if (needs[i] > 0) {
                    out.append(out.length() > 1 ? ", " : "").append(values[i]);
                }
            }
            return out.append(']').toString();
        }

        int index(long value) {
            return values == null ? -1 : Arrays.binarySearch(values, value);
        }

        boolean wants(CharSequence text, int from, int to) {
            if (values == null || to - from > MAX_DIGITS) {
                return true;
            }
            long value = 0;
            for (int i = from; i < to; i++) {
                value = value * 10 + (text.charAt(i) - '0');
            }
            if (value < SMALL) {
                return small.get((int) value);
            }
            int i = Arrays.binarySearch(values, value);
            return i >= 0 && needs[i] > 0;
        }

        void need(int index) {
            if (needs[index]++ == 0 && values[index] < SMALL) {
                small.set((int) values[index]);
            }
        }

        void release(int index) {
            if (--needs[index] == 0 && values[index] < SMALL) {
                small.clear((int) values[index]);
            }
        }
    }

    private WantedAuthorities(Set<AuthorityKey.Scope> scopes, List<Citation> citations, boolean strict, boolean settling,
            Set<Long> sectionNumbers, boolean everySection, Set<Long> reporterNumbers, boolean everyReporter) {
        this.scopes = Set.copyOf(scopes);
        this.citations = citations;
        this.strict = strict;
        this.settling = settling;
        this.sections = new Numbers(sectionNumbers, everySection);
        this.reporters = new Numbers(reporterNumbers, everyReporter);
    }

    /** Every citation of the scopes, wherever it stands: the whole source is read, nothing is settled. */
    public static WantedAuthorities everyNumberOf(Set<AuthorityKey.Scope> scopes) {
        return new WantedAuthorities(scopes, List.of(), false, false, Set.of(), true, Set.of(), true);
    }

    /** The scopes and numbers of the text's keyed citations and bare short forms; pins compared as the check compares them. */
    public static WantedAuthorities of(List<Citation> citations, boolean strict) {
        return build(citations, strict, true);
    }

    /** The same authorities wanted, read without settling any: every wanted number is read wherever it stands. */
    public WantedAuthorities withoutSettling() {
        return build(citations, strict, false);
    }

    private static WantedAuthorities build(List<Citation> citations, boolean strict, boolean settling) {
        Set<AuthorityKey.Scope> scopes = new HashSet<>();
        Set<Long> sectionNumbers = new HashSet<>();
        Set<Long> reporterNumbers = new HashSet<>();
        Set<Long> forGood = new HashSet<>();
        boolean everySection = false;
        boolean everyReporter = false;
        Map<Question.Id, List<Long>> held = new HashMap<>();
        Map<Question.Id, Boolean> reporter = new HashMap<>();
        Set<Authority> seen = new HashSet<>();
        for (Citation citation : citations) {
            for (Authority authority : citation.authorities()) {
                if (!seen.add(authority)) {
                    continue; // a text cites the same authority many times
                }
                AuthorityKey key = authority.key();
                scopes.add(key.scope());
                String section = key.section();
                if (key.kind() == AuthorityKey.Kind.REPORTER) {
                    List<Long> numbers = new ArrayList<>(2);
                    boolean any = addDigitRuns(key.volume(), numbers) | addDigitRuns(section, numbers);
                    everyReporter |= !any || numbers.contains(-1L);
                    reporterNumbers.addAll(numbers);
                    Question.Id id = new Question.Id(key, null, authority.comparablePin());
                    held.put(id, numbers);
                    reporter.put(id, true);
                    continue;
                }
                List<Long> numbers = new ArrayList<>(2);
                everySection |= !addDigitRuns(section, numbers) || numbers.contains(-1L);
                if (authority.isRange()) {
                    // a range is never settled by one source citation: its numbers stay wanted
                    String end = AuthorityKey.comparable(authority.rangeEnd());
                    everySection |= !addDigitRuns(end, numbers) || numbers.contains(-1L);
                    Optional<SectionRange> members = SectionRange.of(section, end);
                    if (members.isPresent() && members.get().to() - members.get().from() < MAX_RANGE_MEMBERS) {
                        for (long n = members.get().from(); n <= members.get().to(); n++) {
                            numbers.add(n);
                        }
                    }
                    sectionNumbers.addAll(numbers);
                    forGood.addAll(numbers);
                    continue;
                }
                // every way of writing a section writes all its digit runs: a window at the longest
                // (1005 of 1005.6) reads it, and the short ones (6) would open windows everywhere
                List<Long> longest = List.of(longestRun(section));
                sectionNumbers.addAll(longest);
                Question.Id id = authority.isShortForm()
                        ? new Question.Id(null, section, authority.comparablePin())
                        : new Question.Id(key, null, authority.comparablePin());
                held.put(id, longest);
                reporter.put(id, false);
            }
        }
        sectionNumbers.remove(-1L);
        reporterNumbers.remove(-1L);
        WantedAuthorities wanted = new WantedAuthorities(scopes, citations, strict, settling,
                sectionNumbers, everySection, reporterNumbers, everyReporter);
        wanted.index(held, reporter, forGood);
        return wanted;
    }

    private void index(Map<Question.Id, List<Long>> held, Map<Question.Id, Boolean> reporter, Set<Long> forGood) {
        for (long n : forGood) {
            int i = sections.index(n);
            if (i >= 0) {
                sections.need(i);
            }
        }
        for (Map.Entry<Question.Id, List<Long>> entry : held.entrySet()) {
            Question question = new Question(entry.getKey(), reporter.get(entry.getKey()));
            Numbers numbers = question.reporter ? reporters : sections;
            if (numbers.values != null) {
                question.numbers = entry.getValue().stream().mapToLong(Long::longValue).distinct()
                        .mapToInt(n -> numbers.index(n)).filter(i -> i >= 0).toArray();
                for (int i : question.numbers) {
                    numbers.need(i);
                }
            }
            questions.put(question.id, question);
            if (question.id.key() != null) {
                byKey.computeIfAbsent(question.id.key(), k -> new ArrayList<>(1)).add(question);
            } else {
                bySection.computeIfAbsent(question.id.section(), k -> new ArrayList<>(1)).add(question);
            }
        }
    }

    /** The value of the longest digit run of {@code section} (the first of equals), leading zeros aside; -1 for none or too long. */
    private static long longestRun(String section) {
        int bestFrom = -1;
        int bestLength = 0;
        int i = 0;
        while (i < section.length()) {
            if (!isDigit(section.charAt(i))) {
                i++;
                continue;
            }
            int from = i;
            while (i < section.length() && section.charAt(i) == '0') {
                i++;
            }
            int significant = i;
            while (i < section.length() && isDigit(section.charAt(i))) {
                i++;
            }
            if (i - significant > bestLength || bestFrom < 0) {
                bestFrom = significant;
                bestLength = i - significant;
            }
            if (i - from > MAX_DIGITS) {
                return -1;
            }
        }
        return bestFrom < 0 ? -1 : bestLength == 0 ? 0 : Long.parseLong(section, bestFrom, bestFrom + bestLength, 10);
    }

    /** Adds the values of the digit runs of {@code section}; -1 for a run too long to hold; false when it has none. */
    private static boolean addDigitRuns(String section, List<Long> numbers) {
        boolean any = false;
        int i = 0;
        while (i < section.length()) {
            if (!isDigit(section.charAt(i))) {
                i++;
                continue;
            }
            int end = i;
            while (end < section.length() && isDigit(section.charAt(end))) {
                end++;
            }
            numbers.add(end - i > MAX_DIGITS ? -1L : Long.parseLong(section, i, end, 10));
            any = true;
            i = end;
        }
        return any;
    }

    public Set<AuthorityKey.Scope> scopes() {
        return scopes;
    }

    /** Whether the whole source must be read for sections (no number filter). */
    public boolean everyNumber() {
        return sections.values == null;
    }

    /** Whether every number may start a reporter cite that is wanted (no number filter for reporters). */
    public boolean everyReporterNumber() {
        return reporters.values == null;
    }

    /** Whether the digits {@code text[from, to)} (ASCII digits only) are a number some unsettled section holds, leading zeros aside. */
    public boolean wants(CharSequence text, int from, int to) {
        return sections.wants(text, from, to);
    }

    /** Whether a number from {@code low} to {@code high} is one some unsettled section holds (always, when every number is read). */
    public boolean wantsBetween(long low, long high) {
        if (sections.values == null) {
            return true;
        }
        int i = Arrays.binarySearch(sections.values, low);
        for (i = i < 0 ? -i - 1 : i; i < sections.values.length && sections.values[i] <= high; i++) {
            if (sections.needs[i] > 0) {
                return true;
            }
        }
        return false;
    }

    /** Whether the digits {@code text[from, to)} are the volume or page of a reporter cite still wanted. */
    public boolean wantsReporterNumber(CharSequence text, int from, int to) {
        return reporters.wants(text, from, to);
    }

    /**
     * A citation the pack found in a source and returns: the authorities of the text it settles
     * (same key, or for a bare section the same section, and a pin that covers theirs) stop
     * holding their numbers. Ranges in the source settle nothing here. Returns whether it settled one.
     */
    public boolean found(Citation citation) {
        if (!settling) {
            return false;
        }
        boolean any = false;
        for (Authority authority : citation.authorities()) {
            if (authority.isRange()) {
                continue;
            }
            String pin = authority.comparablePin();
            any |= settle(bySection.get(authority.key().section()), pin);
            if (!authority.isShortForm()) {
                any |= settle(byKey.get(authority.key()), pin);
            }
        }
        return any;
    }

    private boolean settle(List<Question> open, String citedPin) {
        if (open == null) {
            return false;
        }
        boolean any = false;
        for (Question question : open) {
            if (!question.settled && pinCovers(citedPin, question.id.pin(), strict)) {
                question.settled = true;
                settledAny = true;
                any = true;
                Numbers numbers = question.reporter ? reporters : sections;
                for (int i : question.numbers) {
                    numbers.release(i);
                }
            }
        }
        return any;
    }

    /**
     * Whether {@code citation} of the text has an authority settled by a source citation: when such
     * a citation is not covered in the end, the settling one lost to an overlapping citation and
     * the sources must be read again without settling.
     */
    public boolean settledFor(Citation citation) {
        if (!settledAny) {
            return false;
        }
        for (Authority authority : citation.authorities()) {
            Question question = questions.get(authority.isShortForm()
                    ? new Question.Id(null, authority.key().section(), authority.comparablePin())
                    : new Question.Id(authority.key(), null, authority.comparablePin()));
            if (question != null && question.settled) {
                return true;
            }
        }
        return false;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    /** The scopes and the numbers still wanted. */
    @Override
    public String toString() {
        return "WantedAuthorities" + scopes + " sections " + sections + ", reporters " + reporters;
    }

    /** A range of at most this many members is read member by member (the cross-walk's limit too). */
    public static final int MAX_RANGE_MEMBERS = 1_000;

    /**
     * Whether a source citation of a key with the comparable pin {@code cited} covers a citation of
     * the same key with {@code wanted}: with {@code strict} only the same pin; otherwise also the
     * section alone either way, and a pin inside or around the other ({@code (b)(1)} and {@code (b)}).
     */
    public static boolean pinCovers(String cited, String wanted, boolean strict) {
        if (cited.equals(wanted)) {
            return true;
        }
        if (strict) {
            return false;
        }
        return wanted.isEmpty() || cited.isEmpty()
                || wanted.startsWith(cited) && cited.endsWith(")")
                || cited.startsWith(wanted) && wanted.endsWith(")");
    }
}
