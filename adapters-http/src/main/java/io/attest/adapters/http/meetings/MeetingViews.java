package io.attest.adapters.http.meetings;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonInclude;
import io.attest.adapters.http.Timestamps;
import io.attest.application.meetings.IngestTranscript;
import io.attest.application.meetings.ShowTranscript;
import io.attest.plugin.api.meetings.ItemKind;
import io.attest.domain.meetings.StoredItem;
import io.attest.domain.meetings.StoredTranscript;
import io.attest.domain.meetings.digest.Digest;
import io.attest.plugin.api.meetings.search.SearchHit;
import io.attest.domain.operations.Operation;
import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.media.Schema;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.util.List;

/** The response bodies of the meeting-memory routes (spec 2.4–2.6, 4.9–4.11; decisions.md sections 3 and 7). */
public final class MeetingViews {

    private MeetingViews() {
    }

    private static String iso(OffsetDateTime at) {
        return at == null ? null : Timestamps.iso(at.toInstant());
    }

    private static String day(LocalDate date) {
        return date == null ? null : date.toString();
    }

    @Serdeable
    @Schema(name = "ExtractedCounts")
    public record ExtractedCounts(int commitments, int decisions, @JsonProperty("open_questions") int openQuestions, @JsonProperty("action_items") int actionItems) {
    }

    @Serdeable
    @Schema(name = "IngestResult")
    public record Ingested(@JsonProperty("transcript_id") String transcriptId, ExtractedCounts extracted, @JsonProperty("ingested_at") String ingestedAt,
                           @Schema(description = "True when a transcript with this id was replaced (additive)") boolean replaced) {

        static Ingested of(IngestTranscript.Ingested done) {
            var c = done.extracted();
            return new Ingested(done.transcriptId(), new ExtractedCounts(c.get(ItemKind.COMMITMENT), c.get(ItemKind.DECISION),
                    c.get(ItemKind.OPEN_QUESTION), c.get(ItemKind.ACTION_ITEM)), Timestamps.iso(done.ingestedAt()), done.replaced());
        }
    }

    @Serdeable
    @Schema(name = "IngestResource")
    public record Resource(String kind, String id) {
    }

    /** decisions.md section 3: the immediate answer of an asynchronous ingest (202). */
    @Serdeable
    @Schema(name = "IngestAccepted")
    public record Accepted(String id, @Schema(type = "string", allowableValues = "operation") String object, String type,
                           @Schema(type = "string", allowableValues = "queued") String status, @JsonProperty("created_at") String createdAt, Resource resource,
                           @JsonProperty("transcript_id") String transcriptId) {

        static Accepted of(IngestTranscript.Accepted accepted) {
            Operation op = accepted.operation();
            return new Accepted(op.id().value(), "operation", op.type(), op.status().wireName(), Timestamps.iso(op.createdAt()),
                    new Resource(op.resource().kind(), op.resource().id()), accepted.transcriptId());
        }
    }

    @Serdeable
    @JsonInclude(JsonInclude.Include.ALWAYS)
    @Schema(name = "MeetingItem")
    public record Item(@JsonProperty("item_id") String itemId,
                       @Schema(type = "string", allowableValues = {"commitment", "decision", "open_question", "action_item"}) String kind,
                       String text,
                       @Schema(description = "Participant who must act", nullable = true) String owner,
                       @Schema(description = "Participant waiting on it (for an open question: who asked)", nullable = true)
                       @JsonProperty("owed_to") String owedTo,
                       @Schema(description = "Due day (YYYY-MM-DD)", nullable = true) String due,
                       double confidence,
                       @Schema(description = "UTF-16 index of the supporting text, inclusive") @JsonProperty("offset_start") int offsetStart,
                       @Schema(description = "UTF-16 index, exclusive") @JsonProperty("offset_end") int offsetEnd) {

        static Item of(StoredItem stored) {
            var item = stored.item();
            return new Item(stored.itemId(), item.kind().wireName(), item.text(), item.owner(), item.owedTo(), day(item.due()),
                    item.confidence(), item.offsetStart(), item.offsetEnd());
        }
    }

    @Serdeable
    @JsonInclude(JsonInclude.Include.ALWAYS)
    @Schema(name = "Transcript")
    public record Transcript(@JsonProperty("transcript_id") String transcriptId, @Schema(nullable = true) String title, @JsonProperty("occurred_at") String occurredAt,
                             List<String> participants, String transcript,
                             @Schema(type = "string", allowableValues = "ready") String status, @JsonProperty("ingested_at") String ingestedAt, List<Item> items) {

        static Transcript of(ShowTranscript.Shown shown) {
            StoredTranscript t = shown.transcript();
            return new Transcript(t.input().transcriptId(), t.input().title(), iso(t.input().occurredAt()), t.input().participants(),
                    t.input().text(), t.status().wireName(), Timestamps.iso(t.ingestedAt()),
                    shown.items().stream().map(Item::of).toList());
        }
    }

    @Serdeable
    @Schema(name = "Match")
    public record Match(@JsonProperty("transcript_id") String transcriptId, String snippet,
                        @Schema(type = "string", allowableValues = {"commitment", "decision", "open_question", "action_item"}) String kind,
                        @Schema(description = "The extraction's confidence") double confidence, @JsonProperty("occurred_at") String occurredAt,
                        @Schema(description = "Search relevance (additive)") double score,
                        @Schema(description = "The matched item (additive)") @JsonProperty("item_id") String itemId) {

        static Match of(SearchHit hit) {
            return new Match(hit.transcriptId(), hit.snippet(), hit.kind().wireName(), hit.confidence(), iso(hit.occurredAt()),
                    hit.score(), hit.itemId());
        }
    }

    @Serdeable
    @Schema(name = "QueryResult")
    public record Matches(List<Match> matches) {
    }

    @Serdeable
    @JsonInclude(JsonInclude.Include.ALWAYS)
    @Schema(name = "SlippingItem")
    public record Slipping(String title, @Schema(nullable = true) @JsonProperty("owed_to") String owedTo, @Schema(nullable = true) String owner,
                           @Schema(nullable = true) String due, @JsonProperty("item_id") String itemId, @JsonProperty("transcript_id") String transcriptId, @JsonProperty("occurred_at") String occurredAt) {

        static Slipping of(Digest.Slipping s) {
            return new Slipping(s.title(), s.owedTo(), s.owner(), day(s.due()), s.itemId(), s.transcriptId(), iso(s.occurredAt()));
        }
    }

    @Serdeable
    @JsonInclude(JsonInclude.Include.ALWAYS)
    @Schema(name = "DeliveredItem")
    public record Delivered(String title,
                            @Schema(description = "The later transcript that shows it done") @JsonProperty("transcript_id") String transcriptId,
                            @Schema(description = "The transcript where it was promised (additive)") @JsonProperty("origin_transcript_id") String originTranscriptId,
                            @Schema(nullable = true) String owner, @JsonProperty("item_id") String itemId,
                            @JsonProperty("delivered_at") String deliveredAt,
                            @Schema(description = "The words that show it done") String evidence) {

        static Delivered of(Digest.Delivered d) {
            return new Delivered(d.title(), d.transcriptId(), d.originTranscriptId(), d.owner(), d.itemId(), iso(d.deliveredAt()),
                    d.evidence());
        }
    }

    @Serdeable
    @JsonInclude(JsonInclude.Include.ALWAYS)
    @Schema(name = "OpenQuestion")
    public record OpenQuestion(String question, @JsonProperty("transcript_id") String transcriptId, @Schema(nullable = true) @JsonProperty("asked_by") String askedBy, @JsonProperty("occurred_at") String occurredAt,
                               @JsonProperty("item_id") String itemId) {

        static OpenQuestion of(Digest.OpenQuestion q) {
            return new OpenQuestion(q.question(), q.transcriptId(), q.askedBy(), iso(q.occurredAt()), q.itemId());
        }
    }

    @Serdeable
    @Schema(name = "DigestCounts", description = "Sizes of the lists before they are cut at 500 (additive)")
    public record Counts(int slipping, int delivered, @JsonProperty("open_questions") int openQuestions) {
    }

    @Serdeable
    @Schema(name = "Digest")
    public record DigestView(List<Slipping> slipping, List<Delivered> delivered, @JsonProperty("open_questions") List<OpenQuestion> openQuestions,
                             @Schema(description = "<from>..<to>", example = "2026-01-05T08:00:00Z..2026-01-12T08:00:00Z")
                             String window,
                             Counts counts) {

        static DigestView of(Digest d) {
            return new DigestView(d.slipping().stream().map(Slipping::of).toList(),
                    d.delivered().stream().map(Delivered::of).toList(),
                    d.openQuestions().stream().map(OpenQuestion::of).toList(), d.window().label(),
                    new Counts(d.counts().slipping(), d.counts().delivered(), d.counts().openQuestions()));
        }
    }
}
