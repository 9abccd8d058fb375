package io.attest.plugin.api.calculator;

import java.util.Objects;

/** A formula that cannot produce a number for the given values. The model names the line. */
public final class EvaluationFailure extends RuntimeException {

    private final Kind kind;

    public EvaluationFailure(Kind kind, String message) {
        super(Objects.requireNonNull(message, "message"), null, false, false);
        this.kind = Objects.requireNonNull(kind, "kind");
    }

    public Kind kind() {
        return kind;
    }

    public enum Kind {
        /** A divisor was zero. */
        DIVISION_BY_ZERO("division_by_zero"),
        /** A line's value is 10^1000 or more in magnitude, or non-zero and below 10^-1000. */
        OUT_OF_RANGE("out_of_range");

        private final String wireName;

        Kind(String wireName) {
            this.wireName = wireName;
        }

        public String wireName() {
            return wireName;
        }
    }
}
