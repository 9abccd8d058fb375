package io.attest.plugin.api.meetings;

import java.time.OffsetDateTime;
import java.util.List;
import java.util.Objects;

/**
 * A transcript handed to extraction (service-spec 2.4): what the caller sent, already validated by
 * the use case (participants are e-mail addresses, the text is not empty).
 *
 * @param transcriptId caller-supplied identifier ({@code transcript_id})
 * @param title        optional title, {@code null} when none was given
 * @param occurredAt   when the meeting took place ({@code occurred_at}); relative dates resolve against it
 * @param participants participant e-mail addresses, in the caller's order (the order matters: see
 *                     {@link MeetingItem#owedTo()})
 * @param text         the full transcript text; item offsets index into it
 */
public record TranscriptInput(String transcriptId, String title, OffsetDateTime occurredAt,
                              List<String> participants, String text) {

    public TranscriptInput {
        Objects.requireNonNull(transcriptId, "transcriptId");
        Objects.requireNonNull(occurredAt, "occurredAt");
        Objects.requireNonNull(text, "text");
        participants = List.copyOf(participants);
    }
}
