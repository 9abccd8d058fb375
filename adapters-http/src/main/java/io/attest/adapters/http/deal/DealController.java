package io.attest.adapters.http.deal;

import io.attest.adapters.http.error.ErrorEnvelope;
import io.attest.application.deal.AnalyzeDeal;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Post;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.headers.Header;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.parameters.RequestBody;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.security.SecurityRequirement;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;

/** The rental deal analyzer: spec 4.2. */
@Controller("/v1/airbnb-deal")
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "Rental deal analyzer")
@SecurityRequirement(name = "apiKey")
public class DealController {

    private final AnalyzeDeal analyze;

    public DealController(AnalyzeDeal analyze) {
        this.analyze = analyze;
    }

    @Post("/analyze")
    @Operation(operationId = "analyzeDeal",
            summary = "Rental-arbitrage verdict for a US address: normalised address, market figures, cash-flow math, flags and reasoning")
    @RequestBody(required = true, content = @Content(schema = @Schema(implementation = DealViews.AnalyzeRequest.class)))
    @ApiResponse(responseCode = "200", content = @Content(schema = @Schema(implementation = DealViews.AnalyzeResponse.class)))
    @ApiResponse(responseCode = "4XX", description = "An error in the one error layout: 400 with the field; 404 with detail.kind address or market",
            content = @Content(schema = @Schema(implementation = ErrorEnvelope.class)))
    @ApiResponse(responseCode = "502", description = "upstream_unavailable: the market-data provider cannot answer now; retry after Retry-After",
            headers = @Header(name = "Retry-After", description = "seconds", schema = @Schema(type = "integer")),
            content = @Content(schema = @Schema(implementation = ErrorEnvelope.class)))
    public HttpResponse<?> analyze(@Valid @Body DealViews.AnalyzeRequest body) {
        // a 502 upstream_unavailable carries Retry-After through the one error mapping (HttpErrors)
        return HttpResponse.ok(DealViews.AnalyzeResponse.of(analyze.analyze(body.command())));
    }
}
