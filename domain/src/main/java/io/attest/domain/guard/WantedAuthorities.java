package io.attest.domain.guard;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * What the sources are read for in one check: the scopes (kind, jurisdiction) of the keys the text
 * cites, and the numbers written in their sections ({@code 1332} of {@code 28 U.S.C. § 1332},
 * {@code 1026} and {@code 18} of {@code § 1026.18}, every member of a cited range). A pack may read
 * a source only around those numbers (and where a range or list may hold one), because a source
 * citation with the same key must write one of them; {@link #everyNumber()} says when that does not
 * hold (a section without digits, too many numbers) and the whole source must be read.
 */
public record WantedAuthorities(Set<AuthorityKey.Scope> scopes, long[] numbers) {

    /** Past this many distinct numbers the sources are read whole: the windows would cover them anyway. */
    static final int MAX_NUMBERS = 4_096;
    /** Digit runs longer than this are wanted whatever they hold (they do not fit a {@code long}). */
    private static final int MAX_DIGITS = 18;

    /** Sorted distinct values, or null for every number. */
    public WantedAuthorities {
        scopes = Set.copyOf(scopes);
    }

    /** Every citation of the scopes, wherever it stands: the whole source is read. */
    public static WantedAuthorities everyNumberOf(Set<AuthorityKey.Scope> scopes) {
        return new WantedAuthorities(scopes, null);
    }

    /** The scopes and section numbers of the text's keyed citations and bare short forms. */
    public static WantedAuthorities of(List<Citation> citations) {
        Set<AuthorityKey.Scope> scopes = new HashSet<>();
        Set<Long> numbers = new HashSet<>();
        boolean every = false;
        for (Citation citation : citations) {
            for (Authority authority : citation.authorities()) {
                scopes.add(authority.key().scope());
                String section = authority.key().section();
                every |= !addDigitRuns(section, numbers);
                if (authority.isRange()) {
                    String end = AuthorityKey.comparable(authority.rangeEnd());
                    every |= !addDigitRuns(end, numbers);
                    Optional<SectionRange> members = SectionRange.of(section, end);
                    if (members.isPresent() && members.get().to() - members.get().from() < SourceAuthorities.MAX_MEMBERS) {
                        for (long n = members.get().from(); n <= members.get().to(); n++) {
                            numbers.add(n);
                        }
                    }
                }
            }
        }
        if (every || numbers.size() > MAX_NUMBERS) {
            return everyNumberOf(scopes);
        }
        long[] sorted = numbers.stream().mapToLong(Long::longValue).sorted().toArray();
        return new WantedAuthorities(scopes, sorted);
    }

    /** Adds the values of the digit runs of {@code section}; false when it has none or one too long to hold. */
    private static boolean addDigitRuns(String section, Set<Long> numbers) {
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
            if (end - i > MAX_DIGITS) {
                return false;
            }
            numbers.add(Long.parseLong(section, i, end, 10));
            any = true;
            i = end;
        }
        return any;
    }

    /** Whether the whole source must be read (no number filter). */
    public boolean everyNumber() {
        return numbers == null;
    }

    /** Whether the digits {@code text[from, to)} (ASCII digits only) are one of the wanted numbers, leading zeros aside. */
    public boolean wants(CharSequence text, int from, int to) {
        if (numbers == null || to - from > MAX_DIGITS) {
            return true;
        }
        long value = 0;
        for (int i = from; i < to; i++) {
            value = value * 10 + (text.charAt(i) - '0');
        }
        return Arrays.binarySearch(numbers, value) >= 0;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof WantedAuthorities that && scopes.equals(that.scopes) && Arrays.equals(numbers, that.numbers);
    }

    @Override
    public int hashCode() {
        return scopes.hashCode() * 31 + Arrays.hashCode(numbers);
    }

    @Override
    public String toString() {
        return "WantedAuthorities" + scopes + (numbers == null ? " every number" : " " + Arrays.toString(numbers));
    }
}
