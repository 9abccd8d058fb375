package io.attest.plugins.formulabuiltin;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.plugin.api.calculator.IncrementalFormula;
import io.attest.plugin.api.calculator.EvaluationFailure;
import io.attest.plugin.api.calculator.Formula;
import io.attest.plugin.api.calculator.FormulaParse;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Random well-formed expressions (seeded, so a failure replays): the engine's result is the same bit
 * for bit on every evaluation, and numerically equal to an independent evaluator that walks the
 * expression tree, computes exactly and rounds to 34 digits half away from zero with its own
 * integer arithmetic.
 */
class FormulaPropertyTest {

    private static final long SEED = 0x5EED_CA1CL;
    private static final int CASES = 4_000;
    private static final List<String> NAMES = List.of("a", "b", "rent", "x_1", "Y", "_t");
    private static final BuiltinFormulaEngine ENGINE = new BuiltinFormulaEngine();

    /** The test's own expression tree; rendered to text for the engine, walked by {@link #reference}. */
    sealed interface Node {
    }

    record Num(BigDecimal value) implements Node {
    }

    record Var(String name) implements Node {
    }

    record Neg(Node operand) implements Node {
    }

    record Bin(char op, Node left, Node right) implements Node {
    }

    record Call(String function, List<Node> arguments) implements Node {
    }

    private static final class DivisionByZero extends RuntimeException {
        DivisionByZero() {
            super(null, null, false, false);
        }
    }

    @Test
    void matchesAnIndependentEvaluatorAndIsDeterministic() {
        Random random = new Random(SEED);
        int failures = 0;
        for (int i = 0; i < CASES; i++) {
            Node tree = node(random, 0);
            Map<String, BigDecimal> values = new LinkedHashMap<>();
            for (String name : NAMES) {
                values.put(name, decimal(random));
            }
            String text = render(tree, random.nextBoolean(), random);
            String label = "case " + i + " (seed " + SEED + "): " + text + " with " + values;

            BigDecimal expected;
            try {
                expected = reference(tree, values);
            } catch (DivisionByZero e) {
                expected = null;
            }
            Outcome first = engine(text, values);
            Outcome second = engine(text, values);
            assertThat(second).as(label).isEqualTo(first);
            if (expected == null) {
                assertThat(first.failure()).as(label).isEqualTo(EvaluationFailure.Kind.DIVISION_BY_ZERO);
                failures++;
            } else {
                assertThat(first.failure()).as(label).isNull();
                assertThat(first.value()).as(label).isEqualByComparingTo(expected);
                assertThat(first.value().precision()).as(label).isLessThanOrEqualTo(34);
                assertThat(first.value().scale()).as(label).isEqualTo(second.value().scale());
            }
        }
        assertThat(failures).as("some cases divide by zero, most do not").isBetween(1, CASES / 4);
    }

    record Outcome(BigDecimal value, String plain, EvaluationFailure.Kind failure) {
    }

    /**
     * An incremental evaluation over the recording of an earlier one (as the lever analysis does it) gives
     * what a plain evaluation of the new values gives, bit for bit, whichever values moved: some
     * names keep the very object of the recorded run, some get a new value, some an equal value in a
     * new object (which must be computed again, not taken from the trace by mistake of identity).
     */
    @Test
    void incrementalEvaluationOverARecordingEqualsAPlainEvaluation() {
        Random random = new Random(SEED + 1);
        int reused = 0;
        for (int i = 0; i < CASES; i++) {
            String text = render(node(random, 0), random.nextBoolean(), random);
            Formula formula = ((FormulaParse.Parsed) ENGINE.parse(text)).formula();
            int size = formula.references().size();
            int[] slots = java.util.stream.IntStream.range(0, size).toArray();
            IncrementalFormula bound = (IncrementalFormula) formula.bind(slots);
            BigDecimal[] before = new BigDecimal[size];
            for (int k = 0; k < size; k++) {
                before[k] = decimal(random);
            }
            BigDecimal[] stack = new BigDecimal[formula.scratchSize()];
            IncrementalFormula.Recording recording;
            try {
                recording = bound.record(before, stack);
            } catch (EvaluationFailure e) {
                continue;
            }
            assertThat(recording.value()).as("the recorded value").isEqualTo(bound.evaluate(before, stack));
            BigDecimal[] after = before.clone();
            for (int k = 0; k < size; k++) {
                switch (random.nextInt(3)) {
                    case 0 -> after[k] = decimal(random);
                    case 1 -> after[k] = new BigDecimal(before[k].unscaledValue(), before[k].scale());
                    default -> reused++;
                }
            }
            String label = "case " + i + " (seed " + (SEED + 1) + "): " + text;
            Outcome plain = outcome(() -> bound.evaluate(after, new BigDecimal[formula.scratchSize()]));
            Outcome incremental = outcome(() -> bound.evaluate(after, stack, recording));
            assertThat(incremental).as(label).isEqualTo(plain);
        }
        assertThat(reused).as("names that kept the recorded object").isGreaterThan(CASES / 4);
    }

    private static Outcome outcome(java.util.function.Supplier<BigDecimal> evaluation) {
        try {
            BigDecimal value = evaluation.get();
            return new Outcome(value, value.toString(), null);
        } catch (EvaluationFailure failure) {
            return new Outcome(null, null, failure.kind());
        }
    }


    private static Outcome engine(String text, Map<String, BigDecimal> values) {
        FormulaParse parse = ENGINE.parse(text);
        assertThat(parse).as(text).isInstanceOf(FormulaParse.Parsed.class);
        Formula formula = ((FormulaParse.Parsed) parse).formula();
        List<String> refs = formula.references();
        int[] slots = new int[refs.size()];
        BigDecimal[] array = new BigDecimal[refs.size()];
        for (int i = 0; i < slots.length; i++) {
            slots[i] = i;
            array[i] = values.get(refs.get(i));
        }
        try {
            BigDecimal value = formula.bind(slots).evaluate(array, new BigDecimal[formula.scratchSize()]);
            return new Outcome(value, value.toString(), null);
        } catch (EvaluationFailure failure) {
            return new Outcome(null, null, failure.kind());
        }
    }

    // ------------------------------------------------------------------ generation

    private static Node node(Random random, int depth) {
        int choice = depth >= 5 ? random.nextInt(2) : random.nextInt(9);
        return switch (choice) {
            case 0 -> new Num(decimal(random));
            case 1 -> new Var(NAMES.get(random.nextInt(NAMES.size())));
            case 2 -> new Neg(node(random, depth + 1));
            case 3, 4, 5 -> new Bin("+-*/".charAt(random.nextInt(4)), node(random, depth + 1), node(random, depth + 1));
            case 6 -> {
                List<Node> args = new ArrayList<>();
                int count = 1 + random.nextInt(4);
                for (int i = 0; i < count; i++) {
                    args.add(node(random, depth + 1));
                }
                yield new Call(random.nextBoolean() ? "min" : "max", args);
            }
            case 7 -> new Call("round", List.of(node(random, depth + 1)));
            default -> new Call("round", List.of(node(random, depth + 1), random.nextInt(4) == 0
                    ? node(random, depth + 1) : new Num(BigDecimal.valueOf(random.nextInt(10) - 3))));
        };
    }

    /** Non-negative literals (a sign is a Neg node); zeros and ties (…5) come up often. */
    private static BigDecimal decimal(Random random) {
        return switch (random.nextInt(6)) {
            case 0 -> BigDecimal.ZERO;
            case 1 -> BigDecimal.valueOf(random.nextInt(40) * 5L + 5, 1 + random.nextInt(3)); // ties such as 2.5, 0.125
            case 2 -> BigDecimal.valueOf(random.nextInt(1000));
            default -> {
                long unscaled = Math.abs(random.nextLong() % (long) Math.pow(10, 1 + random.nextInt(15)));
                yield BigDecimal.valueOf(unscaled, random.nextInt(12) - 3);
            }
        };
    }

    /** Minimal parentheses by precedence and associativity, or parentheses around every operation. */
    private static String render(Node node, boolean minimal, Random random) {
        String space = random.nextInt(3) == 0 ? "" : " ";
        return switch (node) {
            case Num n -> n.value().toPlainString();
            case Var v -> v.name();
            case Neg n -> "-" + (n.operand() instanceof Bin || (!minimal && !(n.operand() instanceof Var))
                    ? "(" + render(n.operand(), minimal, random) + ")" : render(n.operand(), minimal, random));
            case Bin b -> {
                String left = render(b.left(), minimal, random);
                String right = render(b.right(), minimal, random);
                if (!minimal) {
                    yield "(" + left + space + b.op() + space + right + ")";
                }
                int p = precedence(b.op());
                if (b.left() instanceof Bin l && precedence(l.op()) < p) {
                    left = "(" + left + ")";
                }
                if (b.right() instanceof Bin r && precedence(r.op()) <= p) {
                    right = "(" + right + ")";
                }
                if (b.right() instanceof Neg || b.right() instanceof Num num && num.value().signum() < 0) {
                    right = "(" + right + ")";
                }
                yield left + space + b.op() + space + right;
            }
            case Call c -> {
                List<String> args = new ArrayList<>();
                for (Node argument : c.arguments()) {
                    args.add(render(argument, minimal, random));
                }
                yield c.function() + "(" + String.join("," + space, args) + ")";
            }
        };
    }

    private static int precedence(char op) {
        return op == '+' || op == '-' ? 1 : 2;
    }

    // ------------------------------------------------------------------ the independent evaluator

    static BigDecimal reference(Node node, Map<String, BigDecimal> values) {
        return switch (node) {
            case Num n -> round34(n.value());
            case Var v -> values.get(v.name());
            case Neg n -> reference(n.operand(), values).negate();
            case Bin b -> {
                BigDecimal l = reference(b.left(), values);
                BigDecimal r = reference(b.right(), values);
                yield switch (b.op()) {
                    case '+' -> round34(l.add(r));
                    case '-' -> round34(l.subtract(r));
                    case '*' -> round34(l.multiply(r));
                    default -> {
                        if (r.signum() == 0) {
                            throw new DivisionByZero();
                        }
                        // truncated far beyond 34 digits: digit 35 and the "any remainder" are exact,
                        // which is all that rounding half away from zero looks at
                        yield round34(l.divide(r, new MathContext(80, RoundingMode.DOWN)));
                    }
                };
            }
            case Call c -> {
                List<BigDecimal> args = new ArrayList<>();
                for (Node argument : c.arguments()) {
                    args.add(reference(argument, values));
                }
                yield switch (c.function()) {
                    case "min" -> args.stream().reduce((x, y) -> y.compareTo(x) < 0 ? y : x).orElseThrow();
                    case "max" -> args.stream().reduce((x, y) -> y.compareTo(x) > 0 ? y : x).orElseThrow();
                    default -> {
                        int digits = args.size() == 1 ? 0 : args.get(1).toBigInteger().max(BigInteger.valueOf(-2000))
                                .min(BigInteger.valueOf(2000)).intValueExact();
                        yield halfAwayFromZero(args.get(0), digits);
                    }
                };
            }
        };
    }

    /** Rounds to 34 significant digits, half away from zero, with integer arithmetic only. */
    static BigDecimal round34(BigDecimal value) {
        int digits = value.unscaledValue().abs().toString().length();
        if (value.signum() == 0 || digits <= 34) {
            return value;
        }
        return halfAwayFromZero(value, value.scale() - (digits - 34));
    }

    /** {@code value} at {@code scale} decimals: drop digits, add one when the dropped part is at least half. */
    static BigDecimal halfAwayFromZero(BigDecimal value, int scale) {
        int drop = value.scale() - scale;
        if (drop <= 0) {
            return value;
        }
        BigInteger magnitude = value.unscaledValue().abs();
        BigInteger divisor = BigInteger.TEN.pow(drop);
        BigInteger[] qr = magnitude.divideAndRemainder(divisor);
        BigInteger kept = qr[1].shiftLeft(1).compareTo(divisor) >= 0 ? qr[0].add(BigInteger.ONE) : qr[0];
        return new BigDecimal(value.signum() < 0 ? kept.negate() : kept, scale);
    }
}
