package io.attest.adapters.http.api;

import io.attest.adapters.http.error.ErrorEnvelope;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.attest.adapters.http.RequestAttributes;
import io.attest.adapters.http.console.ConsoleViews;
import io.attest.application.accounts.Caller;
import io.attest.application.accounts.ShowUsage;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.security.SecurityRequirement;
import io.swagger.v3.oas.annotations.tags.Tag;

@Controller("/v1/usage")
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "Account")
@SecurityRequirement(name = "apiKey")
public class UsageController {

    private final ShowUsage usage;

    public UsageController(ShowUsage usage) {
        this.usage = usage;
    }

    @Get
    @Operation(operationId = "usage", summary = "This month's metered calls of the key's account (not metered itself)")
    @ApiResponse(responseCode = "200", content = @Content(schema = @Schema(implementation = ConsoleViews.UsageView.class)))
    @ApiResponse(responseCode = "4XX", description = "An error in the one error layout (5xx answers use it too)",
            content = @Content(schema = @Schema(implementation = ErrorEnvelope.class)))
    public ConsoleViews.UsageView usage(HttpRequest<?> request) {
        Caller caller = request.getAttribute(RequestAttributes.CALLER, Caller.class).orElseThrow();
        return ConsoleViews.UsageView.of(usage.of(caller.account().id()));
    }
}
