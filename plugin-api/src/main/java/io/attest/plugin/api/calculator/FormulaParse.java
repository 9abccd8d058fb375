package io.attest.plugin.api.calculator;

import java.util.List;
import java.util.Objects;

/** The outcome of parsing one formula: a compiled formula, or every problem found in it. */
public sealed interface FormulaParse {

    record Parsed(Formula formula) implements FormulaParse {
        public Parsed {
            Objects.requireNonNull(formula, "formula");
        }
    }

    /** At least one problem; a syntax error stops the parse, so it is the last problem listed. */
    record Rejected(List<FormulaProblem> problems) implements FormulaParse {
        public Rejected {
            problems = List.copyOf(problems);
            if (problems.isEmpty()) {
                throw new IllegalArgumentException("a rejected formula has at least one problem");
            }
        }
    }
}
