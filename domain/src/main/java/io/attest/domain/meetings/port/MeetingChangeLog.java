package io.attest.domain.meetings.port;

import io.attest.domain.meetings.MeetingChange;
import io.attest.domain.meetings.TranscriptKey;
import java.time.Instant;
import java.util.List;

/**
 * The change log that every instance's search index follows (docs/architecture.md, "Data").
 * Sequences are made visible in increasing order: when change {@code n} can be read, every change below {@code n}
 * that will ever commit can be read too, so an index that applied everything up to {@code n} only ever
 * needs what lies above it.
 */
public interface MeetingChangeLog {

    /**
     * Appends a change of {@code key} in the caller's transaction and returns its sequence; also records
     * it as the transcript's latest change. Call it last in the transaction: writers of changes are
     * serialised from here to their commit.
     */
    long append(TranscriptKey key, MeetingChange.Kind kind, Instant now);

    /** Up to {@code limit} changes above {@code sequence}, in order. */
    List<MeetingChange> after(long sequence, int limit);

    /** The highest sequence written so far (0 when none). */
    long latest();
}
