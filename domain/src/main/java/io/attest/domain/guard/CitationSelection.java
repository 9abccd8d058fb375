package io.attest.domain.guard;

import io.attest.plugin.api.guard.Citation;
import io.attest.plugin.api.guard.FlagType;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Chooses among overlapping candidates: the longest span wins ({@code 42 U.S.C. § 1983} over
 * {@code § 1983}), its whitespace not counted (so a {@code [verify]} marker blanked out of the text
 * changes nothing); at equal length the earlier start, then the type order of {@link FlagType}.
 * Before that, case names are cut so that they contain no other citation: a name ends before a
 * citation that starts inside it ({@code Smith v. Jones and Cal. Ins. Code § 790.03(h)}: the name
 * ends at {@code Jones}) and starts after one that runs into it. Party names are open-ended,
 * citation forms are not. The result is sorted by position.
 */
public final class CitationSelection {

    private CitationSelection() {
    }

    private static final List<String> CONNECTORS = List.of("and", "&", "of", "the", "for", "or", "in", "on");

    /** Whether {@code text[from, to)} is a connector, ignoring case, without a substring per word. */
    private static boolean isConnector(String text, int from, int to) {
        for (String connector : CONNECTORS) {
            if (connector.length() == to - from && text.regionMatches(true, from, connector, 0, connector.length())) {
                return true;
            }
        }
        return false;
    }

    public static List<Citation> choose(List<Citation> candidates, String text) {
        List<Citation> others = new ArrayList<>();
        for (Citation candidate : candidates) {
            if (candidate.type() != FlagType.CASE_CITATION) {
                others.add(candidate);
            }
        }
        others.sort(Comparator.comparingInt(Citation::start));
        int[] starts = others.stream().mapToInt(Citation::start).toArray();
        int[] reach = new int[others.size()]; // the farthest end among others[0..i]
        for (int i = 0; i < reach.length; i++) {
            reach[i] = Math.max(i == 0 ? 0 : reach[i - 1], others.get(i).end());
        }
        List<Citation> trimmed = new ArrayList<>(candidates.size());
        for (Citation candidate : candidates) {
            Citation kept = candidate.type() == FlagType.CASE_CITATION
                    ? trimCaseName(candidate, others, starts, reach, text) : candidate;
            if (kept != null) {
                trimmed.add(kept);
            }
        }
        return chooseByWeight(trimmed, text);
    }

    /**
     * The case name without any other citation at its head or inside it; null if no name is left. {@code others} is sorted by start; only those starting inside the
     * name are looked at (binary search), so the whole pass is O(n log n).
     */
    static Citation trimCaseName(Citation name, List<Citation> others, int[] starts, int[] reach, String text) {
        int begin = name.start();
        int before = lastStartingAtOrBefore(starts, name.start());
        if (before >= 0 && reach[before] > name.start()) {
            // Another citation started earlier and runs into the name: the name starts after it.
            begin = skipSeparators(text, reach[before], name.end());
        }
        int from = java.util.Arrays.binarySearch(starts, name.start() + 1);
        from = from < 0 ? -from - 1 : firstAt(starts, from);
        // A name never contains another citation. One inside the first party ("Rule 10b-5 Roe v.
        // Wade": the party scan ran back over it) starts the name after it; any other ends the name
        // before it.
        int versus = versusAt(text, name.start(), name.end());
        int cut = name.end();
        for (int k = from; k < others.size() && others.get(k).start() < name.end(); k++) {
            Citation other = others.get(k);
            if (versus >= 0 && other.end() <= versus) {
                begin = Math.max(begin, skipSeparators(text, other.end(), name.end()));
            } else {
                cut = other.start();
                break;
            }
        }
        if (cut == name.end() && begin == name.start()) {
            return name;
        }
        int end = trimBack(text, begin, cut);
        if (end <= begin) {
            return null;
        }
        String raw = text.substring(begin, end);
        boolean stillAName = raw.contains(" v. ") || raw.contains(" v ") || raw.contains(" vs. ")
                || raw.startsWith("In re ") || raw.startsWith("Ex parte ") || raw.contains("Matter of ");
        if (!stillAName || raw.endsWith(" v.") || raw.endsWith(" v")) {
            return null;
        }
        return new Citation(FlagType.CASE_CITATION, begin, end, singleSpaced(raw), false);
    }

    /** Runs of whitespace as one space (no regular expression: this runs for every trimmed name). */
    static String singleSpaced(String raw) {
        StringBuilder out = null;
        for (int i = 0; i < raw.length(); i++) {
            char c = raw.charAt(i);
            boolean space = isSpace(c);
            if (out == null && space && (c != ' ' || (i + 1 < raw.length() && isSpace(raw.charAt(i + 1))))) {
                out = new StringBuilder(raw.length()).append(raw, 0, i);
            }
            if (out != null) {
                if (!space) {
                    out.append(c);
                } else if (out.isEmpty() || out.charAt(out.length() - 1) != ' ') {
                    out.append(' ');
                }
            }
        }
        return out == null ? raw : out.toString();
    }

    /** What {@code \\s} matches in a Java regular expression. */
    private static boolean isSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\u000B' || c == '\f' || c == '\r';
    }

    private static int lastStartingAtOrBefore(int[] starts, int position) {
        int at = java.util.Arrays.binarySearch(starts, position);
        if (at < 0) {
            return -at - 2;
        }
        while (at + 1 < starts.length && starts[at + 1] == position) {
            at++;
        }
        return at;
    }

    /** Where the {@code v.} between the parties is ({@code " v. "}, {@code " v "}, {@code " vs. "}), or -1. */
    private static int versusAt(String text, int from, int to) {
        for (int i = text.indexOf(" v", from); i >= 0 && i + 3 < to; i = text.indexOf(" v", i + 1)) {
            if (text.startsWith(" v. ", i) || text.startsWith(" v ", i) || text.startsWith(" vs. ", i)) {
                return i;
            }
        }
        return -1;
    }

    /** The first letter at or after {@code from}: a name starts with a word, not with punctuation. */
    private static int skipSeparators(String text, int from, int limit) {
        int i = from;
        while (i < limit && !Character.isLetter(text.charAt(i))) {
            i++;
        }
        return i;
    }

    private static int firstAt(int[] starts, int index) {
        int i = index;
        while (i > 0 && starts[i - 1] == starts[index]) {
            i--;
        }
        return i;
    }

    private static int trimBack(String text, int start, int end) {
        int e = end;
        while (true) {
            while (e > start && (Character.isWhitespace(text.charAt(e - 1)) || text.charAt(e - 1) == ',')) {
                e--;
            }
            int wordStart = e;
            while (wordStart > start && !Character.isWhitespace(text.charAt(wordStart - 1))) {
                wordStart--;
            }
            if (wordStart < e && isConnector(text, wordStart, e)) {
                e = wordStart;
            } else {
                return e;
            }
        }
    }

    public static List<Citation> choose(List<Citation> candidates) {
        int[] lengths = new int[candidates.size()];
        for (int i = 0; i < lengths.length; i++) {
            lengths[i] = candidates.get(i).length();
        }
        return choose(candidates, lengths);
    }

    /**
     * As {@link #choose(List)}, a span's length counted without its whitespace: a marker blanked
     * out of {@code text} (spaces of the same length) must not make one reading longer than another.
     */
    static List<Citation> chooseByWeight(List<Citation> candidates, String text) {
        int[] weights = new int[candidates.size()];
        for (int i = 0; i < weights.length; i++) {
            Citation c = candidates.get(i);
            int w = 0;
            for (int p = c.start(); p < c.end(); p++) {
                if (!isSpace(text.charAt(p))) {
                    w++;
                }
            }
            weights[i] = w;
        }
        return choose(candidates, weights);
    }

    private static List<Citation> choose(List<Citation> candidates, int[] weights) {
        int n = candidates.size();
        int[] order = preferenceOrder(candidates, weights);
        // Kept spans are disjoint; a candidate is kept when no position of its span is taken yet.
        int reach = 0;
        for (Citation candidate : candidates) {
            reach = Math.max(reach, candidate.end());
        }
        java.util.BitSet taken = new java.util.BitSet(reach);
        long[] keptByStart = new long[n];
        int kept = 0;
        for (int i : order) {
            Citation candidate = candidates.get(i);
            if (free(taken, candidate.start(), candidate.end())) {
                taken.set(candidate.start(), candidate.end());
                keptByStart[kept++] = ((long) candidate.start() << 32) | i;
            }
        }
        java.util.Arrays.sort(keptByStart, 0, kept);
        Citation[] out = new Citation[kept];
        for (int k = 0; k < kept; k++) {
            out[k] = candidates.get((int) keptByStart[k]);
        }
        return List.of(out);
    }

    /**
     * Whether no position of {@code [from, to)} is taken, read over the span itself: a search for the
     * next taken position from {@code from} would walk every free word after it, far past the span
     * in a long source with few citations.
     */
    private static boolean free(java.util.BitSet taken, int from, int to) {
        for (int p = from; p < to; p++) {
            if (taken.get(p)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Candidate indexes, heaviest first (most non-space characters), then earlier start, then the type order of {@link FlagType}; ties in list order. Sorting packed primitive
     * keys (length, start, type, index) is several times faster than a comparator chain over
     * objects on the thousands of candidates of a dense text; inputs too large to pack take the
     * comparator.
     */
    private static int[] preferenceOrder(List<Citation> candidates, int[] weights) {
        int n = candidates.size();
        int[] order = new int[n];
        boolean packable = n < (1 << INDEX_BITS);
        for (int i = 0; i < n && packable; i++) {
            Citation c = candidates.get(i);
            packable = c.length() < (1 << LENGTH_BITS) && c.start() < (1 << START_BITS);
        }
        if (!packable) {
            Integer[] boxed = new Integer[n];
            for (int i = 0; i < n; i++) {
                boxed[i] = i;
            }
            Comparator<Integer> byWeight = Comparator.comparingInt(i -> -weights[i]);
            java.util.Arrays.sort(boxed, byWeight.thenComparing(candidates::get, Comparator.comparingInt(Citation::start)
                    .thenComparing(Citation::type)));
            for (int i = 0; i < n; i++) {
                order[i] = boxed[i];
            }
            return order;
        }
        long[] keys = new long[n];
        for (int i = 0; i < n; i++) {
            Citation c = candidates.get(i);
            long longerFirst = (1L << LENGTH_BITS) - 1 - weights[i];
            keys[i] = longerFirst << (START_BITS + TYPE_BITS + INDEX_BITS)
                    | (long) c.start() << (TYPE_BITS + INDEX_BITS)
                    | (long) c.type().ordinal() << INDEX_BITS
                    | i;
        }
        java.util.Arrays.sort(keys);
        for (int i = 0; i < n; i++) {
            order[i] = (int) (keys[i] & ((1 << INDEX_BITS) - 1));
        }
        return order;
    }

    private static final int LENGTH_BITS = 20;
    private static final int START_BITS = 24;
    private static final int TYPE_BITS = 3;
    private static final int INDEX_BITS = 16;
}
