package io.attest.benchmarks;

import io.attest.domain.calculator.CalculatorModel;
import io.attest.domain.calculator.RunResult;
import io.attest.plugins.formulabuiltin.BuiltinFormulaEngine;
import java.math.BigDecimal;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * A 2,000-line calculator schema ({@link CalculatorSchemas}, two shapes): validation and
 * compilation as {@code POST /v1/calculator-engine/schemas} does it ({@code compile}), a run with the
 * full lever analysis as {@code POST /v1/calculator-engine/run} does it ({@code runWithAnalysis}),
 * and the evaluation alone ({@code evaluateOnly}). Targets (issue 5): compile < 50 ms, run < 50 ms.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 4, time = 2)
@Measurement(iterations = 5, time = 2)
public class CalculatorSchemaBenchmark {

    @Param({"departments", "dense"})
    public String shape;

    private final BuiltinFormulaEngine engine = new BuiltinFormulaEngine();
    private CalculatorSchemas.Schema schema;
    private CalculatorModel model;

    @Setup
    public void setUp() {
        schema = CalculatorSchemas.of(shape);
        model = CalculatorModel.compile(schema.lines(), engine);
    }

    @Benchmark
    public CalculatorModel compile() {
        return CalculatorModel.compile(schema.lines(), engine);
    }

    @Benchmark
    public RunResult runWithAnalysis() {
        return model.run(schema.values());
    }

    @Benchmark
    public BigDecimal[] evaluateOnly() {
        return model.evaluate(schema.values());
    }
}
