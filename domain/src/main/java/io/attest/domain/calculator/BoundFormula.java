package io.attest.domain.calculator;

import java.math.BigDecimal;

/** A compiled formula bound to value positions: evaluating it is a loop over a small program. */
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
}
