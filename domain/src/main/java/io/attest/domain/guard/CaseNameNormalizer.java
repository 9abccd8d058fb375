package io.attest.domain.guard;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.IntConsumer;

/**
 * The partial-match heuristics for case names (decisions.md section 4, {@code strict: false}):
 * text is read as a sequence of words compared in a normalised ("bare") form — lower case,
 * periods dropped, typographic apostrophes straightened, leading and trailing hyphens and
 * apostrophes trimmed — so that Bluebook abbreviations and the words they stand for
 * ({@code Ins.} / {@code Insurance}, and two abbreviations of one word, {@code Cnty.} /
 * {@code Cty.}), {@code &} and {@code and}, and {@code Code} / {@code Code Ann.} compare equal.
 * Commas, parentheses and other punctuation separate words and are otherwise ignored.
 *
 * <p>Words are turned into int symbols as they are read (no string per word): every word of the
 * abbreviation table has the symbol of its class (an abbreviation and its expansions); other
 * words get symbols per search ({@link CaseNameSearch}).
 */
public final class CaseNameNormalizer {

    /** Reads a word's symbol from {@code text[start, end)}, whose bare form hashes to {@code hash}. */
    interface Resolver {
        int symbol(char[] text, int start, int end, long hash);
    }

    private static final long FNV_OFFSET = 0xcbf29ce484222325L;
    private static final long FNV_PRIME = 0x100000001b3L;
    /** {@link #fold} of a character that is not part of a word. */
    private static final char NOT_IN_WORD = '\uffff';
    /** {@link #fold} of a period: part of a word, but not of its bare form. */
    private static final char DROPPED = 0;
    private static final char[] ASCII_FOLD = new char[128];

    static {
        for (char c = 0; c < 128; c++) {
            boolean inWord = Character.isLetterOrDigit(c) || c == '\'' || c == '.' || c == '-';
            ASCII_FOLD[c] = !inWord ? NOT_IN_WORD : c == '.' ? DROPPED : Character.toLowerCase(c);
        }
    }

    private final WordTable vocabulary;
    /** The words of each class, by class symbol. */
    private final List<List<String>> classWords;
    private final int classCount;
    private final int andSymbol;
    private final int codeSymbol;
    private final int annSymbol;

    /** {@code abbreviations}: Bluebook abbreviation → the words it abbreviates ({@code "Ins." → ["Insurance"]}). */
    public CaseNameNormalizer(Map<String, List<String>> abbreviations) {
        Map<String, String> parent = new HashMap<>();
        // Sorted, so the classes do not depend on the map's iteration order.
        new TreeMap<>(abbreviations).forEach((abbreviation, words) -> {
            String key = bare(abbreviation);
            if (!isOneWord(key) || key.chars().noneMatch(Character::isLetter)) {
                return; // "&" is a separator, read as the word "and"
            }
            for (String word : words) {
                String expansion = bare(word);
                if (isOneWord(expansion)) {
                    union(parent, key, expansion);
                }
            }
            union(parent, key, key);
        });
        for (String always : List.of("and", "code", "ann")) {
            union(parent, always, always);
        }
        Map<String, Integer> classes = new TreeMap<>();
        new TreeMap<>(parent).keySet().forEach(word -> classes.putIfAbsent(root(parent, word), classes.size() + 1));
        vocabulary = new WordTable(parent.size());
        classCount = classes.size();
        List<List<String>> words = new ArrayList<>();
        for (int symbol = 0; symbol <= classCount; symbol++) {
            words.add(new ArrayList<>());
        }
        new TreeMap<>(parent).keySet().forEach(word -> {
            int symbol = classes.get(root(parent, word));
            vocabulary.putIfAbsent(word, symbol);
            words.get(symbol).add(word);
        });
        classWords = words.stream().map(List::copyOf).toList();
        andSymbol = vocabulary.find("and");
        codeSymbol = vocabulary.find("code");
        annSymbol = vocabulary.find("ann");
    }

    /** Symbols above this are not in the abbreviation table; a search numbers them from here. */
    int classCount() {
        return classCount;
    }

    /** The symbol of a word of the abbreviation table, or -1. */
    int vocabularySymbol(char[] text, int start, int end, long hash) {
        return vocabulary.find(text, start, end, hash);
    }

    /** The words of the abbreviation table with class symbol {@code symbol} (an abbreviation and its expansions). */
    List<String> wordsOf(int symbol) {
        return classWords.get(symbol);
    }

    /** Symbols the word rule itself looks at: {@code Code}, and {@code Ann.} after it. */
    List<Integer> ruleSymbols() {
        return List.of(codeSymbol, annSymbol);
    }

    /**
     * Passes the symbol of each word of {@code text} to {@code sink}, in order: {@code &} is the
     * word {@code and}, {@code Ann.} right after {@code Code} is left out.
     */
    void forEachSymbol(char[] text, Resolver resolver, IntConsumer sink) {
        Words words = new Words(text);
        int previous = -1;
        while (words.advance()) {
            int symbol = words.isAmpersand() ? andSymbol : resolver.symbol(text, words.start(), words.end(), words.hash());
            if (!leftOut(symbol, previous)) {
                sink.accept(symbol);
                previous = symbol;
            }
        }
    }

    /** The symbol of {@code and}, which an ampersand is read as. */
    int andSymbol() {
        return andSymbol;
    }

    /** Whether a word with {@code symbol} right after one with {@code previous} is left out: {@code Ann.} after {@code Code}. */
    boolean leftOut(int symbol, int previous) {
        return symbol == annSymbol && previous == codeSymbol;
    }

    /**
     * The words of one text, read one at a time (no callback per word, so a pass over a long source
     * keeps its own state in local variables): each word's span and the hash of its bare form, or
     * an ampersand, which stands for {@code and}. Words whose bare form is empty are skipped.
     */
    static final class Words {

        private final char[] text;
        private int next;
        private int start;
        private int end;
        private long hash;
        private boolean ampersand;

        Words(char[] text) {
            this.text = text;
        }

        /** Moves to the next word; false when there is none. */
        boolean advance() {
            char[] text = this.text;
            int length = text.length;
            int i = next;
            while (i < length) {
                char c = text[i];
                char bare = fold(c);
                if (bare == NOT_IN_WORD) {
                    i++;
                    if (c == '&') {
                        return at(i - 1, i, 0, true);
                    }
                    continue;
                }
                int wordStart = i;
                // Leading periods, hyphens and apostrophes are not part of the bare form; a word of nothing else is no word.
                while (bare == DROPPED || isTrimmed(bare)) {
                    bare = ++i < length ? fold(text[i]) : NOT_IN_WORD;
                }
                if (bare == NOT_IN_WORD) {
                    continue;
                }
                // Nor are trailing hyphens and apostrophes: the word's hash is the one after its last other character.
                long h = FNV_OFFSET;
                long solidHash = 0;
                do {
                    if (bare != DROPPED) {
                        h = (h ^ bare) * FNV_PRIME;
                        if (!isTrimmed(bare)) {
                            solidHash = h;
                        }
                    }
                    bare = ++i < length ? fold(text[i]) : NOT_IN_WORD;
                } while (bare != NOT_IN_WORD);
                return at(wordStart, i, solidHash, false);
            }
            next = length;
            return false;
        }

        private boolean at(int wordStart, int wordEnd, long wordHash, boolean isAmpersand) {
            start = wordStart;
            end = wordEnd;
            next = wordEnd;
            hash = wordHash;
            ampersand = isAmpersand;
            return true;
        }

        /** Whether the word is an ampersand (read as {@code and}; its span and hash mean nothing). */
        boolean isAmpersand() {
            return ampersand;
        }

        int start() {
            return start;
        }

        int end() {
            return end;
        }

        /** The hash of the word's bare form, as {@link #hash(String)} computes it. */
        long hash() {
            return hash;
        }
    }

    /** Whether {@code text[start, end)} has the bare form {@code bare}. */
    static boolean spellsBare(char[] text, int start, int end, String bare) {
        int matched = 0;
        for (int i = start; i < end; i++) {
            char c = fold(text[i]);
            if (c == DROPPED || (matched == 0 && isTrimmed(c))) {
                continue;
            }
            if (matched < bare.length()) {
                if (bare.charAt(matched) != c) {
                    return false;
                }
                matched++;
            } else if (!isTrimmed(c)) {
                return false;
            }
        }
        return matched == bare.length();
    }

    /** The bare form of one word. */
    static String bare(CharSequence word) {
        StringBuilder b = new StringBuilder(word.length());
        for (int i = 0; i < word.length(); i++) {
            char c = fold(word.charAt(i));
            if (c != DROPPED && c != NOT_IN_WORD && !(b.isEmpty() && isTrimmed(c))) {
                b.append(c);
            }
        }
        int end = b.length();
        while (end > 0 && isTrimmed(b.charAt(end - 1))) {
            end--;
        }
        return b.substring(0, end);
    }

    /** The hash {@link #forEachSymbol} computes for a word whose bare form is {@code bare}. */
    static long hash(String bare) {
        long h = FNV_OFFSET;
        for (int i = 0; i < bare.length(); i++) {
            h = (h ^ bare.charAt(i)) * FNV_PRIME;
        }
        return h;
    }

    private static boolean isWordChar(char c) {
        return fold(c) != NOT_IN_WORD;
    }

    /**
     * The bare form of one character: {@link #DROPPED} for a period, {@link #NOT_IN_WORD} for a
     * character that separates words (anything but letters, digits, apostrophes, periods, hyphens).
     */
    private static char fold(char c) {
        if (c < 128) {
            return ASCII_FOLD[c];
        }
        if (c == '\u2019' || c == '\u2018') {
            return '\'';
        }
        return Character.isLetterOrDigit(c) ? Character.toLowerCase(c) : NOT_IN_WORD;
    }

    private static boolean isTrimmed(char bare) {
        return bare == '-' || bare == '\'';
    }

    private static boolean isOneWord(String bare) {
        if (bare.isEmpty()) {
            return false;
        }
        for (int i = 0; i < bare.length(); i++) {
            if (!isWordChar(bare.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    private static void union(Map<String, String> parent, String a, String b) {
        String ra = root(parent, a);
        String rb = root(parent, b);
        if (!ra.equals(rb)) {
            parent.put(rb, ra);
        }
    }

    private static String root(Map<String, String> parent, String word) {
        String at = parent.computeIfAbsent(word, w -> w);
        while (!parent.get(at).equals(at)) {
            at = parent.get(at);
        }
        return at;
    }
}
