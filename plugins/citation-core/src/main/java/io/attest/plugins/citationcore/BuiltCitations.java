package io.attest.plugins.citationcore;

import io.attest.plugin.api.guard.Authority;
import java.util.List;

/**
 * The authorities and canonical name built for recent template citations of one text, by the form
 * that read them and their exact characters: a document cites the same authorities many times
 * ({@code 42 U.S.C. § 1983} in every other paragraph), and comparing characters is cheaper than
 * building the authorities, their keys, names and links again. A form reading the same characters
 * captures the same values, so what it built is the same. Direct-mapped by a hash of the
 * characters: bounded, a collision only replaces an entry. For one scan of one text (not shared
 * between threads).
 */
final class BuiltCitations {

    private static final int SLOTS = 256;

    private final String text;
    private final int[] form = new int[SLOTS];
    private final int[] start = new int[SLOTS];
    private final int[] length = new int[SLOTS];
    private final int[] hash = new int[SLOTS];
    private final Built[] built = new Built[SLOTS];

    /** What was built for one citation. */
    record Built(String normalized, List<Authority> authorities) {
    }

    BuiltCitations(String text) {
        this.text = text;
    }

    /** What was built for {@code form} reading {@code text[from, to)}, or null. */
    Built get(int formIndex, int from, int to) {
        int h = hash(formIndex, from, to);
        int slot = h & (SLOTS - 1);
        Built found = built[slot];
        if (found != null && hash[slot] == h && form[slot] == formIndex && length[slot] == to - from
                && text.regionMatches(start[slot], text, from, to - from)) {
            return found;
        }
        return null;
    }

    void put(int formIndex, int from, int to, Built value) {
        int h = hash(formIndex, from, to);
        int slot = h & (SLOTS - 1);
        form[slot] = formIndex;
        start[slot] = from;
        length[slot] = to - from;
        hash[slot] = h;
        built[slot] = value;
    }

    private int hash(int formIndex, int from, int to) {
        int h = formIndex;
        for (int i = from; i < to; i++) {
            h = 31 * h + text.charAt(i);
        }
        return h ^ (h >>> 16);
    }
}
