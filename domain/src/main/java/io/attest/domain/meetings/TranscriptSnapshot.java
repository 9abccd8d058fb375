package io.attest.domain.meetings;

import java.util.List;
import java.util.Objects;

/** A ready transcript with its items: what the search index is built from. */
public record TranscriptSnapshot(StoredTranscript transcript, List<StoredItem> items) {

    public TranscriptSnapshot {
        Objects.requireNonNull(transcript, "transcript");
        items = List.copyOf(items);
    }
}
