package io.attest.domain.calculator;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * The number rules of the calculator: decimals of at most 34 significant digits (IEEE 754
 * decimal128's precision), every operation rounded half away from zero ({@link RoundingMode#HALF_UP}),
 * magnitudes kept between 10^-1000 and 10^1000 so that a value always prints in a bounded number
 * of characters in plain notation. Nothing here ever passes through {@code double}.
 */
public final class Decimals {

    /** 34 significant digits, ties away from zero. */
    public static final MathContext MATH = new MathContext(34, RoundingMode.HALF_UP);
    /** A non-zero value's decimal exponent (of its leading digit) must be at most this: |x| < 10^1000. */
    public static final int MAX_EXPONENT = 999;
    /** A non-zero value's decimal exponent must be at least this: |x| >= 10^-1000. */
    public static final int MIN_EXPONENT = -1000;

    private Decimals() {
    }

    /** True for zero and for values whose magnitude lies in [10^-1000, 10^1000). */
    public static boolean inRange(BigDecimal value) {
        if (value.signum() == 0) {
            return true;
        }
        long exponent = (long) value.precision() - value.scale() - 1;
        return exponent >= MIN_EXPONENT && exponent <= MAX_EXPONENT;
    }

    /** {@code value} rounded to 34 significant digits (unchanged when it has fewer). */
    public static BigDecimal round(BigDecimal value) {
        return value.precision() > MATH.getPrecision() ? value.round(MATH) : value;
    }

    /**
     * The decimal of a JSON or formula number text ({@code 0.1}, {@code -12}, {@code 1e2}),
     * rounded to 34 significant digits; null when the text is not a number.
     */
    public static BigDecimal parse(String text) {
        try {
            return round(new BigDecimal(text));
        } catch (NumberFormatException | ArithmeticException notANumber) {
            return null;
        }
    }

    /**
     * The canonical form of a result: trailing zeros removed and no negative scale, so that
     * {@link BigDecimal#toPlainString()} prints it without exponent: {@code 2.50 -> 2.5},
     * {@code 1.2E+3 -> 1200}, {@code 0.000 -> 0}.
     */
    public static BigDecimal canonical(BigDecimal value) {
        if (value.signum() == 0) {
            return BigDecimal.ZERO;
        }
        BigDecimal stripped = value.stripTrailingZeros();
        return stripped.scale() < 0 ? stripped.setScale(0) : stripped;
    }

    /** Plain notation, never an exponent: {@code 1E+2 -> "100"}, {@code 1E-7 -> "0.0000001"}. */
    public static String plain(BigDecimal value) {
        return canonical(value).toPlainString();
    }

    /**
     * {@code dividend / divisor} rounded to {@link #MATH}: the same value as
     * {@code dividend.divide(divisor, MATH)}. That call strips the quotient's trailing zeros down to
     * its "preferred scale" (dividend scale minus divisor scale) one BigInteger division by ten at a
     * time, which dominated lever analyses; giving the dividend more scale first (a multiplication
     * of its unscaled value) moves the preferred scale past the quotient's, so nothing is stripped.
     * Only the representation may differ, never the value: an exact quotient comes back padded
     * with zeros to that scale and is stripped back to its short form (its unscaled value then
     * has many trailing zero bits; a rounded 34-digit quotient rarely has 8), so later arithmetic
     * on it stays cheap.
     */
    public static BigDecimal divide(BigDecimal dividend, BigDecimal divisor) {
        BigDecimal quotient = dividend.setScale(dividend.scale() + MATH.getPrecision() + divisor.precision())
                .divide(divisor, MATH);
        return quotient.unscaledValue().getLowestSetBit() >= 8 ? withoutTrailingZeros(quotient) : quotient;
    }

    private static final int[] ZERO_RUNS = {32, 16, 8, 4, 2, 1};
    private static final java.math.BigInteger[] TEN_TO_THE = new java.math.BigInteger[33];

    static {
        for (int k = 0; k < TEN_TO_THE.length; k++) {
            TEN_TO_THE[k] = java.math.BigInteger.TEN.pow(k);
        }
    }

    /**
     * Trailing zeros removed in a few divisions by 10^32, 10^16, … 10 (BigDecimal.stripTrailingZeros
     * divides by ten once per zero). A run of k zeros needs k trailing zero bits, so a division that
     * cannot succeed is not tried.
     */
    static BigDecimal withoutTrailingZeros(BigDecimal value) {
        java.math.BigInteger unscaled = value.unscaledValue();
        int scale = value.scale();
        for (int k : ZERO_RUNS) {
            while (unscaled.getLowestSetBit() >= k) {
                java.math.BigInteger[] qr = unscaled.divideAndRemainder(TEN_TO_THE[k]);
                if (qr[1].signum() != 0) {
                    break;
                }
                unscaled = qr[0];
                scale -= k;
            }
        }
        return new BigDecimal(unscaled, scale);
    }
}
