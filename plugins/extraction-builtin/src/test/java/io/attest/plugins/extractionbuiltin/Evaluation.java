package io.attest.plugins.extractionbuiltin;

import io.attest.plugin.api.meetings.ItemKind;
import io.attest.plugin.api.meetings.MeetingItem;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Matches extracted items to gold items and counts. A pair matches when the kinds are equal and the
 * supporting texts overlap, or when at least 60 % of the gold snippet's words are in the item's text.
 * Each gold item and each extracted item is used at most once (best pairs first).
 */
final class Evaluation {

    static final double TOKEN_OVERLAP = 0.6;

    static final class Counts {
        int gold;
        int extracted;
        int matched;
        int ownerChecked;
        int ownerRight;
        int owedChecked;
        int owedRight;
        int dueChecked;
        int dueRight;

        double precision() {
            return extracted == 0 ? 1.0 : (double) matched / extracted;
        }

        double recall() {
            return gold == 0 ? 1.0 : (double) matched / gold;
        }

        void add(Counts o) {
            gold += o.gold;
            extracted += o.extracted;
            matched += o.matched;
            ownerChecked += o.ownerChecked;
            ownerRight += o.ownerRight;
            owedChecked += o.owedChecked;
            owedRight += o.owedRight;
            dueChecked += o.dueChecked;
            dueRight += o.dueRight;
        }
    }

    record Miss(String transcript, String what) {
    }

    final Map<ItemKind, Counts> byKind = new EnumMap<>(ItemKind.class);
    final List<Miss> misses = new ArrayList<>();

    Evaluation() {
        for (ItemKind k : ItemKind.values()) {
            byKind.put(k, new Counts());
        }
    }

    void score(LabelledSet.Labelled t, List<MeetingItem> extracted) {
        for (ItemKind kind : ItemKind.values()) {
            List<LabelledSet.Gold> gold = t.gold().stream().filter(g -> g.kind() == kind).toList();
            List<MeetingItem> items = extracted.stream().filter(i -> i.kind() == kind).toList();
            Counts c = byKind.get(kind);
            c.gold += gold.size();
            c.extracted += items.size();
            Set<MeetingItem> used = new HashSet<>();
            for (LabelledSet.Gold g : gold) {
                MeetingItem best = null;
                double bestScore = 0;
                for (MeetingItem item : items) {
                    double s = similarity(g, item);
                    if (!used.contains(item) && s > bestScore) {
                        best = item;
                        bestScore = s;
                    }
                }
                if (best == null) {
                    misses.add(new Miss(t.id(), "missed " + kind.wireName() + ": " + g.snippet()));
                    continue;
                }
                used.add(best);
                c.matched++;
                if (kind == ItemKind.COMMITMENT || kind == ItemKind.ACTION_ITEM) {
                    c.ownerChecked++;
                    c.owedChecked++;
                    if (Objects.equals(g.owner(), best.owner())) {
                        c.ownerRight++;
                    } else {
                        misses.add(new Miss(t.id(), "owner " + best.owner() + " != " + g.owner() + ": " + g.snippet()));
                    }
                    if (Objects.equals(g.owedTo(), best.owedTo())) {
                        c.owedRight++;
                    } else {
                        misses.add(new Miss(t.id(), "owed_to " + best.owedTo() + " != " + g.owedTo() + ": " + g.snippet()));
                    }
                    if (g.due() != null || best.due() != null) {
                        c.dueChecked++;
                        if (Objects.equals(g.due(), best.due())) {
                            c.dueRight++;
                        } else {
                            misses.add(new Miss(t.id(), "due " + best.due() + " != " + g.due() + ": " + g.snippet()));
                        }
                    }
                }
            }
            for (MeetingItem item : items) {
                if (!used.contains(item)) {
                    misses.add(new Miss(t.id(), "extra " + kind.wireName() + ": " + item.text()));
                }
            }
        }
    }

    /** 0 when the pair does not match; otherwise higher is better (span overlap first). */
    static double similarity(LabelledSet.Gold g, MeetingItem item) {
        int overlap = Math.min(g.end(), item.offsetEnd()) - Math.max(g.start(), item.offsetStart());
        if (overlap > 0) {
            return 1.0 + (double) overlap / (g.end() - g.start());
        }
        Set<String> goldWords = words(g.snippet());
        Set<String> itemWords = words(item.text());
        if (goldWords.isEmpty()) {
            return 0;
        }
        long common = goldWords.stream().filter(itemWords::contains).count();
        double share = (double) common / goldWords.size();
        return share >= TOKEN_OVERLAP ? share : 0;
    }

    static Set<String> words(String s) {
        Set<String> out = new HashSet<>();
        for (String w : s.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")) {
            if (!w.isEmpty()) {
                out.add(w);
            }
        }
        return out;
    }

    Counts total() {
        Counts all = new Counts();
        byKind.values().forEach(all::add);
        return all;
    }
}
