package io.attest.adapters.http.events;

import io.attest.adapters.http.RequestAttributes;
import io.attest.adapters.http.error.ErrorEnvelope;
import io.attest.application.accounts.Caller;
import io.attest.application.events.BrowseEvents;
import io.attest.application.events.ReplayDeliveries;
import io.attest.domain.events.EventTypes;
import io.attest.domain.shared.AttestException;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.Controller;
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
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.security.SecurityRequirement;
import io.swagger.v3.oas.annotations.tags.Tag;

/** The account's events (decisions.md section 8); scope {@code webhooks}. */
@Controller("/v1/events")
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "Webhooks")
@SecurityRequirement(name = "apiKey")
public class EventController {

    private final BrowseEvents events;
    private final ReplayDeliveries replay;

    public EventController(BrowseEvents events, ReplayDeliveries replay) {
        this.events = events;
        this.replay = replay;
    }

    @Get
    @Operation(operationId = "listEvents", summary = "The account's events, newest first, with cursor pagination",
            description = "Stripe's manner: pass the id of the last event of a page as starting_after to get the next "
                    + "(older) page; has_more says whether one follows. since is exclusive (events created after it, "
                    + "compared at millisecond precision: an event's own created_at leaves it out).")
    @Parameter(name = "type", in = ParameterIn.QUERY, description = "One event type",
            schema = @Schema(type = "string", allowableValues = {"meeting_memory.ingest.completed", "meeting_memory.digest.weekly",
                    "voice_profile.train.completed", "key.compromised"}))
    @Parameter(name = "since", in = ParameterIn.QUERY, description = "RFC 3339 timestamp with a zone; only events created after it",
            schema = @Schema(type = "string", format = "date-time"))
    @Parameter(name = "starting_after", in = ParameterIn.QUERY,
            description = "An event id of this account (the last of the previous page); 404 event otherwise",
            schema = @Schema(type = "string", maxLength = 100))
    @Parameter(name = "limit", in = ParameterIn.QUERY, description = "1–100, default 20",
            schema = @Schema(type = "integer", minimum = "1", maximum = "100", defaultValue = "20"))
    @ApiResponse(responseCode = "200", content = @Content(schema = @Schema(implementation = EventViews.EventList.class)))
    @ApiResponse(responseCode = "4XX", description = "An error in the one error layout (5xx answers use it too)",
            content = @Content(schema = @Schema(implementation = ErrorEnvelope.class)))
    public EventViews.EventList list(HttpRequest<?> request) {
        String type = QueryParameters.string(request, "type", 100).orElse(null);
        if (type != null && !EventTypes.isKnown(type)) {
            throw AttestException.invalidRequest("type", "type must be one of " + EventTypes.ALL.stream().sorted().toList());
        }
        var since = QueryParameters.timestamp(request, "since").orElse(null);
        String startingAfter = QueryParameters.string(request, "starting_after", 100).orElse(null);
        int limit = QueryParameters.limit(request, BrowseEvents.DEFAULT_LIMIT, BrowseEvents.MAX_LIMIT);
        BrowseEvents.Page page = events.list(caller(request).account().id(), type, since, startingAfter, limit);
        return new EventViews.EventList(page.events().stream().map(EventViews.EventView::of).toList(), page.hasMore());
    }

    @Get("/{id}")
    @Operation(operationId = "getEvent", summary = "One event, as its webhook envelope")
    @ApiResponse(responseCode = "200", content = @Content(schema = @Schema(implementation = EventViews.EventView.class)))
    @ApiResponse(responseCode = "4XX", description = "An error in the one error layout (5xx answers use it too)",
            content = @Content(schema = @Schema(implementation = ErrorEnvelope.class)))
    public EventViews.EventView get(HttpRequest<?> request, @PathVariable String id) {
        return EventViews.EventView.of(events.get(caller(request).account().id(), id));
    }

    @Get("/{id}/deliveries")
    @Operation(operationId = "listEventDeliveries", summary = "The event's deliveries to each endpoint, with their attempt logs")
    @ApiResponse(responseCode = "200", content = @Content(schema = @Schema(implementation = EventViews.DeliveryList.class)))
    @ApiResponse(responseCode = "4XX", description = "An error in the one error layout (5xx answers use it too)",
            content = @Content(schema = @Schema(implementation = ErrorEnvelope.class)))
    public EventViews.DeliveryList deliveries(HttpRequest<?> request, @PathVariable String id) {
        return EventViews.DeliveryList.of(events.deliveries(caller(request).account().id(), id));
    }

    @Post("/{id}/replay")
    @Operation(operationId = "replayEvent",
            summary = "Deliver the event again, with the same id, to every endpoint that subscribes to its type (audited)")
    @ApiResponse(responseCode = "202", content = @Content(schema = @Schema(implementation = EventViews.EventReplay.class)))
    @ApiResponse(responseCode = "4XX", description = "An error in the one error layout (5xx answers use it too)",
            content = @Content(schema = @Schema(implementation = ErrorEnvelope.class)))
    public MutableHttpResponse<EventViews.EventReplay> replay(HttpRequest<?> request, @PathVariable String id) {
        Caller caller = caller(request);
        int queued = replay.replayEvent(caller.account().id(), caller.key().id().value(), id);
        return HttpResponse.status(HttpStatus.ACCEPTED).body(new EventViews.EventReplay(id, queued));
    }

    static Caller caller(HttpRequest<?> request) {
        return request.getAttribute(RequestAttributes.CALLER, Caller.class).orElseThrow();
    }
}
