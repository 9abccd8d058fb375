package io.attest.adapters.http.api;

import io.attest.adapters.http.BearerToken;
import io.attest.adapters.http.ClientAddresses;
import io.attest.adapters.http.error.ErrorEnvelope;
import io.attest.adapters.http.error.HttpErrors;
import io.attest.adapters.http.filter.RouteRules;
import io.attest.adapters.http.json.JsonObject;
import io.attest.adapters.http.json.JsonRequest;
import io.attest.application.accounts.CompromisedKeys;
import io.attest.application.accounts.ReportTokenAttempts;
import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.ErrorCode;
import io.micronaut.context.annotation.Value;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Post;
import io.micronaut.json.tree.JsonNode;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.ArraySchema;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.parameters.RequestBody;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Secret-scanning reports (GitHub's partner format, forwarded by a relay). Authorised by the
 * operator's report token, not by an API key; the route does not exist while no token is set.
 */
@Controller(RouteRules.COMPROMISED_KEYS_REPORT)
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "Platform")
public class CompromisedKeyReportController {

    private static final int MAX_TOKENS = 1000;
    private static final int MAX_FIELD = 2048;

    private final CompromisedKeys compromisedKeys;
    private final JsonRequest json;
    private final BearerToken.OperatorToken reportToken;
    private final ReportTokenAttempts tokenAttempts;
    private final ClientAddresses clientAddresses;

    public CompromisedKeyReportController(CompromisedKeys compromisedKeys, JsonRequest json,
                                          @Nullable @Value("${attest.security.report-token:}") String reportToken,
                                          ReportTokenAttempts tokenAttempts, ClientAddresses clientAddresses) {
        this.compromisedKeys = compromisedKeys;
        this.json = json;
        this.reportToken = BearerToken.OperatorToken.of(reportToken);
        this.tokenAttempts = tokenAttempts;
        this.clientAddresses = clientAddresses;
    }

    @Post
    @Operation(operationId = "reportCompromisedKeys", summary = "Report API keys found on a public source; ours are revoked and announced with key.compromised")
    @ApiResponse(responseCode = "4XX", description = "An error in the one error layout (5xx answers use it too)",
            content = @Content(schema = @Schema(implementation = ErrorEnvelope.class)))
    @RequestBody(required = true, content = @Content(array = @ArraySchema(schema = @Schema(implementation = ApiViews.ReportedTokenView.class))))
    @ApiResponse(responseCode = "200", content = @Content(array = @ArraySchema(schema = @Schema(implementation = ApiViews.TokenVerdictView.class))))
    public HttpResponse<?> report(HttpRequest<?> request, @Nullable @Body byte[] body) {
        if (!reportToken.isSet()) {
            return HttpErrors.response(request, ErrorCode.RESOURCE_NOT_FOUND,
                    "no route " + request.getMethodName() + " " + request.getPath(), null, Map.of("kind", "route"));
        }
        tokenAttempts.check(clientAddresses.of(request), reportToken.matches(request));
        List<CompromisedKeys.ReportedToken> tokens = parse(json.tree(body));
        List<ApiViews.TokenVerdictView> verdicts = compromisedKeys.report(tokens).stream()
                .map(v -> new ApiViews.TokenVerdictView(v.tokenHash(), v.tokenType(), v.truePositive() ? "true_positive" : "false_positive"))
                .toList();
        return HttpResponse.ok(verdicts);
    }

    private static List<CompromisedKeys.ReportedToken> parse(JsonNode root) {
        if (!root.isArray()) {
            throw AttestException.invalidRequest(null, "the body must be a JSON array of {token, type, url, source}");
        }
        if (root.size() > MAX_TOKENS) {
            throw AttestException.invalidRequest(null, "at most " + MAX_TOKENS + " tokens per report");
        }
        List<CompromisedKeys.ReportedToken> tokens = new ArrayList<>(root.size());
        int index = 0;
        for (JsonNode element : root.values()) {
            JsonObject item = JsonObject.of(element, "[" + index + "]");
            tokens.add(new CompromisedKeys.ReportedToken(
                    item.requiredString("token", MAX_FIELD),
                    item.optionalString("type", MAX_FIELD).orElse("attest_api_key"),
                    item.optionalString("url", MAX_FIELD).orElse(null),
                    item.optionalString("source", MAX_FIELD).orElse(null)));
            index++;
        }
        return tokens;
    }
}
