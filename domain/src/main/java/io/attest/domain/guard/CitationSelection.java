package io.attest.domain.guard;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Chooses among overlapping candidates: the longest span wins ({@code 42 U.S.C. § 1983} over
 * {@code § 1983}); at equal length the earlier start, then the type order of {@link FlagType}.
 * Before that, case names are cut so that they contain no other citation: a name ends before a
 * citation that starts inside it ({@code Smith v. Jones and Cal. Ins. Code § 790.03(h)}: the name
 * ends at {@code Jones}) and starts after one that runs into it. Party names are open-ended,
 * citation forms are not. The result is sorted by position.
 */
public final class CitationSelection {

    private static final Comparator<Citation> PREFERENCE = Comparator.comparingInt(Citation::length).reversed()
            .thenComparingInt(Citation::start)
            .thenComparing(Citation::type);

    private CitationSelection() {
    }

    private static final java.util.Set<String> CONNECTORS = java.util.Set.of("and", "&", "of", "the", "for", "or", "in", "on");

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
        return choose(trimmed);
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
        // A name never contains another citation: it ends before the first one that starts inside it.
        int cut = from < others.size() && others.get(from).start() < name.end() ? others.get(from).start() : name.end();
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
        return new Citation(FlagType.CASE_CITATION, begin, end, raw.replaceAll("\\s+", " "), false);
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
            if (wordStart < e && CONNECTORS.contains(text.substring(wordStart, e).toLowerCase(java.util.Locale.ROOT))) {
                e = wordStart;
            } else {
                return e;
            }
        }
    }

    public static List<Citation> choose(List<Citation> candidates) {
        List<Citation> ranked = new ArrayList<>(candidates);
        ranked.sort(PREFERENCE);
        TreeMap<Integer, Citation> kept = new TreeMap<>();
        for (Citation candidate : ranked) {
            Map.Entry<Integer, Citation> before = kept.floorEntry(candidate.start());
            Map.Entry<Integer, Citation> after = kept.ceilingEntry(candidate.start());
            boolean clash = (before != null && before.getValue().overlaps(candidate))
                    || (after != null && after.getValue().overlaps(candidate));
            if (!clash) {
                kept.put(candidate.start(), candidate);
            }
        }
        return List.copyOf(kept.values());
    }
}
