package io.attest.domain.guard;

import java.util.ArrayList;
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
 * the same pin (none for none).
 * A prefix never covers anything: keys are compared whole.
 */
public final class SourceAuthorities {

    /** For each key, the comparable pins cited with it ({@code ""} for the section alone). */
    private final Map<AuthorityKey, Set<String>> pins = new HashMap<>();
    /** Ranges by their body (the key with an empty section). */
    private final Map<AuthorityKey, List<SectionRange>> ranges = new HashMap<>();

    public void add(Authority authority) {
        if (authority.isShortForm()) {
            return;
        }
        AuthorityKey key = authority.key();
        pins.computeIfAbsent(key, k -> new HashSet<>(2)).add(authority.comparablePin());
        if (authority.isRange()) {
            String end = AuthorityKey.comparable(authority.rangeEnd());
            pins.computeIfAbsent(key.withSection(end), k -> new HashSet<>(2)).add("");
            SectionRange.of(key.section(), end).ifPresent(range ->
                    ranges.computeIfAbsent(key.withSection(""), k -> new ArrayList<>(1)).add(range));
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

    boolean covers(Authority authority, boolean strict) {
        if (authority.isRange()) {
            return coversRange(authority, strict);
        }
        return coversSection(authority.key(), authority.comparablePin(), strict);
    }

    private boolean coversSection(AuthorityKey key, String pin, boolean strict) {
        Set<String> cited = pins.get(key);
        if (cited != null) {
            if (strict ? cited.contains(pin) : pin.isEmpty() || cited.contains(pin) || cited.contains("") || coversPin(cited, pin)) {
                return true;
            }
        }
        if (strict && !pin.isEmpty()) {
            return false;
        }
        List<SectionRange> inBody = ranges.get(key.withSection(""));
        if (inBody != null) {
            for (SectionRange range : inBody) {
                if (range.contains(key.section())) {
                    return true;
                }
            }
        }
        return false;
    }

    /** A pin {@code (b)} and a cited pin inside or around it ({@code (b)(1)}, or {@code (b)} for {@code (b)(1)}). */
    private static boolean coversPin(Set<String> cited, String pin) {
        for (String other : cited) {
            if (!other.isEmpty() && (pin.startsWith(other) && pin.charAt(other.length() - 1) == ')'
                    || other.startsWith(pin) && pin.endsWith(")"))) {
                return true;
            }
        }
        return false;
    }

    /** A source range that holds it, or every member covered (at most 1,001), or both ends of a range that cannot be counted. */
    private boolean coversRange(Authority range, boolean strict) {
        AuthorityKey key = range.key();
        String end = AuthorityKey.comparable(range.rangeEnd());
        Optional<SectionRange> members = SectionRange.of(key.section(), end);
        if (members.isEmpty()) {
            return coversSection(key, "", strict) && coversSection(key.withSection(end), "", strict);
        }
        SectionRange wanted = members.get();
        for (SectionRange cited : ranges.getOrDefault(key.withSection(""), List.of())) {
            if (cited.prefix().equals(wanted.prefix()) && cited.from() <= wanted.from() && cited.to() >= wanted.to()) {
                return true;
            }
        }
        if (wanted.to() - wanted.from() > 1_000) {
            return false;
        }
        for (long n = wanted.from(); n <= wanted.to(); n++) {
            if (!coversSection(key.withSection(wanted.prefix() + n), "", strict)) {
                return false;
            }
        }
        return true;
    }
}
