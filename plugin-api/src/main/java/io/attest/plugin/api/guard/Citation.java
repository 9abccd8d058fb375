package io.attest.plugin.api.guard;

import java.util.List;
import java.util.Objects;

/**
 * One citation found in a text: its type and its span as Java string indexes (start inclusive,
 * end exclusive). {@code normalized} is the authority's canonical name where the recogniser
 * resolved one (the same for every way of writing it), else a canonical form of the raw text.
 * {@code outOfRange} is set when the cite's year falls outside the years its reporter was
 * published. {@code authorities} are what it cites (one, or one per member of a list such as
 * {@code §§ 1983, 1985}); empty when the recogniser knows no key for it (case names, forms of a
 * customer's pack), and then the cross-walk falls back to the literal rule.
 */
public record Citation(FlagType type, int start, int end, String normalized, boolean outOfRange, List<Authority> authorities) {

    public Citation {
        Objects.requireNonNull(type, "type");
        if (start < 0 || end <= start) {
            throw new IllegalArgumentException("empty or negative span " + start + ".." + end);
        }
        authorities = List.copyOf(authorities);
    }

    public Citation(FlagType type, int start, int end, String normalized, boolean outOfRange) {
        this(type, start, end, normalized, outOfRange, List.of());
    }

    public static Citation of(FlagType type, int start, int end, String text) {
        return new Citation(type, start, end, text.substring(start, end), false);
    }

    /** With these authorities; {@code normalized} becomes their canonical names unless there are none. */
    public Citation withAuthorities(List<Authority> resolved) {
        String name = resolved.isEmpty() ? normalized : names(resolved);
        return new Citation(type, start, end, name, outOfRange, resolved);
    }

    /** The canonical names of {@code authorities}, joined by {@code "; "}. */
    public static String names(List<Authority> authorities) {
        if (authorities.size() == 1) {
            return authorities.get(0).name();
        }
        StringBuilder out = new StringBuilder();
        for (Authority authority : authorities) {
            if (!out.isEmpty()) {
                out.append("; ");
            }
            out.append(authority.name());
        }
        return out.toString();
    }

    /** Whether the cross-walk compares this citation by key (else by the literal rule). */
    public boolean keyed() {
        return !authorities.isEmpty() && !authorities.get(0).isShortForm();
    }

    public int length() {
        return end - start;
    }

    public boolean overlaps(Citation other) {
        return start < other.end && other.start < end;
    }

    public String raw(String text) {
        return text.substring(start, end);
    }
}
