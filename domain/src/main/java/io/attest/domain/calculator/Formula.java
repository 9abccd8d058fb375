package io.attest.domain.calculator;

import java.util.List;

/**
 * One parsed and compiled formula, as a {@link io.attest.domain.calculator.port.FormulaEngine}
 * produces it. Immutable and safe to share between threads.
 */
public interface Formula {

    /** The formula as written. */
    String text();

    /** Every name the formula reads, each once, in order of first appearance. */
    List<String> references();

    /** The operand-stack size {@link BoundFormula#evaluate} needs. */
    int stackDepth();

    /**
     * This formula reading its values from fixed positions: {@code slots[i]} is the index, in the
     * values array given to {@link BoundFormula#evaluate}, of {@code references().get(i)}.
     */
    BoundFormula bind(int[] slots);
}
