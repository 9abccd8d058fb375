package io.attest.plugins.formulabuiltin;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.attest.plugin.api.calculator.EvaluationFailure;
import io.attest.plugin.api.calculator.Formula;
import io.attest.plugin.api.calculator.FormulaParse;
import io.attest.plugin.api.calculator.FormulaProblem;
import io.attest.plugin.api.calculator.IncrementalFormula;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The formula language of docs/calculator.md, one rule at a time. */
class FormulaLanguageTest {

    private static final BuiltinFormulaEngine ENGINE = new BuiltinFormulaEngine();

    /** Evaluates {@code formula} with {@code values} by name; the result in plain notation as computed. */
    static BigDecimal eval(String formula, Map<String, String> values) {
        FormulaParse parse = ENGINE.parse(formula);
        assertThat(parse).as(formula).isInstanceOf(FormulaParse.Parsed.class);
        Formula compiled = ((FormulaParse.Parsed) parse).formula();
        List<String> refs = compiled.references();
        int[] slots = new int[refs.size()];
        BigDecimal[] array = new BigDecimal[refs.size()];
        for (int i = 0; i < refs.size(); i++) {
            slots[i] = i;
            String value = values.get(refs.get(i));
            assertThat(value).as("value of " + refs.get(i)).isNotNull();
            array[i] = new BigDecimal(value);
        }
        return compiled.bind(slots).evaluate(array, new BigDecimal[compiled.scratchSize()]);
    }

    static String evalPlain(String formula) {
        return eval(formula, Map.of()).stripTrailingZeros().toPlainString();
    }

    static List<FormulaProblem> problems(String formula) {
        FormulaParse parse = ENGINE.parse(formula);
        assertThat(parse).as(formula).isInstanceOf(FormulaParse.Rejected.class);
        return ((FormulaParse.Rejected) parse).problems();
    }

    @Test
    void isFoundByServiceLoader() {
        assertThat(ServiceLoader.load(io.attest.plugin.api.calculator.FormulaEngine.class).stream()
                .map(p -> p.get().id())).contains("formula-builtin");
    }

    @ParameterizedTest(name = "{0} = {1}")
    @CsvSource(delimiter = '|', value = {
            "1 + 2 * 3 | 7",
            "(1 + 2) * 3 | 9",
            "10 - 4 - 3 | 3",             // left-associative: (10 - 4) - 3
            "100 / 10 / 5 | 2",           // (100 / 10) / 5
            "2 * 3 / 4 | 1.5",
            "10 - 2 * 3 + 1 | 5",
            "8 / 2 * 4 | 16",             // same precedence, left to right: (8 / 2) * 4
            "-2 * 3 | -6",
            "-(2 + 3) | -5",
            "--4 | 4",
            "3 - -2 | 5",
            "2 * -3 | -6",
            "-2 - -2 | 0",
            "- 3 | -3",
            ".5 + 1.25 | 1.75",
            "1e2 + 1E-2 | 100.01",
            "2.5e+1 | 25",
            "0.1 + 0.2 | 0.3",            // decimal, not binary floating point
            "1 / 3 | 0.3333333333333333333333333333333333",
            "2 / 3 | 0.6666666666666666666666666666666667",   // 34 digits, last one rounded half up
            "-2 / 3 | -0.6666666666666666666666666666666667", // ...and half away from zero when negative
            "10 / 4 | 2.5",
            "min(3) | 3",
            "min(3, 1, 2) | 1",
            "max(3, 1, 2) | 3",
            "max(-1, -5) | -1",
            "min(max(1, 2), max(3, min(4, 5))) | 2",
            "round(2.5) | 3",
            "round(-2.5) | -3",           // ties away from zero, also when negative
            "round(2.4999) | 2",
            "round(-2.4999) | -2",
            "round(1.005, 2) | 1.01",     // exact decimal: 1.005 is a tie
            "round(-1.005, 2) | -1.01",
            "round(1234.5, -2) | 1200",
            "round(-1250, -2) | -1300",
            "round(1250, -2) | 1300",
            "round(0.125, 2) | 0.13",
            "round(2.567, 1.9) | 2.6",    // digits truncated toward zero: 1.9 -> 1
            "round(2.567, -0.5) | 3",     // -0.5 -> 0
            "round(7, 3) | 7",            // never adds digits
            "round(round(2.45, 1)) | 3",  // 2.45 -> 2.5 -> 3
            "round(min(2.5, 3) * 2 + max(1, round(0.5)), 0) | 6",
            "round(123456, -2000) | 0",
    })
    void evaluatesWithTheDocumentedSemantics(String formula, String expected) {
        assertThat(evalPlain(formula)).isEqualTo(expected);
    }

    @Test
    void spacesTabsAndNewlinesSeparateTokens() {
        assertThat(evalPlain(" ( 1+2 )\t*\r\n3 ")).isEqualTo("9");
        assertThat(problems("1 +\u00a02").get(0).position()).isEqualTo(3); // a no-break space is not whitespace here
    }

    @Test
    void keepsThirtyFourSignificantDigits() {
        // 1 + 1e-33 needs 34 digits and is exact; 1 + 1e-34 would need 35 and rounds back to 1.
        assertThat(evalPlain("1 + 0.000000000000000000000000000000001")).isEqualTo("1.000000000000000000000000000000001");
        assertThat(evalPlain("1 + 0.0000000000000000000000000000000001")).isEqualTo("1");
        assertThat(evalPlain("1 + 0.00000000000000000000000000000000005")).isEqualTo("1");
        // a literal with more than 34 digits is rounded half up to 34
        assertThat(evalPlain("1.23456789012345678901234567890123456")).isEqualTo("1.234567890123456789012345678901235");
        assertThat(evalPlain("12345678901234567890123456789012345 * 1")).isEqualTo("12345678901234567890123456789012350");
    }

    @Test
    void roundingFarAboveAValueGivesExactlyWhatSetScaleGives() {
        // round takes a shortcut when the value is below a tenth of the rounding unit (no power of
        // ten of thousands of digits); value and scale must stay those of BigDecimal.setScale
        java.util.Random random = new java.util.Random(16);
        for (int i = 0; i < 20_000; i++) {
            BigDecimal value = new BigDecimal(java.math.BigInteger.valueOf(random.nextLong()).shiftRight(random.nextInt(64)),
                    random.nextInt(2_060) - 1_030);
            int digits = random.nextInt(4_001) - 2_000;
            if (i % 4 == 0) { // around the value's leading digit, where the shortcut starts
                digits = value.scale() - value.precision() + random.nextInt(5) - 2;
                digits = Math.max(-2_000, Math.min(2_000, digits));
            }
            BigDecimal expected = value.scale() <= digits ? value : value.setScale(digits, java.math.RoundingMode.HALF_UP);
            assertThat(Program.round(value, digits)).as("round(%s, %d)", value, digits).isEqualTo(expected);
        }
        assertThat(Program.round(new BigDecimal("-4.9E-3"), 1)).isEqualTo(new BigDecimal("0.0"));
        assertThat(Program.round(new BigDecimal("5E-3"), 2)).isEqualTo(new BigDecimal("0.01"));
    }

    @Test
    void eachOperationRoundsSoOrderMatters() {
        assertThat(evalPlain("1 / 3 * 3")).isEqualTo("0.9999999999999999999999999999999999");
        assertThat(evalPlain("1 * 3 / 3")).isEqualTo("1");
    }

    @Test
    void readsNamesAndReportsThemOnceInOrderOfFirstUse() {
        Formula formula = ((FormulaParse.Parsed) ENGINE.parse("rent * occupancy + rent - fees / _x1")).formula();
        assertThat(formula.references()).containsExactly("rent", "occupancy", "fees", "_x1");
        assertThat(eval("rent * occupancy + rent - fees / _x1",
                Map.of("rent", "100", "occupancy", "0.5", "fees", "10", "_x1", "4"))).isEqualByComparingTo("147.5");
        assertThat(eval("Rent - rent", Map.of("Rent", "3", "rent", "1"))).isEqualByComparingTo("2"); // case-sensitive
    }

    @Test
    void divisionByZeroIsAnEvaluationFailure() {
        assertThatThrownBy(() -> eval("1 / (x - 2)", Map.of("x", "2")))
                .isInstanceOfSatisfying(EvaluationFailure.class, f -> assertThat(f.kind()).isEqualTo(EvaluationFailure.Kind.DIVISION_BY_ZERO));
        assertThatThrownBy(() -> eval("0 / 0", Map.of())).isInstanceOf(EvaluationFailure.class);
        assertThat(evalPlain("0 / 5")).isEqualTo("0");
    }

    /** A recording belongs to the bound formula that made it: another one's is refused, not misread. */
    @Test
    void refusesTheRecordingOfAnotherFormula() {
        Formula formula = ((FormulaParse.Parsed) ENGINE.parse("a * 2 + 1")).formula();
        IncrementalFormula first = (IncrementalFormula) formula.bind(new int[] {0});
        IncrementalFormula second = (IncrementalFormula) formula.bind(new int[] {0});
        BigDecimal[] values = {new BigDecimal("3")};
        BigDecimal[] scratch = new BigDecimal[formula.scratchSize()];
        IncrementalFormula.Recording recording = first.record(values, scratch);
        assertThat(recording.value()).isEqualByComparingTo("7");
        assertThat(first.evaluate(new BigDecimal[] {new BigDecimal("4")}, scratch, recording)).isEqualByComparingTo("9");
        assertThatThrownBy(() -> second.evaluate(values, scratch, recording)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void foldsNegativeLiteralsIntoOneConstant() {
        Program program = (Program) ((FormulaParse.Parsed) ENGINE.parse("-5")).formula();
        assertThat(program.code()).hasSize(1);
        assertThat(program.scratchSize()).isEqualTo(1);
        Program deeper = (Program) ((FormulaParse.Parsed) ENGINE.parse("a + (b + (c + d))")).formula();
        assertThat(deeper.scratchSize()).isEqualTo(4);
    }

    @ParameterizedTest(name = "{0} -> {1} at {2}")
    @CsvSource(delimiter = '|', value = {
            "'' | syntax_error | 0",
            "'   ' | syntax_error | 3",
            "1 + | syntax_error | 3",
            "1 +* 2 | syntax_error | 3",
            "(1 + 2 | syntax_error | 6",
            "1 + 2) | syntax_error | 5",
            "a b | syntax_error | 2",
            "2x | syntax_error | 1",
            "1. | syntax_error | 2",
            "1e | syntax_error | 1",
            "+1 | syntax_error | 0",
            "a % b | syntax_error | 2",
            "a ^ 2 | syntax_error | 2",
            "min(1,) | syntax_error | 6",
            "min(1 2) | syntax_error | 6",
            "round | syntax_error | 0",
            "x + max | syntax_error | 4",
            "é | syntax_error | 0",
            "()| syntax_error | 1",
            "1e99999 | syntax_error | 0",
            "sqrt(4) | unknown_function | 0",
            "1 + MIN(2, 3) | unknown_function | 4",
            "min() | wrong_argument_count | 0",
            "max() | wrong_argument_count | 0",
            "round() | wrong_argument_count | 0",
            "round(1, 2, 3) | wrong_argument_count | 0",
    })
    void refusesWithTheReasonAndPosition(String formula, String reason, int position) {
        FormulaProblem first = problems(formula).get(0);
        assertThat(first.reason().wireName()).isEqualTo(reason);
        assertThat(first.position()).isEqualTo(position);
        assertThat(first.message()).isNotBlank();
    }

    @Test
    void reportsEveryFunctionProblemOfAFormula() {
        List<FormulaProblem> problems = problems("sqrt(a) + round(1, 2, 3) + pow(b, 2)");
        assertThat(problems).extracting(p -> p.reason().wireName() + "@" + p.position())
                .containsExactly("unknown_function@0", "wrong_argument_count@10", "unknown_function@27");
        // a syntax error after function problems ends the list
        assertThat(problems("sqrt(a) + (")).extracting(p -> p.reason().wireName())
                .containsExactly("unknown_function", "syntax_error");
    }

    @Test
    void capsNestingButNotChainLength() {
        String deep = "(".repeat(Parser.MAX_NESTING + 1) + "1" + ")".repeat(Parser.MAX_NESTING + 1);
        assertThat(problems(deep).get(0).message()).contains("levels deep");
        String fine = "(".repeat(Parser.MAX_NESTING) + "1" + ")".repeat(Parser.MAX_NESTING);
        assertThat(evalPlain(fine)).isEqualTo("1");
        assertThat(problems("-".repeat(300) + "1").get(0).reason()).isEqualTo(FormulaProblem.Reason.SYNTAX_ERROR);

        StringBuilder chain = new StringBuilder("0");
        for (int i = 0; i < 5_000; i++) {
            chain.append(" + 1");
        }
        assertThat(evalPlain(chain.toString())).isEqualTo("5000");
    }

    @Test
    void resultsAreDeterministicToTheBit() {
        String formula = "round(a / b * c - min(a, b, c) / 7, 5) + max(a * a, b / c)";
        Map<String, String> values = Map.of("a", "1.1", "b", "3", "c", "-0.7");
        BigDecimal first = eval(formula, values);
        for (int i = 0; i < 20; i++) {
            BigDecimal again = eval(formula, values);
            assertThat(again).isEqualTo(first);
            assertThat(again.unscaledValue()).isEqualTo(first.unscaledValue());
            assertThat(again.scale()).isEqualTo(first.scale());
        }
    }
}
