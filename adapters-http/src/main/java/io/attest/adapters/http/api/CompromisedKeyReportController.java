package io.attest.adapters.http.api;

import io.attest.adapters.http.error.ErrorEnvelope;
import io.attest.adapters.http.filter.RouteRules;
import io.attest.application.accounts.CompromisedKeys;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Post;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.ArraySchema;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.parameters.RequestBody;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Size;
import java.util.List;

/**
 * Secret-scanning reports (GitHub's partner format, forwarded by a relay). Authorised by the operator's
 * report token, not by an API key: {@code ApiAuthenticationFilter} checks it before the body is read, and
 * answers 404 like an unknown route while no token is set.
 */
@Controller(RouteRules.COMPROMISED_KEYS_REPORT)
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "Platform")
public class CompromisedKeyReportController {

    static final int MAX_TOKENS = 1000;

    private final CompromisedKeys compromisedKeys;

    public CompromisedKeyReportController(CompromisedKeys compromisedKeys) {
        this.compromisedKeys = compromisedKeys;
    }

    @Post
    @Operation(operationId = "reportCompromisedKeys", summary = "Report API keys found on a public source; ours are revoked and announced with key.compromised")
    @ApiResponse(responseCode = "4XX", description = "An error in the one error layout (5xx answers use it too)",
            content = @Content(schema = @Schema(implementation = ErrorEnvelope.class)))
    @RequestBody(required = true, content = @Content(array = @ArraySchema(schema = @Schema(implementation = ApiViews.ReportedTokenView.class),
            maxItems = MAX_TOKENS)))
    @ApiResponse(responseCode = "200", content = @Content(array = @ArraySchema(schema = @Schema(implementation = ApiViews.TokenVerdictView.class))))
    public List<ApiViews.TokenVerdictView> report(
            @Valid @Size(max = MAX_TOKENS, message = "a report has at most " + MAX_TOKENS + " tokens") @Body
            List<ApiViews.@Valid ReportedTokenView> tokens) {
        return compromisedKeys.report(tokens.stream().map(ApiViews.ReportedTokenView::reported).toList()).stream()
                .map(v -> new ApiViews.TokenVerdictView(v.tokenHash(), v.tokenType(), v.truePositive() ? "true_positive" : "false_positive"))
                .toList();
    }
}
