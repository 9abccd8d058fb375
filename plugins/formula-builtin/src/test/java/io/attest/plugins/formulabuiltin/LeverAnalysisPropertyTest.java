package io.attest.plugins.formulabuiltin;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.domain.calculator.CalculatorModel;
import io.attest.plugin.api.calculator.BoundFormula;
import io.attest.plugin.api.calculator.Decimals;
import io.attest.plugin.api.calculator.Formula;
import io.attest.plugin.api.calculator.FormulaEngine;
import io.attest.plugin.api.calculator.FormulaParse;
import io.attest.domain.calculator.Lever;
import io.attest.domain.calculator.Line;
import io.attest.domain.calculator.RunResult;
import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.ErrorCode;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The lever analysis re-evaluates only what an input moves and stops where a value does not
 * change; on random schemas (seeded) it must give exactly what evaluating the whole schema again
 * with the moved value gives: {@code f(v × 1.01) − f(v)}, or {@code f(v + 1) − f(v)} for 0.
 */
class LeverAnalysisPropertyTest {

    private static final long SEED = 0x1E7E125L;
    private static final BuiltinFormulaEngine ENGINE = new BuiltinFormulaEngine();
    private static final FormulaEngine PLAIN = new PlainEngine();
    private static final String[] TEMPLATES = {
            "%1$s + %2$s", "%1$s - %2$s * 2", "%1$s * %2$s", "round(%1$s / max(1, %2$s), 2)", "min(%1$s, %2$s, 10)",
            "max(%1$s, 0) - %2$s", "round(%1$s, -1) + round(%2$s)", "%1$s / (%2$s - 3)", "-%1$s + 0.5 * %2$s",
            // parts that read only the second name are taken from the trace while it does not move
            "%1$s * (1 + %2$s / 7)", "max(%1$s, round(%2$s * 3, 1)) - min(%2$s, 2)", "%1$s / max(2, 1 + %2$s / 100)",
    };

    @Test
    void matchesAFullReEvaluationPerInput() {
        Random random = new Random(SEED);
        int checked = 0;
        for (int schema = 0; schema < 150; schema++) {
            List<Line> lines = new ArrayList<>();
            List<String> names = new ArrayList<>();
            // every fifth schema has more inputs than one batch of the analysis measures together
            int inputs = schema % 5 == 0 ? 17 + random.nextInt(30) : 1 + random.nextInt(6);
            for (int i = 0; i < inputs; i++) {
                String id = "in" + i;
                lines.add(new Line(id, null, null, null));
                names.add(id);
            }
            int computed = 2 + random.nextInt(40);
            for (int j = 0; j < computed; j++) {
                String a = names.get(random.nextInt(names.size()));
                String b = random.nextInt(5) == 0 ? "free" + random.nextInt(3) : names.get(random.nextInt(names.size()));
                String id = "c" + j;
                lines.add(new Line(id, null, TEMPLATES[random.nextInt(TEMPLATES.length)].formatted(a, b), null));
                names.add(id);
            }
            CalculatorModel model = CalculatorModel.compile(lines, ENGINE);
            Map<String, BigDecimal> values = new LinkedHashMap<>();
            for (String input : model.inputs()) {
                values.put(input, random.nextInt(4) == 0 ? BigDecimal.ZERO : BigDecimal.valueOf(random.nextInt(2_000) - 500, 1));
            }
            RunResult run;
            try {
                run = model.run(values);
            } catch (AttestException e) {
                assertThat(e.code()).isEqualTo(ErrorCode.EVALUATION_FAILED);
                continue;
            }
            assertThat(model.run(values, false)).as("the analysis without the recorded evaluation gives the same result")
                    .isEqualTo(run);
            assertThat(CalculatorModel.compile(lines, PLAIN).run(values))
                    .as("an engine without incremental evaluation gives the same result").isEqualTo(run);
            BigDecimal base = run.results().get(model.output());
            // f is the output alone: evaluate the sub-schema of the lines the output reads, so that a
            // line that fails but does not feed the output fails neither f nor the analysis
            CalculatorModel f = CalculatorModel.compile(upstream(lines, model.output()), ENGINE);
            Map<String, Lever> levers = new HashMap<>();
            run.analysis().rankedLevers().forEach(l -> levers.put(l.input(), l));
            assertThat(levers.keySet()).containsExactlyInAnyOrderElementsOf(model.inputs());
            for (String input : model.inputs()) {
                BigDecimal v = values.get(input);
                Lever lever = levers.get(input);
                String label = "schema " + schema + " (seed " + SEED + "), input " + input + ": " + lines;
                assertThat(lever.measure()).as(label).isEqualTo(v.signum() != 0 ? Lever.Measure.PER_PCT : Lever.Measure.PER_UNIT);
                if (!f.inputs().contains(input)) {
                    assertThat(lever.impact()).as(label).isEqualByComparingTo("0");
                    checked++;
                    continue;
                }
                Map<String, BigDecimal> moved = new LinkedHashMap<>();
                for (String name : f.inputs()) {
                    moved.put(name, values.get(name));
                }
                moved.put(input, v.signum() != 0 ? v.multiply(new BigDecimal("1.01"), Decimals.MATH) : v.add(BigDecimal.ONE));
                try {
                    BigDecimal[] slots = f.evaluate(moved);
                    BigDecimal expected = slots[f.lines().size() - 1].subtract(base, Decimals.MATH);
                    assertThat(lever.impact()).as(label).isNotNull().isEqualByComparingTo(expected);
                    assertThat(lever.direction().wireName()).as(label)
                            .isEqualTo(switch (expected.signum()) { case 1 -> "positive"; case -1 -> "negative"; default -> "none"; });
                } catch (AttestException e) {
                    assertThat(e.code()).as(label).isEqualTo(ErrorCode.EVALUATION_FAILED);
                    assertThat(lever.impact()).as(label).isNull();
                    assertThat(lever.failure()).as(label).isNotNull();
                }
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(300);
    }

    /**
     * The built-in engine seen through the SPI's minimum: each bound formula is only a
     * {@link BoundFormula} (no {@link io.attest.plugin.api.calculator.IncrementalFormula}), as a
     * third-party engine may offer, so the analysis evaluates every moved line in full.
     */
    private static final class PlainEngine implements FormulaEngine {

        @Override
        public String id() {
            return "formula-plain";
        }

        @Override
        public String version() {
            return ENGINE.version();
        }

        @Override
        public int spiVersion() {
            return FormulaEngine.SPI_VERSION;
        }

        @Override
        public FormulaParse parse(String text) {
            if (!(ENGINE.parse(text) instanceof FormulaParse.Parsed(Formula formula))) {
                return ENGINE.parse(text);
            }
            return new FormulaParse.Parsed(new Formula() {
                @Override
                public String text() {
                    return formula.text();
                }

                @Override
                public List<String> references() {
                    return formula.references();
                }

                @Override
                public int scratchSize() {
                    return formula.scratchSize();
                }

                @Override
                public BoundFormula bind(int[] slots) {
                    BoundFormula bound = formula.bind(slots);
                    return bound::evaluate;
                }
            });
        }
    }

    /** The lines {@code output} reads, directly or not, and itself, in schema order (the output last). */
    private static List<Line> upstream(List<Line> lines, String output) {
        Map<String, Line> byId = new HashMap<>();
        lines.forEach(l -> byId.put(l.id(), l));
        java.util.Set<String> needed = new java.util.HashSet<>();
        java.util.ArrayDeque<String> todo = new java.util.ArrayDeque<>(List.of(output));
        while (!todo.isEmpty()) {
            String id = todo.pop();
            Line line = byId.get(id);
            if (line == null || !needed.add(id) || line.formula() == null) {
                continue;
            }
            var parse = (io.attest.plugin.api.calculator.FormulaParse.Parsed) ENGINE.parse(line.formula());
            todo.addAll(parse.formula().references());
        }
        return lines.stream().filter(l -> needed.contains(l.id())).toList();
    }
}
