package io.attest.domain.meetings;

import io.attest.domain.shared.AccountId;
import java.util.Objects;

/** A transcript's identity: its account and the caller's {@code transcript_id} (unique per account only). */
public record TranscriptKey(AccountId accountId, String transcriptId) {

    public TranscriptKey {
        Objects.requireNonNull(accountId, "accountId");
        Objects.requireNonNull(transcriptId, "transcriptId");
    }
}
