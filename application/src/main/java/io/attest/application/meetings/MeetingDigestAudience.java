package io.attest.application.meetings;

import io.attest.domain.events.port.WeeklyDigestAudience;
import io.attest.domain.meetings.port.TranscriptRepository;
import io.attest.domain.shared.AccountId;
import io.attest.domain.shared.port.TransactionBoundary;
import java.time.Instant;
import java.util.List;

/**
 * Who gets the weekly digest event (decisions.md section 7): every account with meeting data, i.e. at
 * least one ingested (ready) transcript of a meeting before the window's end. An account whose only
 * meetings are old still gets it: its old promises can still be slipping.
 */
public final class MeetingDigestAudience implements WeeklyDigestAudience {

    private final TranscriptRepository transcripts;
    private final TransactionBoundary tx;

    public MeetingDigestAudience(TranscriptRepository transcripts, TransactionBoundary tx) {
        this.transcripts = transcripts;
        this.tx = tx;
    }

    @Override
    public List<AccountId> accountsWithMeetingData(Instant from, Instant to) {
        return tx.inTransaction(() -> transcripts.accountsWithTranscriptsBefore(to));
    }
}
