package io.attest.domain.meetings;

import java.time.OffsetDateTime;
import java.util.Objects;

/** A stored {@link DoneReport} with the transcript it was said in and when. */
public record DeliveryEvidence(String transcriptId, OffsetDateTime occurredAt, DoneReport report) {

    public DeliveryEvidence {
        Objects.requireNonNull(transcriptId, "transcriptId");
        Objects.requireNonNull(occurredAt, "occurredAt");
        Objects.requireNonNull(report, "report");
    }
}
