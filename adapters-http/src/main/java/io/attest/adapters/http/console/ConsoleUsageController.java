package io.attest.adapters.http.console;

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
    @Operation(summary = "This month's metered calls of the signed-in account")
    public ConsoleViews.UsageView usage(HttpRequest<?> request) {
        return ConsoleViews.UsageView.of(usage.of(ConsoleKeyController.account(request)));
    }
}
