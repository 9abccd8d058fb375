package io.attest.domain.calculator;

import io.attest.plugin.api.calculator.Formula;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * What one run of a schema costs at most, in formula operations ({@link Formula#operations()}):
 * every line evaluated once, plus the lever analysis, which evaluates again, for each input, the
 * lines it moves on the way to the output. Counted from the dependency graph when the schema is
 * compiled. A run never executes more: the analysis stops where a value does not change and an
 * incremental evaluation skips the decimal work of operations whose operands did not move, but every
 * line it evaluates is among those counted here, and it steps through each of its operations once.
 *
 * @param operations the whole cost; when {@code complete} is false, the part counted before
 *                   counting stopped (already far above any budget), so the cost is at least this
 * @param evaluation the part of evaluating every line once
 * @param complete   false when counting stopped early because counting alone had become long
 * @param heaviest   the lines that cost most (their operations × their evaluations), at most
 *                   {@link #HEAVIEST}, heaviest first, ties in schema order
 */
public record RunCost(long operations, long evaluation, boolean complete, List<LineCost> heaviest) {

    /** How many of the heaviest lines a cost names. */
    public static final int HEAVIEST = 3;

    public RunCost {
        heaviest = List.copyOf(heaviest);
    }

    /**
     * One line's share: its operations times its evaluations per run (once, plus once per input
     * whose lever moves it).
     */
    public record LineCost(int index, String line, int operations, long evaluations) {

        public long cost() {
            return operations * evaluations;
        }
    }

    /**
     * Counts the cost of a compiled schema: one depth-first walk per input over its dependents
     * that feed the output. The walk's own steps are bounded by the cost it counts (each line
     * visited adds at least one operation, each edge followed ends at a line that reads the
     * previous one, so is at least one operation of it), so counting a schema within a budget
     * takes at most about twice the budget in steps; past {@code stepLimit} steps it stops and
     * reports what it counted, marked incomplete.
     *
     * @param order       the computed slots in evaluation order
     * @param inputs      the input slots
     * @param dependents  per slot, the slots that read it and feed the output
     * @param feedsOutput per slot, whether the output reads it (directly or not)
     * @param operations  per slot, the operations of its formula (0 for an input)
     * @param names       per slot, the line id or input name
     */
    static RunCost count(int[] order, int[] inputs, int[][] dependents, boolean[] feedsOutput, int[] operations,
                         String[] names, long stepLimit) {
        int slots = operations.length;
        long[] evaluations = new long[slots];
        long evaluation = 0;
        for (int s : order) {
            evaluations[s] = 1;
            evaluation += operations[s];
        }
        long analysis = 0;
        long steps = 0;
        boolean complete = true;
        int[] seen = new int[slots];
        int[] stack = new int[slots];
        int stamp = 0;
        for (int x : inputs) {
            if (!feedsOutput[x]) {
                continue;
            }
            if (steps > stepLimit) {
                complete = false;
                break;
            }
            stamp++;
            int top = 0;
            stack[top++] = x;
            seen[x] = stamp;
            while (top > 0) {
                int v = stack[--top];
                steps += 1 + dependents[v].length;
                for (int d : dependents[v]) {
                    if (seen[d] != stamp) {
                        seen[d] = stamp;
                        stack[top++] = d;
                        evaluations[d]++;
                        analysis += operations[d];
                    }
                }
            }
        }
        return new RunCost(evaluation + analysis, evaluation, complete, heaviest(order, operations, evaluations, names));
    }

    private static List<LineCost> heaviest(int[] order, int[] operations, long[] evaluations, String[] names) {
        Comparator<LineCost> heavierFirst = Comparator.comparingLong(LineCost::cost).reversed()
                .thenComparingInt(LineCost::index);
        List<LineCost> top = new ArrayList<>(HEAVIEST + 1);
        for (int s : order) {
            LineCost line = new LineCost(s, names[s], operations[s], evaluations[s]);
            if (top.size() < HEAVIEST || heavierFirst.compare(line, top.get(top.size() - 1)) < 0) {
                top.add(line);
                top.sort(heavierFirst);
                if (top.size() > HEAVIEST) {
                    top.remove(HEAVIEST);
                }
            }
        }
        return top;
    }
}
