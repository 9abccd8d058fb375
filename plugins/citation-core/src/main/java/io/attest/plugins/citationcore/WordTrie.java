package io.attest.plugins.citationcore;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The alternatives of a word list in a trie over their letters (folded, periods and spaces left
 * out), so that a long list (a state's code names, dozens of ways each) is read once at a position
 * instead of trying every alternative: only alternatives whose letters the text has are checked by
 * {@link Literal#match}.
 */
final class WordTrie {

    private final char[][] chars;
    private final int[][] next;
    private final int[][] terminals;

    private WordTrie(char[][] chars, int[][] next, int[][] terminals) {
        this.chars = chars;
        this.next = next;
        this.terminals = terminals;
    }

    /**
     * The tries built so far, by the texts they hold: immutable, and the same words recur in most
     * templates' forms ({@code §}, {@code Sec.}, {@code Section}, a state's names), so that a trie per
     * form held some 250,000 small arrays that every marking cycle of the collector walks. Bounded by
     * the word lists of the templates loaded; a trie depends only on the texts, each caller matches
     * with its own alternatives.
     */
    private static final Map<List<String>, WordTrie> SHARED = new ConcurrentHashMap<>();

    static WordTrie of(List<FormElement.Alternative> alternatives) {
        return SHARED.computeIfAbsent(alternatives.stream().map(FormElement.Alternative::text).toList(), WordTrie::build);
    }

    private static WordTrie build(List<String> texts) {
        List<StringBuilder> childChars = new ArrayList<>();
        List<List<Integer>> childNodes = new ArrayList<>();
        List<List<Integer>> ends = new ArrayList<>();
        childChars.add(new StringBuilder());
        childNodes.add(new ArrayList<>());
        ends.add(new ArrayList<>());
        for (int a = 0; a < texts.size(); a++) {
            String squeezed = Literal.squeezed(texts.get(a));
            int node = 0;
            for (int k = 0; k < squeezed.length(); k++) {
                char c = squeezed.charAt(k);
                int at = childChars.get(node).indexOf(String.valueOf(c));
                if (at < 0) {
                    childChars.get(node).append(c);
                    childNodes.get(node).add(childChars.size());
                    childChars.add(new StringBuilder());
                    childNodes.add(new ArrayList<>());
                    ends.add(new ArrayList<>());
                    at = childChars.get(node).length() - 1;
                }
                node = childNodes.get(node).get(at);
            }
            ends.get(node).add(a);
        }
        int size = childChars.size();
        char[][] chars = new char[size][];
        int[][] next = new int[size][];
        int[][] terminals = new int[size][];
        for (int n = 0; n < size; n++) {
            chars[n] = childChars.get(n).toString().toCharArray();
            next[n] = childNodes.get(n).stream().mapToInt(Integer::intValue).toArray();
            terminals[n] = ends.get(n).isEmpty() ? null : ends.get(n).stream().mapToInt(Integer::intValue).toArray();
        }
        return new WordTrie(chars, next, terminals);
    }

    /**
     * The alternatives that match at {@code p} and where they end, as pairs
     * {@code (end << 32 | alternative)}, longest first.
     */
    long[] matches(String t, int p, List<FormElement.Alternative> alternatives) {
        long[] found = new long[4];
        int count = 0;
        int node = 0;
        int q = p;
        int n = t.length();
        while (true) {
            if (terminals[node] != null) {
                for (int a : terminals[node]) {
                    FormElement.Alternative alternative = alternatives.get(a);
                    int end = Literal.match(t, p, alternative.text(), alternative.caseSensitive());
                    if (end > 0) {
                        if (count == found.length) {
                            found = Arrays.copyOf(found, count * 2);
                        }
                        found[count++] = ((long) end << 32) | a;
                    }
                }
            }
            int skipped = 0;
            while (q < n && (t.charAt(q) == '.' || Scan.space(t.charAt(q))) && skipped <= Scan.MAX_SPACE) {
                q++;
                skipped++;
            }
            if (q >= n || skipped > Scan.MAX_SPACE) {
                break;
            }
            char c = Literal.fold(t.charAt(q));
            int child = -1;
            char[] here = chars[node];
            for (int k = 0; k < here.length; k++) {
                if (here[k] == c) {
                    child = next[node][k];
                    break;
                }
            }
            if (child < 0) {
                break;
            }
            node = child;
            q++;
        }
        long[] out = Arrays.copyOf(found, count);
        Arrays.sort(out);
        for (int i = 0, j = count - 1; i < j; i++, j--) {
            long swap = out[i];
            out[i] = out[j];
            out[j] = swap;
        }
        return out;
    }
}
