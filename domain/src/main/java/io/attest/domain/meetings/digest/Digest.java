package io.attest.domain.meetings.digest;

import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Objects;

/**
 * A digest of one account's meetings (spec 2.6, 4.11; decisions.md section 7). Each list is ordered by
 * relevance and cut at {@code MeetingLimits.DIGEST_LIST_MAX}; {@link Counts} has the full sizes.
 */
public record Digest(DigestWindow window, List<Slipping> slipping, List<Delivered> delivered, List<OpenQuestion> openQuestions,
                     Counts counts) {

    public Digest {
        Objects.requireNonNull(window, "window");
        slipping = List.copyOf(slipping);
        delivered = List.copyOf(delivered);
        openQuestions = List.copyOf(openQuestions);
        Objects.requireNonNull(counts, "counts");
    }

    /** A commitment or action item that is overdue at the window's end with no evidence of delivery. */
    public record Slipping(String itemId, String title, String owner, String owedTo, LocalDate due, String transcriptId,
                           OffsetDateTime occurredAt) {
    }

    /**
     * A commitment or action item that a later transcript shows done: {@code transcriptId} is that later
     * transcript, {@code originTranscriptId} the one where it was promised; {@code evidence} the words.
     */
    public record Delivered(String itemId, String title, String owner, String transcriptId, String originTranscriptId,
                            OffsetDateTime deliveredAt, String evidence) {
    }

    /** A question left open in a meeting of the window; {@code askedBy} may be null (unattributed prose). */
    public record OpenQuestion(String itemId, String question, String transcriptId, String askedBy, OffsetDateTime occurredAt) {
    }

    /** How many elements each list has before the cut. */
    public record Counts(int slipping, int delivered, int openQuestions) {
    }
}
