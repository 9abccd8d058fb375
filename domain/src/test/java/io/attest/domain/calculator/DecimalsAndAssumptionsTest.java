package io.attest.domain.calculator;

import io.attest.plugin.api.calculator.Decimals;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DecimalsAndAssumptionsTest {

    /** The fast division is BigDecimal's own divide(…, MATH) in value, whatever the operands' digits and scales. */
    @Test
    void divisionHasTheValueOfBigDecimalsDivideAndExactQuotientsStayShort() {
        java.util.Random random = new java.util.Random(5);
        for (int i = 0; i < 100_000; i++) {
            BigDecimal dividend = randomDecimal(random);
            BigDecimal divisor = randomDecimal(random);
            if (divisor.signum() == 0) {
                continue;
            }
            BigDecimal expected = dividend.divide(divisor, Decimals.MATH);
            BigDecimal actual = Decimals.divide(dividend, divisor);
            assertThat(actual.compareTo(expected)).as("%s / %s", dividend, divisor).isZero();
            assertThat(actual.precision()).isLessThanOrEqualTo(34);
        }
        assertThat(Decimals.divide(new BigDecimal("3000"), new BigDecimal("12")).precision()).isLessThanOrEqualTo(3);
        assertThat(Decimals.divide(BigDecimal.ONE, new BigDecimal("3")))
                .isEqualTo(BigDecimal.ONE.divide(new BigDecimal("3"), Decimals.MATH));
    }

    /** Ties, negative ties and a carry through 34 nines: the rounding at the edge of the precision. */
    @ParameterizedTest(name = "{0} / {1}")
    @CsvSource({
            "12345678901234567890123456789012345, 10",       // …1234.5: a tie, away from zero
            "-12345678901234567890123456789012345, 10",
            "12345678901234567890123456789012345, -10",
            "12345678901234567890123456789012344.9, 10",     // just below the tie
            "99999999999999999999999999999999999, 1",        // 35 nines: rounds up to 10^35
            "-99999999999999999999999999999999995, 10",
            "1, 3", "2, 3", "-2, 3", "1, 7", "22, 7", "1E-900, 3E+90", "7.000, 0.0007", "0, 5", "0.000, -3",
    })
    void divisionRoundsAtTheThirtyFourthDigitAsBigDecimalDoes(String dividend, String divisor) {
        BigDecimal expected = new BigDecimal(dividend).divide(new BigDecimal(divisor), Decimals.MATH);
        BigDecimal actual = Decimals.divide(new BigDecimal(dividend), new BigDecimal(divisor));
        assertThat(actual).isEqualByComparingTo(expected);
        assertThat(actual.precision()).isLessThanOrEqualTo(34);
    }

    @Test
    void trailingZerosAreRemovedAsStripTrailingZerosDoes() {
        java.util.Random random = new java.util.Random(6);
        for (int i = 0; i < 20_000; i++) {
            BigDecimal value = new BigDecimal(new java.math.BigInteger(1 + random.nextInt(120), random), random.nextInt(80) - 40)
                    .multiply(BigDecimal.TEN.pow(random.nextInt(70)));
            BigDecimal stripped = Decimals.withoutTrailingZeros(value);
            assertThat(stripped.compareTo(value)).isZero();
            if (value.signum() != 0) {
                assertThat(stripped).isEqualTo(value.stripTrailingZeros());
            }
        }
    }

    private static BigDecimal randomDecimal(java.util.Random random) {
        int digits = 1 + random.nextInt(random.nextBoolean() ? 4 : 40);
        StringBuilder b = new StringBuilder(random.nextInt(4) == 0 ? "-" : "");
        for (int d = 0; d < digits; d++) {
            b.append((char) ('0' + random.nextInt(10)));
        }
        return new BigDecimal(new java.math.BigInteger(b.toString()), random.nextInt(40) - 10);
    }

    @ParameterizedTest(name = "{0} prints as {1}")
    @CsvSource({"1E+2, 100", "1E-7, 0.0000001", "2.50, 2.5", "0.000, 0", "-1.2E+3, -1200", "0E+5, 0", "123.456, 123.456"})
    void printsPlainCanonicalNumbers(String value, String plain) {
        assertThat(Decimals.plain(new BigDecimal(value))).isEqualTo(plain);
    }

    @Test
    void readsNumberTextExactlyAndRoundsTo34Digits() {
        assertThat(Decimals.parse("0.1")).isEqualTo(new BigDecimal("0.1"));
        assertThat(Decimals.parse("1e2")).isEqualByComparingTo("100");
        assertThat(Decimals.parse("0.12345678901234567890123456789012345")).isEqualTo(new BigDecimal("0.1234567890123456789012345678901235"));
        assertThat(Decimals.parse("-0.12345678901234567890123456789012345")).isEqualTo(new BigDecimal("-0.1234567890123456789012345678901235"));
        assertThat(Decimals.parse("abc")).isNull();
    }

    @Test
    void theRangeIsTenToTheMinusThousandToTenToTheThousand() {
        assertThat(Decimals.inRange(BigDecimal.ZERO)).isTrue();
        assertThat(Decimals.inRange(new BigDecimal("9.99e999"))).isTrue();
        assertThat(Decimals.inRange(new BigDecimal("1e1000"))).isFalse();
        assertThat(Decimals.inRange(new BigDecimal("-1e1000"))).isFalse();
        assertThat(Decimals.inRange(new BigDecimal("1e-1000"))).isTrue();
        assertThat(Decimals.inRange(new BigDecimal("9e-1001"))).isFalse();
    }

    @Test
    void splitsNamesIntoWords() {
        assertThat(AssumptionRules.words("nightlyRate")).containsExactly("nightly", "rate");
        assertThat(AssumptionRules.words("cleaning_fees")).containsExactly("cleaning", "fees");
        assertThat(AssumptionRules.words("ADRUplift2x")).containsExactly("adr", "uplift", "2", "x");
        assertThat(AssumptionRules.words("occupancyPct")).containsExactly("occupancy", "pct");
    }

    @ParameterizedTest(name = "{0} ({1}) = {2} -> {3}")
    @CsvSource(nullValues = "-", value = {
            "occupancy, -, 1.2, occupancy_out_of_range",
            "occupancy, -, 0.85, -",
            "vacancyRate, -, -0.1, occupancy_out_of_range",
            "interest_rate, -, 7, rate_out_of_range",
            "tax_rate, -, 1, -",
            "fee_pct, -, 0.03, -",
            "nightly_rate, -, 180, -",        // a rate per night is a price, not a fraction
            "nightly_rate, -, -5, negative_price",
            "rent, -, -1, negative_rent",
            "monthly_rent, -, 0, -",
            "price, -, -0.01, negative_price",
            "cleaning_cost, -, -3, negative_cost",
            "fees, -, -3, negative_cost",
            "other_expenses, -, -3, negative_expense",
            "misc, expense, -3, negative_expense",
            "misc, income, -3, negative_income",
            "misc, rate, 1.5, rate_out_of_range",
            "misc, count, 2.5, count_not_whole",
            "misc, count, 3.00, -",
            "misc, count, -1, negative_count",
            "rent, income, 5, -",             // the type decides, not the name
            "rent, rate, 5, rate_out_of_range",
            "growth, -, -5, -",               // nothing says what growth should be
    })
    void flagsValuesOutsideTheirExpectedRange(String name, String type, String value, String reason) {
        LineType lineType = type == null ? null : LineType.fromWire(type).orElseThrow();
        var result = AssumptionRules.check(name, lineType, new BigDecimal(value));
        if (reason == null) {
            assertThat(result).isEmpty();
        } else {
            assertThat(result).hasValueSatisfying(b -> {
                assertThat(b.reason()).isEqualTo(reason);
                assertThat(b.input()).isEqualTo(name);
                assertThat(b.message()).contains(name);
            });
        }
    }
}
