package io.attest.plugins.formulabuiltin;

import static io.attest.plugins.formulabuiltin.CalculatorModelTest.errors;
import static io.attest.plugins.formulabuiltin.CalculatorModelTest.line;
import static io.attest.plugins.formulabuiltin.CalculatorModelTest.values;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.attest.domain.calculator.CalculatorModel;
import io.attest.domain.calculator.Line;
import io.attest.domain.calculator.RunCost;
import io.attest.domain.calculator.RunGuard;
import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.ErrorCode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The cost of a run counted at creation (docs/calculator.md, "Cost") and the budget that refuses a schema. */
class RunCostTest {

    private static final BuiltinFormulaEngine ENGINE = new BuiltinFormulaEngine();

    @Test
    void countsEveryLineOnceAndAgainForEachInputThatMovesItOnTheWayToTheOutput() {
        CalculatorModel model = CalculatorModel.compile(List.of(
                line("a", null),
                line("b", "a * 2"),            // 3 operations: a, 2, *
                line("side", "a + 100"),       // 3, read by nothing but not the output: evaluated once, never re-evaluated
                line("c", "b + x"),            // 3
                line("d", "c / 2 + round(y)")  // 6: c, 2, /, y, round, +
        ), ENGINE);
        assertThat(model.output()).isEqualTo("d");
        RunCost cost = model.cost();
        assertThat(cost.evaluation()).isEqualTo(3 + 3 + 3 + 6);
        // a moves b, c, d (12); x moves c, d (9); y moves d (6)
        assertThat(cost.operations()).isEqualTo(15 + 12 + 9 + 6);
        assertThat(cost.complete()).isTrue();
        assertThat(cost.heaviest()).containsExactly(
                new RunCost.LineCost(4, "d", 6, 4), new RunCost.LineCost(3, "c", 3, 3), new RunCost.LineCost(1, "b", 3, 2));

        // here every move changes every line it reaches, so a run executes exactly the cost
        RunGuard guard = RunGuard.unlimited();
        model.run(values("a", "5", "x", "1.5", "y", "2.4"), guard);
        assertThat(guard.operations()).isEqualTo(42);
    }

    @Test
    void theSchemaOfIssue16IsRefusedWithItsFigures() {
        // 600 lines, each the previous one plus the same 1,500 inputs: within the old cap of a
        // million line re-evaluations (900,000), but 44 s of CPU per run
        List<Line> lines = issue16Schema();
        AttestException e = catchThrowableOfType(AttestException.class, () -> CalculatorModel.compile(lines, ENGINE));
        assertThat(e.code()).isEqualTo(ErrorCode.SCHEMA_VALIDATION_FAILED);
        Map<String, Object> error = errors(e).get(0);
        assertThat(errors(e)).hasSize(1);
        // l0 has 1,500 names and 1,499 additions; the others one name and one addition more; each is
        // evaluated once and again for each of the 1,500 inputs
        long perEvaluation = 2_999 + 599L * 3_001;
        assertThat(error).containsEntry("reason", "too_complex")
                .containsEntry("cost", 1_501 * perEvaluation)
                .containsEntry("budget", CalculatorModel.DEFAULT_COST_BUDGET)
                .doesNotContainKey("cost_is_lower_bound")
                .doesNotContainKey("line");
        assertThat(error.get("heaviest_lines")).isEqualTo(List.of(
                Map.of("index", 1, "line", "l1", "operations", 3_001, "evaluations", 1_501L),
                Map.of("index", 2, "line", "l2", "operations", 3_001, "evaluations", 1_501L),
                Map.of("index", 3, "line", "l3", "operations", 3_001, "evaluations", 1_501L)));
        assertThat(error.get("message").toString())
                .contains("2,702,697,598 formula operations", "the budget is 10,000,000", "'l1' (3,001 operations × 1,501 evaluations)");
    }

    @Test
    void aSchemaAtTheBudgetIsAcceptedAndOneOperationAboveItIsRefused() {
        List<Line> lines = List.of(line("total", "in0 + in1 * 2 + in2"), line("net", "round(total - fees, 2)"));
        long cost = CalculatorModel.compile(lines, ENGINE).cost().operations();
        assertThat(CalculatorModel.compile(lines, ENGINE, cost).cost().operations()).isEqualTo(cost);
        AttestException e = catchThrowableOfType(AttestException.class, () -> CalculatorModel.compile(lines, ENGINE, cost - 1));
        assertThat(errors(e)).singleElement().satisfies(error -> assertThat(error)
                .containsEntry("reason", "too_complex").containsEntry("cost", cost).containsEntry("budget", cost - 1));
    }

    @Test
    void countingStopsEarlyForAFarTooCostlySchemaAndSaysTheCostIsALowerBound() {
        List<Line> lines = new ArrayList<>();
        StringBuilder sum = new StringBuilder("in0");
        for (int i = 1; i < 200; i++) {
            sum.append(" + in").append(i);
        }
        lines.add(line("c0", sum.toString()));
        for (int j = 1; j < 50; j++) {
            lines.add(line("c" + j, "c" + (j - 1) + " + 1"));
        }
        long budget = 100;
        long full = CalculatorModel.compile(lines, ENGINE).cost().operations();
        AttestException e = catchThrowableOfType(AttestException.class, () -> CalculatorModel.compile(lines, ENGINE, budget));
        Map<String, Object> error = errors(e).get(0);
        assertThat(error).containsEntry("cost_is_lower_bound", true).containsEntry("budget", budget);
        assertThat((Long) error.get("cost")).isGreaterThan(budget).isLessThan(full);
        assertThat(error.get("message").toString()).contains("at least");
    }

    /** Issue 16: {@code l_k = l_(k-1) + in0 + … + in1499} for 600 lines (about 5.6 MB of formulas). */
    static List<Line> issue16Schema() {
        StringBuilder sum = new StringBuilder();
        for (int i = 0; i < 1_500; i++) {
            sum.append(i == 0 ? "" : "+").append("in").append(i);
        }
        List<Line> lines = new ArrayList<>();
        for (int k = 0; k < 600; k++) {
            lines.add(line("l" + k, (k == 0 ? "" : "l" + (k - 1) + "+") + sum));
        }
        return lines;
    }
}
