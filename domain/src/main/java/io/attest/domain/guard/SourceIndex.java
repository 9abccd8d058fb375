package io.attest.domain.guard;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The caller's sources, for the cross-walk. A citation is in the sources when its text with all
 * whitespace removed occurs in one source with all whitespace removed, and the source characters
 * just before and after the occurrence are not letters or digits (so {@code 410 U.S. 113} is not
 * found inside {@code 1410 U.S. 1130}). All citations are looked for in one pass over each source
 * (Aho–Corasick, whitespace skipped as it is read), so the cost is linear in the sources, not a
 * product of sources and citations, and nothing is copied.
 */
public final class SourceIndex {

    private static final boolean[] ASCII_SPACE = new boolean[128];
    /** Tables this small (512 states) are filled in a few microseconds, whatever the sources. */
    private static final int MIN_TABLE_ENTRIES = 1 << 16;

    static {
        for (char c = 0; c < 128; c++) {
            ASCII_SPACE[c] = Character.isWhitespace(c) || Character.isSpaceChar(c);
        }
    }

    /** As arrays: reading a plain array is several times faster than String.charAt in these loops. */
    private final List<char[]> sources;

    private SourceIndex(List<char[]> sources) {
        this.sources = sources;
    }

    public static SourceIndex of(List<String> sources) {
        return new SourceIndex(sources.stream().map(String::toCharArray).toList());
    }

    /** For each text, whether it occurs in the sources by the literal rule. */
    public boolean[] containsLiterally(List<String> texts) {
        return containsLiterally(texts, false);
    }

    /**
     * As {@link #containsLiterally(List)}; with {@code samePin} an occurrence followed by a
     * parenthesised subsection ({@code § 790.03(h)} in {@code § 790.03(h)(5)}) is another pin and
     * does not count, as {@code strict} asks of citations compared by key.
     */
    public boolean[] containsLiterally(List<String> texts, boolean samePin) {
        long sourceLength = sources.stream().mapToLong(chars -> chars.length).sum();
        // A table with many more entries than the characters it will read cannot repay its filling.
        return containsLiterally(texts, samePin, (int) Math.min(Integer.MAX_VALUE, Math.max(MIN_TABLE_ENTRIES, sourceLength)));
    }

    /** As {@link #containsLiterally(List, boolean)}, with an ASCII table of at most {@code maxTableEntries}. */
    boolean[] containsLiterally(List<String> texts, boolean samePin, int maxTableEntries) {
        return eachDistinct(texts, distinct -> literally(distinct, samePin, maxTableEntries));
    }

    private boolean[] literally(List<String> texts, boolean samePin, int maxTableEntries) {
        List<int[]> patterns = new ArrayList<>(texts.size());
        for (String text : texts) {
            patterns.add(withoutSpaces(text));
        }
        AhoCorasick matcher = new AhoCorasick(patterns);
        AsciiTransitions ascii = AsciiTransitions.of(matcher, ASCII_SPACE, maxTableEntries);
        boolean[] found = new boolean[texts.size()];
        boolean[] silenced = new boolean[texts.size()];
        for (char[] chars : sources) {
            Matches matches = (state, end) -> matcher.report(state, end, silenced, (pattern, ignored) -> {
                int start = startOf(chars, end, matcher.patternLength(pattern));
                if (atBoundary(chars, start, end) && !(samePin && end < chars.length && chars[end] == '(')) {
                    found[pattern] = true;
                    return false;
                }
                return true;
            });
            if (ascii != null) {
                read(chars, matcher, ascii, matches);
            } else {
                read(chars, matcher, matches);
            }
        }
        return found;
    }

    /** Where a pass reports the states in which some pattern ends, with the end of the characters read. */
    private interface Matches {
        void at(int state, int endExclusive);
    }

    /** One pass over {@code chars}, whitespace skipped, through the ASCII table where it can. */
    private static void read(char[] chars, AhoCorasick matcher, AsciiTransitions ascii, Matches matches) {
        int root = AsciiTransitions.entry(0, false);
        int entry = root;
        for (int i = 0; i < chars.length; i++) {
            if (entry == root) {
                i = ascii.leaveRoot(chars, i);
                if (i == chars.length) {
                    break;
                }
            }
            char c = chars[i];
            if (c < 128) {
                entry = ascii.next(entry, c);
            } else if (isSpace(c)) {
                continue;
            } else {
                int state = matcher.next(AsciiTransitions.state(entry), c);
                entry = AsciiTransitions.entry(state, matcher.hasMatch(state));
            }
            if (AsciiTransitions.matches(entry)) { // never after whitespace: see AsciiTransitions
                matches.at(AsciiTransitions.state(entry), i + 1);
            }
        }
    }

    /** One pass over {@code chars}, whitespace skipped, through the automaton alone. */
    private static void read(char[] chars, AhoCorasick matcher, Matches matches) {
        int state = 0;
        for (int i = 0; i < chars.length; i++) {
            char c = chars[i];
            if (isSpace(c)) {
                continue;
            }
            state = matcher.next(state, c);
            if (matcher.hasMatch(state)) {
                matches.at(state, i + 1);
            }
        }
    }

    /**
     * Where an occurrence of {@code length} non-space characters ending at {@code endExclusive}
     * starts: found by stepping back, since occurrences are few and the pass keeps no history.
     */
    private static int startOf(char[] chars, int endExclusive, int length) {
        int start = endExclusive;
        for (int counted = 0; counted < length; ) {
            if (!isSpace(chars[--start])) {
                counted++;
            }
        }
        return start;
    }

    /**
     * For each case name, whether it occurs in one source after both were normalised by
     * {@code normalizer}, on whole words.
     */
    public boolean[] containsNormalized(List<String> names, CaseNameNormalizer normalizer) {
        return eachDistinct(names, distinct -> new CaseNameSearch(normalizer, distinct).findIn(sources));
    }

    /**
     * {@code search}'s answers for {@code texts}, asking it about each distinct text once: a text
     * cites the same case or section many times, and every copy would add to the automaton's build.
     */
    private static boolean[] eachDistinct(List<String> texts, Function<List<String>, boolean[]> search) {
        Map<String, Integer> positions = new HashMap<>();
        List<String> distinct = new ArrayList<>();
        int[] position = new int[texts.size()];
        for (int t = 0; t < texts.size(); t++) {
            position[t] = positions.computeIfAbsent(texts.get(t), text -> {
                distinct.add(text);
                return distinct.size() - 1;
            });
        }
        boolean[] distinctFound = search.apply(distinct);
        boolean[] found = new boolean[texts.size()];
        for (int t = 0; t < texts.size(); t++) {
            found[t] = distinctFound[position[t]];
        }
        return found;
    }

    private static boolean atBoundary(char[] source, int start, int endExclusive) {
        boolean before = start == 0 || !Character.isLetterOrDigit(source[start - 1]);
        boolean after = endExclusive >= source.length || !Character.isLetterOrDigit(source[endExclusive]);
        return before && after;
    }

    private static int[] withoutSpaces(String text) {
        return text.chars().filter(c -> !isSpace((char) c)).toArray();
    }

    static boolean isSpace(char c) {
        return c < 128 ? ASCII_SPACE[c] : Character.isWhitespace(c) || Character.isSpaceChar(c);
    }
}
