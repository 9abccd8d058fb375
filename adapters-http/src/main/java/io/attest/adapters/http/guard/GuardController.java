package io.attest.adapters.http.guard;

import io.attest.adapters.http.error.ErrorEnvelope;
import io.attest.application.guard.VerifyReferences;
import io.attest.domain.guard.MarkerPosition;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Post;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.parameters.RequestBody;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.security.SecurityRequirement;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;

/** The citation check: the live endpoint of spec 4.1. */
@Controller("/v1/guard")
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "Citation check")
@SecurityRequirement(name = "apiKey")
public class GuardController {

    private final VerifyReferences verify;

    public GuardController(VerifyReferences verify) {
        this.verify = verify;
    }

    @Post("/verify-references")
    @Operation(operationId = "verifyReferences",
            summary = "Flag case, statute, regulation and provision citations that the sources do not support")
    @RequestBody(required = true, content = @Content(schema = @Schema(implementation = GuardViews.VerifyReferencesRequest.class)))
    @ApiResponse(responseCode = "200", content = @Content(schema = @Schema(implementation = GuardViews.VerifyReferencesResponse.class)))
    @ApiResponse(responseCode = "4XX", description = "An error in the one error layout (5xx answers use it too)",
            content = @Content(schema = @Schema(implementation = ErrorEnvelope.class)))
    public GuardViews.VerifyReferencesResponse verifyReferences(@Valid @Body GuardViews.VerifyReferencesRequest body) {
        return GuardViews.VerifyReferencesResponse.of(verify.verify(new VerifyReferences.Command(body.text(), body.sources(),
                body.domain(), Boolean.TRUE.equals(body.strict()), position(body.markerPosition()))));
    }

    /** The validated {@code marker_position} (the request's pattern admits only the two names); absent: span. */
    private static MarkerPosition position(String wire) {
        return wire == null ? MarkerPosition.SPAN : MarkerPosition.fromWire(wire).orElseThrow();
    }
}
