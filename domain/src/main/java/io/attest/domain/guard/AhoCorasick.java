package io.attest.domain.guard;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.List;

/**
 * Finds every occurrence of many patterns in one pass over a text (Aho–Corasick): time linear in
 * the text plus the patterns plus the matches reported. Transitions are kept as sorted char arrays
 * per node, so memory stays proportional to the patterns.
 */
final class AhoCorasick {

    /** Called for each occurrence; return false to stop reporting that pattern. */
    interface Listener {
        boolean found(int pattern, int endExclusive);
    }

    private char[][] keys = new char[1][];
    private int[][] targets = new int[1][];
    private int[] fail = new int[1];
    /** Patterns ending at a node; further ones are reached through {@link #dictionaryLink}. */
    private int[][] outputs = new int[1][];
    private int[] dictionaryLink = new int[1];
    private final int[] patternLengths;
    private int size = 1;

    AhoCorasick(List<String> patterns) {
        keys[0] = new char[0];
        targets[0] = new int[0];
        outputs[0] = new int[0];
        patternLengths = new int[patterns.size()];
        for (int p = 0; p < patterns.size(); p++) {
            String pattern = patterns.get(p);
            patternLengths[p] = pattern.length();
            if (pattern.isEmpty()) {
                continue;
            }
            int node = 0;
            for (int i = 0; i < pattern.length(); i++) {
                node = childOrCreate(node, pattern.charAt(i));
            }
            outputs[node] = append(outputs[node], p);
        }
        buildLinks();
    }

    int patternLength(int pattern) {
        return patternLengths[pattern];
    }

    void scan(CharSequence text, Listener listener) {
        boolean[] silenced = new boolean[patternLengths.length];
        int node = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            int next = child(node, c);
            while (next < 0 && node != 0) {
                node = fail[node];
                next = child(node, c);
            }
            node = next < 0 ? 0 : next;
            for (int out = node; out > 0; out = dictionaryLink[out]) {
                for (int pattern : outputs[out]) {
                    if (!silenced[pattern] && !listener.found(pattern, i + 1)) {
                        silenced[pattern] = true;
                    }
                }
            }
        }
    }

    private int child(int node, char c) {
        int at = Arrays.binarySearch(keys[node], c);
        return at < 0 ? -1 : targets[node][at];
    }

    private int childOrCreate(int node, char c) {
        int at = Arrays.binarySearch(keys[node], c);
        if (at >= 0) {
            return targets[node][at];
        }
        int created = newNode();
        int insert = -at - 1;
        keys[node] = insertChar(keys[node], insert, c);
        targets[node] = insertInt(targets[node], insert, created);
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
        keys[size] = new char[0];
        targets[size] = new int[0];
        outputs[size] = new int[0];
        return size++;
    }

    private void buildLinks() {
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        for (int child : targets[0]) {
            fail[child] = 0;
            queue.add(child);
        }
        while (!queue.isEmpty()) {
            int node = queue.poll();
            for (int k = 0; k < keys[node].length; k++) {
                char c = keys[node][k];
                int child = targets[node][k];
                int f = fail[node];
                int next = child(f, c);
                while (next < 0 && f != 0) {
                    f = fail[f];
                    next = child(f, c);
                }
                fail[child] = next < 0 || next == child ? 0 : next;
                dictionaryLink[child] = outputs[fail[child]].length > 0 ? fail[child] : dictionaryLink[fail[child]];
                queue.add(child);
            }
        }
    }

    private static char[] insertChar(char[] array, int at, char value) {
        char[] out = new char[array.length + 1];
        System.arraycopy(array, 0, out, 0, at);
        out[at] = value;
        System.arraycopy(array, at, out, at + 1, array.length - at);
        return out;
    }

    private static int[] insertInt(int[] array, int at, int value) {
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
