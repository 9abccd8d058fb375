package io.attest.plugin.api.calculator;

import io.attest.plugin.api.Plugin;

/**
 * Engine SPI (formula_engine): parses and compiles formulas over decimal numbers.
 *
 * <p>The language (decisions.md section 10, docs/calculator.md): decimal numbers, names
 * ({@code [A-Za-z_][A-Za-z0-9_]*}), {@code + - * /}, unary minus, parentheses, {@code min(…)} and
 * {@code max(…)} with one or more arguments, {@code round(x)} and {@code round(x, digits)}; nothing
 * else. Arithmetic is {@link io.attest.plugin.api.calculator.Decimals#MATH}.
 *
 * <p>Added by the calculator work while {@link #SPI_VERSION} was 1. Version 2 (issue 15) keeps
 * only what any engine can answer: a formula's references, its scratch size and operation count,
 * and its value over bound values ({@link BoundFormula}); the built-in engine's traced evaluation
 * left the SPI for the optional {@link IncrementalFormula}, whose recordings are opaque.
 */
public interface FormulaEngine extends Plugin {

    /**
     * The version of this SPI the server speaks; bumped on an incompatible change to this interface or
     * the value types it uses, independently of the other SPIs. A provider returns it from
     * {@link #spiVersion()} ({@code return FormulaEngine.SPI_VERSION;}, inlined when the provider is compiled).
     */
    int SPI_VERSION = 2;

    /**
     * Parses and compiles one formula. Never throws for a bad formula: syntax errors (the first
     * one, with its position), unknown functions and wrong argument counts come back as
     * {@link FormulaParse.Rejected}.
     */
    FormulaParse parse(String formula);
}
