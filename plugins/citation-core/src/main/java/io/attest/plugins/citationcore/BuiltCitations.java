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

    /** A slot per this many characters of text, a power of two from 256 to 4,096 slots. */
    private static final int CHARACTERS_PER_SLOT = 512;
    private static final int MIN_SLOTS = 256;
    private static final int MAX_SLOTS = 4_096;

    private final String text;
    private final int mask;
    private final Object[] reader;
    private final int[] start;
    private final int[] length;
    private final int[] hash;
    private final Built[] built;

    /** What was built for one citation; the authorities as an unmodifiable list, which each {@link io.attest.plugin.api.guard.Citation} made of it keeps without copying. */
    record Built(String normalized, List<Authority> authorities) {
        Built {
            authorities = List.copyOf(authorities);
        }
    }

    /**
     * Room for more citations in a longer text: a long document cites more distinct authorities,
     * and two that share a slot keep replacing each other (with 256 slots, the dense 1 MB
     * benchmark text was extracted about 5 % slower; docs/performance.md, twelfth round).
     */
    BuiltCitations(String text) {
        this.text = text;
        int slots = Integer.highestOneBit(Math.clamp(text.length() / CHARACTERS_PER_SLOT, MIN_SLOTS, MAX_SLOTS));
        this.mask = slots - 1;
        this.reader = new Object[slots];
        this.start = new int[slots];
        this.length = new int[slots];
        this.hash = new int[slots];
        this.built = new Built[slots];
    }

    /** What was built for {@code by} reading {@code text[from, to)}, or null. */
    Built get(Object by, int from, int to) {
        int h = hash(by, from, to);
        int slot = h & mask;
        Built found = built[slot];
        if (found != null && hash[slot] == h && reader[slot] == by && length[slot] == to - from
                && text.regionMatches(start[slot], text, from, to - from)) {
            return found;
        }
        return null;
    }

    void put(Object by, int from, int to, Built value) {
        int h = hash(by, from, to);
        int slot = h & mask;
        reader[slot] = by;
        start[slot] = from;
        length[slot] = to - from;
        hash[slot] = h;
        built[slot] = value;
    }

    private int hash(Object by, int from, int to) {
        int h = charsHash(System.identityHashCode(by), text, from, to);
        return h ^ (h >>> 16);
    }

    /**
     * {@code h = 31 * h + c} over the characters of {@code text[from, to)}, from {@code seed}, four
     * characters at a time: the four products do not wait for each other, where one character at
     * a time waits for the multiplication before (the value is the same, see BuiltCitationsTest).
     */
    static int charsHash(int seed, String text, int from, int to) {
        int h = seed;
        int i = from;
        for (; i + 4 <= to; i += 4) {
            h = 923521 * h + 29791 * text.charAt(i) + 961 * text.charAt(i + 1) + 31 * text.charAt(i + 2) + text.charAt(i + 3);
        }
        for (; i < to; i++) {
            h = 31 * h + text.charAt(i);
        }
        return h;
    }
}
