package io.attest.plugins.citationcore;

import java.util.Collection;
import java.util.Set;

/**
 * A fixed set of words with a filter in front: a bit for each (length, first character, last
 * character) of its words. Most words of a text are in none of the case-name lists they are
 * looked up in ({@code Celotex} in the signals, the suffixes, the abbreviations), and a bit
 * answers for them without hashing the word and probing the set. Immutable.
 */
final class WordSet {

    private static final int BITS = 1 << 14;

    private final long[] filter = new long[BITS / Long.SIZE];
    private final Set<String> words;

    private WordSet(Set<String> words) {
        this.words = words;
        for (String word : words) {
            if (!word.isEmpty()) {
                int bit = bit(word);
                filter[bit >>> 6] |= 1L << bit;
            }
        }
    }

    static WordSet of(Collection<String> words) {
        return new WordSet(Set.copyOf(words));
    }

    static WordSet of(String... words) {
        return new WordSet(Set.of(words));
    }

    boolean contains(String word) {
        if (word.isEmpty()) {
            return words.contains(word);
        }
        int bit = bit(word);
        return (filter[bit >>> 6] & 1L << bit) != 0 && words.contains(word);
    }

    private static int bit(String word) {
        int h = word.length() * 0x9E3779B1 ^ word.charAt(0) * 0x85EBCA6B ^ word.charAt(word.length() - 1) * 0xC2B2AE35;
        return (h ^ h >>> 15) & (BITS - 1);
    }
}
