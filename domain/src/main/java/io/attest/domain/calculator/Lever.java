package io.attest.domain.calculator;

import io.attest.plugin.api.calculator.EvaluationFailure;

import java.math.BigDecimal;
import java.util.Objects;

/**
 * One input's marginal effect on the analysis output. {@code impact} is {@code f(v × 1.01) − f(v)}
 * ({@link Measure#PER_PCT}, for {@code v ≠ 0}) or {@code f(v + 1) − f(v)} ({@link Measure#PER_UNIT},
 * for {@code v = 0}); it is null, with {@code failure} set, when the moved value cannot be evaluated
 * (for instance a division by zero that only the moved value causes).
 */
public record Lever(String input, BigDecimal current, Measure measure, BigDecimal impact, Direction direction,
                    EvaluationFailure.Kind failure) {

    public Lever {
        Objects.requireNonNull(input, "input");
        Objects.requireNonNull(current, "current");
        Objects.requireNonNull(measure, "measure");
        Objects.requireNonNull(direction, "direction");
        if ((impact == null) == (failure == null)) {
            throw new IllegalArgumentException("a lever has an impact or a failure");
        }
    }

    public enum Measure {
        /** Effect of multiplying the input by 1.01 (the input is not zero). */
        PER_PCT,
        /** Effect of adding 1 to the input (the input is zero, so a relative move would be no move). */
        PER_UNIT
    }

    public enum Direction {
        POSITIVE("positive"),
        NEGATIVE("negative"),
        NONE("none");

        private final String wireName;

        Direction(String wireName) {
            this.wireName = wireName;
        }

        public String wireName() {
            return wireName;
        }

        static Direction of(BigDecimal impact) {
            return switch (impact.signum()) {
                case 1 -> POSITIVE;
                case -1 -> NEGATIVE;
                default -> NONE;
            };
        }
    }
}
