package io.attest.domain.shared;

/** Opaque identifiers with a type prefix ({@code acct_}, {@code key_}, ...): 22 random base62 characters (~131 bits). */
public final class PrefixedIds {

    private static final int RANDOM_LENGTH = 22;

    private PrefixedIds() {
    }

    public static String next(String prefix) {
        return prefix + Base62.random(RANDOM_LENGTH);
    }

    /** True when {@code id} has the prefix and a plausible body; used to reject junk before a lookup. */
    public static boolean looksLike(String prefix, String id) {
        return id != null
                && id.startsWith(prefix)
                && id.length() > prefix.length()
                && id.length() <= prefix.length() + 64
                && Base62.isBase62(id.substring(prefix.length()));
    }
}
