package io.attest.domain.guard;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.List;

/**
 * Finds every occurrence of many patterns in one pass over a sequence of symbols (Aho–Corasick):
 * time linear in the input plus the patterns plus the matches reported. Symbols are non-negative
 * ints: characters for the literal cross-walk, word ids for the case-name match. The caller drives
 * the pass with {@link #next} and asks {@link #report} only where {@link #hasMatch} says so, so a
 * pass can skip input (whitespace) or start again (a new source) without copying anything.
 *
 * <p>The root, where a pass over text without citations spends nearly all its time, has a dense
 * transition table. Most other nodes have one child, kept in two flat arrays so that following it
 * touches no other object; nodes with several keep sorted arrays. Memory stays proportional to the
 * patterns.
 */
final class AhoCorasick {

    /** Called for each occurrence; return false to stop reporting that pattern. */
    interface Listener {
        boolean found(int pattern, int endExclusive);
    }

    private static final int[] NONE = new int[0];
    /** {@link #onlyKey} of a node with several children (never a symbol). */
    private static final int SEVERAL = -2;

    private int[][] keys = new int[1][];
    private int[][] targets = new int[1][];
    private int[] fail = new int[1];
    /** Patterns ending at a node; further ones are reached through {@link #dictionaryLink}. */
    private int[][] outputs = new int[1][];
    private int[] dictionaryLink = new int[1];
    /** Root transitions by symbol; 0 means "stay at the root" (no pattern starts with it). */
    private final int[] rootNext;
    private final int[] patternLengths;
    private final boolean[] matchAt;
    /** A node's only child's symbol: -1 for a leaf, {@link #SEVERAL} when it has more. */
    private final int[] onlyKey;
    private final int[] onlyTarget;
    /** The states in order of depth, the root first: a state's fail link comes before it. */
    private int[] breadthFirst;
    private int size = 1;

    AhoCorasick(List<int[]> patterns) {
        keys[0] = NONE;
        targets[0] = NONE;
        outputs[0] = NONE;
        patternLengths = new int[patterns.size()];
        int maxSymbol = -1;
        for (int p = 0; p < patterns.size(); p++) {
            int[] pattern = patterns.get(p);
            patternLengths[p] = pattern.length;
            if (pattern.length == 0) {
                continue;
            }
            int node = 0;
            for (int symbol : pattern) {
                if (symbol < 0) {
                    throw new IllegalArgumentException("negative symbol " + symbol);
                }
                node = childOrCreate(node, symbol);
            }
            maxSymbol = Math.max(maxSymbol, pattern[0]);
            outputs[node] = append(outputs[node], p);
        }
        rootNext = new int[maxSymbol + 1];
        for (int k = 0; k < keys[0].length; k++) {
            rootNext[keys[0][k]] = targets[0][k];
        }
        onlyKey = new int[size];
        onlyTarget = new int[size];
        for (int node = 0; node < size; node++) {
            int children = keys[node].length;
            onlyKey[node] = children == 0 ? -1 : children == 1 ? keys[node][0] : SEVERAL;
            onlyTarget[node] = children == 1 ? targets[node][0] : -1;
        }
        buildLinks();
        matchAt = new boolean[size];
        for (int node = 1; node < size; node++) {
            matchAt[node] = outputs[node].length > 0 || dictionaryLink[node] > 0;
        }
    }

    /** Patterns over characters. */
    static AhoCorasick ofStrings(List<String> patterns) {
        return new AhoCorasick(patterns.stream().map(p -> p.chars().toArray()).toList());
    }

    int stateCount() {
        return size;
    }

    /** The states, each after the one its fail link points to; the root (0) first. */
    int[] statesByDepth() {
        return breadthFirst.clone();
    }

    /** The longest proper suffix of {@code state} that is also a state (0 for the root). */
    int fail(int state) {
        return fail[state];
    }

    /** The symbols {@code state} has children on in the trie of the patterns, ascending (not to be modified). */
    int[] childSymbols(int state) {
        return keys[state];
    }

    /** The child of {@code state} on {@code symbol} in the trie of the patterns, or -1 (fail links not followed). */
    int child(int state, int symbol) {
        if (state == 0) {
            return rootChild(symbol);
        }
        return childOf(state, symbol);
    }

    int patternCount() {
        return patternLengths.length;
    }

    int patternLength(int pattern) {
        return patternLengths[pattern];
    }

    int longestPattern() {
        int longest = 0;
        for (int length : patternLengths) {
            longest = Math.max(longest, length);
        }
        return longest;
    }

    /** The state after reading {@code symbol} in {@code state}; the start state is 0. */
    int next(int state, int symbol) {
        int node = state;
        while (node != 0) {
            int child = childOf(node, symbol);
            if (child >= 0) {
                return child;
            }
            node = fail[node];
        }
        return symbol < rootNext.length ? rootNext[symbol] : 0;
    }

    /** Whether some pattern ends in {@code state}. */
    boolean hasMatch(int state) {
        return matchAt[state];
    }

    /** Tells {@code listener} of every pattern ending in {@code state} that is not yet silenced. */
    void report(int state, int endExclusive, boolean[] silenced, Listener listener) {
        for (int out = state; out > 0; out = dictionaryLink[out]) {
            for (int pattern : outputs[out]) {
                if (!silenced[pattern] && !listener.found(pattern, endExclusive)) {
                    silenced[pattern] = true;
                }
            }
        }
    }

    /** Every occurrence in {@code text} (characters as symbols). */
    void scan(CharSequence text, Listener listener) {
        boolean[] silenced = new boolean[patternLengths.length];
        int state = 0;
        for (int i = 0; i < text.length(); i++) {
            state = next(state, text.charAt(i));
            if (matchAt[state]) {
                report(state, i + 1, silenced, listener);
            }
        }
    }

    private int childOf(int node, int symbol) {
        int only = onlyKey[node];
        if (only == symbol) {
            return onlyTarget[node];
        }
        if (only != SEVERAL) {
            return -1;
        }
        int[] k = keys[node];
        if (k.length <= 8) {
            for (int i = 0; i < k.length; i++) {
                if (k[i] == symbol) {
                    return targets[node][i];
                }
            }
            return -1;
        }
        int at = Arrays.binarySearch(k, symbol);
        return at < 0 ? -1 : targets[node][at];
    }

    private int childOrCreate(int node, int symbol) {
        int at = Arrays.binarySearch(keys[node], symbol);
        if (at >= 0) {
            return targets[node][at];
        }
        int created = newNode();
        int insert = -at - 1;
        keys[node] = insert(keys[node], insert, symbol);
        targets[node] = insert(targets[node], insert, created);
        return created;
    }

    private int newNode() {
        if (size == keys.length) {
            int capacity = size * 2;
            keys = Arrays.copyOf(keys, capacity);
            targets = Arrays.copyOf(targets, capacity);
            outputs = Arrays.copyOf(outputs, capacity);
            fail = Arrays.copyOf(fail, capacity);
            dictionaryLink = Arrays.copyOf(dictionaryLink, capacity);
        }
        keys[size] = NONE;
        targets[size] = NONE;
        outputs[size] = NONE;
        return size++;
    }

    private void buildLinks() {
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        breadthFirst = new int[size];
        int visited = 1;
        for (int child : targets[0]) {
            fail[child] = 0;
            queue.add(child);
        }
        while (!queue.isEmpty()) {
            int node = queue.poll();
            breadthFirst[visited++] = node;
            for (int k = 0; k < keys[node].length; k++) {
                int symbol = keys[node][k];
                int child = targets[node][k];
                int f = fail[node];
                int next = child(f, symbol);
                while (next < 0 && f != 0) {
                    f = fail[f];
                    next = child(f, symbol);
                }
                fail[child] = next < 0 || next == child ? 0 : next;
                dictionaryLink[child] = outputs[fail[child]].length > 0 ? fail[child] : dictionaryLink[fail[child]];
                queue.add(child);
            }
        }
    }

    private int rootChild(int symbol) {
        int child = symbol < rootNext.length ? rootNext[symbol] : 0;
        return child == 0 ? -1 : child;
    }

    private static int[] insert(int[] array, int at, int value) {
        int[] out = new int[array.length + 1];
        System.arraycopy(array, 0, out, 0, at);
        out[at] = value;
        System.arraycopy(array, at, out, at + 1, array.length - at);
        return out;
    }

    private static int[] append(int[] array, int value) {
        int[] out = Arrays.copyOf(array, array.length + 1);
        out[array.length] = value;
        return out;
    }
}
