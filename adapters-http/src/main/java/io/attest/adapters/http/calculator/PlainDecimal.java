package io.attest.adapters.http.calculator;

import io.attest.plugin.api.calculator.Decimals;
import java.io.Serial;
import java.math.BigDecimal;

/**
 * A decimal that the JSON writer prints in plain notation. Jackson writes a {@link BigDecimal}
 * with {@link BigDecimal#toString()}, which switches to exponents ({@code 1E+3}, {@code 1E-7});
 * this subclass answers {@link #toPlainString()} instead, so each response number is a JSON
 * number such as {@code 1000} or {@code 0.0000001}, in canonical form (no trailing zeros).
 * Only the calculator's response views use it; the global JSON settings stay untouched.
 */
final class PlainDecimal extends BigDecimal {

    @Serial
    private static final long serialVersionUID = 1L;

    private PlainDecimal(BigDecimal canonical) {
        super(canonical.unscaledValue(), canonical.scale());
    }

    static BigDecimal of(BigDecimal value) {
        return value == null ? null : new PlainDecimal(Decimals.canonical(value));
    }

    @Override
    public String toString() {
        return toPlainString();
    }

    @Override
    public boolean equals(Object other) {
        return super.equals(other);
    }

    @Override
    public int hashCode() {
        return super.hashCode();
    }
}
