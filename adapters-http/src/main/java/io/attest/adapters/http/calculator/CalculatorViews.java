package io.attest.adapters.http.calculator;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.attest.adapters.http.Timestamps;
import io.attest.application.calculator.RunCalculator;
import io.attest.domain.calculator.Analysis;
import io.attest.domain.calculator.BrokenAssumption;
import io.attest.domain.calculator.CalculatorSchema;
import io.attest.domain.calculator.Lever;
import io.attest.domain.calculator.Line;
import io.attest.adapters.http.json.StrictJson;
import io.attest.application.calculator.ManageCalculatorSchemas;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.media.ArraySchema;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Request and response bodies of the calculator engine (spec 2.3, 4.7, 4.8; decisions.md section 10). */
public final class CalculatorViews {

    private CalculatorViews() {
    }

    /** A line as sent (bound by Serde, checked by Bean Validation) and as shown. */
    @Serdeable
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(name = "CalculatorLine")
    public record LineView(
            @StrictJson.Text
            @NotNull(message = "is required")
            @Size(max = ManageCalculatorSchemas.MAX_ID_CHARS, message = "must be at most " + ManageCalculatorSchemas.MAX_ID_CHARS + " characters")
            @Schema(description = "Unique within the schema; an identifier [A-Za-z_][A-Za-z0-9_]*", example = "monthly_net",
                    maxLength = ManageCalculatorSchemas.MAX_ID_CHARS) String id,
            @Nullable
            @StrictJson.Text
            @Size(max = ManageCalculatorSchemas.MAX_LABEL_CHARS,
                    message = "must be at most " + ManageCalculatorSchemas.MAX_LABEL_CHARS + " characters")
            @Schema(description = "Display label", example = "Monthly net", maxLength = ManageCalculatorSchemas.MAX_LABEL_CHARS) String label,
            @Nullable
            @StrictJson.Text
            @Size(max = ManageCalculatorSchemas.MAX_FORMULA_CHARS,
                    message = "must be at most " + ManageCalculatorSchemas.MAX_FORMULA_CHARS + " characters")
            @Schema(description = "Expression over other line ids and inputs; absent for an input line",
                    example = "round(revenue - costs, 2)", maxLength = ManageCalculatorSchemas.MAX_FORMULA_CHARS) String formula,
            @Nullable
            @StrictJson.Text
            @Size(max = ManageCalculatorSchemas.MAX_ID_CHARS, message = "must be at most " + ManageCalculatorSchemas.MAX_ID_CHARS + " characters")
            @Schema(type = "string", description = "Informs the analysis", allowableValues = {"expense", "income", "rate", "count", "output"})
            String type) {

        static LineView of(Line line) {
            return new LineView(line.id(), line.label(), line.formula(), line.type());
        }

        Line line() {
            return new Line(id, label, formula, type);
        }
    }

    @Serdeable
    @Schema(name = "CreateCalculatorSchemaRequest")
    public record CreateSchemaRequest(
            @StrictJson.Text
            @NotNull(message = "is required")
            @Size(max = ManageCalculatorSchemas.MAX_NAME_CHARS,
                    message = "must be at most " + ManageCalculatorSchemas.MAX_NAME_CHARS + " characters")
            @Schema(description = "Schema name", maxLength = ManageCalculatorSchemas.MAX_NAME_CHARS, example = "Rental arbitrage, one unit")
            String name,
            @StrictJson.Items
            @NotNull(message = "is required: an array of line objects")
            @Size(max = ManageCalculatorSchemas.MAX_LINES, message = "must have at most " + ManageCalculatorSchemas.MAX_LINES + " lines")
            @ArraySchema(maxItems = ManageCalculatorSchemas.MAX_LINES, arraySchema = @Schema(description = "The lines, at most 10,000"))
            List<@NotNull(message = "must be a line object") @Valid LineView> lines) {

        ManageCalculatorSchemas.Command command() {
            return new ManageCalculatorSchemas.Command(name, lines.stream().map(LineView::line).toList());
        }
    }

    @Serdeable
    @JsonInclude(JsonInclude.Include.ALWAYS)
    @Schema(name = "CalculatorSchema")
    public record SchemaView(
            @JsonProperty("schema_id") @Schema(example = "calc_3hQ0d2JmCkq8Yv7h3nT1aZ") String schemaId,
            String name,
            List<LineView> lines,
            @JsonProperty("created_at") String createdAt) {

        static SchemaView of(CalculatorSchema schema) {
            return new SchemaView(schema.id().value(), schema.name(), schema.lines().stream().map(LineView::of).toList(),
                    Timestamps.iso(schema.createdAt()));
        }
    }

    @Serdeable
    @Schema(name = "RunCalculatorRequest")
    public record RunRequest(
            @JsonProperty("schema_id") @Schema(example = "calc_3hQ0d2JmCkq8Yv7h3nT1aZ") String schemaId,
            @Schema(description = "Input and input-line names to JSON numbers, read as exact decimals",
                    example = "{\"nightly_rate\": 180, \"occupancy\": 0.7}") Map<String, BigDecimal> values) {
    }

    /**
     * A ranked lever. Written by {@link LeverJson}: exactly one impact figure, which is {@code null}
     * (present, so that the spec's fields are all there) when the moved value failed and
     * {@code impact_error} says why.
     */
    @Serdeable
    @Schema(name = "CalculatorLever", requiredProperties = {"lever", "direction", "current"},
            description = "Exactly one of impact_per_pct (inputs that are not 0) and impact_per_dollar (inputs that are 0) "
                    + "is present. When the moved value cannot be evaluated that figure is null, direction is none and "
                    + "impact_error says why; such levers are listed last.")
    public record LeverView(
            @Schema(description = "The input") String lever,
            @Schema(type = "string", allowableValues = {"positive", "negative", "none"}) String direction,
            @Schema(description = "The input's value in this run") BigDecimal current,
            @JsonProperty("impact_per_pct") @Schema(description = "f(current × 1.01) − f(current); inputs that are not 0; "
                    + "null when impact_error is set", nullable = true)
            BigDecimal impactPerPct,
            @JsonProperty("impact_per_dollar") @Schema(description = "f(current + 1) − f(current); inputs that are 0; "
                    + "null when impact_error is set", nullable = true)
            BigDecimal impactPerDollar,
            @JsonProperty("impact_error") @Schema(type = "string", description = "Why the moved value could not be evaluated; the impact "
                    + "figure is null then", allowableValues = {"division_by_zero", "out_of_range"}) String impactError,
            @Schema(hidden = true) boolean perPct) {

        static LeverView of(Lever lever) {
            BigDecimal impact = PlainDecimal.of(lever.impact());
            boolean perPct = lever.measure() == Lever.Measure.PER_PCT;
            return new LeverView(lever.input(), lever.direction().wireName(), PlainDecimal.of(lever.current()),
                    perPct ? impact : null, perPct ? null : impact,
                    lever.failure() == null ? null : lever.failure().wireName(), perPct);
        }
    }

    @Serdeable
    @JsonInclude(JsonInclude.Include.ALWAYS)
    @Schema(name = "CalculatorExpectedRange")
    public record RangeView(
            @Schema(description = "Lower bound, inclusive; null when unbounded", nullable = true) BigDecimal min,
            @Schema(description = "Upper bound, inclusive; null when unbounded", nullable = true) BigDecimal max) {
    }

    @Serdeable
    @Schema(name = "CalculatorBrokenAssumption")
    public record AssumptionView(
            String input,
            BigDecimal value,
            @Schema(type = "string", example = "rate_out_of_range", allowableValues = {"rate_out_of_range", "occupancy_out_of_range",
                    "negative_rent", "negative_price", "negative_cost", "negative_expense", "negative_income",
                    "negative_count", "count_not_whole"}) String reason,
            @JsonProperty("expected_range") RangeView expectedRange,
            String message) {

        static AssumptionView of(BrokenAssumption b) {
            return new AssumptionView(b.input(), PlainDecimal.of(b.value()), b.reason(),
                    new RangeView(PlainDecimal.of(b.min()), PlainDecimal.of(b.max())), b.message());
        }
    }

    @Serdeable
    @Schema(name = "CalculatorAnalysis")
    public record AnalysisView(
            @Schema(description = "The line the levers are measured on: the last line nothing references") String output,
            @JsonProperty("ranked_levers") List<LeverView> rankedLevers,
            String headline,
            @JsonProperty("broken_assumptions") List<AssumptionView> brokenAssumptions) {

        static AnalysisView of(Analysis analysis) {
            return new AnalysisView(analysis.output(), analysis.rankedLevers().stream().map(LeverView::of).toList(),
                    analysis.headline(), analysis.brokenAssumptions().stream().map(AssumptionView::of).toList());
        }
    }

    @Serdeable
    @Schema(name = "RunCalculatorResponse")
    public record RunView(
            @JsonProperty("schema_id") String schemaId,
            @Schema(description = "Every line and input by name, lines in schema order then inputs by first use")
            Map<String, BigDecimal> results,
            AnalysisView analysis) {

        static RunView of(RunCalculator.Result result) {
            Map<String, BigDecimal> results = new LinkedHashMap<>();
            result.run().results().forEach((name, value) -> results.put(name, PlainDecimal.of(value)));
            return new RunView(result.schemaId().value(), results, AnalysisView.of(result.run().analysis()));
        }
    }
}
