package io.attest.plugins.extractionbuiltin;

import io.attest.plugin.api.meetings.ItemKind;
import java.time.LocalDate;

/** An item while the rules still work on it (merging may change its span, owner or due). */
final class Draft {

    final ItemKind kind;
    Evidence evidence;
    final int turn;
    final int topic;
    int start;
    int end;
    String owner;
    String owedTo;
    LocalDate due;
    int confirmations;
    boolean hedged;
    /** Replaced by a later, more explicit item (kept in place so removal stays O(1)). */
    boolean dropped;

    Draft(ItemKind kind, Evidence evidence, int turn, int topic, int start, int end) {
        this.kind = kind;
        this.evidence = evidence;
        this.turn = turn;
        this.topic = topic;
        this.start = start;
        this.end = end;
    }

    boolean overlaps(Draft other) {
        return start < other.end && other.start < end;
    }
}
