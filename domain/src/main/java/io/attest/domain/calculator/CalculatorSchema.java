package io.attest.domain.calculator;

import io.attest.domain.shared.AccountId;
import java.time.Instant;
import java.util.List;
import java.util.Objects;

/** A stored, valid schema of one account. Schemas are immutable: there is no update, only delete. */
public record CalculatorSchema(SchemaId id, AccountId accountId, String name, List<Line> lines, Instant createdAt) {

    public CalculatorSchema {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(accountId, "accountId");
        Objects.requireNonNull(name, "name");
        lines = List.copyOf(lines);
        Objects.requireNonNull(createdAt, "createdAt");
    }
}
