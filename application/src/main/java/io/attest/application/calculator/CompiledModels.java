package io.attest.application.calculator;

import io.attest.domain.calculator.CalculatorModel;
import io.attest.domain.calculator.CalculatorSchema;
import io.attest.domain.calculator.Line;
import io.attest.domain.calculator.SchemaId;
import io.attest.plugin.api.calculator.FormulaEngine;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Compiles schemas under the operator's cost budget, and keeps the compiled ones, least recently
 * used first out, bounded by their total number of lines. Safe because a schema never changes after
 * it is stored: its id always names the same lines. Callers check in PostgreSQL that the account
 * still has the schema before using an entry.
 */
public final class CompiledModels {

    private final FormulaEngine engine;
    private final long maxLines;
    private final long costBudget;
    private final LinkedHashMap<String, Entry> entries = new LinkedHashMap<>(64, 0.75f, true);
    private long lines;

    private record Entry(CalculatorModel model, int lines) {
    }

    /**
     * @param costBudget the most formula operations a run may execute (see
     *                   {@link CalculatorModel#DEFAULT_COST_BUDGET}); a schema above it is refused
     */
    public CompiledModels(FormulaEngine engine, long maxLines, long costBudget) {
        if (costBudget < 1) {
            throw new IllegalArgumentException("the calculator's cost budget must be at least 1 operation, not " + costBudget);
        }
        this.engine = engine;
        this.maxLines = maxLines;
        this.costBudget = costBudget;
    }

    /** Validates and compiles lines under the cost budget (422 {@code schema_validation_failed}, see {@link CalculatorModel#compile}). */
    public CalculatorModel compile(List<Line> lines) {
        return CalculatorModel.compile(lines, engine, costBudget);
    }

    /**
     * The model of a stored schema: from the cache, or compiled and remembered. A schema stored
     * under a larger budget than today's (or before runs had one) is refused like a new one, with
     * 422 {@code too_complex}: the budget bounds every run, not only new schemas.
     */
    public CalculatorModel of(CalculatorSchema schema) {
        CalculatorModel cached = get(schema.id());
        if (cached != null) {
            return cached;
        }
        CalculatorModel model = compile(schema.lines());
        put(schema.id(), model);
        return model;
    }

    public synchronized CalculatorModel get(SchemaId id) {
        Entry entry = entries.get(id.value());
        return entry == null ? null : entry.model();
    }

    public synchronized void put(SchemaId id, CalculatorModel model) {
        int size = model.lines().size();
        if (size > maxLines) {
            return;
        }
        Entry previous = entries.put(id.value(), new Entry(model, size));
        lines += size - (previous == null ? 0 : previous.lines());
        Iterator<Map.Entry<String, Entry>> eldest = entries.entrySet().iterator();
        while (lines > maxLines && eldest.hasNext()) {
            Entry evicted = eldest.next().getValue();
            eldest.remove();
            lines -= evicted.lines();
        }
    }

    public synchronized void evict(SchemaId id) {
        Entry removed = entries.remove(id.value());
        if (removed != null) {
            lines -= removed.lines();
        }
    }
}
