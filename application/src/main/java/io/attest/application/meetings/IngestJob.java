package io.attest.application.meetings;

import io.attest.application.operations.OperationHandler;
import io.attest.domain.events.EventTypes;
import io.attest.domain.meetings.MeetingChange;
import io.attest.domain.meetings.StoredTranscript;
import io.attest.domain.meetings.TranscriptKey;
import io.attest.domain.meetings.TranscriptStatus;
import io.attest.domain.meetings.port.MeetingChangeLog;
import io.attest.domain.meetings.port.TranscriptRepository;
import io.attest.domain.operations.Operation;
import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.ErrorCode;
import io.attest.domain.shared.port.TransactionBoundary;
import java.time.Clock;
import java.time.Instant;
import java.util.Map;

/**
 * The asynchronous ingest (transcripts above 50,000 characters): extract the pending transcript, then
 * store its items, mark it ready and log its {@code index} change in one transaction. The operation
 * worker announces {@code meeting_memory.ingest.completed} when it ends, succeeded or failed.
 *
 * <p>Safe to run again (a worker died mid-run): a transcript this operation already made ready is
 * left as it is. A transcript replaced or deleted before the job finished is not touched: the
 * operation fails with 404 {@code transcript} (the newer write wins).
 */
public final class IngestJob implements OperationHandler {

    public static final String TYPE = "meeting_memory.ingest";
    public static final String RESOURCE_KIND = "transcript";

    private final TranscriptRepository transcripts;
    private final MeetingChangeLog changes;
    private final TranscriptExtraction extraction;
    private final LocalIndex index;
    private final TransactionBoundary tx;
    private final Clock clock;

    public IngestJob(TranscriptRepository transcripts, MeetingChangeLog changes, TranscriptExtraction extraction,
                     LocalIndex index, TransactionBoundary tx, Clock clock) {
        this.transcripts = transcripts;
        this.changes = changes;
        this.extraction = extraction;
        this.index = index;
        this.tx = tx;
        this.clock = clock;
    }

    @Override
    public String type() {
        return TYPE;
    }

    @Override
    public String completionEvent() {
        return EventTypes.MEETING_INGEST_COMPLETED;
    }

    @Override
    public void run(Operation operation, Progress progress) {
        TranscriptKey key = new TranscriptKey(operation.accountId(), String.valueOf(operation.input().get("transcript_id")));
        StoredTranscript pending = tx.inTransaction(() -> transcripts.find(key)).filter(t -> ownedBy(t, operation))
                .orElseThrow(() -> superseded(key));
        if (pending.status() == TranscriptStatus.READY) {
            return; // this operation finished before its worker died
        }
        progress.report(0.1);
        TranscriptExtraction.Extracted extracted;
        try {
            extracted = extraction.extract(pending.input());
        } catch (RuntimeException e) {
            markFailed(key, operation);
            throw e;
        }
        progress.report(0.8);
        Instant now = clock.instant();
        long sequence = tx.inTransaction(() -> {
            StoredTranscript current = transcripts.lock(key).filter(t -> ownedBy(t, operation)).orElseThrow(() -> superseded(key));
            if (current.status() == TranscriptStatus.READY) {
                return 0L;
            }
            transcripts.addExtraction(key, extracted.items(), extracted.reports());
            transcripts.setStatus(key, TranscriptStatus.READY, now, now);
            return changes.append(key, MeetingChange.Kind.INDEX, now);
        });
        if (sequence > 0) {
            index.catchUpTo(sequence); // the completion event follows: a query here then finds the items
        }
    }

    private void markFailed(TranscriptKey key, Operation operation) {
        Instant now = clock.instant();
        tx.run(() -> transcripts.lock(key).filter(t -> ownedBy(t, operation) && t.status() == TranscriptStatus.PENDING)
                .ifPresent(t -> transcripts.setStatus(key, TranscriptStatus.FAILED, null, now)));
    }

    private static boolean ownedBy(StoredTranscript transcript, Operation operation) {
        return operation.id().value().equals(transcript.operationId());
    }

    private static AttestException superseded(TranscriptKey key) {
        return new AttestException(ErrorCode.RESOURCE_NOT_FOUND, "transcript " + key.transcriptId()
                + " was replaced or deleted before this ingest finished", null,
                Map.of("kind", RESOURCE_KIND, "transcript_id", key.transcriptId()));
    }
}
