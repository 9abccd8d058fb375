package io.attest.application.meetings;

import io.attest.domain.meetings.MeetingChange;
import io.attest.domain.meetings.TranscriptKey;
import io.attest.domain.meetings.port.MeetingChangeLog;
import io.attest.domain.meetings.port.TranscriptRepository;
import io.attest.domain.shared.AccountId;
import io.attest.domain.shared.port.TransactionBoundary;
import java.time.Clock;

/**
 * {@code DELETE /v1/meeting-memory/transcripts/{id}} (decisions.md section 7): removes the transcript,
 * its items and done reports and logs a {@code delete} change in one transaction; this instance's index
 * drops it before the answer, the others when they catch up. Works in any status: deleting a transcript
 * whose asynchronous ingest is queued makes that operation fail (404) instead of writing it back.
 */
public final class DeleteTranscript {

    private final TranscriptRepository transcripts;
    private final MeetingChangeLog changes;
    private final LocalIndex index;
    private final TransactionBoundary tx;
    private final Clock clock;

    public DeleteTranscript(TranscriptRepository transcripts, MeetingChangeLog changes, LocalIndex index, TransactionBoundary tx,
                            Clock clock) {
        this.transcripts = transcripts;
        this.changes = changes;
        this.index = index;
        this.tx = tx;
        this.clock = clock;
    }

    public void delete(AccountId account, String transcriptId) {
        TranscriptKey key = ShowTranscript.key(account, transcriptId);
        long sequence = tx.inTransaction(() -> {
            if (!transcripts.delete(key)) {
                throw ShowTranscript.notFound();
            }
            return changes.append(key, MeetingChange.Kind.DELETE, clock.instant());
        });
        index.catchUpTo(sequence);
    }
}
