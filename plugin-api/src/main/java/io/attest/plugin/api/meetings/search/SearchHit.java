package io.attest.plugin.api.meetings.search;

import io.attest.plugin.api.meetings.ItemKind;
import java.time.OffsetDateTime;

/** One ranked match: an extracted item, a highlighted snippet, its extraction confidence and its relevance {@code score}. */
public record SearchHit(String itemId, String transcriptId, ItemKind kind, String snippet, double confidence,
        OffsetDateTime occurredAt, double score) {
}
