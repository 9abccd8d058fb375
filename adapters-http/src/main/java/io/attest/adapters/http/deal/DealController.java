package io.attest.adapters.http.deal;

import io.attest.adapters.http.error.ErrorEnvelope;
import io.attest.adapters.http.json.JsonRequest;
import io.attest.application.deal.AnalyzeDeal;
import io.attest.domain.deal.DealTerms;
import io.attest.domain.deal.VerdictThresholds;
import io.attest.domain.shared.AttestException;
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
import io.swagger.v3.oas.annotations.headers.Header;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.parameters.RequestBody;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.security.SecurityRequirement;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.math.BigDecimal;
import java.math.BigInteger;

/** The rental deal analyzer: spec 4.2. */
@Controller("/v1/airbnb-deal")
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "Rental deal analyzer")
@SecurityRequirement(name = "apiKey")
public class DealController {

    private final AnalyzeDeal analyze;
    private final JsonRequest json;

    public DealController(AnalyzeDeal analyze, JsonRequest json) {
        this.analyze = analyze;
        this.json = json;
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
    public HttpResponse<?> analyze(HttpRequest<?> request, @Nullable @Body byte[] body) {
        JsonNode root = json.tree(body);
        if (!root.isObject()) {
            throw AttestException.invalidRequest(null, "the request body must be a JSON object");
        }
        AnalyzeDeal.Command command = command(root);
        // a 502 upstream_unavailable carries Retry-After through the one error mapping (HttpErrors)
        return HttpResponse.ok(DealViews.AnalyzeResponse.of(analyze.analyze(command)));
    }

    private static AnalyzeDeal.Command command(JsonNode root) {
        JsonNode address = root.get("address");
        if (address == null || address.isNull()) {
            throw AttestException.invalidRequest("address", "address is required");
        }
        if (!address.isString()) {
            throw AttestException.invalidRequest("address", "address must be a string");
        }
        JsonNode thresholds = root.get("verdict_thresholds");
        BigDecimal green = null;
        BigDecimal greenCoc = null;
        BigDecimal red = null;
        if (thresholds != null && !thresholds.isNull()) {
            if (!thresholds.isObject()) {
                throw AttestException.invalidRequest(VerdictThresholds.FIELD, VerdictThresholds.FIELD + " must be an object");
            }
            green = number(thresholds, "green_min_annual_net", VerdictThresholds.FIELD_GREEN_MIN_ANNUAL_NET);
            greenCoc = number(thresholds, "green_min_cash_on_cash", VerdictThresholds.FIELD_GREEN_MIN_CASH_ON_CASH);
            red = number(thresholds, "red_max_annual_net", VerdictThresholds.FIELD_RED_MAX_ANNUAL_NET);
        }
        BigDecimal months = number(root, DealTerms.FIELD_MONTHS, DealTerms.FIELD_MONTHS);
        Integer wholeMonths = null;
        if (months != null) {
            if (months.stripTrailingZeros().scale() > 0 || months.compareTo(BigDecimal.valueOf(DealTerms.MAX_FURNISHING_MONTHS)) > 0
                    || months.signum() <= 0) {
                throw AttestException.invalidRequest(DealTerms.FIELD_MONTHS, DealTerms.FIELD_MONTHS
                        + " must be a whole number from 1 to " + DealTerms.MAX_FURNISHING_MONTHS);
            }
            wholeMonths = months.intValueExact();
        }
        return new AnalyzeDeal.Command(address.getStringValue(),
                number(root, DealTerms.FIELD_RENT, DealTerms.FIELD_RENT),
                number(root, DealTerms.FIELD_FURNISHING, DealTerms.FIELD_FURNISHING),
                number(root, DealTerms.FIELD_FEES, DealTerms.FIELD_FEES),
                wholeMonths,
                number(root, DealTerms.FIELD_CASH, DealTerms.FIELD_CASH),
                green, greenCoc, red);
    }

    /** An optional JSON number as a decimal; absent or null is "not given"; anything else is 400 with the field. */
    private static BigDecimal number(JsonNode object, String name, String field) {
        JsonNode value = object.get(name);
        if (value == null || value.isNull()) {
            return null;
        }
        if (!value.isNumber()) {
            throw AttestException.invalidRequest(field, field + " must be a number");
        }
        Number number = value.getNumberValue();
        try {
            return switch (number) {
                case BigDecimal decimal -> decimal;
                case BigInteger integer -> new BigDecimal(integer);
                case Integer i -> BigDecimal.valueOf(i);
                case Long l -> BigDecimal.valueOf(l);
                case Short s -> BigDecimal.valueOf(s);
                case Byte b -> BigDecimal.valueOf(b);
                default -> BigDecimal.valueOf(number.doubleValue());
            };
        } catch (NumberFormatException notFinite) {
            throw AttestException.invalidRequest(field, field + " must be a finite number");
        }
    }
}
