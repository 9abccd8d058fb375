package io.attest.plugin.api.meetings;

import java.time.LocalDate;
import java.util.Objects;

/**
 * One item extracted from a transcript (decisions.md section 7: {@code kind, text, owner, owed_to,
 * due, confidence, offset_start, offset_end}).
 *
 * @param kind        what the item is
 * @param text        the item in words: the request, the promise, the proposal a decision settled,
 *                    or the question; not the cue word ("agreed")
 * @param owner       e-mail of the participant who must act, or {@code null} (decisions, and items
 *                    whose owner is not a participant)
 * @param owedTo      e-mail of the participant waiting on it: who asked or assigned; for an open
 *                    question, who asked it; when the transcript names nobody, the first participant
 *                    who is not the owner; {@code null} when there is no such participant
 * @param due         the due date resolved against {@code occurred_at}, or {@code null}
 * @param confidence  how sure the extractor is, in [0, 1]
 * @param offsetStart start (inclusive, Java {@code String} index) of the supporting text in the transcript
 * @param offsetEnd   end (exclusive) of the supporting text; {@code offsetStart < offsetEnd <= text.length()}
 */
public record MeetingItem(ItemKind kind, String text, String owner, String owedTo, LocalDate due,
                          double confidence, int offsetStart, int offsetEnd) {

    public MeetingItem {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(text, "text");
        if (!(confidence >= 0.0 && confidence <= 1.0)) {
            throw new IllegalArgumentException("confidence must be in [0, 1]: " + confidence);
        }
        if (offsetStart < 0 || offsetEnd <= offsetStart) {
            throw new IllegalArgumentException("bad offsets [" + offsetStart + ", " + offsetEnd + ")");
        }
    }
}
