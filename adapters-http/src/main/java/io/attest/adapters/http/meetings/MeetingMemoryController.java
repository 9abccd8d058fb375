package io.attest.adapters.http.meetings;

import io.attest.adapters.http.RequestAttributes;
import io.attest.adapters.http.error.ErrorEnvelope;
import io.attest.application.accounts.Caller;
import io.attest.application.meetings.BuildDigest;
import io.attest.application.meetings.DeleteTranscript;
import io.attest.application.meetings.IngestTranscript;
import io.attest.application.meetings.SearchMeetings;
import io.attest.application.meetings.ShowTranscript;
import io.attest.domain.shared.AccountId;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Delete;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.Post;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.enums.ParameterIn;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.parameters.RequestBody;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.security.SecurityRequirement;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;

/**
 * Meeting memory (spec 4.9–4.11, decisions.md sections 3 and 7); scope {@code meetings}. Bodies are
 * typed records bound by Serde and checked by Bean Validation ({@link MeetingRequests}); each route
 * hands a command to its use case.
 */
@Controller("/v1/meeting-memory")
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "Meeting memory")
@SecurityRequirement(name = "apiKey")
public class MeetingMemoryController {

    private final IngestTranscript ingest;
    private final ShowTranscript show;
    private final DeleteTranscript delete;
    private final SearchMeetings search;
    private final BuildDigest digest;

    public MeetingMemoryController(IngestTranscript ingest, ShowTranscript show, DeleteTranscript delete, SearchMeetings search,
                                   BuildDigest digest) {
        this.ingest = ingest;
        this.show = show;
        this.delete = delete;
        this.search = search;
        this.digest = digest;
    }

    @Post("/ingest")
    @Operation(operationId = "ingestTranscript", summary = "Store a transcript and extract its items",
            description = "Extracts commitments, decisions, open questions and action items and indexes them. Up to 50,000 "
                    + "characters the answer is 200 with counts; above, 202 with an operation (poll Location) and a "
                    + "meeting_memory.ingest.completed event when it ends; the transcript answers 409 resource_not_ready until "
                    + "then. The same transcript_id again replaces the transcript, its items and its index entries.")
    @RequestBody(required = true, content = @Content(schema = @Schema(implementation = MeetingRequests.IngestRequest.class)))
    @ApiResponse(responseCode = "200", content = @Content(schema = @Schema(implementation = MeetingViews.Ingested.class)))
    @ApiResponse(responseCode = "202", description = "Above 50,000 characters: queued",
            content = @Content(schema = @Schema(implementation = MeetingViews.Accepted.class)))
    @ApiResponse(responseCode = "4XX", description = "An error in the one error layout (5xx answers use it too)",
            content = @Content(schema = @Schema(implementation = ErrorEnvelope.class)))
    public MutableHttpResponse<?> ingest(HttpRequest<?> request, @Valid @Body MeetingRequests.IngestRequest body) {
        IngestTranscript.Outcome outcome = ingest.ingest(new IngestTranscript.Command(account(request), body.transcriptId(),
                body.title(), body.occurredAt(), body.participants(), body.transcript()));
        return switch (outcome) {
            case IngestTranscript.Ingested done -> HttpResponse.ok(MeetingViews.Ingested.of(done));
            case IngestTranscript.Accepted accepted -> HttpResponse.status(HttpStatus.ACCEPTED)
                    .header(HttpHeaders.LOCATION, "/v1/operations/" + accepted.operation().id().value())
                    .body(MeetingViews.Accepted.of(accepted));
        };
    }

    @Get("/transcripts/{id}")
    @Operation(operationId = "getTranscript", summary = "A transcript with its extracted items (additive)")
    @ApiResponse(responseCode = "200", content = @Content(schema = @Schema(implementation = MeetingViews.Transcript.class)))
    @ApiResponse(responseCode = "4XX", description = "404 for an unknown id or another account's; 409 resource_not_ready while "
            + "its asynchronous ingest runs or after it failed",
            content = @Content(schema = @Schema(implementation = ErrorEnvelope.class)))
    public MeetingViews.Transcript transcript(HttpRequest<?> request, @PathVariable String id) {
        return MeetingViews.Transcript.of(show.show(account(request), id));
    }

    @Delete("/transcripts/{id}")
    @Operation(operationId = "deleteTranscript", summary = "Remove a transcript, its items and its index entries (additive)")
    @ApiResponse(responseCode = "204", description = "Deleted")
    @ApiResponse(responseCode = "4XX", description = "An error in the one error layout (5xx answers use it too)",
            content = @Content(schema = @Schema(implementation = ErrorEnvelope.class)))
    public MutableHttpResponse<Void> deleteTranscript(HttpRequest<?> request, @PathVariable String id) {
        delete.delete(account(request), id);
        return HttpResponse.noContent();
    }

    @Post("/query")
    @Operation(operationId = "queryMeetings", summary = "Ranked extracted items that answer a question",
            description = "Filters travel in the body; the same names are accepted in the query string (participants repeated "
                    + "or comma-separated). since is exclusive; participants matches meetings with any of the addresses.")
    @Parameter(name = "q", in = ParameterIn.QUERY, description = "The question, when not in the body")
    @Parameter(name = "kind", in = ParameterIn.QUERY, description = "commitment, decision, open_question or action_item")
    @Parameter(name = "since", in = ParameterIn.QUERY, description = "RFC 3339; only meetings after it")
    @Parameter(name = "participants", in = ParameterIn.QUERY, description = "E-mail addresses, repeated or comma-separated")
    @Parameter(name = "limit", in = ParameterIn.QUERY, description = "1–100, default 20")
    @RequestBody(content = @Content(schema = @Schema(implementation = MeetingRequests.QueryRequest.class)))
    @ApiResponse(responseCode = "200", content = @Content(schema = @Schema(implementation = MeetingViews.Matches.class)))
    @ApiResponse(responseCode = "4XX", description = "An error in the one error layout (5xx answers use it too)",
            content = @Content(schema = @Schema(implementation = ErrorEnvelope.class)))
    public MeetingViews.Matches query(HttpRequest<?> request, @Nullable @Valid @Body MeetingRequests.QueryRequest body) {
        SearchMeetings.Command command = QueryFilters.merge(account(request), body, request.getParameters());
        return new MeetingViews.Matches(search.search(command).stream().map(MeetingViews.Match::of).toList());
    }

    @Post("/digest")
    @Operation(operationId = "meetingDigest", summary = "Slipping promises, delivered items and open questions of a window",
            description = "slipping: commitments and action items made before the window's end, due before it (undated: made "
                    + "more than 7 days before it), with no later evidence of delivery. delivered: items a later transcript in "
                    + "or before the window shows done (transcript_id is that transcript). open_questions: those of the "
                    + "window's meetings. last_7_days and last_30_days end now.")
    @RequestBody(required = true, content = @Content(schema = @Schema(implementation = MeetingRequests.DigestRequest.class)))
    @ApiResponse(responseCode = "200", content = @Content(schema = @Schema(implementation = MeetingViews.DigestView.class)))
    @ApiResponse(responseCode = "4XX", description = "An error in the one error layout (5xx answers use it too)",
            content = @Content(schema = @Schema(implementation = ErrorEnvelope.class)))
    public MeetingViews.DigestView digest(HttpRequest<?> request, @Valid @Body MeetingRequests.DigestRequest body) {
        MeetingRequests.Window window = body.window();
        BuildDigest.WindowSpec spec = window.name() != null ? new BuildDigest.Named(window.name())
                : new BuildDigest.Custom(window.from(), window.to());
        return MeetingViews.DigestView.of(digest.digest(account(request), spec));
    }

    private static AccountId account(HttpRequest<?> request) {
        return request.getAttribute(RequestAttributes.CALLER, Caller.class).orElseThrow().account().id();
    }
}
