package io.attest.domain.meetings;

import io.attest.plugin.api.meetings.MeetingItem;

import io.attest.domain.shared.PrefixedIds;
import java.time.OffsetDateTime;
import java.util.Objects;

/**
 * An extracted item as stored: its id ({@code mi_…}), its transcript and when that meeting took place
 * (the digest orders and windows by it), and the item itself.
 */
public record StoredItem(String itemId, String transcriptId, OffsetDateTime occurredAt, MeetingItem item) {

    public static final String PREFIX = "mi_";

    public StoredItem {
        Objects.requireNonNull(itemId, "itemId");
        Objects.requireNonNull(transcriptId, "transcriptId");
        Objects.requireNonNull(occurredAt, "occurredAt");
        Objects.requireNonNull(item, "item");
    }

    public static String nextId() {
        return PrefixedIds.next(PREFIX);
    }
}
