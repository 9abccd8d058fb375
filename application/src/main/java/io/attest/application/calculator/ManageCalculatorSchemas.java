package io.attest.application.calculator;

import io.attest.domain.calculator.CalculatorModel;
import io.attest.domain.calculator.CalculatorSchema;
import io.attest.domain.calculator.Line;
import io.attest.domain.calculator.SchemaId;
import io.attest.domain.calculator.port.CalculatorSchemaRepository;
import io.attest.domain.shared.AccountId;
import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.port.TransactionBoundary;
import java.time.Clock;
import java.util.List;

/**
 * {@code POST|GET|DELETE /v1/calculator-engine/schemas}: a schema is validated and compiled in full
 * before it is stored, so a stored schema always runs; reads and deletes are scoped by account.
 */
public final class ManageCalculatorSchemas {

    public static final int MAX_NAME_CHARS = 200;
    public static final int MAX_LINES = 10_000;
    public static final int MAX_ID_CHARS = 128;
    public static final int MAX_LABEL_CHARS = 1_000;
    public static final int MAX_FORMULA_CHARS = 10_000;

    private final CalculatorSchemaRepository schemas;
    private final CompiledModels models;
    private final TransactionBoundary tx;
    private final Clock clock;

    public ManageCalculatorSchemas(CalculatorSchemaRepository schemas, CompiledModels models, TransactionBoundary tx, Clock clock) {
        this.schemas = schemas;
        this.models = models;
        this.tx = tx;
        this.clock = clock;
    }

    public record Command(String name, List<Line> lines) {
    }

    /** Validates (422 {@code schema_validation_failed} with every error), stores and returns the schema. */
    public CalculatorSchema create(AccountId account, Command command) {
        validateShape(command);
        CalculatorModel model = models.compile(command.lines());
        CalculatorSchema schema = new CalculatorSchema(SchemaId.next(), account, command.name(), command.lines(),
                clock.instant());
        tx.run(() -> schemas.insert(schema));
        models.put(schema.id(), model);
        return schema;
    }

    public CalculatorSchema get(AccountId account, String id) {
        SchemaId schemaId = SchemaId.parse(id).orElseThrow(() -> notFound(id));
        return tx.inTransaction(() -> schemas.find(account, schemaId)).orElseThrow(() -> notFound(id));
    }

    public void delete(AccountId account, String id) {
        SchemaId schemaId = SchemaId.parse(id).orElseThrow(() -> notFound(id));
        if (!tx.inTransaction(() -> schemas.delete(account, schemaId))) {
            throw notFound(id);
        }
        models.evict(schemaId);
    }

    static AttestException notFound(String id) {
        return AttestException.notFound("schema", "no calculator schema '" + id + "' in this account");
    }

    /** The size caps (400 with the field); everything about meaning is the model's 422. */
    static void validateShape(Command command) {
        if (command.name() == null || command.name().isBlank()) {
            throw AttestException.invalidRequest("name", "name is required and must not be blank");
        }
        if (command.name().length() > MAX_NAME_CHARS) {
            throw AttestException.invalidRequest("name", "name must be at most " + MAX_NAME_CHARS + " characters");
        }
        if (command.lines() == null) {
            throw AttestException.invalidRequest("lines", "lines must be an array of lines");
        }
        if (command.lines().size() > MAX_LINES) {
            throw AttestException.invalidRequest("lines", "a schema has at most " + MAX_LINES + " lines");
        }
        for (int i = 0; i < command.lines().size(); i++) {
            Line line = command.lines().get(i);
            String at = "lines[" + i + "]";
            if (line == null) {
                throw AttestException.invalidRequest(at, at + " must be an object");
            }
            cap(at + ".id", line.id(), MAX_ID_CHARS);
            cap(at + ".label", line.label(), MAX_LABEL_CHARS);
            cap(at + ".formula", line.formula(), MAX_FORMULA_CHARS);
            cap(at + ".type", line.type(), MAX_ID_CHARS);
        }
    }

    private static void cap(String field, String value, int max) {
        if (value != null && value.length() > max) {
            throw AttestException.invalidRequest(field, field + " must be at most " + max + " characters");
        }
    }
}
