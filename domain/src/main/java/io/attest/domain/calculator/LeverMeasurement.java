package io.attest.domain.calculator;

import io.attest.plugin.api.calculator.BoundFormula;
import io.attest.plugin.api.calculator.Decimals;
import io.attest.plugin.api.calculator.EvaluationFailure;
import io.attest.plugin.api.calculator.IncrementalFormula;
import io.attest.plugin.api.calculator.IncrementalFormula.Recording;

import java.math.BigDecimal;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;

/**
 * Measures every lever of one evaluated run by finite differences: for each input, the lines between
 * it and the output are evaluated again with the input moved by 1 % (+1 at zero), and the output's
 * change is the impact. A formula that is an {@link IncrementalFormula} is evaluated over the base
 * run's recording (same value, less work); any other is evaluated in full. Kept apart from
 * {@link CalculatorModel}, which compiles and evaluates, because this is where the cost of a run
 * lies (batches, reuse, several cores) and it reads only the {@link Graph}.
 */
final class LeverMeasurement {

    private static final BigDecimal ONE_PERCENT_UP = new BigDecimal("1.01");
    /** Inputs measured together in one pass over the lines (see {@link LeverBatch}). */
    private static final int BATCH = 16;
    /** Inputs × computed lines from which the levers are measured on several cores. */
    private static final long PARALLEL_WORK = 100_000;

    /**
     * The compiled schema as the measurement reads it: the inputs' slots, the computed slots in
     * evaluation order and each one's position in it, each slot's dependents that feed the output,
     * the bound formulas (and, per slot, the same formula when it is incremental, else null) with their
     * operation counts, the slot names, the output slot and the scratch size.
     */
    record Graph(int[] inputs, int[] order, int[] orderPosition, int[][] dependents, boolean[] feedsOutput,
                 BoundFormula[] formulas, IncrementalFormula[] incremental, int[] operations, String[] names, int output,
                 int stackDepth) {
    }

    private LeverMeasurement() {
    }

    /**
     * One lever per input, in input order; {@code recordings} (the base run's, per slot) may be null:
     * no reuse, same result. Every line evaluated is reported to {@code guard}, which may stop the
     * measurement on every thread.
     */
    static Lever[] measure(Graph graph, BigDecimal[] base, Recording[] recordings, RunGuard guard) {
        int inputs = graph.inputs().length;
        Lever[] levers = new Lever[inputs];
        long work = (long) inputs * graph.order().length;
        int workers = work >= PARALLEL_WORK ? Runtime.getRuntime().availableProcessors() : 1;
        int batches = (inputs + BATCH - 1) / BATCH;
        int size = Math.min(BATCH, inputs);
        if (workers <= 1 || batches == 1) {
            LeverBatch meter = new LeverBatch(graph, base, recordings, size, guard);
            for (int b = 0; b < batches; b++) {
                meter.measure(b * BATCH, Math.min(inputs, (b + 1) * BATCH), levers);
            }
        } else {
            // Large schemas: the inputs are independent, so they are measured on several cores; each
            // worker has its own scratch arrays and takes the next batch until none is left (inputs
            // move very different numbers of lines), writing each lever to its own slot (same result).
            AtomicInteger next = new AtomicInteger();
            try {
                IntStream.range(0, Math.min(workers, batches)).parallel().forEach(w -> {
                    LeverBatch meter = new LeverBatch(graph, base, recordings, size, guard);
                    for (int b = next.getAndIncrement(); b < batches; b = next.getAndIncrement()) {
                        meter.measure(b * BATCH, Math.min(inputs, (b + 1) * BATCH), levers);
                    }
                });
            } catch (RuntimeException e) {
                // a worker that stopped the run: its reason as thrown, whichever thread it came from
                if (guard.stopped() != null) {
                    throw guard.stopped();
                }
                throw e;
            }
        }
        return levers;
    }

    /**
     * Scratch space for measuring up to {@link #BATCH} levers at once; one per thread. The moved
     * states advance together, line by line in evaluation order: each line's formula, recording and
     * base operands are read once for all of them while they are in cache, instead of once per input.
     */
    private static final class LeverBatch {

        private final int[] inputs;
        private final int[] order;
        private final int[] orderPosition;
        private final int[][] dependents;
        private final boolean[] feedsOutput;
        private final BoundFormula[] formulas;
        private final IncrementalFormula[] incremental;
        private final int[] operations;
        private final String[] names;
        private final int output;
        private final BigDecimal[] base;
        private final Recording[] recordings;
        private final BigDecimal[][] work;
        private final long[][] pending;
        /** The union of the pending positions: which lines to visit at all. */
        private final long[] anyPending;
        private final int[][] touched;
        private final int[] touchedCount;
        private final EvaluationFailure.Kind[] failure;
        private final BigDecimal[] stack;
        private final RunGuard guard;
        /** Operations executed by this worker and not yet reported to the guard. */
        private long unreported;

        /** Scratch for batches of up to {@code size} inputs. */
        LeverBatch(Graph graph, BigDecimal[] base, Recording[] recordings, int size, RunGuard guard) {
            this.guard = guard;
            this.operations = graph.operations();
            this.inputs = graph.inputs();
            this.order = graph.order();
            this.orderPosition = graph.orderPosition();
            this.dependents = graph.dependents();
            this.feedsOutput = graph.feedsOutput();
            this.formulas = graph.formulas();
            this.incremental = graph.incremental();
            this.names = graph.names();
            this.output = graph.output();
            this.stack = new BigDecimal[graph.stackDepth()];
            this.anyPending = new long[(order.length + 63) >>> 6];
            this.base = base;
            this.recordings = recordings;
            this.work = new BigDecimal[size][];
            this.pending = new long[size][];
            this.touched = new int[size][];
            this.touchedCount = new int[size];
            this.failure = new EvaluationFailure.Kind[size];
            for (int j = 0; j < size; j++) {
                work[j] = base.clone();
                pending[j] = new long[(order.length + 63) >>> 6];
                touched[j] = new int[order.length];
            }
        }

        /** Measures {@code inputs[from … to)} into {@code levers[from … to)}. */
        void measure(int from, int to, Lever[] levers) {
            int count = to - from;
            int start = order.length;
            for (int j = 0; j < count; j++) {
                int x = inputs[from + j];
                failure[j] = null;
                touchedCount[j] = 0;
                if (!feedsOutput[x]) {
                    continue;
                }
                BigDecimal current = base[x];
                work[j][x] = current.signum() != 0 ? current.multiply(ONE_PERCENT_UP, Decimals.MATH)
                        : current.add(BigDecimal.ONE, Decimals.MATH);
                for (int d : dependents[x]) {
                    int position = orderPosition[d];
                    pending[j][position >>> 6] |= 1L << position;
                    anyPending[position >>> 6] |= 1L << position;
                    start = Math.min(start, position);
                }
            }
            for (int position = nextPending(start); position >= 0; position = nextPending(position + 1)) {
                int word = position >>> 6;
                long bit = 1L << position;
                int s = order[position];
                for (int j = 0; j < count; j++) {
                    if ((pending[j][word] & bit) == 0) {
                        continue;
                    }
                    pending[j][word] &= ~bit;
                    unreported += operations[s];
                    if (unreported >= RunGuard.CHECK_INTERVAL) {
                        guard.spend(unreported);
                        unreported = 0;
                    }
                    BigDecimal[] state = work[j];
                    BigDecimal value;
                    try {
                        Recording recorded = recordings == null ? null : recordings[s];
                        value = recorded == null ? formulas[s].evaluate(state, stack)
                                : incremental[s].evaluate(state, stack, recorded);
                        if (!Decimals.inRange(value)) {
                            throw new EvaluationFailure(EvaluationFailure.Kind.OUT_OF_RANGE, "out of range");
                        }
                    } catch (EvaluationFailure e) {
                        failure[j] = e.kind();
                        Arrays.fill(pending[j], 0L); // this input is done: drop what it had left
                        continue;
                    }
                    if (value.equals(base[s])) {
                        continue;
                    }
                    state[s] = value;
                    touched[j][touchedCount[j]++] = s;
                    for (int d : dependents[s]) {
                        int next = orderPosition[d];
                        pending[j][next >>> 6] |= 1L << next;
                        anyPending[next >>> 6] |= 1L << next;
                    }
                }
            }
            guard.spend(unreported);
            unreported = 0;
            for (int j = 0; j < count; j++) {
                int x = inputs[from + j];
                levers[from + j] = lever(x, work[j], failure[j]);
                work[j][x] = base[x];
                for (int t = 0; t < touchedCount[j]; t++) {
                    work[j][touched[j][t]] = base[touched[j][t]];
                }
            }
        }

        /** The first position at or after {@code from} that some state has pending, cleared; -1 when none. */
        private int nextPending(int from) {
            int w = from >>> 6;
            if (w >= anyPending.length) {
                return -1;
            }
            long bits = anyPending[w] & (-1L << from);
            while (bits == 0) {
                if (++w == anyPending.length) {
                    return -1;
                }
                bits = anyPending[w];
            }
            int position = (w << 6) + Long.numberOfTrailingZeros(bits);
            anyPending[w] &= ~(1L << position);
            return position;
        }

        private Lever lever(int x, BigDecimal[] state, EvaluationFailure.Kind failed) {
            BigDecimal current = base[x];
            Lever.Measure measure = current.signum() != 0 ? Lever.Measure.PER_PCT : Lever.Measure.PER_UNIT;
            if (!feedsOutput[x]) {
                return new Lever(names[x], current, measure, BigDecimal.ZERO, Lever.Direction.NONE, null);
            }
            if (failed != null) {
                return new Lever(names[x], current, measure, null, Lever.Direction.NONE, failed);
            }
            BigDecimal impact = state[output].subtract(base[output], Decimals.MATH);
            return new Lever(names[x], current, measure, impact, Lever.Direction.of(impact), null);
        }
    }

}
