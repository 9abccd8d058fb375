package io.attest.plugins.formulabuiltin;

/**
 * The instructions of a compiled formula. Each is one {@code int}: the opcode in the low 8 bits,
 * the operand (constant index, value slot or argument count) in the high 24 bits.
 */
final class Op {

    static final int CONST = 0;
    static final int LOAD = 1;
    static final int NEG = 2;
    static final int ADD = 3;
    static final int SUB = 4;
    static final int MUL = 5;
    static final int DIV = 6;
    static final int MIN = 7;
    static final int MAX = 8;
    static final int ROUND = 9;
    static final int ROUND_TO = 10;

    /** Operands must fit in 24 bits. */
    static final int MAX_OPERAND = (1 << 24) - 1;

    private Op() {
    }

    static int of(int opcode, int operand) {
        if (operand < 0 || operand > MAX_OPERAND) {
            throw new IllegalArgumentException("operand out of range: " + operand);
        }
        return opcode | (operand << 8);
    }

    static int opcode(int instruction) {
        return instruction & 0xFF;
    }

    static int operand(int instruction) {
        return instruction >>> 8;
    }
}
