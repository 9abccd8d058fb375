package io.attest.application.meetings;

import io.attest.domain.meetings.StoredItem;
import io.attest.domain.meetings.StoredTranscript;
import io.attest.domain.meetings.TranscriptId;
import io.attest.domain.meetings.TranscriptKey;
import io.attest.domain.meetings.TranscriptStatus;
import io.attest.domain.meetings.port.TranscriptRepository;
import io.attest.domain.shared.AccountId;
import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.ErrorCode;
import io.attest.domain.shared.port.TransactionBoundary;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code GET /v1/meeting-memory/transcripts/{id}} (decisions.md section 7): the transcript and its
 * items. Another account's id is as unknown as a missing one (404); a transcript whose asynchronous
 * ingest has not succeeded is 409 {@code resource_not_ready} with the operation in {@code detail}.
 */
public final class ShowTranscript {

    /** A ready transcript and its items in text order. */
    public record Shown(StoredTranscript transcript, List<StoredItem> items) {
    }

    private final TranscriptRepository transcripts;
    private final TransactionBoundary tx;

    public ShowTranscript(TranscriptRepository transcripts, TransactionBoundary tx) {
        this.transcripts = transcripts;
        this.tx = tx;
    }

    public Shown show(AccountId account, String transcriptId) {
        TranscriptKey key = key(account, transcriptId);
        return tx.inTransaction(() -> {
            StoredTranscript transcript = transcripts.find(key).orElseThrow(ShowTranscript::notFound);
            requireReady(transcript);
            return new Shown(transcript, transcripts.items(key));
        });
    }

    /** An id that cannot be a transcript id is answered like an unknown one. */
    static TranscriptKey key(AccountId account, String transcriptId) {
        if (!TranscriptId.isValid(transcriptId)) {
            throw notFound();
        }
        return new TranscriptKey(account, transcriptId);
    }

    static AttestException notFound() {
        return AttestException.notFound("transcript", "no transcript with this id");
    }

    static void requireReady(StoredTranscript transcript) {
        if (transcript.status() == TranscriptStatus.READY) {
            return;
        }
        Map<String, Object> detail = new LinkedHashMap<>();
        detail.put("kind", "transcript");
        detail.put("status", transcript.status().wireName());
        if (transcript.operationId() != null) {
            detail.put("operation_id", transcript.operationId());
        }
        String message = transcript.status() == TranscriptStatus.PENDING
                ? "the transcript is still being ingested; poll the operation in detail.operation_id"
                : "the asynchronous ingest of this transcript failed (see the operation); ingest it again";
        throw new AttestException(ErrorCode.RESOURCE_NOT_READY, message, null, detail);
    }
}
