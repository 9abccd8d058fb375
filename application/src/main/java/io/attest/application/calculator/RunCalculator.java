package io.attest.application.calculator;

import io.attest.domain.calculator.CalculatorModel;
import io.attest.domain.calculator.CalculatorSchema;
import io.attest.domain.calculator.LastRun;
import io.attest.domain.calculator.RunGuard;
import io.attest.domain.calculator.RunResult;
import io.attest.domain.calculator.SchemaId;
import io.attest.domain.calculator.port.CalculatorRunLog;
import io.attest.domain.calculator.port.CalculatorSchemaRepository;
import io.attest.domain.shared.AccountId;
import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.port.TransactionBoundary;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.Duration;
import java.util.Map;
import java.util.function.BooleanSupplier;

/**
 * {@code POST /v1/calculator-engine/run}: evaluates one of the account's schemas with the given
 * values and analyses its levers. The database is read once (existence, and the lines when the
 * compiled model is not cached); the evaluation runs outside the transaction, under a time budget
 * counted from the start of the use case, and stops when its caller has gone ({@link RunGuard}). The
 * analysis is kept as the schema's last run (the console's chart).
 */
public final class RunCalculator {

    public static final int MAX_VALUES = 20_000;

    private final CalculatorSchemaRepository schemas;
    private final CompiledModels models;
    private final TransactionBoundary tx;
    private final Duration timeBudget;
    private final CalculatorRunLog runs;
    private final Clock clock;

    /** @param timeBudget how long one run may take (positive) */
    public RunCalculator(CalculatorSchemaRepository schemas, CompiledModels models, TransactionBoundary tx, Duration timeBudget,
                         CalculatorRunLog runs, Clock clock) {
        if (timeBudget == null || timeBudget.isNegative() || timeBudget.isZero()) {
            throw new IllegalArgumentException("the calculator's run time budget must be positive, not " + timeBudget);
        }
        this.schemas = schemas;
        this.models = models;
        this.tx = tx;
        this.timeBudget = timeBudget;
        this.runs = runs;
        this.clock = clock;
    }

    public record Command(String schemaId, Map<String, BigDecimal> values) {
    }

    public record Result(SchemaId schemaId, RunResult run) {
    }

    /**
     * A run that stops (503 {@code service_unavailable}, {@code detail.kind} {@code run_time_budget}
     * or {@code client_disconnected}) past the time budget or as soon as {@code callerGone} is true.
     */
    public Result run(AccountId account, Command command, BooleanSupplier callerGone) {
        RunGuard guard = RunGuard.of(timeBudget, callerGone);
        if (command.values().size() > MAX_VALUES) {
            throw AttestException.invalidRequest("values", "values has at most " + MAX_VALUES + " entries");
        }
        SchemaId id = SchemaId.parse(command.schemaId()).orElseThrow(() -> ManageCalculatorSchemas.notFound(command.schemaId()));
        CalculatorModel model = models.get(id);
        if (model == null) {
            CalculatorSchema schema = tx.inTransaction(() -> schemas.find(account, id))
                    .orElseThrow(() -> ManageCalculatorSchemas.notFound(command.schemaId()));
            model = models.of(schema);
        } else if (!tx.inTransaction(() -> schemas.exists(account, id))) {
            throw ManageCalculatorSchemas.notFound(command.schemaId());
        }
        RunResult result = model.run(command.values(), guard);
        // The console shows each schema's last run (its tornado chart): one upsert after the evaluation.
        tx.run(() -> runs.record(account, LastRun.of(id, clock.instant(), result.analysis())));
        return new Result(id, result);
    }
}
