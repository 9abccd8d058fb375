package io.attest.benchmarks;

import io.attest.domain.calculator.CalculatorModel;
import io.attest.domain.calculator.Line;
import io.attest.domain.shared.AttestException;
import io.attest.plugins.formulabuiltin.BuiltinFormulaEngine;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.IntFunction;

/**
 * Calculator schemas shaped to cost as much per unit of the cost budget as possible, each grown to
 * the largest size the budget accepts ({@link #largestAccepted}), for measuring how long the
 * costliest accepted run takes. Inputs are full 34-digit decimals so that every operation works on
 * full-length numbers, and every line feeds the output, so the lever analysis moves all of them.
 * <ul>
 *   <li>{@code sums} — the shape of issue 16: {@code m} lines, each the previous line plus the sum
 *       of the same {@code n} inputs ({@code n = 2.5 m}); every input moves every line, and each
 *       re-evaluation redoes every addition (its first operand moved).</li>
 *   <li>{@code quotients} — 2,000 lines, each the previous line divided and multiplied in turn by
 *       the same {@code n} inputs close to 1: half of the operations are 34-digit divisions, the
 *       most expensive operation.</li>
 *   <li>{@code chain} — one line summing {@code n} inputs, then 9,999 lines that each copy the
 *       previous one: one operation per line, so the per-line work of the analysis dominates.</li>
 *   <li>{@code rounds} — one line summing {@code n} inputs, then 2,000 lines that each add to the
 *       previous one three roundings of it to {@code -2000} digits (always 0): a rounding far above a
 *       value's leading digit is the one operation whose decimal work could grow with its
 *       arguments.</li>
 * </ul>
 */
public final class CalculatorCostShapes {

    public record Shape(String name, int size, CalculatorModel model, Map<String, BigDecimal> values) {
    }

    private static final BuiltinFormulaEngine ENGINE = new BuiltinFormulaEngine();

    private CalculatorCostShapes() {
    }

    /** The named shape at the largest size whose cost is within {@code budget} (binary search on the size). */
    public static Shape largestAccepted(String name, long budget) {
        IntFunction<List<Line>> build = switch (name) {
            case "sums" -> CalculatorCostShapes::sums;
            case "quotients" -> CalculatorCostShapes::quotients;
            case "chain" -> CalculatorCostShapes::chain;
            case "rounds" -> CalculatorCostShapes::rounds;
            default -> throw new IllegalArgumentException("unknown shape " + name + ": sums, quotients, chain or rounds");
        };
        int low = 1;
        int high = 2;
        while (accepted(build.apply(high), budget)) {
            low = high;
            high *= 2;
        }
        while (high - low > 1) {
            int mid = (low + high) >>> 1;
            if (accepted(build.apply(mid), budget)) {
                low = mid;
            } else {
                high = mid;
            }
        }
        CalculatorModel model = CalculatorModel.compile(build.apply(low), ENGINE, budget);
        return new Shape(name, low, model, values(model));
    }

    private static boolean accepted(List<Line> lines, long budget) {
        try {
            CalculatorModel.compile(lines, ENGINE, budget);
            return true;
        } catch (AttestException tooComplex) {
            return false;
        }
    }

    /** {@code l_k = l_(k-1) + in0 + … + in(n-1)}, {@code n = 5k / 2} inputs for {@code k} lines (issue 16: 600 × 1,500). */
    static List<Line> sums(int size) {
        int lines = Math.max(1, size);
        int inputs = Math.max(1, lines * 5 / 2);
        StringBuilder sum = new StringBuilder();
        for (int i = 0; i < inputs; i++) {
            sum.append(i == 0 ? "" : "+").append("in").append(i);
        }
        List<Line> schema = new ArrayList<>();
        for (int k = 0; k < lines; k++) {
            schema.add(new Line("l" + k, null, (k == 0 ? "" : "l" + (k - 1) + "+") + sum, null));
        }
        return schema;
    }

    /** 2,000 lines {@code q_k = q_(k-1) / in0 * in1 / in2 …} over {@code n} inputs. */
    static List<Line> quotients(int inputs) {
        StringBuilder chain = new StringBuilder();
        for (int i = 0; i < inputs; i++) {
            chain.append(i % 2 == 0 ? " / " : " * ").append("in").append(i);
        }
        List<Line> schema = new ArrayList<>();
        schema.add(new Line("q0", null, "1" + chain, null));
        for (int k = 1; k < 2_000; k++) {
            schema.add(new Line("q" + k, null, "q" + (k - 1) + chain, null));
        }
        return schema;
    }

    /** {@code c0 = in0 + … + in(n-1)}, then {@code c_k = c_(k-1)} up to 10,000 lines. */
    static List<Line> chain(int inputs) {
        StringBuilder sum = new StringBuilder();
        for (int i = 0; i < inputs; i++) {
            sum.append(i == 0 ? "" : "+").append("in").append(i);
        }
        List<Line> schema = new ArrayList<>();
        schema.add(new Line("c0", null, sum.toString(), null));
        for (int k = 1; k < 10_000; k++) {
            schema.add(new Line("c" + k, null, "c" + (k - 1), null));
        }
        return schema;
    }

    /** {@code r0 = in0 + … + in(n-1)}, then 2,000 lines {@code r_k = r_(k-1) + round(r_(k-1), -2000) × 3}. */
    static List<Line> rounds(int inputs) {
        StringBuilder sum = new StringBuilder();
        for (int i = 0; i < inputs; i++) {
            sum.append(i == 0 ? "" : "+").append("in").append(i);
        }
        List<Line> schema = new ArrayList<>();
        schema.add(new Line("r0", null, sum.toString(), null));
        for (int k = 1; k < 2_000; k++) {
            String previous = "r" + (k - 1);
            String zero = " + round(" + previous + ", -2000)";
            schema.add(new Line("r" + k, null, previous + zero + zero + zero, null));
        }
        return schema;
    }

    /** 34 significant digits between 1 and 1 + 10^-6 for every input (seeded): full-length operands, values that stay in range. */
    static Map<String, BigDecimal> values(CalculatorModel model) {
        Random random = new Random(16);
        Map<String, BigDecimal> values = new LinkedHashMap<>();
        for (String input : model.inputs()) {
            StringBuilder digits = new StringBuilder("1.000000");
            for (int d = 0; d < 27; d++) {
                digits.append((char) ('0' + random.nextInt(10)));
            }
            digits.setCharAt(digits.length() - 1, (char) ('1' + random.nextInt(9)));
            values.put(input, new BigDecimal(digits.toString()));
        }
        return values;
    }
}
