package io.attest.adapters.http.api;

import io.attest.application.shared.CheckHealth;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;

/** Readiness for load balancers and orchestrators; unauthenticated, reveals nothing but up or down. */
@Controller("/health")
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "Platform")
public class HealthController {

    private final CheckHealth health;

    public HealthController(CheckHealth health) {
        this.health = health;
    }

    @Get
    @Operation(operationId = "health", summary = "200 when the server is ready (database reachable), 503 otherwise")
    @ApiResponse(responseCode = "200", description = "ready")
    @ApiResponse(responseCode = "503", description = "database unreachable: {\"status\": \"unavailable\"}",
            content = @Content(schema = @Schema(implementation = Status.class)))
    public HttpResponse<Status> health() {
        return health.ready()
                ? HttpResponse.ok(new Status("ok"))
                : HttpResponse.<Status>status(HttpStatus.SERVICE_UNAVAILABLE).body(new Status("unavailable"));
    }

    @Serdeable
    public record Status(String status) {
    }
}
