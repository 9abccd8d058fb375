package io.attest.domain.guard;

import java.util.ArrayList;
import java.util.List;

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
        List<int[]> patterns = new ArrayList<>(texts.size());
        for (String text : texts) {
            patterns.add(withoutSpaces(text));
        }
        AhoCorasick matcher = new AhoCorasick(patterns);
        boolean[] found = new boolean[texts.size()];
        boolean[] silenced = new boolean[texts.size()];
        // Where the last non-space characters were, so a match's start is known without a copy.
        int window = Integer.highestOneBit(Math.max(1, matcher.longestPattern())) << 1;
        int[] recent = new int[window];
        for (char[] chars : sources) {
            int state = 0;
            int read = 0;
            for (int i = 0; i < chars.length; i++) {
                char c = chars[i];
                if (isSpace(c)) {
                    continue;
                }
                recent[read++ & (window - 1)] = i;
                state = matcher.next(state, c);
                if (matcher.hasMatch(state)) {
                    int end = i + 1;
                    int count = read;
                    matcher.report(state, end, silenced, (pattern, ignored) -> {
                        int start = recent[(count - matcher.patternLength(pattern)) & (window - 1)];
                        if (atBoundary(chars, start, end) && !(samePin && end < chars.length && chars[end] == '(')) {
                            found[pattern] = true;
                            return false;
                        }
                        return true;
                    });
                }
            }
        }
        return found;
    }

    /**
     * For each case name, whether it occurs in one source after both were normalised by
     * {@code normalizer}, on whole words.
     */
    public boolean[] containsNormalized(List<String> names, CaseNameNormalizer normalizer) {
        return new CaseNameSearch(normalizer, names).findIn(sources);
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
