package io.attest.application.calculator;

import io.attest.domain.calculator.CalculatorModel;
import io.attest.domain.calculator.CalculatorSchema;
import io.attest.domain.calculator.SchemaId;
import io.attest.domain.calculator.port.FormulaEngine;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Compiled schemas, least recently used first out, bounded by their total number of lines. Safe
 * because a schema never changes after it is stored: its id always names the same lines. Callers
 * check in PostgreSQL that the account still has the schema before using an entry.
 */
public final class CompiledModels {

    private final FormulaEngine engine;
    private final long maxLines;
    private final LinkedHashMap<String, Entry> entries = new LinkedHashMap<>(64, 0.75f, true);
    private long lines;

    private record Entry(CalculatorModel model, int lines) {
    }

    public CompiledModels(FormulaEngine engine, long maxLines) {
        this.engine = engine;
        this.maxLines = maxLines;
    }

    public FormulaEngine engine() {
        return engine;
    }

    /** The model of a stored schema: from the cache, or compiled and remembered. */
    public CalculatorModel of(CalculatorSchema schema) {
        CalculatorModel cached = get(schema.id());
        if (cached != null) {
            return cached;
        }
        CalculatorModel model = CalculatorModel.compile(schema.lines(), engine);
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
