package io.attest.plugins.formulabuiltin;

import io.attest.plugin.api.calculator.BoundFormula;
import io.attest.plugin.api.calculator.Decimals;
import io.attest.plugin.api.calculator.EvaluationFailure;
import io.attest.plugin.api.calculator.Formula;
import io.attest.plugin.api.calculator.IncrementalFormula;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.util.Arrays;
import java.util.List;

/**
 * A formula compiled to postfix: {@code a + b * 2} is {@code LOAD a, LOAD b, CONST 2, MUL, ADD}.
 * Evaluating it is one loop over an {@code int[]} with an operand stack, no recursion, no
 * allocation besides the results of the decimal operations.
 */
final class Program implements Formula {

    /** {@code round(x, digits)} clamps digits to ±2000: beyond, the result no longer changes. */
    static final int MAX_ROUND_DIGITS = 2000;
    private static final BigDecimal MAX_DIGITS = BigDecimal.valueOf(MAX_ROUND_DIGITS);
    private static final BigDecimal MIN_DIGITS = BigDecimal.valueOf(-MAX_ROUND_DIGITS);

    private final String text;
    private final int[] code;
    private final BigDecimal[] constants;
    private final List<String> references;
    private final int stackDepth;
    /** Where each instruction's operands come from; shared by every binding of this program. */
    private final Operands operands;

    Program(String text, int[] code, BigDecimal[] constants, List<String> references, int stackDepth) {
        this.text = text;
        this.code = code;
        this.constants = constants;
        this.references = List.copyOf(references);
        this.stackDepth = stackDepth;
        this.operands = Operands.of(code);
    }

    @Override
    public String text() {
        return text;
    }

    @Override
    public List<String> references() {
        return references;
    }

    /** The operand stack: its deepest point while the postfix code runs. */
    @Override
    public int scratchSize() {
        return stackDepth;
    }

    /** One per instruction: every evaluation (recorded, plain or incremental) steps through each once. */
    @Override
    public int operations() {
        return code.length;
    }

    @Override
    public BoundFormula bind(int[] slots) {
        if (slots.length != references.size()) {
            throw new IllegalArgumentException("one slot per reference: expected " + references.size() + ", got " + slots.length);
        }
        int[] bound = code.clone();
        for (int i = 0; i < bound.length; i++) {
            if (Op.opcode(bound[i]) == Op.LOAD) {
                bound[i] = Op.of(Op.LOAD, slots[Op.operand(bound[i])]);
            }
        }
        return new Bound(bound, constants, operands);
    }

    /** The instructions, for tests. */
    int[] code() {
        return code.clone();
    }

    /**
     * Where each instruction's operands come from: {@code producers[first[i] … first[i + 1])} are
     * the indices of the instructions that pushed the operands of instruction {@code i}, in stack
     * order (none for CONST and LOAD). Fixed by the postfix code (binding only renumbers LOAD operands),
     * so computed once per program.
     */
    private record Operands(int[] first, int[] producers) {

        static Operands of(int[] code) {
            int[] first = new int[code.length + 1];
            int[] producers = new int[code.length];
            int[] pushedBy = new int[code.length];
            int sp = 0;
            int count = 0;
            for (int i = 0; i < code.length; i++) {
                int arity = arity(code[i]);
                first[i] = count;
                System.arraycopy(pushedBy, sp - arity, producers, count, arity);
                count += arity;
                sp -= arity;
                pushedBy[sp++] = i;
            }
            first[code.length] = count;
            return new Operands(first, Arrays.copyOf(producers, count));
        }

        private static int arity(int instruction) {
            return switch (Op.opcode(instruction)) {
                case Op.CONST, Op.LOAD -> 0;
                case Op.NEG, Op.ROUND -> 1;
                case Op.MIN, Op.MAX -> Op.operand(instruction);
                default -> 2;
            };
        }
    }

    /**
     * The program over value slots. Besides a plain evaluation it can record every instruction's
     * result (a {@link Trace} of a base run) and later evaluate again reusing the recorded result of
     * each instruction whose operands are the very objects recorded: during a lever analysis most
     * subexpressions ({@code rate / 100}, {@code 1 + growth}) read only inputs that did not move,
     * so their decimal operations are skipped. Identity, not equality, decides: an operand that is
     * the same object as in the trace can only give the same result.
     */
    private record Bound(int[] code, BigDecimal[] constants, Operands operands) implements IncrementalFormula {

        @Override
        public BigDecimal evaluate(BigDecimal[] values, BigDecimal[] stack) {
            int sp = 0;
            for (int instruction : code) {
                sp = step(instruction, values, stack, sp);
            }
            return stack[0];
        }

        /** One result per instruction: {@link Program#operations()} references, as the SPI allows. */
        @Override
        public Recording record(BigDecimal[] values, BigDecimal[] stack) {
            BigDecimal[] results = new BigDecimal[code.length];
            int sp = 0;
            for (int i = 0; i < code.length; i++) {
                sp = step(code[i], values, stack, sp);
                results[i] = stack[sp - 1];
            }
            return new Trace(this, results);
        }

        @Override
        public BigDecimal evaluate(BigDecimal[] values, BigDecimal[] stack, Recording recording) {
            if (!(recording instanceof Trace(Bound recorder, BigDecimal[] trace)) || recorder != this) {
                throw new IllegalArgumentException("not a recording of this formula");
            }
            int[] first = operands.first();
            int[] producers = operands.producers();
            int sp = 0;
            for (int i = 0; i < code.length; i++) {
                int from = first[i];
                int arity = first[i + 1] - from;
                if (arity > 0 && operandsAsTraced(stack, sp - arity, producers, from, arity, trace)) {
                    sp -= arity;
                    stack[sp++] = trace[i];
                } else {
                    sp = step(code[i], values, stack, sp);
                }
            }
            return stack[0];
        }

        private static boolean operandsAsTraced(BigDecimal[] stack, int bottom, int[] producers, int from, int arity,
                                                BigDecimal[] trace) {
            for (int k = 0; k < arity; k++) {
                if (stack[bottom + k] != trace[producers[from + k]]) {
                    return false;
                }
            }
            return true;
        }

        /** Executes one instruction; returns the new stack size. */
        private int step(int instruction, BigDecimal[] values, BigDecimal[] stack, int sp) {
            int operand = instruction >>> 8;
            switch (instruction & 0xFF) {
                case Op.CONST -> stack[sp++] = constants[operand];
                case Op.LOAD -> stack[sp++] = values[operand];
                case Op.NEG -> stack[sp - 1] = stack[sp - 1].negate();
                case Op.ADD -> {
                    sp--;
                    stack[sp - 1] = stack[sp - 1].add(stack[sp], Decimals.MATH);
                }
                case Op.SUB -> {
                    sp--;
                    stack[sp - 1] = stack[sp - 1].subtract(stack[sp], Decimals.MATH);
                }
                case Op.MUL -> {
                    sp--;
                    stack[sp - 1] = stack[sp - 1].multiply(stack[sp], Decimals.MATH);
                }
                case Op.DIV -> {
                    sp--;
                    if (stack[sp].signum() == 0) {
                        throw new EvaluationFailure(EvaluationFailure.Kind.DIVISION_BY_ZERO, "division by zero");
                    }
                    stack[sp - 1] = Decimals.divide(stack[sp - 1], stack[sp]);
                }
                case Op.MIN -> {
                    int first = sp - operand;
                    BigDecimal best = stack[first];
                    for (int i = first + 1; i < sp; i++) {
                        if (stack[i].compareTo(best) < 0) {
                            best = stack[i];
                        }
                    }
                    sp = first;
                    stack[sp++] = best;
                }
                case Op.MAX -> {
                    int first = sp - operand;
                    BigDecimal best = stack[first];
                    for (int i = first + 1; i < sp; i++) {
                        if (stack[i].compareTo(best) > 0) {
                            best = stack[i];
                        }
                    }
                    sp = first;
                    stack[sp++] = best;
                }
                case Op.ROUND -> stack[sp - 1] = round(stack[sp - 1], 0);
                case Op.ROUND_TO -> {
                    sp--;
                    stack[sp - 1] = round(stack[sp - 1], digits(stack[sp]));
                }
                default -> throw new IllegalStateException("unknown instruction " + instruction);
            }
            return sp;
        }
    }

    /**
     * Every instruction's result in one evaluation; the last one is the formula's value. Never
     * written after {@link Bound#record} returns it, so threads may share it.
     */
    private record Trace(Bound recorder, BigDecimal[] results) implements IncrementalFormula.Recording {

        @Override
        public BigDecimal value() {
            return results[results.length - 1];
        }
    }

    /** Half away from zero at {@code digits} decimals (negative: tens, hundreds…); never adds digits. */
    static BigDecimal round(BigDecimal value, int digits) {
        if (value.scale() <= digits) {
            return value;
        }
        if ((long) value.precision() - value.scale() < -digits) {
            // |value| < 10^(precision - scale) <= a tenth of the rounding unit: the result is 0, the
            // same as setScale's, whose division by 10^(scale - digits) would compute a power of ten
            // of up to 3,000 digits each time (round(x, -2000)); otherwise that power has at most 34.
            return new BigDecimal(BigInteger.ZERO, digits);
        }
        return value.setScale(digits, RoundingMode.HALF_UP);
    }

    /** The digits argument of round: truncated toward zero (as spreadsheets do), clamped to ±2000. */
    static int digits(BigDecimal digits) {
        if (digits.compareTo(MAX_DIGITS) > 0) {
            return MAX_ROUND_DIGITS;
        }
        if (digits.compareTo(MIN_DIGITS) < 0) {
            return -MAX_ROUND_DIGITS;
        }
        return digits.setScale(0, RoundingMode.DOWN).intValueExact();
    }
}
