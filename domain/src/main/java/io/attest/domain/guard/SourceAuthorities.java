package io.attest.domain.guard;

import io.attest.plugin.api.guard.SectionRange;
import io.attest.plugin.api.guard.WantedAuthorities;

import io.attest.plugin.api.guard.Authority;
import io.attest.plugin.api.guard.AuthorityKey;
import io.attest.plugin.api.guard.Citation;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The authorities the sources cite, for the cross-walk by identity. A citation is in the sources
 * when a source cites the same key; ranges and lists in a source cover each member
 * ({@code §§ 1981-1988} covers {@code § 1985}). Pins: by default a citation with a pin
 * ({@code § 164.512(b)}) is covered by the same pin, by the section alone and by a pin inside it
 * ({@code (b)(1)}), and a citation without a pin by any pin of the section; {@code strict} asks for
 * the same pin (none for none). A prefix never covers anything: keys are compared whole.
 *
 * <p>Cost: adding is constant time per authority; a look-up is a hash look-up, plus a binary
 * search among the source ranges of the same body. A range in the text is checked member by
 * member only when no source range holds it, for at most {@value #MAX_MEMBERS} members and
 * {@value #MEMBER_BUDGET} member look-ups per instance (one check); past that it is not verified.
 * Fill it completely before the first look-up.
 */
public final class SourceAuthorities {

    static final int MAX_MEMBERS = WantedAuthorities.MAX_RANGE_MEMBERS;
    static final int MEMBER_BUDGET = 1_000_000;

    /** For each key, the comparable pins cited with it ({@code ""} for the section alone). */
    private final Map<AuthorityKey, Set<String>> pins = new HashMap<>();
    /** Ranges by their body (the key with an empty section) and the part before the counted digits. */
    private final Map<AuthorityKey, Map<String, Ranges>> ranges = new HashMap<>();
    private final Map<Question, Boolean> answered = new HashMap<>();
    /** Every section the sources cite, whatever its body, with its pins: for bare sections. */
    private final Map<String, Set<String>> bySection = new HashMap<>();
    private int memberLookups;

    public void add(Authority authority) {
        bySection.computeIfAbsent(authority.key().section(), k -> new HashSet<>(2)).add(authority.comparablePin());
        if (authority.isShortForm()) {
            return;
        }
        AuthorityKey key = authority.key();
        pins.computeIfAbsent(key, k -> new HashSet<>(2)).add(authority.comparablePin());
        if (authority.isRange()) {
            String end = AuthorityKey.comparable(authority.rangeEnd());
            pins.computeIfAbsent(key.withSection(end), k -> new HashSet<>(2)).add("");
            // "§§ 1-52" may also be one section of that name (N.C. Gen. Stat. § 1-52)
            pins.computeIfAbsent(key.withSection(key.section() + "-" + end), k -> new HashSet<>(2)).add("");
            SectionRange.of(key.section(), end).ifPresent(range -> ranges
                    .computeIfAbsent(key.withSection(""), k -> new HashMap<>(2))
                    .computeIfAbsent(range.prefix(), p -> new Ranges()).add(range));
        }
    }

    public void addAll(List<Citation> citations) {
        for (Citation citation : citations) {
            for (Authority authority : citation.authorities()) {
                add(authority);
            }
        }
    }

    /** Whether every authority of {@code citation} is cited by the sources. */
    public boolean covers(Citation citation, boolean strict) {
        if (!citation.keyed()) {
            return false;
        }
        for (Authority authority : citation.authorities()) {
            if (!covers(authority, strict)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether a bare section without an antecedent ({@code Section 1983}, {@code § 1983}) is cited
     * by number in the sources, whatever the body ({@code § 1983}, {@code section 1983},
     * {@code 42 U.S.C. § 1983}); pins as for keys.
     */
    public boolean coversBare(Citation citation, boolean strict) {
        if (citation.authorities().isEmpty() || !citation.authorities().get(0).isShortForm()) {
            return false;
        }
        for (Authority authority : citation.authorities()) {
            Set<String> cited = bySection.get(authority.key().section());
            if (cited == null || !anyCovers(cited, authority.comparablePin(), strict)) {
                return false;
            }
        }
        return true;
    }

    /** Each distinct authority is looked up once per check: a text that repeats a citation costs one look-up. */
    boolean covers(Authority authority, boolean strict) {
        // keyed by what the answer depends on, not the whole authority: its name and link need not be hashed
        return answered.computeIfAbsent(new Question(authority.key(), authority.comparablePin(), authority.rangeEnd(), strict),
                q -> q.rangeEnd() != null ? coversRange(authority, strict) : coversSection(q.key(), q.pin(), strict));
    }

    private record Question(AuthorityKey key, String pin, String rangeEnd, boolean strict) {
    }

    private boolean coversSection(AuthorityKey key, String pin, boolean strict) {
        Set<String> cited = pins.get(key);
        if (cited != null && anyCovers(cited, pin, strict)) {
            return true;
        }
        if (strict && !pin.isEmpty()) {
            return false;
        }
        Map<String, Ranges> inBody = ranges.get(key.withSection(""));
        if (inBody == null) {
            return false;
        }
        String prefix = SectionRange.prefixOf(key.section());
        Ranges sameShape = prefix == null ? null : inBody.get(prefix);
        long n = sameShape == null ? -1 : SectionRange.counted(key.section(), prefix);
        return n >= 0 && sameShape.holds(n, n);
    }

    /** Whether one of the {@code cited} pins of a key covers {@code pin} ({@link #pinCovers}). */
    private static boolean anyCovers(Set<String> cited, String pin, boolean strict) {
        if (cited.contains(pin)) {
            return true;
        }
        if (!strict) {
            for (String other : cited) {
                if (pinCovers(other, pin, false)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Whether a source citation of a key with the comparable pin {@code cited} covers a citation of
     * the same key with {@code wanted}: with {@code strict} only the same pin; otherwise also the
     * section alone either way, and a pin inside or around the other ({@code (b)(1)} and {@code (b)}).
     */
    static boolean pinCovers(String cited, String wanted, boolean strict) {
        return WantedAuthorities.pinCovers(cited, wanted, strict);
    }

    /** The same range cited, a source range that holds it, or every member covered; both ends of a range that cannot be counted. */
    private boolean coversRange(Authority range, boolean strict) {
        AuthorityKey key = range.key();
        String end = AuthorityKey.comparable(range.rangeEnd());
        if (coversSection(key.withSection(key.section() + "-" + end), range.comparablePin(), strict)) {
            return true;
        }
        Optional<SectionRange> members = SectionRange.of(key.section(), end);
        if (members.isEmpty()) {
            return coversSection(key, "", strict) && coversSection(key.withSection(end), "", strict);
        }
        SectionRange wanted = members.get();
        if (!wanted.contains(key.section()) && !coversSection(key, "", strict)) {
            return false; // the first end of 2000e to 2000e-17 is no counted member
        }
        Map<String, Ranges> inBody = ranges.get(key.withSection(""));
        Ranges sameShape = inBody == null ? null : inBody.get(wanted.prefix());
        if (sameShape != null && sameShape.holds(wanted.from(), wanted.to())) {
            return true;
        }
        long count = wanted.to() - wanted.from() + 1;
        if (count > MAX_MEMBERS || memberLookups + count > MEMBER_BUDGET) {
            return false;
        }
        memberLookups += (int) count;
        for (long n = wanted.from(); n <= wanted.to(); n++) {
            if (!coversSection(key.withSection(wanted.prefix() + n), "", strict)) {
                return false;
            }
        }
        return true;
    }

    /** Source ranges of one body and prefix: does one of them hold [from, to]? Sorted on the first question. */
    private static final class Ranges {
        private final List<SectionRange> added = new ArrayList<>();
        private long[] froms;
        private long[] reach;

        void add(SectionRange range) {
            added.add(range);
            froms = null;
        }

        boolean holds(long from, long to) {
            if (froms == null) {
                SectionRange[] sorted = added.toArray(SectionRange[]::new);
                Arrays.sort(sorted, (a, b) -> Long.compare(a.from(), b.from()));
                froms = new long[sorted.length];
                reach = new long[sorted.length];
                for (int i = 0; i < sorted.length; i++) {
                    froms[i] = sorted[i].from();
                    reach[i] = Math.max(i == 0 ? Long.MIN_VALUE : reach[i - 1], sorted[i].to());
                }
            }
            int i = Arrays.binarySearch(froms, from);
            if (i < 0) {
                i = -i - 2;
            } else {
                while (i + 1 < froms.length && froms[i + 1] == from) {
                    i++;
                }
            }
            return i >= 0 && reach[i] >= to;
        }
    }
}
