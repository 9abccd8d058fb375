package io.attest.plugin.api.calculator;

import java.util.Objects;

/**
 * Why a formula was refused. {@code position} is the UTF-16 index into the formula text where the
 * problem starts (0 is the first character).
 */
public record FormulaProblem(Reason reason, int position, String message) {

    public FormulaProblem {
        Objects.requireNonNull(reason, "reason");
        Objects.requireNonNull(message, "message");
    }

    public enum Reason {
        SYNTAX_ERROR("syntax_error"),
        UNKNOWN_FUNCTION("unknown_function"),
        WRONG_ARGUMENT_COUNT("wrong_argument_count");

        private final String wireName;

        Reason(String wireName) {
            this.wireName = wireName;
        }

        public String wireName() {
            return wireName;
        }
    }
}
