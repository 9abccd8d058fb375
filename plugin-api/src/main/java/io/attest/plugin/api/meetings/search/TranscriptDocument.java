package io.attest.plugin.api.meetings.search;

import io.attest.plugin.api.meetings.ItemKind;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Objects;

/**
 * A stored transcript as the search index takes it: its account, id, change sequence, when the
 * meeting took place, participants, text and extracted items (each with its stored id).
 */
public record TranscriptDocument(String accountId, String transcriptId, long sequence, OffsetDateTime occurredAt,
        List<String> participants, String text, List<Item> items) {

    public TranscriptDocument {
        Objects.requireNonNull(accountId, "accountId");
        Objects.requireNonNull(transcriptId, "transcriptId");
        Objects.requireNonNull(occurredAt, "occurredAt");
        participants = List.copyOf(participants);
        Objects.requireNonNull(text, "text");
        items = List.copyOf(items);
    }

    /** An extracted item with its stored id; offsets into {@link #text()}. */
    public record Item(String itemId, ItemKind kind, String text, String owner, String owedTo, LocalDate due,
            double confidence, int offsetStart, int offsetEnd) {
    }
}
