package io.attest.plugins.formulabuiltin;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.plugin.api.calculator.BoundFormula;
import io.attest.domain.calculator.CalculatorModel;
import io.attest.plugin.api.calculator.Formula;
import io.attest.plugin.api.calculator.FormulaParse;
import io.attest.plugin.api.calculator.IncrementalFormula;
import io.attest.domain.calculator.Line;
import io.attest.domain.calculator.RunGuard;
import io.attest.plugin.api.calculator.FormulaEngine;
import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.ErrorCode;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * The cost counted when a schema is compiled bounds what its runs execute. On random schemas
 * (seeded) the operations the engine really executes — counted around the built-in engine: each
 * call that evaluates a formula steps once through each of its instructions — never exceed the
 * cost, with the recorded evaluation reused or not, on one core or several, and the domain reports the same number to its
 * {@link RunGuard}. Where every move changes every line it reaches (sums of values that are not
 * negative) the run executes exactly the cost: the count is tight, not just an upper bound.
 */
class RunCostPropertyTest {

    private static final long SEED = 0xC0575L;
    /** Formulas of every kind: divisions that fail, roundings and min/max that stop a change. */
    private static final String[] ANY = {
            "%1$s + %2$s", "%1$s - %2$s * 2", "%1$s * %2$s", "round(%1$s / max(1, %2$s), 2)", "min(%1$s, %2$s, 10)",
            "max(%1$s, 0) - %2$s", "round(%1$s, -1) + round(%2$s)", "%1$s / (%2$s - 3)", "-%1$s + 0.5 * %2$s",
            "%1$s * (1 + %2$s / 7)", "max(%1$s, round(%2$s * 3, 1)) - min(%2$s, 2)",
    };
    /**
     * Sums: over values that are not negative, a move of an input changes every line it reaches by
     * at least the move (at most 40 lines deep, values stay far within 34 significant digits of it).
     */
    private static final String[] SUMS = {"%1$s + %2$s", "%1$s + %2$s + 1", "1 + %2$s + %1$s"};

    @Test
    void aRunNeverExecutesMoreOperationsThanTheCostCountedAtCreation() {
        Random random = new Random(SEED);
        int runs = 0;
        for (int schema = 0; schema < 200; schema++) {
            boolean large = schema % 25 == 0; // 40 inputs × 2,600 lines: the levers are measured on several cores
            List<Line> lines = randomSchema(random, ANY, large ? 40 : 1 + random.nextInt(20), large ? 2_600 : 2 + random.nextInt(60));
            CountingEngine engine = new CountingEngine();
            CalculatorModel model = CalculatorModel.compile(lines, engine);
            Map<String, BigDecimal> values = randomValues(random, model, true);
            for (boolean recorded : new boolean[] {true, false}) {
                engine.executed.set(0);
                RunGuard guard = RunGuard.unlimited();
                try {
                    model.run(values, recorded, guard);
                } catch (AttestException e) {
                    assertThat(e.code()).isEqualTo(ErrorCode.EVALUATION_FAILED);
                    break;
                }
                String label = "schema " + schema + " (seed " + SEED + "), recorded " + recorded;
                assertThat(engine.executed.get()).as(label).isPositive().isEqualTo(guard.operations());
                assertThat(engine.executed.get()).as(label).isLessThanOrEqualTo(model.cost().operations());
                runs++;
            }
        }
        assertThat(runs).isGreaterThan(200);
    }

    @Test
    void whereEveryMoveChangesEveryLineItReachesARunExecutesExactlyTheCost() {
        Random random = new Random(SEED + 1);
        for (int schema = 0; schema < 100; schema++) {
            List<Line> lines = randomSchema(random, SUMS, 1 + random.nextInt(20), 2 + random.nextInt(40));
            CountingEngine engine = new CountingEngine();
            CalculatorModel model = CalculatorModel.compile(lines, engine);
            model.run(randomValues(random, model, false));
            assertThat(engine.executed.get()).as("schema " + schema + " (seed " + (SEED + 1) + "): " + lines)
                    .isEqualTo(model.cost().operations());
        }
    }

    /** Input lines, then computed lines over earlier names and, one time in five, names that are not lines. */
    private static List<Line> randomSchema(Random random, String[] templates, int inputs, int computed) {
        List<Line> lines = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (int i = 0; i < inputs; i++) {
            lines.add(new Line("in" + i, null, null, null));
            names.add("in" + i);
        }
        for (int j = 0; j < computed; j++) {
            // mostly recent names, so that long chains form; sometimes any earlier one
            String a = names.get(random.nextInt(3) == 0 ? random.nextInt(names.size()) : Math.max(0, names.size() - 1 - random.nextInt(5)));
            String b = random.nextInt(5) == 0 ? "free" + random.nextInt(3) : names.get(random.nextInt(names.size()));
            lines.add(new Line("c" + j, null, templates[random.nextInt(templates.length)].formatted(a, b), null));
            names.add("c" + j);
        }
        return lines;
    }

    private static Map<String, BigDecimal> randomValues(Random random, CalculatorModel model, boolean anySign) {
        Map<String, BigDecimal> values = new LinkedHashMap<>();
        for (String input : model.inputs()) {
            values.put(input, random.nextInt(4) == 0 ? BigDecimal.ZERO
                    : BigDecimal.valueOf(anySign ? random.nextInt(2_000) - 500 : 1 + random.nextInt(2_000), 1));
        }
        return values;
    }

    /** The built-in engine, counting the instructions its formulas step through. */
    private static final class CountingEngine implements FormulaEngine {

        private final BuiltinFormulaEngine engine = new BuiltinFormulaEngine();
        final AtomicLong executed = new AtomicLong();

        @Override
        public String id() {
            return "formula-counting";
        }

        @Override
        public String version() {
            return engine.version();
        }

        @Override
        public int spiVersion() {
            return engine.spiVersion();
        }

        @Override
        public FormulaParse parse(String formula) {
            FormulaParse parse = engine.parse(formula);
            return parse instanceof FormulaParse.Parsed parsed ? new FormulaParse.Parsed(new Counted((Program) parsed.formula())) : parse;
        }

        private final class Counted implements Formula {

            private final Program program;

            Counted(Program program) {
                this.program = program;
            }

            @Override
            public String text() {
                return program.text();
            }

            @Override
            public List<String> references() {
                return program.references();
            }

            @Override
            public int scratchSize() {
                return program.scratchSize();
            }

            @Override
            public int operations() {
                return program.operations();
            }

            @Override
            public BoundFormula bind(int[] slots) {
                BoundFormula bound = program.bind(slots);
                int steps = program.code().length; // each evaluation loops once over the instructions
                IncrementalFormula incremental = (IncrementalFormula) bound;
                return new IncrementalFormula() {
                    @Override
                    public BigDecimal evaluate(BigDecimal[] values, BigDecimal[] scratch) {
                        executed.addAndGet(steps);
                        return bound.evaluate(values, scratch);
                    }

                    @Override
                    public Recording record(BigDecimal[] values, BigDecimal[] scratch) {
                        executed.addAndGet(steps);
                        return incremental.record(values, scratch);
                    }

                    @Override
                    public BigDecimal evaluate(BigDecimal[] values, BigDecimal[] scratch, Recording recording) {
                        executed.addAndGet(steps);
                        return incremental.evaluate(values, scratch, recording);
                    }
                };
            }
        }
    }
}
