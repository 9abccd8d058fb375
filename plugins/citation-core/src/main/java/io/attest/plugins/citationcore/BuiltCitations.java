package io.attest.plugins.citationcore;

import io.attest.plugin.api.guard.Authority;
import java.util.List;

/**
 * The authorities and canonical name built for recent citations of one text, by what read them (a
 * template's form, a reporter's edition: compared by identity) and their exact characters: a
 * document cites the same authorities many times ({@code 42 U.S.C. § 1983} in every other
 * paragraph), and comparing characters is cheaper than building the authorities, their keys, names
 * and links again. The same reader on the same characters captures the same values, so what it
 * built is the same. Direct-mapped by a hash of the characters: bounded, a collision only replaces
 * an entry. For one scan of one text (not shared between threads).
 */
final class BuiltCitations {

    private static final int SLOTS = 256;

    private final String text;
    private final Object[] reader = new Object[SLOTS];
    private final int[] start = new int[SLOTS];
    private final int[] length = new int[SLOTS];
    private final int[] hash = new int[SLOTS];
    private final Built[] built = new Built[SLOTS];

    /** What was built for one citation; the authorities as an unmodifiable list, which each {@link io.attest.plugin.api.guard.Citation} made of it keeps without copying. */
    record Built(String normalized, List<Authority> authorities) {
        Built {
            authorities = List.copyOf(authorities);
        }
    }

    BuiltCitations(String text) {
        this.text = text;
    }

    /** What was built for {@code by} reading {@code text[from, to)}, or null. */
    Built get(Object by, int from, int to) {
        int h = hash(by, from, to);
        int slot = h & (SLOTS - 1);
        Built found = built[slot];
        if (found != null && hash[slot] == h && reader[slot] == by && length[slot] == to - from
                && text.regionMatches(start[slot], text, from, to - from)) {
            return found;
        }
        return null;
    }

    void put(Object by, int from, int to, Built value) {
        int h = hash(by, from, to);
        int slot = h & (SLOTS - 1);
        reader[slot] = by;
        start[slot] = from;
        length[slot] = to - from;
        hash[slot] = h;
        built[slot] = value;
    }

    private int hash(Object by, int from, int to) {
        int h = System.identityHashCode(by);
        for (int i = from; i < to; i++) {
            h = 31 * h + text.charAt(i);
        }
        return h ^ (h >>> 16);
    }
}
