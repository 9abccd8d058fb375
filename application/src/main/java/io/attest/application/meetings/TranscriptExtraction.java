package io.attest.application.meetings;

import io.attest.plugin.api.UpstreamUnavailableException;
import io.attest.domain.shared.AttestException;
import io.attest.domain.meetings.DoneReport;
import io.attest.domain.meetings.DoneReportFinder;
import io.attest.plugin.api.meetings.MeetingItem;
import io.attest.domain.meetings.StoredItem;
import io.attest.plugin.api.meetings.TranscriptInput;
import io.attest.plugin.api.meetings.MeetingExtractor;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * What is stored with a transcript: the extractor's items (checked against the transcript: offsets
 * inside the text, owners and {@code owed_to} among the participants, or dropped / cleared) and the
 * done reports the digest links them by. Runs outside any transaction (a model may take seconds).
 */
public final class TranscriptExtraction {

    /** The extraction of one transcript, ready to store. */
    public record Extracted(List<StoredItem> items, List<DoneReport> reports) {
    }

    private final MeetingExtractor extractor;
    private final DoneReportFinder reports = new DoneReportFinder();

    public TranscriptExtraction(MeetingExtractor extractor) {
        this.extractor = extractor;
    }

    public String extractorId() {
        return extractor.id();
    }

    public Extracted extract(TranscriptInput input) {
        Set<String> participants = Set.copyOf(input.participants());
        List<StoredItem> items = new ArrayList<>();
        for (MeetingItem item : extractItems(input)) {
            if (item.offsetEnd() > input.text().length() || item.text().isBlank()) {
                continue; // a provider bug must not store an item that points outside the text
            }
            MeetingItem checked = new MeetingItem(item.kind(), item.text(), participantOrNull(item.owner(), participants),
                    participantOrNull(item.owedTo(), participants), item.due(), item.confidence(), item.offsetStart(),
                    item.offsetEnd());
            items.add(new StoredItem(StoredItem.nextId(), input.transcriptId(), input.occurredAt(), checked));
        }
        return new Extracted(items, reports.find(input.text(), input.participants()));
    }

    private List<MeetingItem> extractItems(TranscriptInput input) {
        try {
            return extractor.extract(input);
        } catch (UpstreamUnavailableException unavailable) {
            throw AttestException.upstreamUnavailable(unavailable);
        }
    }

    private static String participantOrNull(String address, Set<String> participants) {
        return address != null && participants.contains(address) ? address : null;
    }
}
