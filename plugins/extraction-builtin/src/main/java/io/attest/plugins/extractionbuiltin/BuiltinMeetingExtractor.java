package io.attest.plugins.extractionbuiltin;

import io.attest.plugin.api.meetings.MeetingItem;
import io.attest.plugin.api.meetings.TranscriptInput;
import io.attest.plugin.api.meetings.MeetingExtractor;
import io.attest.plugin.api.meetings.MeetingExtractor;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;

/**
 * The built-in meeting extractor (id {@code extraction-builtin}): parse turns, split sentences with
 * OpenNLP, apply the dialogue rules, resolve dates with natty, score confidence. Stateless: every
 * call builds its own parser, detector and analyzer over the shared, immutable models.
 */
public final class BuiltinMeetingExtractor implements MeetingExtractor {

    @Override
    public String id() {
        return "extraction-builtin";
    }

    @Override
    public String version() {
        return "1.0.0";
    }

    @Override
    public int spiVersion() {
        return MeetingExtractor.SPI_VERSION;
    }

    @Override
    public List<MeetingItem> extract(TranscriptInput transcript) {
        String text = transcript.text();
        ParticipantDirectory directory = new ParticipantDirectory(transcript.participants());
        ParsedTranscript parsed = new TranscriptParser(directory).parse(text);
        List<Sentence> sentences = new SentenceSplitter().split(text, parsed.turns());
        LocalDate meetingDay = transcript.occurredAt().toLocalDate();
        List<Draft> drafts = new DialogueAnalyzer(text, parsed.turns(), sentences, directory, meetingDay).analyze();
        return finish(text, drafts, directory);
    }

    /** The style a transcript is read as (for tests and diagnostics). */
    static TranscriptStyle styleOf(TranscriptInput transcript) {
        return new TranscriptParser(new ParticipantDirectory(transcript.participants())).parse(transcript.text()).style();
    }

    private static List<MeetingItem> finish(String text, List<Draft> drafts, ParticipantDirectory directory) {
        Set<String> participants = new java.util.HashSet<>(directory.participants());
        List<MeetingItem> items = new ArrayList<>(drafts.size());
        for (Draft d : drafts) {
            if (d.dropped || text.substring(d.start, d.end).isBlank()) {
                continue;
            }
            String owner = participants.contains(d.owner) ? d.owner : null;
            String owedTo = owedTo(d, owner, directory, participants);
            boolean needsOwner = d.kind == io.attest.plugin.api.meetings.ItemKind.COMMITMENT
                    || d.kind == io.attest.plugin.api.meetings.ItemKind.ACTION_ITEM;
            double confidence = Confidence.of(d.evidence, needsOwner, owner != null, d.due != null, d.confirmations, d.hedged);
            items.add(new MeetingItem(d.kind, text.substring(d.start, d.end), needsOwner ? owner : null, owedTo,
                    needsOwner ? d.due : null, confidence, d.start, d.end));
        }
        items.sort(Comparator.comparingInt(MeetingItem::offsetStart));
        return List.copyOf(items);
    }

    /** decisions.md section 7: who asked; else the first participant who is not the owner. Open questions: the asker. */
    private static String owedTo(Draft d, String owner, ParticipantDirectory directory, Set<String> participants) {
        return switch (d.kind) {
            case DECISION -> null;
            case OPEN_QUESTION -> participants.contains(d.owedTo) ? d.owedTo : null;
            case COMMITMENT, ACTION_ITEM -> participants.contains(d.owedTo) && !d.owedTo.equals(owner)
                    ? d.owedTo : directory.firstOtherThan(owner);
        };
    }
}
