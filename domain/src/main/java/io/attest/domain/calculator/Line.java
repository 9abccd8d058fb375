package io.attest.domain.calculator;

import java.util.Objects;

/**
 * One line of a schema as the caller wrote it. {@code formula} and {@code type} are null when not
 * given; {@code type} is the wire name, checked when the schema is compiled (an unknown type is a
 * validation error reported with the others, not an exception here).
 */
public record Line(String id, String label, String formula, String type) {

    public Line {
        Objects.requireNonNull(id, "id");
    }

    public boolean hasFormula() {
        return formula != null;
    }

    /** The label to show: the label when given, else the id. */
    public String displayName() {
        return label == null || label.isBlank() ? id : label;
    }
}
