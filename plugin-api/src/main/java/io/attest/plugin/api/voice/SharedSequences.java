package io.attest.plugin.api.voice;

import java.util.List;
import java.util.Optional;

/**
 * Every sequence of {@code length} consecutive tokens of some reference texts, to ask whether a draft
 * repeats one. Public so that a generator can run the same check on its own candidates.
 *
 * <p>A sequence is kept as a 64-bit hash in an open-addressing table of {@code long}s: eight bytes per
 * token of the references instead of a list object per position, so the largest documented input (200
 * samples of 20,000 characters, about 700,000 words) costs a few megabytes, not hundreds. Two different
 * sequences with the same hash (odds below one in 10<sup>9</sup> per request at that size) would make a
 * draft count as shared: the guard then refuses a draft it need not have, never the other way round.
 */
public final class SharedSequences {

    private final int length;
    private long[] table = new long[16];
    private int size;

    public SharedSequences(int length) {
        if (length < 1) {
            throw new IllegalArgumentException("length must be positive");
        }
        this.length = length;
    }

    public void add(List<String> tokens) {
        long[] hashes = tokenHashes(tokens);
        for (int i = 0; i + length <= hashes.length; i++) {
            insert(sequenceHash(hashes, i));
        }
    }

    /** The first sequence of {@code tokens} that a reference also has. */
    public Optional<List<String>> firstShared(List<String> tokens) {
        int at = firstSharedAt(tokens);
        return at < 0 ? Optional.empty() : Optional.of(List.copyOf(tokens.subList(at, at + length)));
    }

    /** Whether {@code tokens} repeat a sequence of a reference. */
    public boolean shares(List<String> tokens) {
        return firstSharedAt(tokens) >= 0;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    private int firstSharedAt(List<String> tokens) {
        if (size == 0 || tokens.size() < length) {
            return -1;
        }
        long[] hashes = tokenHashes(tokens);
        for (int i = 0; i + length <= hashes.length; i++) {
            if (contains(sequenceHash(hashes, i))) {
                return i;
            }
        }
        return -1;
    }

    private static long[] tokenHashes(List<String> tokens) {
        long[] out = new long[tokens.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = tokenHash(tokens.get(i));
        }
        return out;
    }

    /** FNV-1a over the UTF-16 units, then a final mix. */
    private static long tokenHash(String token) {
        long h = 0xcbf29ce484222325L;
        for (int i = 0; i < token.length(); i++) {
            h ^= token.charAt(i);
            h *= 0x100000001b3L;
        }
        return mix(h);
    }

    private long sequenceHash(long[] hashes, int from) {
        long h = length;
        for (int i = from; i < from + length; i++) {
            h = mix(h * 31 + hashes[i]);
        }
        return h == 0 ? 1 : h; // 0 marks an empty slot
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 33)) * 0xff51afd7ed558ccdL;
        z = (z ^ (z >>> 33)) * 0xc4ceb9fe1a85ec53L;
        return z ^ (z >>> 33);
    }

    private void insert(long key) {
        if (2 * (size + 1) > table.length) {
            long[] old = table;
            table = new long[old.length * 2];
            size = 0;
            for (long k : old) {
                if (k != 0) {
                    insert(k);
                }
            }
        }
        int mask = table.length - 1;
        int i = (int) key & mask;
        while (table[i] != 0) {
            if (table[i] == key) {
                return;
            }
            i = (i + 1) & mask;
        }
        table[i] = key;
        size++;
    }

    private boolean contains(long key) {
        int mask = table.length - 1;
        for (int i = (int) key & mask; table[i] != 0; i = (i + 1) & mask) {
            if (table[i] == key) {
                return true;
            }
        }
        return false;
    }
}
