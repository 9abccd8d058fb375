package io.attest.application.meetings;

import io.attest.plugin.api.meetings.ItemKind;
import io.attest.domain.meetings.MeetingChange;
import io.attest.domain.meetings.MeetingLimits;
import io.attest.domain.meetings.StoredItem;
import io.attest.domain.meetings.StoredTranscript;
import io.attest.plugin.api.meetings.TranscriptInput;
import io.attest.domain.meetings.TranscriptKey;
import io.attest.domain.meetings.TranscriptStatus;
import io.attest.domain.meetings.port.MeetingChangeLog;
import io.attest.domain.meetings.port.TranscriptRepository;
import io.attest.domain.operations.NewOperation;
import io.attest.domain.operations.Operation;
import io.attest.domain.operations.OperationId;
import io.attest.domain.operations.ResourceRef;
import io.attest.domain.operations.port.OperationQueue;
import io.attest.domain.shared.AccountId;
import io.attest.domain.shared.port.TransactionBoundary;
import java.time.Clock;
import java.time.Instant;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code POST /v1/meeting-memory/ingest} (spec 4.9, decisions.md sections 3 and 7). Up to 50,000
 * characters: extract (outside the transaction), then store the transcript, its items and done reports
 * and log an {@code index} change in one transaction, then let this instance's index apply it before
 * answering. Longer: store the transcript {@code pending} and queue an {@link IngestJob} operation in
 * one transaction, and answer 202. The same {@code transcript_id} again replaces the transcript, its
 * items and (through the change log) its index entries.
 */
public final class IngestTranscript {

    /** The request, as the caller sent it; validated here. {@code title} may be null. */
    public record Command(AccountId account, String transcriptId, String title, String occurredAt, List<String> participants,
                          String transcript) {
    }

    /** What the caller gets: 200 with counts, or 202 with the operation. */
    public sealed interface Outcome permits Ingested, Accepted {
    }

    /** Stored and indexed; {@code replaced} when a transcript with this id existed. */
    public record Ingested(String transcriptId, Map<ItemKind, Integer> extracted, Instant ingestedAt, boolean replaced)
            implements Outcome {
    }

    /** Queued: the transcript answers 409 {@code resource_not_ready} until {@code operation} succeeds. */
    public record Accepted(String transcriptId, Operation operation) implements Outcome {
    }

    private final TranscriptRepository transcripts;
    private final MeetingChangeLog changes;
    private final OperationQueue queue;
    private final TranscriptExtraction extraction;
    private final LocalIndex index;
    private final TransactionBoundary tx;
    private final Clock clock;

    public IngestTranscript(TranscriptRepository transcripts, MeetingChangeLog changes, OperationQueue queue,
                            TranscriptExtraction extraction, LocalIndex index, TransactionBoundary tx, Clock clock) {
        this.transcripts = transcripts;
        this.changes = changes;
        this.queue = queue;
        this.extraction = extraction;
        this.index = index;
        this.tx = tx;
        this.clock = clock;
    }

    public Outcome ingest(Command command) {
        TranscriptInput input = TranscriptCommands.validate(command.transcriptId(), command.title(), command.occurredAt(),
                command.participants(), command.transcript());
        if (input.text().length() > MeetingLimits.SYNCHRONOUS_MAX) {
            return accept(command.account(), input);
        }
        TranscriptExtraction.Extracted extracted = extraction.extract(input);
        TranscriptKey key = new TranscriptKey(command.account(), input.transcriptId());
        Instant now = clock.instant();
        record Written(long sequence, boolean replaced) {
        }
        Written written = tx.inTransaction(() -> {
            boolean replaced = transcripts.lock(key).isPresent();
            transcripts.save(command.account(), input, TranscriptStatus.READY, null, now, now);
            transcripts.addExtraction(key, extracted.items(), extracted.reports());
            return new Written(changes.append(key, MeetingChange.Kind.INDEX, now), replaced);
        });
        index.catchUpTo(written.sequence());
        return new Ingested(input.transcriptId(), counts(extracted.items()), now, written.replaced());
    }

    /** Stores the transcript pending and queues its ingest; the old version's index entries go now. */
    private Accepted accept(AccountId account, TranscriptInput input) {
        TranscriptKey key = new TranscriptKey(account, input.transcriptId());
        Instant now = clock.instant();
        OperationId id = OperationId.next();
        record Queued(Operation operation, long sequence) {
        }
        Queued queued = tx.inTransaction(() -> {
            Optional<StoredTranscript> previous = transcripts.lock(key);
            transcripts.save(account, input, TranscriptStatus.PENDING, id.value(), null, now);
            Operation operation = queue.enqueue(new NewOperation(id, account, IngestJob.TYPE,
                    new ResourceRef(IngestJob.RESOURCE_KIND, input.transcriptId()), Map.of("transcript_id", input.transcriptId()),
                    now));
            boolean indexed = previous.map(p -> p.status() == TranscriptStatus.READY).orElse(false);
            return new Queued(operation, indexed ? changes.append(key, MeetingChange.Kind.DELETE, now) : 0);
        });
        if (queued.sequence() > 0) {
            index.catchUpTo(queued.sequence());
        }
        return new Accepted(input.transcriptId(), queued.operation());
    }

    static Map<ItemKind, Integer> counts(List<StoredItem> items) {
        Map<ItemKind, Integer> counts = new EnumMap<>(ItemKind.class);
        for (ItemKind kind : ItemKind.values()) {
            counts.put(kind, 0);
        }
        items.forEach(i -> counts.merge(i.item().kind(), 1, Integer::sum));
        return counts;
    }
}
