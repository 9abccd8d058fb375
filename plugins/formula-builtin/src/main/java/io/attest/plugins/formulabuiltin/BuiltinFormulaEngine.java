package io.attest.plugins.formulabuiltin;

import io.attest.plugin.api.calculator.FormulaParse;
import io.attest.plugin.api.calculator.FormulaEngine;
import io.attest.plugin.api.calculator.FormulaEngine;
import java.util.Objects;

/**
 * The built-in formula engine: a hand-written Pratt parser that compiles a formula, in one pass,
 * into a postfix program over decimal values (see {@link Program}). Stateless and thread-safe.
 */
public final class BuiltinFormulaEngine implements FormulaEngine {

    public static final String ID = "formula-builtin";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String version() {
        return "1.0.0";
    }

    @Override
    public int spiVersion() {
        return FormulaEngine.SPI_VERSION;
    }

    @Override
    public FormulaParse parse(String formula) {
        return new Parser(Objects.requireNonNull(formula, "formula")).parse();
    }
}
