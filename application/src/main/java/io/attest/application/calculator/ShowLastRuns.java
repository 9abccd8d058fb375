package io.attest.application.calculator;

import io.attest.domain.calculator.CalculatorSchema;
import io.attest.domain.calculator.LastRun;
import io.attest.domain.calculator.SchemaId;
import io.attest.domain.calculator.SchemaSummary;
import io.attest.domain.calculator.port.CalculatorRunLog;
import io.attest.domain.calculator.port.CalculatorSchemaRepository;
import io.attest.domain.shared.AccountId;
import io.attest.domain.shared.port.TransactionBoundary;
import java.util.List;
import java.util.Optional;

/** The console's calculator page: the account's schemas and the last run of one, with its ranked levers. */
public final class ShowLastRuns {

    public static final int MAX_LISTED = 100;

    private final CalculatorSchemaRepository schemas;
    private final CalculatorRunLog runs;
    private final TransactionBoundary tx;

    public ShowLastRuns(CalculatorSchemaRepository schemas, CalculatorRunLog runs, TransactionBoundary tx) {
        this.schemas = schemas;
        this.runs = runs;
        this.tx = tx;
    }

    /** A schema and its last run (empty until it has run). */
    public record SchemaRun(CalculatorSchema schema, Optional<LastRun> lastRun) {
    }

    public List<SchemaSummary> schemas(AccountId account) {
        return tx.inTransaction(() -> schemas.list(account, MAX_LISTED));
    }

    public SchemaRun of(AccountId account, String id) {
        SchemaId schemaId = SchemaId.parse(id).orElseThrow(() -> ManageCalculatorSchemas.notFound(id));
        return tx.inTransaction(() -> {
            CalculatorSchema schema = schemas.find(account, schemaId).orElseThrow(() -> ManageCalculatorSchemas.notFound(id));
            return new SchemaRun(schema, runs.last(account, schemaId));
        });
    }
}
