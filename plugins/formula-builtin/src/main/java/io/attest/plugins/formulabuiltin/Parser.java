package io.attest.plugins.formulabuiltin;

import io.attest.plugin.api.calculator.Decimals;
import io.attest.plugin.api.calculator.FormulaParse;
import io.attest.plugin.api.calculator.FormulaProblem;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A Pratt parser for one formula that emits the postfix program as it goes.
 *
 * <pre>
 * expression := unary (('+' | '-' | '*' | '/') unary)*      '*' '/' bind tighter than '+' '-'; all left-associative
 * unary      := '-' unary | primary                         unary minus binds tightest: -a*b = (-a)*b
 * primary    := number | name | name '(' arguments ')' | '(' expression ')'
 * number     := digits ['.' digits] [exponent] | '.' digits [exponent];  exponent := ('e'|'E') ['+'|'-'] digits
 * name       := [A-Za-z_][A-Za-z0-9_]*
 * </pre>
 *
 * Recursion happens only for parentheses, unary minus and function arguments, and is capped at
 * {@link #MAX_NESTING} levels; a long chain {@code a + b + … + z} is a loop.
 */
final class Parser {

    static final int MAX_NESTING = 256;

    private static final int ADDITIVE = 1;
    private static final int MULTIPLICATIVE = 2;

    private enum Kind { NUMBER, NAME, PLUS, MINUS, STAR, SLASH, LEFT, RIGHT, COMMA, END }

    private final String text;
    private final List<FormulaProblem> problems = new ArrayList<>();
    private final Emitter out = new Emitter();
    private int cursor;
    private Kind kind;
    private int start;
    private String token;
    private int nesting;

    Parser(String text) {
        this.text = text;
    }

    FormulaParse parse() {
        try {
            advance();
            if (kind == Kind.END) {
                throw new SyntaxError(start, "the formula is empty");
            }
            expression(0);
            if (kind != Kind.END) {
                throw new SyntaxError(start, "expected an operator (+ - * /) or the end of the formula, found " + describe());
            }
        } catch (SyntaxError error) {
            problems.add(new FormulaProblem(FormulaProblem.Reason.SYNTAX_ERROR, error.position, error.getMessage()));
        }
        if (!problems.isEmpty()) {
            return new FormulaParse.Rejected(problems);
        }
        return new FormulaParse.Parsed(out.build(text));
    }

    private void expression(int minimum) {
        unary();
        while (true) {
            int precedence = switch (kind) {
                case PLUS, MINUS -> ADDITIVE;
                case STAR, SLASH -> MULTIPLICATIVE;
                default -> -1;
            };
            if (precedence < minimum || precedence < 0) {
                return;
            }
            Kind operator = kind;
            advance();
            expression(precedence + 1);
            out.binary(switch (operator) {
                case PLUS -> Op.ADD;
                case MINUS -> Op.SUB;
                case STAR -> Op.MUL;
                default -> Op.DIV;
            });
        }
    }

    private void unary() {
        if (kind != Kind.MINUS) {
            primary();
            return;
        }
        enter();
        advance();
        int before = out.size();
        unary();
        out.negate(before);
        nesting--;
    }

    private void primary() {
        switch (kind) {
            case NUMBER -> {
                BigDecimal value = Decimals.parse(token);
                if (value == null || !Decimals.inRange(value)) {
                    throw new SyntaxError(start, "the number " + token + " is out of range (at most 1e1000 in magnitude,"
                            + " at least 1e-1000 unless 0)");
                }
                out.constant(value);
                advance();
            }
            case NAME -> {
                String name = token;
                int at = start;
                advance();
                if (kind == Kind.LEFT) {
                    call(name, at);
                } else if (Functions.isFunction(name)) {
                    throw new SyntaxError(at, "'" + name + "' is a function: write " + name + "(…)");
                } else {
                    out.load(name);
                }
            }
            case LEFT -> {
                int at = start;
                enter();
                advance();
                expression(0);
                if (kind != Kind.RIGHT) {
                    throw new SyntaxError(start, "expected ')' to close the '(' at " + at + ", found " + describe());
                }
                advance();
                nesting--;
            }
            case END -> throw new SyntaxError(start, "the formula ends where a number, a name, '(' or '-' is expected");
            default -> throw new SyntaxError(start, "expected a number, a name, '(' or '-', found " + describe());
        }
    }

    private void call(String name, int at) {
        int open = start;
        enter();
        advance();
        int arguments = 0;
        if (kind != Kind.RIGHT) {
            while (true) {
                expression(0);
                arguments++;
                if (kind != Kind.COMMA) {
                    break;
                }
                advance();
            }
        }
        if (kind != Kind.RIGHT) {
            throw new SyntaxError(start, "expected ',' or ')' to close the '(' at " + open + ", found " + describe());
        }
        advance();
        nesting--;
        String problem = Functions.check(name, arguments);
        if (problem == null) {
            out.call(name, arguments);
        } else {
            FormulaProblem.Reason reason = Functions.isFunction(name)
                    ? FormulaProblem.Reason.WRONG_ARGUMENT_COUNT : FormulaProblem.Reason.UNKNOWN_FUNCTION;
            problems.add(new FormulaProblem(reason, at, problem));
            out.discard(arguments);
        }
    }

    private void enter() {
        if (++nesting > MAX_NESTING) {
            throw new SyntaxError(start, "the formula nests parentheses, unary minus or function calls more than "
                    + MAX_NESTING + " levels deep");
        }
    }

    private String describe() {
        return switch (kind) {
            case NUMBER -> "the number " + token;
            case NAME -> "the name " + token;
            case END -> "the end of the formula";
            default -> "'" + token + "'";
        };
    }

    /** Reads the next token into {@link #kind}, {@link #start} and {@link #token}. */
    private void advance() {
        int n = text.length();
        while (cursor < n && isSpace(text.charAt(cursor))) {
            cursor++;
        }
        start = cursor;
        if (cursor >= n) {
            kind = Kind.END;
            token = "";
            return;
        }
        char c = text.charAt(cursor);
        if (isDigit(c) || (c == '.' && cursor + 1 < n && isDigit(text.charAt(cursor + 1)))) {
            number();
            return;
        }
        if (isNameStart(c)) {
            int end = cursor + 1;
            while (end < n && isNamePart(text.charAt(end))) {
                end++;
            }
            token = text.substring(cursor, end);
            kind = Kind.NAME;
            cursor = end;
            return;
        }
        kind = switch (c) {
            case '+' -> Kind.PLUS;
            case '-' -> Kind.MINUS;
            case '*' -> Kind.STAR;
            case '/' -> Kind.SLASH;
            case '(' -> Kind.LEFT;
            case ')' -> Kind.RIGHT;
            case ',' -> Kind.COMMA;
            default -> throw new SyntaxError(cursor, "unexpected character '" + new String(Character.toChars(text.codePointAt(cursor)))
                    + "'; formulas use numbers, names, + - * /, parentheses, min, max and round");
        };
        token = String.valueOf(c);
        cursor++;
    }

    private void number() {
        int n = text.length();
        int end = cursor;
        while (end < n && isDigit(text.charAt(end))) {
            end++;
        }
        if (end < n && text.charAt(end) == '.') {
            end++;
            if (end >= n || !isDigit(text.charAt(end))) {
                throw new SyntaxError(end, "expected a digit after the decimal point");
            }
            while (end < n && isDigit(text.charAt(end))) {
                end++;
            }
        }
        if (end < n && (text.charAt(end) == 'e' || text.charAt(end) == 'E')) {
            int exponent = end + 1;
            if (exponent < n && (text.charAt(exponent) == '+' || text.charAt(exponent) == '-')) {
                exponent++;
            }
            if (exponent >= n || !isDigit(text.charAt(exponent))) {
                throw new SyntaxError(end, "expected the digits of an exponent after '" + text.charAt(end) + "'");
            }
            end = exponent;
            while (end < n && isDigit(text.charAt(end))) {
                end++;
            }
        }
        if (end < n && isNamePart(text.charAt(end))) {
            throw new SyntaxError(end, "a name cannot start with a digit, and a number cannot be followed by a letter");
        }
        token = text.substring(cursor, end);
        kind = Kind.NUMBER;
        cursor = end;
    }

    private static boolean isSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r';
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static boolean isNameStart(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
    }

    private static boolean isNamePart(char c) {
        return isNameStart(c) || isDigit(c);
    }

    private static final class SyntaxError extends RuntimeException {

        final int position;

        SyntaxError(int position, String message) {
            super(message, null, false, false);
            this.position = position;
        }
    }

    /** Builds the postfix program and tracks the operand-stack depth it needs. */
    private static final class Emitter {

        private int[] code = new int[16];
        private int size;
        private final List<BigDecimal> constants = new ArrayList<>();
        private final Map<String, Integer> referenceIndex = new HashMap<>();
        private final List<String> references = new ArrayList<>();
        private int depth;
        private int maxDepth;

        int size() {
            return size;
        }

        void constant(BigDecimal value) {
            constants.add(value);
            emit(Op.of(Op.CONST, constants.size() - 1));
            push(1);
        }

        void load(String name) {
            Integer index = referenceIndex.get(name);
            if (index == null) {
                index = references.size();
                referenceIndex.put(name, index);
                references.add(name);
            }
            emit(Op.of(Op.LOAD, index));
            push(1);
        }

        /** Negates what was emitted since {@code before}; a lone constant is negated in place. */
        void negate(int before) {
            if (size == before + 1 && Op.opcode(code[before]) == Op.CONST) {
                int index = Op.operand(code[before]);
                constants.set(index, constants.get(index).negate());
                return;
            }
            emit(Op.of(Op.NEG, 0));
        }

        void binary(int opcode) {
            emit(Op.of(opcode, 0));
            depth--;
        }

        void call(String name, int arguments) {
            switch (name) {
                case "min" -> emit(Op.of(Op.MIN, arguments));
                case "max" -> emit(Op.of(Op.MAX, arguments));
                default -> emit(Op.of(arguments == 1 ? Op.ROUND : Op.ROUND_TO, 0));
            }
            depth -= arguments - 1;
        }

        /** A refused call: its arguments leave one value, as a valid call would (the program is not built). */
        void discard(int arguments) {
            depth -= arguments - 1;
        }

        private void push(int values) {
            depth += values;
            maxDepth = Math.max(maxDepth, depth);
        }

        private void emit(int instruction) {
            if (size == code.length) {
                code = Arrays.copyOf(code, size * 2);
            }
            code[size++] = instruction;
        }

        Program build(String text) {
            return new Program(text, Arrays.copyOf(code, size), constants.toArray(BigDecimal[]::new), references, maxDepth);
        }
    }
}
