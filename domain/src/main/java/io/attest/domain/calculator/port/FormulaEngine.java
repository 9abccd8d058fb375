package io.attest.domain.calculator.port;

import io.attest.domain.shared.plugin.Plugin;

/**
 * Engine SPI (formula_engine): parses and evaluates formulas over decimal numbers.
 *
 * <p>The foundation registers the SPI so providers are discovered, validated and listed; the
 * operations are added by the calculator work (additively while {@code PluginApi.SPI_VERSION} is 1).
 */
public interface FormulaEngine extends Plugin {
}
