package io.attest.adapters.http.operations;

import io.attest.adapters.http.RequestAttributes;
import io.attest.adapters.http.error.ErrorEnvelope;
import io.attest.application.accounts.Caller;
import io.attest.application.operations.GetOperation;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.security.SecurityRequirement;
import io.swagger.v3.oas.annotations.tags.Tag;

/** Polling an asynchronous operation (decisions.md section 3); any valid key, not metered. */
@Controller("/v1/operations")
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "Operations")
@SecurityRequirement(name = "apiKey")
public class OperationController {

    private final GetOperation operations;

    public OperationController(GetOperation operations) {
        this.operations = operations;
    }

    @Get("/{id}")
    @Operation(operationId = "getOperation",
            summary = "Status, progress, resource and error of an asynchronous operation (not metered; kept 30 days)")
    @ApiResponse(responseCode = "200", content = @Content(schema = @Schema(implementation = OperationViews.OperationView.class)))
    @ApiResponse(responseCode = "4XX", description = "An error in the one error layout (5xx answers use it too)",
            content = @Content(schema = @Schema(implementation = ErrorEnvelope.class)))
    public OperationViews.OperationView get(HttpRequest<?> request, @PathVariable String id) {
        Caller caller = request.getAttribute(RequestAttributes.CALLER, Caller.class).orElseThrow();
        return OperationViews.OperationView.of(operations.get(caller.account().id(), id));
    }
}
