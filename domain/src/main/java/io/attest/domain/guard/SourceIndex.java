package io.attest.domain.guard;

import java.util.ArrayList;
import java.util.List;

/**
 * The caller's sources, indexed once per request for the cross-walk. A citation is in the
 * sources when its text with all whitespace removed occurs in some source with all whitespace
 * removed, and the source characters just before and after the occurrence are not letters or
 * digits (so {@code 410 U.S. 113} is not found inside {@code 1410 U.S. 1130}). All citations are
 * looked for in one pass (Aho–Corasick), so the cost is linear in the sources, not a product of
 * sources and citations.
 */
public final class SourceIndex {

    /** Between sources: neither whitespace nor a letter or digit, and in no citation. */
    private static final char SEPARATOR = '\0';

    private final String original;
    private final String stripped;
    private final int[] originalIndex;
    private String normalized;

    private SourceIndex(String original, String stripped, int[] originalIndex) {
        this.original = original;
        this.stripped = stripped;
        this.originalIndex = originalIndex;
    }

    public static SourceIndex of(List<String> sources) {
        StringBuilder original = new StringBuilder();
        for (String source : sources) {
            if (!original.isEmpty()) {
                original.append(SEPARATOR);
            }
            original.append(source);
        }
        StringBuilder stripped = new StringBuilder(original.length());
        int[] index = new int[original.length()];
        int n = 0;
        for (int i = 0; i < original.length(); i++) {
            char c = original.charAt(i);
            if (!isSpace(c)) {
                stripped.append(c);
                index[n++] = i;
            }
        }
        return new SourceIndex(original.toString(), stripped.toString(), index);
    }

    /** For each text, whether it occurs in the sources by the literal rule. */
    public boolean[] containsLiterally(List<String> texts) {
        List<String> patterns = new ArrayList<>(texts.size());
        for (String text : texts) {
            patterns.add(strip(text));
        }
        boolean[] found = new boolean[texts.size()];
        AhoCorasick matcher = new AhoCorasick(patterns);
        matcher.scan(stripped, (pattern, end) -> {
            int start = end - matcher.patternLength(pattern);
            if (atBoundary(originalIndex[start], originalIndex[end - 1] + 1)) {
                found[pattern] = true;
                return false;
            }
            return true;
        });
        return found;
    }

    /**
     * For each case name, whether it occurs in the sources after both were normalised by
     * {@code normalizer}, on whole tokens.
     */
    public boolean[] containsNormalized(List<String> names, CaseNameNormalizer normalizer) {
        if (normalized == null) {
            normalized = normalizer.normalize(original);
        }
        List<String> patterns = new ArrayList<>(names.size());
        for (String name : names) {
            patterns.add(normalizer.normalize(name));
        }
        boolean[] found = new boolean[names.size()];
        AhoCorasick matcher = new AhoCorasick(patterns);
        String haystack = normalized;
        matcher.scan(haystack, (pattern, end) -> {
            int start = end - matcher.patternLength(pattern);
            boolean tokenStart = start == 0 || haystack.charAt(start - 1) == ' ';
            boolean tokenEnd = end == haystack.length() || haystack.charAt(end) == ' ';
            if (tokenStart && tokenEnd) {
                found[pattern] = true;
                return false;
            }
            return true;
        });
        return found;
    }

    private boolean atBoundary(int start, int endExclusive) {
        boolean before = start == 0 || !Character.isLetterOrDigit(original.charAt(start - 1));
        boolean after = endExclusive >= original.length() || !Character.isLetterOrDigit(original.charAt(endExclusive));
        return before && after;
    }

    static String strip(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!isSpace(c)) {
                out.append(c);
            }
        }
        return out.toString();
    }

    static boolean isSpace(char c) {
        return Character.isWhitespace(c) || Character.isSpaceChar(c);
    }
}
