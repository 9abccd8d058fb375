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
        List<Citation> others = new ArrayList<>(candidates.size());
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
        int versus = Integer.MIN_VALUE; // found when some other citation starts inside the name: most do not
        int cut = name.end();
        for (int k = from; k < others.size() && others.get(k).start() < name.end(); k++) {
            Citation other = others.get(k);
            if (versus == Integer.MIN_VALUE) {
                versus = versusAt(text, name.start(), name.end());
            }
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
        for (int i = text.indexOf(" v", from, to); i >= 0 && i + 3 < to; i = text.indexOf(" v", i + 1, to)) {
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
        return choose(candidates, index -> candidates.get(index).length());
    }

    /**
     * As {@link #choose(List)}, a span's length counted without its whitespace: a marker blanked
     * out of {@code text} (spaces of the same length) must not make one reading longer than another.
     */
    static List<Citation> chooseByWeight(List<Citation> candidates, String text) {
        return choose(candidates, index -> {
            Citation c = candidates.get(index);
            int w = 0;
            for (int p = c.start(); p < c.end(); p++) {
                if (!isSpace(text.charAt(p))) {
                    w++;
                }
            }
            return w;
        });
    }

    /** The weight of the candidate at an index: its length, or its characters other than whitespace. */
    private interface Weights {
        int of(int index);
    }

    /**
     * Greedy in preference order ({@link #preferenceOrder}): a candidate is kept when it overlaps no
     * candidate kept before it. Overlapping candidates can only affect each other through a chain of
     * overlaps, so the candidates are cut, in start order, into groups whose spans chain together,
     * and the greedy choice is made in each group alone: a candidate that overlaps nothing (most of
     * them) is kept without being weighed or sorted by preference, and the whole is one sort by start
     * (the recognisers' lists are already in start order: a merge of runs) instead of a sort of every
     * candidate by weight and a mark of every position taken.
     */
    private static List<Citation> choose(List<Citation> candidates, Weights weights) {
        int n = candidates.size();
        long[] byStart = new long[n];
        for (int i = 0; i < n; i++) {
            byStart[i] = (long) candidates.get(i).start() << 32 | i;
        }
        java.util.Arrays.sort(byStart);
        Citation[] out = new Citation[n];
        int kept = 0;
        int[] group = new int[Math.min(n, 16)];
        boolean[] keep = new boolean[Math.min(n, 16)];
        int g = 0;
        while (g < n) {
            int first = (int) byStart[g];
            int reach = candidates.get(first).end();
            int h = g + 1;
            while (h < n && (int) (byStart[h] >>> 32) < reach) {
                reach = Math.max(reach, candidates.get((int) byStart[h]).end());
                h++;
            }
            if (h == g + 1) {
                out[kept++] = candidates.get(first);
            } else {
                int size = h - g;
                if (group.length < size) {
                    group = new int[size];
                    keep = new boolean[size];
                }
                for (int k = 0; k < size; k++) {
                    group[k] = (int) byStart[g + k];
                }
                chooseInGroup(candidates, weights, group, size, keep);
                for (int k = 0; k < size; k++) {
                    if (keep[k]) {
                        out[kept++] = candidates.get(group[k]);
                    }
                }
            }
            g = h;
        }
        return List.of(java.util.Arrays.copyOf(out, kept));
    }

    /**
     * Marks in {@code keep} which of {@code group[0..size)} (candidate indexes in start order, one
     * chain of overlaps) the greedy choice keeps: in preference order, each that overlaps none kept before.
     */
    private static void chooseInGroup(List<Citation> candidates, Weights weights, int[] group, int size, boolean[] keep) {
        int[] order = preferenceOrder(candidates, weights, group, size);
        java.util.Arrays.fill(keep, 0, size, false);
        int from = candidates.get(group[0]).start();
        java.util.BitSet taken = size > SMALL_GROUP ? new java.util.BitSet() : null;
        for (int k : order) {
            Citation candidate = candidates.get(group[k]);
            boolean free;
            if (taken != null) {
                int next = taken.nextSetBit(candidate.start() - from);
                free = next < 0 || next >= candidate.end() - from;
            } else {
                free = true;
                for (int other = 0; other < size && free; other++) {
                    free = !keep[other] || !overlaps(candidates.get(group[other]), candidate);
                }
            }
            if (free) {
                keep[k] = true;
                if (taken != null) {
                    taken.set(candidate.start() - from, candidate.end() - from);
                }
            }
        }
    }

    /** Groups up to this size are checked pairwise; larger ones mark the positions taken. */
    private static final int SMALL_GROUP = 16;

    private static boolean overlaps(Citation a, Citation b) {
        return a.start() < b.end() && b.start() < a.end();
    }

    /**
     * Positions in {@code group}, heaviest first (most non-space characters), then earlier start, then
     * the type order of {@link FlagType}, then list order. Packed primitive keys (weight, start in the
     * group, type, position) sort faster than a comparator chain; groups too large to pack take the comparator.
     */
    private static int[] preferenceOrder(List<Citation> candidates, Weights weights, int[] group, int size) {
        int[] weight = new int[size];
        int from = candidates.get(group[0]).start();
        boolean packable = size < (1 << INDEX_BITS);
        for (int k = 0; k < size; k++) {
            weight[k] = weights.of(group[k]);
            Citation c = candidates.get(group[k]);
            packable &= weight[k] < (1 << LENGTH_BITS) && c.start() - from < (1 << START_BITS);
        }
        int[] order = new int[size];
        if (!packable) {
            Integer[] boxed = new Integer[size];
            for (int k = 0; k < size; k++) {
                boxed[k] = k;
            }
            Comparator<Integer> byWeight = Comparator.comparingInt(k -> -weight[k]);
            java.util.Arrays.sort(boxed, byWeight.thenComparing(k -> candidates.get(group[k]), Comparator.comparingInt(Citation::start)
                    .thenComparing(Citation::type)).thenComparingInt(k -> group[k]));
            for (int k = 0; k < size; k++) {
                order[k] = boxed[k];
            }
            return order;
        }
        // Positions in the group are in start order, and list order among equal starts (the sort by
        // start broke ties by index): the position orders the ties as list order does.
        long[] keys = new long[size];
        for (int k = 0; k < size; k++) {
            Citation c = candidates.get(group[k]);
            long heavierFirst = (1L << LENGTH_BITS) - 1 - weight[k];
            keys[k] = heavierFirst << (START_BITS + TYPE_BITS + INDEX_BITS)
                    | (long) (c.start() - from) << (TYPE_BITS + INDEX_BITS)
                    | (long) c.type().ordinal() << INDEX_BITS
                    | k;
        }
        java.util.Arrays.sort(keys);
        for (int k = 0; k < size; k++) {
            order[k] = (int) (keys[k] & ((1 << INDEX_BITS) - 1));
        }
        return order;
    }

    private static final int LENGTH_BITS = 20;
    private static final int START_BITS = 24;
    private static final int TYPE_BITS = 3;
    private static final int INDEX_BITS = 16;
}
