package io.attest.domain.calculator;

import java.time.Instant;
import java.util.Objects;

/** A stored schema without its lines, for lists. */
public record SchemaSummary(SchemaId id, String name, Instant createdAt) {

    public SchemaSummary {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(createdAt, "createdAt");
    }
}
