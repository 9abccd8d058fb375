package io.attest.adapters.http.console;

import io.attest.adapters.http.error.ErrorEnvelope;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.attest.application.accounts.ShowUsage;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;

@Controller("/console/api/usage")
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "Console")
public class ConsoleUsageController {

    private final ShowUsage usage;

    public ConsoleUsageController(ShowUsage usage) {
        this.usage = usage;
    }

    @Get
    @Operation(operationId = "consoleUsage", summary = "This month's metered calls of the signed-in account")
    @ApiResponse(responseCode = "200", content = @Content(schema = @Schema(implementation = ConsoleViews.UsageView.class)))
    @ApiResponse(responseCode = "4XX", description = "An error in the one error layout (5xx answers use it too)",
            content = @Content(schema = @Schema(implementation = ErrorEnvelope.class)))
    public ConsoleViews.UsageView usage(HttpRequest<?> request) {
        return ConsoleViews.UsageView.of(usage.of(ConsoleKeyController.account(request)));
    }
}
