package io.attest.domain.calculator;

import java.math.BigDecimal;
import java.util.Objects;

/**
 * An input whose value lies outside the range its type or name implies. {@code min} and
 * {@code max} bound the expected range (null: unbounded on that side); {@code reason} is a stable
 * code, {@code message} a readable sentence.
 */
public record BrokenAssumption(String input, BigDecimal value, String reason, BigDecimal min, BigDecimal max,
                               String message) {

    public BrokenAssumption {
        Objects.requireNonNull(input, "input");
        Objects.requireNonNull(value, "value");
        Objects.requireNonNull(reason, "reason");
        Objects.requireNonNull(message, "message");
    }
}
