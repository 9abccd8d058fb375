package io.attest.domain.guard;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Chooses among overlapping candidates: the longest span wins ({@code 42 U.S.C. § 1983} over
 * {@code § 1983}); at equal length the earlier start, then the type order of {@link FlagType}.
 * The result is sorted by position.
 */
public final class CitationSelection {

    private static final Comparator<Citation> PREFERENCE = Comparator.comparingInt(Citation::length).reversed()
            .thenComparingInt(Citation::start)
            .thenComparing(Citation::type);

    private CitationSelection() {
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
