package io.attest.domain.guard;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;

/**
 * Looks for case names in sources by the partial-match heuristics of {@link CaseNameNormalizer}:
 * a name is found when its words, in order, are consecutive words of one source. The names are
 * read into symbol sequences (a word of the abbreviation table has its class's symbol, other words
 * are numbered here), then each source is read once, word by word, through one Aho–Corasick
 * automaton. A source word is looked up in one small table holding only the words that can matter
 * (those of the names, every spelling of their abbreviation classes, and {@code Code}/{@code Ann.});
 * any other word is symbol 0, which no name contains.
 */
final class CaseNameSearch {

    private final CaseNameNormalizer normalizer;
    private final WordTable nameWords;
    private final WordTable relevantWords;
    private final AhoCorasick matcher;

    CaseNameSearch(CaseNameNormalizer normalizer, List<String> names) {
        this.normalizer = normalizer;
        this.nameWords = new WordTable(16);
        BitSet classes = new BitSet();
        normalizer.ruleSymbols().forEach(classes::set);
        List<int[]> patterns = new ArrayList<>(names.size());
        for (String name : names) {
            IntList symbols = new IntList();
            normalizer.forEachSymbol(name.toCharArray(), this::symbolOfNameWord, symbol -> {
                symbols.add(symbol);
                if (symbol <= normalizer.classCount()) {
                    classes.set(symbol);
                }
            });
            patterns.add(symbols.toArray());
        }
        this.matcher = new AhoCorasick(patterns);
        this.relevantWords = nameWords.copy();
        classes.stream().forEach(symbol -> normalizer.wordsOf(symbol).forEach(word -> relevantWords.putIfAbsent(word, symbol)));
    }

    /** For each name, whether some source contains it. */
    boolean[] findIn(List<char[]> sources) {
        boolean[] found = new boolean[matcher.patternCount()];
        boolean[] silenced = new boolean[found.length];
        AhoCorasick.Listener listener = (pattern, end) -> {
            found[pattern] = true;
            return false;
        };
        int and = normalizer.andSymbol();
        for (char[] source : sources) {
            CaseNameNormalizer.Words words = new CaseNameNormalizer.Words(source);
            int state = 0;
            int previous = -1;
            while (words.advance()) {
                int symbol = words.isAmpersand() ? and : symbolOfSourceWord(source, words.start(), words.end(), words.hash());
                if (normalizer.leftOut(symbol, previous)) {
                    continue;
                }
                previous = symbol;
                // No name holds an irrelevant word (0): the automaton can only start again.
                state = symbol == 0 ? 0 : matcher.next(state, symbol);
                if (matcher.hasMatch(state)) {
                    matcher.report(state, 0, silenced, listener);
                }
            }
        }
        return found;
    }

    private int symbolOfNameWord(char[] text, int start, int end, long hash) {
        int symbol = normalizer.vocabularySymbol(text, start, end, hash);
        if (symbol >= 0) {
            return symbol;
        }
        int next = normalizer.classCount() + 1 + nameWords.size();
        return nameWords.putIfAbsent(CaseNameNormalizer.bare(new String(text, start, end - start)), next);
    }

    private int symbolOfSourceWord(char[] text, int start, int end, long hash) {
        int symbol = relevantWords.find(text, start, end, hash);
        return symbol >= 0 ? symbol : 0;
    }

    /** A growable int array, so symbol sequences are not boxed. */
    private static final class IntList {
        private int[] values = new int[8];
        private int size;

        void add(int value) {
            if (size == values.length) {
                values = Arrays.copyOf(values, size * 2);
            }
            values[size++] = value;
        }

        int[] toArray() {
            return Arrays.copyOf(values, size);
        }
    }
}
