package io.attest.adapters.search;

import io.attest.plugin.api.meetings.ItemKind;
import io.attest.plugin.api.meetings.search.TranscriptDocument;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;

/** Builds small transcripts for tests: each item's text is found in the transcript to get its offsets. */
final class Transcripts {

    private final String accountId;
    private final String transcriptId;
    private long sequence = 1;
    private OffsetDateTime occurredAt = OffsetDateTime.parse("2026-03-02T10:00:00Z");
    private List<String> participants = List.of("ada@example.com", "bob@example.com");
    private final StringBuilder text = new StringBuilder();
    private final List<TranscriptDocument.Item> items = new ArrayList<>();

    private Transcripts(String accountId, String transcriptId) {
        this.accountId = accountId;
        this.transcriptId = transcriptId;
    }

    static Transcripts transcript(String accountId, String transcriptId) {
        return new Transcripts(accountId, transcriptId);
    }

    Transcripts sequence(long value) {
        sequence = value;
        return this;
    }

    Transcripts at(String isoTime) {
        occurredAt = OffsetDateTime.parse(isoTime);
        return this;
    }

    Transcripts participants(String... emails) {
        participants = List.of(emails);
        return this;
    }

    Transcripts line(String line) {
        text.append(line).append('\n');
        return this;
    }

    /** A line of the transcript that is also an item (the whole utterance after the speaker). */
    Transcripts item(String itemId, ItemKind kind, String speakerLine, String owner, String owedTo) {
        int colon = speakerLine.indexOf(": ");
        int start = text.length() + (colon < 0 ? 0 : colon + 2);
        text.append(speakerLine).append('\n');
        int end = text.length() - 1;
        items.add(new TranscriptDocument.Item(itemId, kind, text.substring(start, end), owner, owedTo, null, 0.8, start, end));
        return this;
    }

    Transcripts item(String itemId, ItemKind kind, String speakerLine) {
        return item(itemId, kind, speakerLine, null, null);
    }

    TranscriptDocument build() {
        return new TranscriptDocument(accountId, transcriptId, sequence, occurredAt, participants, text.toString(), items);
    }
}
