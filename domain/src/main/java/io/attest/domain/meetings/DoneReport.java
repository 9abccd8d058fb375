package io.attest.domain.meetings;

import java.util.List;
import java.util.Objects;

/**
 * A sentence of a transcript that reports work as done ("the migration PR landed", "I sent the
 * budget"): the evidence that makes an earlier commitment or action item {@code delivered} in a digest.
 *
 * @param text        the supporting text (the report, with the sentence before it when the report alone
 *                    names no content: "Quick update on the migration PR. It landed.")
 * @param owners      participants the report is about: the speaker and any participant it names
 * @param offsetStart start of {@code text} in the transcript (UTF-16 index, inclusive)
 * @param offsetEnd   end of {@code text} (exclusive)
 */
public record DoneReport(String text, List<String> owners, int offsetStart, int offsetEnd) {

    public DoneReport {
        Objects.requireNonNull(text, "text");
        owners = List.copyOf(owners);
        if (offsetStart < 0 || offsetEnd <= offsetStart) {
            throw new IllegalArgumentException("bad offsets [" + offsetStart + ", " + offsetEnd + ")");
        }
    }
}
