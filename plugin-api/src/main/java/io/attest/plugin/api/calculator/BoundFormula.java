package io.attest.plugin.api.calculator;

import java.math.BigDecimal;

/**
 * A compiled formula bound to value positions: evaluating it is a loop over a small program.
 * Engines may also support traced evaluation (see {@link #reevaluate}); the defaults evaluate in
 * full, which gives the same values.
 */
@FunctionalInterface
public interface BoundFormula {

    /**
     * The formula's value over {@code values}, with 34 significant digits and ties rounded away
     * from zero (see {@link Decimals}).
     *
     * @param stack scratch space of at least {@link Formula#stackDepth()} elements; its content is
     *              overwritten
     * @throws EvaluationFailure on division by zero (the range of the result is checked by the caller)
     */
    BigDecimal evaluate(BigDecimal[] values, BigDecimal[] stack);

    /** How many intermediate results {@link #evaluate(BigDecimal[], BigDecimal[], BigDecimal[], int)} records. */
    default int traceLength() {
        return 0;
    }

    /**
     * As {@link #evaluate(BigDecimal[], BigDecimal[])}, recording the intermediate results in
     * {@code trace[offset … offset + traceLength())}.
     */
    default BigDecimal evaluate(BigDecimal[] values, BigDecimal[] stack, BigDecimal[] trace, int offset) {
        return evaluate(values, stack);
    }

    /**
     * The same value as {@link #evaluate(BigDecimal[], BigDecimal[])} over {@code values}, where
     * {@code trace} holds a recorded evaluation over other values: a part of the formula whose
     * operands are the same objects as recorded is not computed again. The trace is only read, so
     * several threads may share it.
     */
    default BigDecimal reevaluate(BigDecimal[] values, BigDecimal[] stack, BigDecimal[] trace, int offset) {
        return evaluate(values, stack);
    }
}
