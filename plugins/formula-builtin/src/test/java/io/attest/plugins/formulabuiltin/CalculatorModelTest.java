package io.attest.plugins.formulabuiltin;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.attest.domain.calculator.Analysis;
import io.attest.domain.calculator.BrokenAssumption;
import io.attest.domain.calculator.CalculatorModel;
import io.attest.plugin.api.calculator.Decimals;
import io.attest.domain.calculator.Lever;
import io.attest.domain.calculator.Line;
import io.attest.domain.calculator.RunResult;
import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.ErrorCode;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Schemas compiled with the built-in engine: validation, evaluation order, runs and the lever analysis. */
class CalculatorModelTest {

    private static final BuiltinFormulaEngine ENGINE = new BuiltinFormulaEngine();

    static Line line(String id, String formula) {
        return new Line(id, null, formula, null);
    }

    static Line typed(String id, String formula, String type) {
        return new Line(id, null, formula, type);
    }

    static CalculatorModel compile(Line... lines) {
        return CalculatorModel.compile(List.of(lines), ENGINE);
    }

    static Map<String, BigDecimal> values(String... pairs) {
        Map<String, BigDecimal> values = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            values.put(pairs[i], new BigDecimal(pairs[i + 1]));
        }
        return values;
    }

    static Map<String, String> plain(RunResult result) {
        Map<String, String> plain = new LinkedHashMap<>();
        result.results().forEach((k, v) -> plain.put(k, Decimals.plain(v)));
        return plain;
    }

    @SuppressWarnings("unchecked")
    static List<Map<String, Object>> errors(AttestException e) {
        return (List<Map<String, Object>>) e.detail().get("errors");
    }

    static AttestException invalid(Line... lines) {
        AttestException e = catchThrowableOfType(AttestException.class, () -> compile(lines));
        assertThat(e).isNotNull();
        assertThat(e.code()).isEqualTo(ErrorCode.SCHEMA_VALIDATION_FAILED);
        return e;
    }

    static List<String> reasons(AttestException e) {
        return errors(e).stream().map(m -> m.get("index") + ":" + m.get("reason")).toList();
    }

    // ---------------------------------------------------------------- validation

    @Test
    void reportsEveryValidationErrorAtOnce() {
        AttestException e = invalid(
                line("a", "b + 1"),
                line("", "1"),
                line("2bad", "1"),
                line("a", "2"),
                line("c", "1 +"),
                line("d", "sqrt(a)"),
                line("e", "min()"),
                line("f", "round(1, 2, 3)"),
                typed("g", null, "salary"),
                line("h", "h + 1"),
                line("i", "j"),
                line("j", "i"),
                line("k", "l"),
                line("l", "m * 2"),
                line("m", "k"),
                line("round", "1"),
                line("has space", null));
        assertThat(reasons(e)).containsExactly(
                "1:empty_id", "2:invalid_id", "3:duplicate_id", "4:syntax_error", "5:unknown_function",
                "6:wrong_argument_count", "7:wrong_argument_count", "8:unknown_type", "9:cycle", "10:cycle", "12:cycle",
                "15:invalid_id", "16:invalid_id");
        Map<String, Object> syntax = errors(e).get(3);
        assertThat(syntax).containsEntry("line", "c").containsEntry("position", 3);
        assertThat(errors(e).get(4)).containsEntry("line", "d").containsEntry("position", 0);
        assertThat(errors(e).get(8)).containsEntry("cycle", List.of("h", "h"));
        assertThat(errors(e).get(9)).containsEntry("cycle", List.of("i", "j", "i"));
        assertThat(errors(e).get(10)).containsEntry("cycle", List.of("k", "l", "m", "k"));
        assertThat(e.detail().get("cycle")).isEqualTo(List.of("h", "h"));
        assertThat(e.getMessage()).startsWith("the schema has 13 errors");
    }

    @Test
    void aSelfReferenceIsACycle() {
        AttestException e = invalid(line("x", "x * 2"));
        assertThat(errors(e)).singleElement().satisfies(err -> {
            assertThat(err).containsEntry("reason", "cycle").containsEntry("line", "x");
            assertThat(err.get("message").toString()).contains("refers to itself");
        });
        assertThat(e.detail().get("cycle")).isEqualTo(List.of("x", "x"));
    }

    @Test
    void theCyclePathFollowsTheReferencesFromTheFirstLineOfTheCycle() {
        AttestException e = invalid(line("out", "a"), line("a", "b + 1"), line("b", "c * 2"), line("c", "a - 1"), line("d", "c"));
        assertThat(e.detail().get("cycle")).isEqualTo(List.of("a", "b", "c", "a"));
        assertThat(reasons(e)).containsExactly("1:cycle");
    }

    @Test
    void aCycleInALongChainIsFoundWithoutRecursion() {
        List<Line> lines = new ArrayList<>();
        int n = 10_000;
        for (int i = 0; i < n; i++) {
            lines.add(line("v" + i, "v" + ((i + 1) % n) + " + 1"));
        }
        AttestException e = catchThrowableOfType(AttestException.class, () -> CalculatorModel.compile(lines, ENGINE));
        @SuppressWarnings("unchecked")
        List<String> cycle = (List<String>) e.detail().get("cycle");
        assertThat(cycle).hasSize(n + 1).startsWith("v0", "v1").endsWith("v9999", "v0");
    }

    @Test
    void anEmptySchemaIsInvalid() {
        AttestException e = catchThrowableOfType(AttestException.class, () -> CalculatorModel.compile(List.of(), ENGINE));
        assertThat(errors(e)).singleElement().satisfies(err -> assertThat(err).containsEntry("reason", "no_lines"));
    }

    // ---------------------------------------------------------------- evaluation

    @Test
    void evaluatesInDependencyOrderWhateverTheSchemaOrder() {
        CalculatorModel model = compile(line("total", "sub + tax"), line("tax", "round(sub * rate, 2)"),
                line("sub", "price * qty"), line("price", null));
        RunResult result = model.run(values("price", "19.99", "qty", "3", "rate", "0.0825"));
        assertThat(plain(result)).containsExactly(
                Map.entry("total", "64.92"), Map.entry("tax", "4.95"), Map.entry("sub", "59.97"),
                Map.entry("price", "19.99"), Map.entry("rate", "0.0825"), Map.entry("qty", "3"));
        assertThat(model.inputs()).containsExactly("price", "rate", "qty");
    }

    @Test
    void aTenThousandLineChainCompilesAndRuns() {
        List<Line> lines = new ArrayList<>();
        int n = 10_000;
        for (int i = n - 1; i >= 1; i--) { // written downstream first: order must come from the graph
            lines.add(line("v" + i, "v" + (i - 1) + " + 1"));
        }
        lines.add(line("v0", "start"));
        CalculatorModel model = CalculatorModel.compile(lines, ENGINE);
        RunResult result = model.run(values("start", "0.5"));
        assertThat(result.results().get("v9999")).isEqualByComparingTo("9999.5");
        assertThat(result.analysis().output()).isEqualTo("v9999");
        assertThat(result.analysis().rankedLevers()).singleElement().satisfies(lever -> {
            assertThat(lever.input()).isEqualTo("start");
            assertThat(lever.impact()).isEqualByComparingTo("0.005");
        });
    }

    @Test
    void diamondsReadTheSharedLineOnce() {
        CalculatorModel model = compile(line("top", "x * 2"), line("left", "top + 1"), line("right", "top * 3"),
                line("bottom", "left + right"));
        RunResult result = model.run(values("x", "5"));
        assertThat(plain(result)).containsEntry("top", "10").containsEntry("left", "11").containsEntry("right", "30")
                .containsEntry("bottom", "41");
        // bottom = 2x + 1 + 6x = 8x + 1: a 1% move of x = 0.05 moves it by 0.4
        assertThat(result.analysis().rankedLevers().get(0).impact()).isEqualByComparingTo("0.4");
    }

    @Test
    void valuesAreCheckedByName() {
        CalculatorModel model = compile(line("rent", null), line("net", "revenue - rent"));
        assertField(() -> model.run(values("rent", "1", "revenue", "5", "bogus", "1")), "values.bogus");
        assertField(() -> model.run(values("rent", "1", "revenue", "5", "net", "1")), "values.net");
        assertField(() -> model.run(values("revenue", "5")), "values.rent");
        assertField(() -> model.run(values("rent", "5")), "values.revenue");
        assertField(() -> model.run(values("rent", "1e1000", "revenue", "5")), "values.rent");
        assertThat(plain(model.run(values("revenue", "5", "rent", "1.50")))).containsEntry("net", "3.5");
    }

    private static void assertField(Runnable call, String field) {
        assertThatThrownBy(call::run).isInstanceOfSatisfying(AttestException.class, e -> {
            assertThat(e.code()).isEqualTo(ErrorCode.INVALID_REQUEST);
            assertThat(e.field()).isEqualTo(field);
        });
    }

    @Test
    void divisionByZeroNamesTheLine() {
        CalculatorModel model = compile(line("units", null), line("per_unit", "cost / units"), line("out", "per_unit * 2"));
        AttestException e = catchThrowableOfType(AttestException.class, () -> model.run(values("units", "0", "cost", "5")));
        assertThat(e.code()).isEqualTo(ErrorCode.EVALUATION_FAILED);
        assertThat(e.detail()).containsEntry("kind", "division_by_zero").containsEntry("line", "per_unit");
    }

    @Test
    void valuesBeyondTheRangeFailNamingTheLine() {
        CalculatorModel model = compile(line("a", "x * x"), line("b", "a * a"));
        AttestException e = catchThrowableOfType(AttestException.class, () -> model.run(values("x", "1e300")));
        assertThat(e.detail()).containsEntry("kind", "out_of_range").containsEntry("line", "b");
    }

    // ---------------------------------------------------------------- analysis

    @Test
    void theOutputIsTheLastLineNothingReferences() {
        assertThat(compile(line("a", "x"), line("b", "a"), line("c", "x * 2")).output()).isEqualTo("c");
        assertThat(compile(line("c", "x * 2"), line("a", "x"), line("b", "a")).output()).isEqualTo("b");
        // an unreferenced line typed output wins over a later unreferenced line
        assertThat(compile(typed("net", "x - y", "output"), line("note", "x * 0")).output()).isEqualTo("net");
        // a referenced output-typed line is not the output
        assertThat(compile(typed("net", "x - y", "output"), line("annual", "net * 12")).output()).isEqualTo("annual");
    }

    @Test
    void leversAreRankedPerPercentThenPerUnit() {
        // out = 3a - b + 100c + 0d + e(=0)*50 ; a=10, b=40, c=0 (per unit), d=7 (no effect), e=0 (per unit)
        CalculatorModel model = compile(line("out", "3 * a - b + 100 * c + 0 * d + 50 * e"));
        Analysis analysis = model.run(values("a", "10", "b", "40", "c", "0", "d", "7", "e", "0")).analysis();
        assertThat(analysis.rankedLevers()).extracting(l -> l.input() + " " + l.measure() + " " + Decimals.plain(l.impact())
                        + " " + l.direction().wireName())
                .containsExactly(
                        "b PER_PCT -0.4 negative",   // |−0.4| > |0.3|
                        "a PER_PCT 0.3 positive",
                        "d PER_PCT 0 none",
                        "c PER_UNIT 100 positive",
                        "e PER_UNIT 50 positive");
        assertThat(analysis.headline()).isEqualTo("b is the top lever on out: a 1% increase lowers out by 0.4.");
    }

    @Test
    void largeSchemasAreMeasuredOnSeveralCoresWithTheSameResult() {
        // 400 inputs x 400 computed lines: above the threshold for measuring levers in parallel
        List<Line> lines = new ArrayList<>();
        Map<String, BigDecimal> values = new LinkedHashMap<>();
        for (int i = 0; i < 400; i++) {
            lines.add(line("c" + i, (i == 0 ? "" : "c" + (i - 1) + " + ") + "in" + i + " * " + (i + 1)));
            values.put("in" + i, BigDecimal.ONE);
        }
        List<Lever> levers = CalculatorModel.compile(lines, ENGINE).run(values).analysis().rankedLevers();
        assertThat(levers).hasSize(400);
        for (int rank = 0; rank < 400; rank++) {
            int i = 399 - rank; // in_i moves the output by 0.01 * (i + 1): the largest first
            assertThat(levers.get(rank).input()).isEqualTo("in" + i);
            assertThat(levers.get(rank).impact()).isEqualByComparingTo(BigDecimal.valueOf(i + 1, 2));
        }
    }

    @Test
    void aMoveThatBreaksAFormulaIsListedLast() {
        // at x = 100 the run works; x moved by 1% is 101, which makes the divisor zero
        CalculatorModel model = compile(line("out", "y + 1 / (x - 101)"));
        Analysis analysis = model.run(Map.of("x", new BigDecimal("100"), "y", new BigDecimal("3"))).analysis();
        assertThat(analysis.rankedLevers()).extracting(Lever::input).containsExactly("y", "x");
        Lever broken = analysis.rankedLevers().get(1);
        assertThat(broken.impact()).isNull();
        assertThat(broken.failure().wireName()).isEqualTo("division_by_zero");
    }

    @Test
    void rentalExampleFromTheDocs() {
        CalculatorModel model = compile(
                new Line("nightly_rate", "Nightly rate", null, null),
                new Line("occupancy", "Occupancy", null, "rate"),
                new Line("nights", "Nights per month", "30 * occupancy", null),
                new Line("revenue", "Monthly revenue", "nightly_rate * nights", "income"),
                new Line("platform_fees", "Platform fees", "revenue * fee_pct", "expense"),
                new Line("cleaning", "Cleaning", "turnovers * cleaning_fee", "expense"),
                new Line("rent", "Monthly rent", null, "expense"),
                new Line("costs", "Monthly costs", "rent + platform_fees + cleaning + utilities", "expense"),
                new Line("monthly_net", "Monthly net", "round(revenue - costs, 2)", "output"));
        RunResult result = model.run(values("nightly_rate", "180", "occupancy", "0.7", "rent", "2100",
                "fee_pct", "0.03", "turnovers", "8", "cleaning_fee", "85", "utilities", "250"));
        assertThat(plain(result)).containsExactly(
                Map.entry("nightly_rate", "180"), Map.entry("occupancy", "0.7"), Map.entry("nights", "21"),
                Map.entry("revenue", "3780"), Map.entry("platform_fees", "113.4"), Map.entry("cleaning", "680"),
                Map.entry("rent", "2100"), Map.entry("costs", "3143.4"), Map.entry("monthly_net", "636.6"),
                Map.entry("fee_pct", "0.03"), Map.entry("turnovers", "8"), Map.entry("cleaning_fee", "85"),
                Map.entry("utilities", "250"));
        Analysis analysis = result.analysis();
        assertThat(analysis.output()).isEqualTo("monthly_net");
        assertThat(analysis.rankedLevers()).extracting(l -> l.input() + " " + Decimals.plain(l.impact()))
                .containsExactly("nightly_rate 36.67", "occupancy 36.67", "rent -21", "turnovers -6.8",
                        "cleaning_fee -6.8", "utilities -2.5", "fee_pct -1.13");
        assertThat(analysis.headline()).isEqualTo("Nightly rate is the top lever on Monthly net: a 1% increase raises Monthly net by 36.67.");
        assertThat(analysis.brokenAssumptions()).isEmpty();

        Analysis wrong = model.run(values("nightly_rate", "180", "occupancy", "70", "rent", "-2100",
                "fee_pct", "3", "turnovers", "8", "cleaning_fee", "85", "utilities", "250")).analysis();
        assertThat(wrong.brokenAssumptions()).extracting(BrokenAssumption::input, BrokenAssumption::reason)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple("occupancy", "rate_out_of_range"),
                        org.assertj.core.groups.Tuple.tuple("rent", "negative_expense"),
                        org.assertj.core.groups.Tuple.tuple("fee_pct", "rate_out_of_range"));
    }

    @Test
    void headlinesForModelsWithoutLevers() {
        assertThat(compile(line("k", "2 * 3")).run(Map.of()).analysis().headline()).isEqualTo("k does not depend on any input.");
        assertThat(compile(line("k", "x * 0")).run(values("x", "4")).analysis().headline())
                .isEqualTo("None of the inputs moves k: a 1% change in any of them (+1 for those at 0) leaves it unchanged.");
        // all per-percent levers are flat, a zero input is not: the headline names it
        assertThat(compile(line("out", "cost / units * 2")).run(values("units", "4", "cost", "0")).analysis().headline())
                .isEqualTo("cost is the top lever on out: each +1 raises out by 0.5.");
    }
}
