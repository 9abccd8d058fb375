package io.attest.domain.guard;

/**
 * Bare words (see {@link CaseNameNormalizer}) to small int symbols, looked up straight from a
 * span of the text being read, so reading a source allocates nothing per word. Open addressing on
 * a 64-bit hash; a hit is confirmed by comparing the word itself, so a hash collision can never
 * make two different words equal.
 *
 * <p>Most words of a source are in no table: a bit per hash value (eight bits per slot, set for
 * every word held) rejects nearly all of them with one load and a branch that is almost always
 * predicted, instead of a probe loop that ends at an unpredictable place.
 */
final class WordTable {

    private long[] hashes;
    private String[] words;
    private int[] symbols;
    /** Bit {@link #filterBit} of the hash of every word held is set: a clear bit means "not here". */
    private long[] mayHold;
    private int count;

    WordTable(int expected) {
        int capacity = Integer.highestOneBit(Math.max(4, expected * 2 - 1)) << 1;
        hashes = new long[capacity];
        words = new String[capacity];
        symbols = new int[capacity];
        mayHold = new long[capacity / 8];
    }

    WordTable copy() {
        WordTable copy = new WordTable(2);
        copy.hashes = hashes.clone();
        copy.words = words.clone();
        copy.symbols = symbols.clone();
        copy.mayHold = mayHold.clone();
        copy.count = count;
        return copy;
    }

    int size() {
        return count;
    }

    /** The symbol of the bare word spelled by {@code text[start, end)} with hash {@code hash}, or -1. */
    int find(char[] text, int start, int end, long hash) {
        int bit = filterBit(hash);
        if ((mayHold[bit >>> 6] & (1L << bit)) == 0) {
            return -1;
        }
        int mask = words.length - 1;
        for (int slot = spread(hash) & mask; words[slot] != null; slot = (slot + 1) & mask) {
            if (hashes[slot] == hash && CaseNameNormalizer.spellsBare(text, start, end, words[slot])) {
                return symbols[slot];
            }
        }
        return -1;
    }

    /** The symbol of {@code bare}, or -1. */
    int find(String bare) {
        return find(bare.toCharArray(), 0, bare.length(), CaseNameNormalizer.hash(bare));
    }

    /** Adds {@code bare} unless present; returns its symbol. */
    int putIfAbsent(String bare, int symbol) {
        int existing = find(bare);
        if (existing >= 0) {
            return existing;
        }
        if ((count + 1) * 2 > words.length) {
            grow();
        }
        insert(bare, CaseNameNormalizer.hash(bare), symbol);
        count++;
        return symbol;
    }

    private void insert(String bare, long hash, int symbol) {
        int mask = words.length - 1;
        int slot = spread(hash) & mask;
        while (words[slot] != null) {
            slot = (slot + 1) & mask;
        }
        hashes[slot] = hash;
        words[slot] = bare;
        symbols[slot] = symbol;
        int bit = filterBit(hash);
        mayHold[bit >>> 6] |= 1L << bit;
    }

    private void grow() {
        long[] oldHashes = hashes;
        String[] oldWords = words;
        int[] oldSymbols = symbols;
        hashes = new long[oldWords.length * 2];
        words = new String[oldWords.length * 2];
        symbols = new int[oldWords.length * 2];
        mayHold = new long[oldWords.length * 2 / 8];
        for (int i = 0; i < oldWords.length; i++) {
            if (oldWords[i] != null) {
                insert(oldWords[i], oldHashes[i], oldSymbols[i]);
            }
        }
    }

    private int filterBit(long hash) {
        return spread(hash) & (mayHold.length * 64 - 1);
    }

    private static int spread(long hash) {
        return (int) (hash ^ (hash >>> 32));
    }
}
