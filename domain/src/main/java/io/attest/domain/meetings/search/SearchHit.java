package io.attest.domain.meetings.search;

import io.attest.domain.meetings.ItemKind;
import java.time.OffsetDateTime;

/** One ranked match: an extracted item, a highlighted snippet, its extraction confidence and its relevance {@code score}. */
public record SearchHit(String itemId, String transcriptId, ItemKind kind, String snippet, double confidence,
        OffsetDateTime occurredAt, double score) {
}
