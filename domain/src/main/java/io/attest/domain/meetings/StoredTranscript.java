package io.attest.domain.meetings;

import io.attest.plugin.api.meetings.TranscriptInput;

import io.attest.domain.shared.AccountId;
import java.time.Instant;
import java.util.Objects;

/**
 * A transcript as PostgreSQL holds it.
 *
 * @param accountId      the owner
 * @param input          what the caller sent ({@code occurred_at} keeps the caller's offset: due dates
 *                       resolve in it)
 * @param status         pending while an asynchronous ingest runs, then ready or failed
 * @param operationId    the asynchronous ingest ({@code op_…}) that wrote this version (it owns it while pending);
 *                       null for a synchronous ingest
 * @param ingestedAt     when it became ready (null before)
 * @param updatedAt      last write
 * @param changeSequence the sequence of its latest entry in the change log (0 when none)
 */
public record StoredTranscript(AccountId accountId, TranscriptInput input, TranscriptStatus status, String operationId,
                               Instant ingestedAt, Instant updatedAt, long changeSequence) {

    public StoredTranscript {
        Objects.requireNonNull(accountId, "accountId");
        Objects.requireNonNull(input, "input");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(updatedAt, "updatedAt");
    }

    public TranscriptKey key() {
        return new TranscriptKey(accountId, input.transcriptId());
    }
}
