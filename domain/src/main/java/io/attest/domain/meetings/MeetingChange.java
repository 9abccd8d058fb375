package io.attest.domain.meetings;

import io.attest.domain.shared.AccountId;
import java.util.Objects;

/**
 * One entry of the change log that search indexes follow: transcript {@code transcriptId} of
 * {@code accountId} was (re)written ({@code INDEX}: index its current state) or removed ({@code DELETE}).
 * Sequences grow in commit order, so an index that applied every change up to {@code n} only needs those
 * above {@code n}.
 */
public record MeetingChange(long sequence, AccountId accountId, String transcriptId, Kind kind) {

    public enum Kind {
        INDEX,
        DELETE
    }

    public MeetingChange {
        Objects.requireNonNull(accountId, "accountId");
        Objects.requireNonNull(transcriptId, "transcriptId");
        Objects.requireNonNull(kind, "kind");
        if (sequence < 1) {
            throw new IllegalArgumentException("sequences start at 1: " + sequence);
        }
    }

    public TranscriptKey key() {
        return new TranscriptKey(accountId, transcriptId);
    }
}
