package io.attest.adapters.http.webhooks;

import io.attest.adapters.http.RequestAttributes;
import io.attest.adapters.http.Timestamps;
import io.attest.adapters.http.error.ErrorEnvelope;
import io.attest.adapters.http.events.EventViews;
import io.attest.adapters.http.events.QueryParameters;
import io.attest.application.accounts.Caller;
import io.attest.application.events.ManageWebhookEndpoints;
import io.attest.application.events.ReplayDeliveries;
import io.attest.domain.events.DeliveryStatus;
import io.attest.domain.shared.AttestException;
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
import java.time.Instant;

/** Webhook endpoints: register, list, show, delete, rotate the secret, replay parked deliveries; scope {@code webhooks}. */
@Controller("/v1/webhooks/endpoints")
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "Webhooks")
@SecurityRequirement(name = "apiKey")
public class WebhookEndpointController {

    private final ManageWebhookEndpoints endpoints;
    private final ReplayDeliveries replay;

    public WebhookEndpointController(ManageWebhookEndpoints endpoints, ReplayDeliveries replay) {
        this.endpoints = endpoints;
        this.replay = replay;
    }

    @Post
    @Operation(operationId = "createWebhookEndpoint",
            summary = "Register a receiver; the signing secret is in this response only")
    @RequestBody(required = true, content = @Content(schema = @Schema(implementation = WebhookViews.CreateRequest.class)))
    @ApiResponse(responseCode = "201", content = @Content(schema = @Schema(implementation = WebhookViews.EndpointView.class)))
    @ApiResponse(responseCode = "4XX", description = "An error in the one error layout (5xx answers use it too)",
            content = @Content(schema = @Schema(implementation = ErrorEnvelope.class)))
    public MutableHttpResponse<WebhookViews.EndpointView> create(HttpRequest<?> request,
                                                                 @Valid @Body WebhookViews.CreateRequest body) {
        var created = endpoints.register(caller(request).account().id(), body.url(), body.events());
        return HttpResponse.status(HttpStatus.CREATED)
                .header("Location", "/v1/webhooks/endpoints/" + created.endpoint().id().value())
                .body(WebhookViews.EndpointView.withSecret(created));
    }

    @Get
    @Operation(operationId = "listWebhookEndpoints", summary = "The account's endpoints, oldest first, without secrets")
    @ApiResponse(responseCode = "200", content = @Content(schema = @Schema(implementation = WebhookViews.EndpointList.class)))
    @ApiResponse(responseCode = "4XX", description = "An error in the one error layout (5xx answers use it too)",
            content = @Content(schema = @Schema(implementation = ErrorEnvelope.class)))
    public WebhookViews.EndpointList list(HttpRequest<?> request) {
        return new WebhookViews.EndpointList(endpoints.list(caller(request).account().id()).stream()
                .map(WebhookViews.EndpointView::of).toList());
    }

    @Get("/{id}")
    @Operation(operationId = "getWebhookEndpoint", summary = "One endpoint, without its secret")
    @ApiResponse(responseCode = "200", content = @Content(schema = @Schema(implementation = WebhookViews.EndpointView.class)))
    @ApiResponse(responseCode = "4XX", description = "An error in the one error layout (5xx answers use it too)",
            content = @Content(schema = @Schema(implementation = ErrorEnvelope.class)))
    public WebhookViews.EndpointView get(HttpRequest<?> request, @PathVariable String id) {
        return WebhookViews.EndpointView.of(endpoints.get(caller(request).account().id(), id));
    }

    @Delete("/{id}")
    @Operation(operationId = "deleteWebhookEndpoint", summary = "Delete an endpoint; its pending deliveries are cancelled")
    @ApiResponse(responseCode = "204", description = "Deleted")
    @ApiResponse(responseCode = "4XX", description = "An error in the one error layout (5xx answers use it too)",
            content = @Content(schema = @Schema(implementation = ErrorEnvelope.class)))
    public MutableHttpResponse<Void> delete(HttpRequest<?> request, @PathVariable String id) {
        endpoints.delete(caller(request).account().id(), id);
        return HttpResponse.noContent();
    }

    @Post("/{id}/secret/rotate")
    @Operation(operationId = "rotateWebhookSecret",
            summary = "Issue a new secret (in this response only); the old one still signs, as Service-Signature-Previous, for 24 h")
    @ApiResponse(responseCode = "200", content = @Content(schema = @Schema(implementation = WebhookViews.EndpointView.class)))
    @ApiResponse(responseCode = "4XX", description = "An error in the one error layout (5xx answers use it too)",
            content = @Content(schema = @Schema(implementation = ErrorEnvelope.class)))
    public WebhookViews.EndpointView rotate(HttpRequest<?> request, @PathVariable String id) {
        return WebhookViews.EndpointView.withSecret(endpoints.rotateSecret(caller(request).account().id(), id));
    }

    @Post("/{id}/replay")
    @Operation(operationId = "replayParkedDeliveries",
            summary = "Deliver again every parked delivery of this endpoint whose event was created at or after since (audited)")
    @RequestBody(required = true, content = @Content(schema = @Schema(implementation = WebhookViews.ReplayRequest.class)))
    @ApiResponse(responseCode = "202", content = @Content(schema = @Schema(implementation = WebhookViews.EndpointReplay.class)))
    @ApiResponse(responseCode = "4XX", description = "An error in the one error layout (5xx answers use it too)",
            content = @Content(schema = @Schema(implementation = ErrorEnvelope.class)))
    public MutableHttpResponse<WebhookViews.EndpointReplay> replay(HttpRequest<?> request, @PathVariable String id,
                                                                   @Valid @Body WebhookViews.ReplayRequest body) {
        Instant since = QueryParameters.parseTimestamp("since", body.since());
        Caller caller = caller(request);
        int queued = replay.replayParked(caller.account().id(), caller.key().id().value(), id, since);
        return HttpResponse.status(HttpStatus.ACCEPTED)
                .body(new WebhookViews.EndpointReplay(id, Timestamps.iso(since), queued));
    }

    @Get("/{id}/deliveries")
    @Operation(operationId = "listEndpointDeliveries", summary = "The endpoint's deliveries, newest first, with their attempt logs")
    @Parameter(name = "status", in = ParameterIn.QUERY, description = "pending, succeeded, parked or cancelled")
    @Parameter(name = "limit", in = ParameterIn.QUERY, description = "1–100, default 20")
    @ApiResponse(responseCode = "200", content = @Content(schema = @Schema(implementation = EventViews.DeliveryList.class)))
    @ApiResponse(responseCode = "4XX", description = "An error in the one error layout (5xx answers use it too)",
            content = @Content(schema = @Schema(implementation = ErrorEnvelope.class)))
    public EventViews.DeliveryList deliveries(HttpRequest<?> request, @PathVariable String id) {
        DeliveryStatus status = QueryParameters.string(request, "status", 20)
                .map(s -> DeliveryStatus.fromWireName(s).orElseThrow(() -> AttestException.invalidRequest("status",
                        "status must be pending, succeeded, parked or cancelled")))
                .orElse(null);
        int limit = QueryParameters.limit(request, 20, ReplayDeliveries.MAX_LIST);
        return EventViews.DeliveryList.of(replay.list(caller(request).account().id(), id, status, limit));
    }

    static Caller caller(HttpRequest<?> request) {
        return request.getAttribute(RequestAttributes.CALLER, Caller.class).orElseThrow();
    }
}
