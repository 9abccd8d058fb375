package io.attest.adapters.http.calculator;

import io.attest.adapters.http.ClientConnection;
import io.attest.adapters.http.RequestAttributes;
import io.attest.adapters.http.error.ErrorEnvelope;
import io.attest.application.accounts.Caller;
import io.attest.application.calculator.ManageCalculatorSchemas;
import io.attest.application.calculator.RunCalculator;
import io.attest.domain.calculator.CalculatorSchema;
import io.attest.domain.shared.AccountId;
import io.attest.domain.shared.AttestException;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Delete;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.Post;
import io.micronaut.json.tree.JsonNode;
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
import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.Map;

/** The calculator engine (spec 4.7, 4.8; decisions.md section 10; docs/calculator.md). */
@Controller("/v1/calculator-engine")
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "Calculator engine")
@SecurityRequirement(name = "apiKey")
public class CalculatorController {

    private static final String SCHEMAS = "/v1/calculator-engine/schemas/";

    private final ManageCalculatorSchemas schemas;
    private final RunCalculator runs;

    public CalculatorController(ManageCalculatorSchemas schemas, RunCalculator runs) {
        this.schemas = schemas;
        this.runs = runs;
    }

    @Post("/schemas")
    @Operation(operationId = "createCalculatorSchema",
            summary = "Validate and store a schema; every validation error is reported at once (422 schema_validation_failed)")
    @RequestBody(required = true, content = @Content(schema = @Schema(implementation = CalculatorViews.CreateSchemaRequest.class)))
    @ApiResponse(responseCode = "201", content = @Content(schema = @Schema(implementation = CalculatorViews.SchemaView.class)))
    @ApiResponse(responseCode = "422", description = "schema_validation_failed: detail.errors[] lists every problem, each"
            + " {index, line, reason, position?, cycle?, message}. A valid schema whose run would cost more than the budget has"
            + " the single error {reason: too_complex, message, cost, cost_is_lower_bound?, budget, heaviest_lines: [{index, line,"
            + " operations, evaluations}]}: cost = formula operations per run (each line's operations × its evaluations: once, plus"
            + " once per input that moves it on the way to the output); default budget 10,000,000",
            content = @Content(schema = @Schema(implementation = ErrorEnvelope.class)))
    @ApiResponse(responseCode = "4XX", description = "An error in the one error layout (5xx answers use it too)",
            content = @Content(schema = @Schema(implementation = ErrorEnvelope.class)))
    public MutableHttpResponse<CalculatorViews.SchemaView> create(HttpRequest<?> request,
                                                                  @Valid @Body CalculatorViews.CreateSchemaRequest body) {
        CalculatorSchema schema = schemas.create(account(request), body.command());
        return HttpResponse.status(HttpStatus.CREATED)
                .header("Location", SCHEMAS + schema.id().value())
                .body(CalculatorViews.SchemaView.of(schema));
    }

    @Get("/schemas/{id}")
    @Operation(operationId = "getCalculatorSchema", summary = "A stored schema of the key's account")
    @ApiResponse(responseCode = "200", content = @Content(schema = @Schema(implementation = CalculatorViews.SchemaView.class)))
    @ApiResponse(responseCode = "4XX", description = "An error in the one error layout (5xx answers use it too)",
            content = @Content(schema = @Schema(implementation = ErrorEnvelope.class)))
    public CalculatorViews.SchemaView get(HttpRequest<?> request, @PathVariable String id) {
        return CalculatorViews.SchemaView.of(schemas.get(account(request), id));
    }

    @Delete("/schemas/{id}")
    @Operation(operationId = "deleteCalculatorSchema", summary = "Delete a schema; afterwards its id is 404 schema")
    @ApiResponse(responseCode = "204", description = "Deleted")
    @ApiResponse(responseCode = "4XX", description = "An error in the one error layout (5xx answers use it too)",
            content = @Content(schema = @Schema(implementation = ErrorEnvelope.class)))
    public MutableHttpResponse<Void> delete(HttpRequest<?> request, @PathVariable String id) {
        schemas.delete(account(request), id);
        return HttpResponse.noContent();
    }

    @Post("/run")
    @Operation(operationId = "runCalculator",
            summary = "Evaluate a schema with exact decimals; every line in results, plus ranked levers, headline and broken assumptions")
    @RequestBody(required = true, content = @Content(schema = @Schema(implementation = CalculatorViews.RunRequest.class)))
    @ApiResponse(responseCode = "200", content = @Content(schema = @Schema(implementation = CalculatorViews.RunView.class)))
    @ApiResponse(responseCode = "422", description = "evaluation_failed: detail {kind: division_by_zero | out_of_range, line};"
            + " or schema_validation_failed too_complex (as on creation) for a schema stored under a larger cost budget than the"
            + " server's now", content = @Content(schema = @Schema(implementation = ErrorEnvelope.class)))
    @ApiResponse(responseCode = "503", description = "service_unavailable with Retry-After: the run did not finish within its"
            + " time budget (default 10 s; detail {kind: run_time_budget, time_budget_ms, operations_done}). Not metered. A run"
            + " whose client closes the connection is stopped the same way (detail.kind client_disconnected) and not metered",
            content = @Content(schema = @Schema(implementation = ErrorEnvelope.class)))
    @ApiResponse(responseCode = "4XX", description = "An error in the one error layout (5xx answers use it too)",
            content = @Content(schema = @Schema(implementation = ErrorEnvelope.class)))
    public CalculatorViews.RunView run(HttpRequest<?> request, @Body byte[] body) {
        // Content-Length: 0 is refused before this runs, as on every JSON route; ExactJson refuses an
        // empty chunked body with the same 400 "a JSON request body is required"
        JsonNode root = ExactJson.object(body);
        String schemaId = ExactJson.requiredText(root, "schema_id", 100);
        Map<String, BigDecimal> values = values(root.get("values"));
        return CalculatorViews.RunView.of(runs.run(account(request), new RunCalculator.Command(schemaId, values),
                ClientConnection.closed(request)));
    }

    private static AccountId account(HttpRequest<?> request) {
        return request.getAttribute(RequestAttributes.CALLER, Caller.class).orElseThrow().account().id();
    }

    /** Absent or null means no values; each value must be a JSON number, kept as its exact decimal. */
    private static Map<String, BigDecimal> values(JsonNode node) {
        Map<String, BigDecimal> values = new LinkedHashMap<>();
        if (node == null || node.isNull()) {
            return values;
        }
        if (!node.isObject()) {
            throw AttestException.invalidRequest("values", "values must be an object of names to numbers");
        }
        if (node.size() > RunCalculator.MAX_VALUES) {
            throw AttestException.invalidRequest("values", "values has at most " + RunCalculator.MAX_VALUES + " entries");
        }
        for (Map.Entry<String, JsonNode> entry : node.entries()) {
            String field = "values." + entry.getKey();
            JsonNode value = entry.getValue();
            if (!value.isNumber() || !(value.getNumberValue() instanceof BigDecimal decimal)) {
                throw AttestException.invalidRequest(field, field + " must be a number");
            }
            values.put(entry.getKey(), decimal);
        }
        return values;
    }
}
