package io.attest.application.meetings;

import io.attest.domain.meetings.MeetingLimits;
import io.attest.domain.meetings.ParticipantAddresses;
import io.attest.domain.meetings.TranscriptId;
import io.attest.plugin.api.meetings.TranscriptInput;
import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.Rfc3339;
import io.attest.domain.shared.StorableText;
import java.time.OffsetDateTime;
import java.util.List;

/**
 * The rules of an ingest request (spec 4.9, decisions.md sections 7 and 9) in one place, so that the
 * use case enforces them whatever adapter calls it: each failure is a 400 naming its field.
 */
final class TranscriptCommands {

    private TranscriptCommands() {
    }

    static TranscriptInput validate(String transcriptId, String title, String occurredAt, List<String> participants, String text) {
        if (transcriptId == null) {
            throw AttestException.invalidRequest("transcript_id", "transcript_id is required");
        }
        new TranscriptId(transcriptId);
        if (title != null) {
            requireText("title", title, MeetingLimits.TITLE_MAX);
        }
        if (occurredAt == null) {
            throw AttestException.invalidRequest("occurred_at", "occurred_at is required");
        }
        OffsetDateTime at = Rfc3339.parse(occurredAt).orElseThrow(() -> AttestException.invalidRequest("occurred_at",
                "occurred_at must be an RFC 3339 timestamp with a zone, e.g. " + Rfc3339.EXAMPLE));
        if (participants == null || participants.isEmpty()) {
            throw AttestException.invalidRequest("participants", "participants must be a non-empty array of e-mail addresses");
        }
        if (participants.size() > MeetingLimits.PARTICIPANTS_MAX) {
            throw AttestException.invalidRequest("participants", "participants must have at most "
                    + MeetingLimits.PARTICIPANTS_MAX + " elements");
        }
        List<String> addresses = ParticipantAddresses.normalizeAll("participants", participants);
        if (text == null) {
            throw AttestException.invalidRequest("transcript", "transcript is required");
        }
        requireText("transcript", text, MeetingLimits.TRANSCRIPT_MAX);
        if (text.isBlank()) {
            throw AttestException.invalidRequest("transcript", "transcript must not be empty");
        }
        return new TranscriptInput(transcriptId, title, at, addresses, text);
    }

    /** Bounded, and storable: no NUL (PostgreSQL text cannot hold it) and no unpaired surrogate. */
    static void requireText(String field, String value, int max) {
        if (value.length() > max) {
            throw AttestException.invalidRequest(field, field + " must be at most " + max + " characters");
        }
        if (!StorableText.isStorable(value)) {
            throw AttestException.invalidRequest(field, field + " must not contain NUL characters or unpaired surrogates");
        }
    }
}
