package io.attest.plugin.api.calculator;

import java.math.BigDecimal;

/**
 * Optional capability of a {@link BoundFormula}: after one evaluation has been recorded, evaluating
 * again over values of which only some changed may reuse the work of the parts that read no changed
 * value. The calculator's lever analysis moves one input at a time and evaluates again every line
 * downstream of it; with this capability most of each line's operations are not repeated.
 *
 * <p>Without it (the default for any engine) the analysis calls {@link #evaluate} for every moved
 * line: the same values, only slower. What a {@link Recording} holds is the engine's own business.
 */
public interface IncrementalFormula extends BoundFormula {

    /**
     * Evaluates over {@code values} as {@link #evaluate} does and keeps what later evaluations may
     * reuse. The recording may hold at most {@link Formula#operations()} references (the caller
     * bounds a run's memory by that figure).
     *
     * @throws EvaluationFailure as {@link #evaluate} does
     */
    Recording record(BigDecimal[] values, BigDecimal[] scratch);

    /**
     * Exactly the value (or the failure) {@link #evaluate} gives over {@code values}, whatever
     * changed since {@code recording} was made by this formula. The recording is only read, so
     * several threads may pass the same one at once.
     */
    BigDecimal evaluate(BigDecimal[] values, BigDecimal[] scratch, Recording recording);

    /** One recorded evaluation; opaque to the caller except for its value. Immutable once returned. */
    interface Recording {

        /** The value the recorded evaluation gave. */
        BigDecimal value();
    }
}
