package io.attest.application.calculator;

import io.attest.domain.calculator.CalculatorModel;
import io.attest.domain.calculator.CalculatorSchema;
import io.attest.domain.calculator.RunResult;
import io.attest.domain.calculator.SchemaId;
import io.attest.domain.calculator.port.CalculatorSchemaRepository;
import io.attest.domain.shared.AccountId;
import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.port.TransactionBoundary;
import java.math.BigDecimal;
import java.util.Map;

/**
 * {@code POST /v1/calculator-engine/run}: evaluates one of the account's schemas with the given
 * values and analyses its levers. The database is read once (existence, and the lines when the
 * compiled model is not cached); the evaluation runs outside the transaction.
 */
public final class RunCalculator {

    public static final int MAX_VALUES = 20_000;

    private final CalculatorSchemaRepository schemas;
    private final CompiledModels models;
    private final TransactionBoundary tx;

    public RunCalculator(CalculatorSchemaRepository schemas, CompiledModels models, TransactionBoundary tx) {
        this.schemas = schemas;
        this.models = models;
        this.tx = tx;
    }

    public record Command(String schemaId, Map<String, BigDecimal> values) {
    }

    public record Result(SchemaId schemaId, RunResult run) {
    }

    public Result run(AccountId account, Command command) {
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
        return new Result(id, model.run(command.values()));
    }
}
