package io.attest.server.wiring;

import io.attest.application.calculator.CompiledModels;
import io.attest.application.calculator.ManageCalculatorSchemas;
import io.attest.application.calculator.RunCalculator;
import io.attest.domain.calculator.port.CalculatorSchemaRepository;
import io.attest.domain.calculator.port.FormulaEngine;
import io.attest.domain.shared.plugin.InstalledPlugin;
import io.attest.domain.shared.port.PluginCatalog;
import io.attest.domain.shared.port.TransactionBoundary;
import io.micronaut.context.annotation.Context;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Value;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.util.stream.Collectors;

/**
 * The calculator engine's use cases. The formula engine is the installed {@code FormulaEngine}
 * provider named by {@code attest.calculator.formula-engine} (environment
 * {@code ATTEST_CALCULATOR_FORMULA_ENGINE}, default {@code formula-builtin}); a missing provider
 * stops start-up. Compiled schemas are cached up to {@code attest.calculator.cache-lines} lines in
 * all (default 200,000).
 */
@Factory
public class CalculatorWiring {

    @Context
    CompiledModels compiledModels(PluginCatalog catalog,
                                  @Value("${attest.calculator.formula-engine:formula-builtin}") String engineId,
                                  @Value("${attest.calculator.cache-lines:200000}") long cacheLines) {
        FormulaEngine engine = catalog.provider(FormulaEngine.class, engineId).orElseThrow(() -> new IllegalStateException(
                "attest.calculator.formula-engine is '" + engineId + "' but the installed formula engines are ["
                        + catalog.installed().stream().filter(p -> p.kind().equals("formula_engine")).map(InstalledPlugin::id)
                        .collect(Collectors.joining(", ")) + "]; install the plugin or change the setting"));
        return new CompiledModels(engine, cacheLines);
    }

    @Singleton
    ManageCalculatorSchemas manageCalculatorSchemas(CalculatorSchemaRepository schemas, CompiledModels models,
                                                    TransactionBoundary tx, Clock clock) {
        return new ManageCalculatorSchemas(schemas, models, tx, clock);
    }

    @Singleton
    RunCalculator runCalculator(CalculatorSchemaRepository schemas, CompiledModels models, TransactionBoundary tx) {
        return new RunCalculator(schemas, models, tx);
    }
}
