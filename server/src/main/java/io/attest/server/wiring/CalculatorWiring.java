package io.attest.server.wiring;

import io.attest.application.calculator.CompiledModels;
import io.attest.application.calculator.ManageCalculatorSchemas;
import io.attest.application.calculator.RunCalculator;
import io.attest.application.calculator.ShowLastRuns;
import io.attest.domain.calculator.CalculatorModel;
import io.attest.domain.calculator.port.CalculatorRunLog;
import io.attest.domain.calculator.port.CalculatorSchemaRepository;
import io.attest.plugin.api.calculator.FormulaEngine;
import io.attest.domain.shared.plugin.InstalledPlugin;
import io.attest.domain.shared.port.PluginCatalog;
import io.attest.domain.shared.port.TransactionBoundary;
import io.micronaut.context.annotation.Context;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Value;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.time.Duration;
import java.util.stream.Collectors;

/**
 * The calculator engine's use cases. The formula engine is the installed {@code FormulaEngine}
 * provider named by {@code attest.calculator.formula-engine} (environment
 * {@code ATTEST_CALCULATOR_FORMULA_ENGINE}, default {@code formula-builtin}); a missing provider
 * stops start-up. Compiled schemas are cached up to {@code attest.calculator.cache-lines} lines in
 * all (default 200,000). A schema whose run would execute more than
 * {@code attest.calculator.cost-budget} formula operations is refused (default
 * {@link CalculatorModel#DEFAULT_COST_BUDGET}), and a run that takes longer than
 * {@code attest.calculator.run-time-budget} (default 10 s) is stopped (docs/operations.md).
 */
@Factory
public class CalculatorWiring {

    @Context
    CompiledModels compiledModels(PluginCatalog catalog,
                                  @Value("${attest.calculator.formula-engine:formula-builtin}") String engineId,
                                  @Value("${attest.calculator.cache-lines:200000}") long cacheLines,
                                  @Value("${attest.calculator.cost-budget:" + CalculatorModel.DEFAULT_COST_BUDGET + "}") long costBudget) {
        FormulaEngine engine = catalog.provider(FormulaEngine.class, engineId).orElseThrow(() -> new IllegalStateException(
                "attest.calculator.formula-engine is '" + engineId + "' but the installed formula engines are ["
                        + catalog.installed().stream().filter(p -> p.kind().equals("formula_engine")).map(InstalledPlugin::id)
                        .collect(Collectors.joining(", ")) + "]; install the plugin or change the setting"));
        return new CompiledModels(engine, cacheLines, costBudget);
    }

    @Singleton
    ManageCalculatorSchemas manageCalculatorSchemas(CalculatorSchemaRepository schemas, CompiledModels models,
                                                    TransactionBoundary tx, Clock clock) {
        return new ManageCalculatorSchemas(schemas, models, tx, clock);
    }

    @Singleton
    RunCalculator runCalculator(CalculatorSchemaRepository schemas, CompiledModels models, TransactionBoundary tx,
                                @Value("${attest.calculator.run-time-budget:10s}") Duration runTimeBudget,
                                CalculatorRunLog runs, Clock clock) {
        return new RunCalculator(schemas, models, tx, runTimeBudget, runs, clock);
    }

    @Singleton
    ShowLastRuns showLastRuns(CalculatorSchemaRepository schemas, CalculatorRunLog runs, TransactionBoundary tx) {
        return new ShowLastRuns(schemas, runs, tx);
    }
}
