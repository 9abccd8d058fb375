package io.attest.adapters.http.console;

import io.attest.adapters.http.error.ErrorEnvelope;
import io.attest.adapters.http.RequestAttributes;
import io.attest.application.accounts.ManageApiKeys;
import io.attest.domain.shared.AccountId;
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
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.parameters.RequestBody;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;

/** The signed-in account's API keys. */
@Controller("/console/api/keys")
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "Console")
public class ConsoleKeyController {

    private final ManageApiKeys keys;

    public ConsoleKeyController(ManageApiKeys keys) {
        this.keys = keys;
    }

    @Post
    @Operation(operationId = "createKey", summary = "Create an API key; the secret is shown in this response only")
    @ApiResponse(responseCode = "4XX", description = "An error in the one error layout (5xx answers use it too)",
            content = @Content(schema = @Schema(implementation = ErrorEnvelope.class)))
    @RequestBody(required = true, content = @Content(schema = @Schema(implementation = ConsoleViews.CreateKeyRequest.class)))
    @ApiResponse(responseCode = "201", content = @Content(schema = @Schema(implementation = ConsoleViews.CreatedKeyView.class)))
    public MutableHttpResponse<ConsoleViews.CreatedKeyView> create(HttpRequest<?> request,
                                                                   @Valid @Body ConsoleViews.CreateKeyRequest body) {
        var created = keys.create(account(request), body.name(), body.scopes());
        return HttpResponse.status(HttpStatus.CREATED).body(ConsoleViews.CreatedKeyView.of(created));
    }

    @Get
    @Operation(operationId = "listKeys", summary = "List the account's keys, newest first, without secrets")
    @ApiResponse(responseCode = "4XX", description = "An error in the one error layout (5xx answers use it too)",
            content = @Content(schema = @Schema(implementation = ErrorEnvelope.class)))
    @ApiResponse(responseCode = "200", content = @Content(schema = @Schema(implementation = ConsoleViews.KeyList.class)))
    public ConsoleViews.KeyList list(HttpRequest<?> request) {
        return new ConsoleViews.KeyList(keys.list(account(request)).stream().map(ConsoleViews.KeyView::of).toList());
    }

    @Delete("/{id}")
    @Operation(operationId = "revokeKey", summary = "Revoke a key; calls with it answer 401 from now on")
    @ApiResponse(responseCode = "4XX", description = "An error in the one error layout (5xx answers use it too)",
            content = @Content(schema = @Schema(implementation = ErrorEnvelope.class)))
    @ApiResponse(responseCode = "204", description = "Revoked")
    public MutableHttpResponse<Void> revoke(HttpRequest<?> request, @PathVariable String id) {
        keys.revoke(account(request), id);
        return HttpResponse.noContent();
    }

    static AccountId account(HttpRequest<?> request) {
        return new AccountId(request.getAttribute(RequestAttributes.ACCOUNT_ID, String.class).orElseThrow());
    }
}
