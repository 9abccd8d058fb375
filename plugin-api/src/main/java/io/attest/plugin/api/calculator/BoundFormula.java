package io.attest.plugin.api.calculator;

import java.math.BigDecimal;

/**
 * A compiled formula bound to value positions ({@link Formula#bind}): what every engine answers is
 * its value over an array of values. An engine that can evaluate again faster after a first
 * evaluation also implements {@link IncrementalFormula}; the calculator uses that when it is there
 * and evaluates in full otherwise, with the same results.
 */
@FunctionalInterface
public interface BoundFormula {

    /**
     * The formula's value over {@code values}, with 34 significant digits and ties rounded away
     * from zero (see {@link Decimals}). Reads only the positions it was bound to.
     *
     * @param scratch working space of at least {@link Formula#scratchSize()} elements, which the
     *                caller reuses between calls on one thread so that an evaluation need not
     *                allocate any; its content is overwritten and means nothing afterwards
     * @throws EvaluationFailure on division by zero (the range of the result is checked by the caller)
     */
    BigDecimal evaluate(BigDecimal[] values, BigDecimal[] scratch);
}
