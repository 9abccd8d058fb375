package io.attest.plugin.api.calculator;

import java.math.BigDecimal;
import java.math.BigInteger;
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
     * {@code dividend.divide(divisor, MATH)}, computed directly on the unscaled integers. That call
     * strips an exact quotient's trailing zeros one BigInteger division by ten at a time and works
     * on more digits than it needs, which dominated lever analyses. Here the dividend gets just
     * enough zeros for a 35- or 36-digit integer quotient, one BigInteger division gives it, and
     * the last one or two digits decide the rounding: half away from zero rounds up exactly when
     * the dropped digits are at least 5, 50 (a non-zero remainder only adds less than one unit of
     * the last dropped digit, so it never changes that comparison). An exact quotient comes back
     * without trailing zeros, so later arithmetic on it stays cheap.
     */
    public static BigDecimal divide(BigDecimal dividend, BigDecimal divisor) {
        if (divisor.signum() == 0) {
            throw new ArithmeticException("division by zero");
        }
        if (dividend.signum() == 0) {
            return BigDecimal.ZERO;
        }
        int precision = MATH.getPrecision();
        int shift = precision + 1 - dividend.precision() + divisor.precision();
        BigInteger numerator = dividend.unscaledValue().abs();
        BigInteger denominator = divisor.unscaledValue().abs();
        if (shift >= 0) {
            numerator = numerator.multiply(tenToThe(shift));
        } else {
            denominator = denominator.multiply(tenToThe(-shift));
        }
        BigInteger[] quotient = numerator.divideAndRemainder(denominator);
        int drop = quotient[0].compareTo(tenToThe(precision + 1)) >= 0 ? 2 : 1;
        BigInteger[] kept = quotient[0].divideAndRemainder(tenToThe(drop));
        BigInteger digits = kept[0];
        long scale = (long) dividend.scale() - divisor.scale() + shift - drop;
        if (kept[1].compareTo(HALF_OF_TEN_TO_THE[drop]) >= 0) {
            digits = digits.add(BigInteger.ONE);
            if (digits.equals(tenToThe(precision))) { // 99…9 rounded up: one digit more, shortened
                digits = tenToThe(precision - 1);
                scale--;
            }
        }
        BigDecimal result = new BigDecimal(dividend.signum() == divisor.signum() ? digits : digits.negate(),
                Math.toIntExact(scale));
        boolean exact = quotient[1].signum() == 0 && kept[1].signum() == 0;
        return exact ? withoutTrailingZeros(result) : result;
    }

    private static final int[] ZERO_RUNS = {32, 16, 8, 4, 2, 1};
    private static final BigInteger[] TEN_TO_THE = new BigInteger[72];
    /** 5 × 10^(k−1): half of 10^k, the rounding threshold for k dropped digits. */
    private static final BigInteger[] HALF_OF_TEN_TO_THE = new BigInteger[3];

    static {
        for (int k = 0; k < TEN_TO_THE.length; k++) {
            TEN_TO_THE[k] = BigInteger.TEN.pow(k);
        }
        for (int k = 1; k < HALF_OF_TEN_TO_THE.length; k++) {
            HALF_OF_TEN_TO_THE[k] = BigInteger.valueOf(5).multiply(TEN_TO_THE[k - 1]);
        }
    }

    private static BigInteger tenToThe(int k) {
        return k < TEN_TO_THE.length ? TEN_TO_THE[k] : BigInteger.TEN.pow(k);
    }

    /**
     * Trailing zeros removed in a few divisions by 10^32, 10^16, … 10 (BigDecimal.stripTrailingZeros
     * divides by ten once per zero). A run of k zeros needs k trailing zero bits, so a division that
     * cannot succeed is not tried.
     */
    public static BigDecimal withoutTrailingZeros(BigDecimal value) {
        BigInteger unscaled = value.unscaledValue();
        int scale = value.scale();
        for (int k : ZERO_RUNS) {
            while (unscaled.getLowestSetBit() >= k) {
                BigInteger[] qr = unscaled.divideAndRemainder(TEN_TO_THE[k]);
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
