package io.attest.plugin.api.calculator;

import java.util.List;

/**
 * One parsed and compiled formula, as a {@link io.attest.plugin.api.calculator.FormulaEngine}
 * produces it. Immutable and safe to share between threads.
 */
public interface Formula {

    /** The formula as written. */
    String text();

    /**
     * Every name the formula reads, each once, in order of first appearance: the line's inputs,
     * from which the calculator builds its dependency graph.
     */
    List<String> references();

    /**
     * How many elements the scratch array given to {@link BoundFormula#evaluate} must have at
     * least (an operand stack, registers…); 0 for an engine that needs none.
     */
    int scratchSize();

    /**
     * How many operations one evaluation of this formula executes at most — each number, name,
     * operator and function call is one — the unit in which a run's cost is counted and budgeted
     * (the calculator's {@code RunCost}). The default, the formula's length, bounds it for an engine that compiles
     * at most one operation per character (every operation of the language is written with at
     * least one character of its own); an engine that knows its exact count overrides it.
     */
    default int operations() {
        return text().length();
    }

    /**
     * This formula reading its values from fixed positions: {@code slots[i]} is the index, in the
     * values array given to {@link BoundFormula#evaluate}, of {@code references().get(i)}.
     */
    BoundFormula bind(int[] slots);
}
