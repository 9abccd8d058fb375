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
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The 20-line rental model ({@link CalculatorSchemas#rental()}, 11 inputs) on one thread: runs per
 * second with the full analysis (12 evaluations: the run and one per input), and the evaluation
 * alone. Target (issue 5): at least 20,000 runs per second on one core.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Threads(1)
@Fork(1)
@Warmup(iterations = 4, time = 2)
@Measurement(iterations = 5, time = 2)
public class CalculatorRentalBenchmark {

    private CalculatorSchemas.Schema schema;
    private CalculatorModel model;

    @Setup
    public void setUp() {
        schema = CalculatorSchemas.rental();
        model = CalculatorModel.compile(schema.lines(), new BuiltinFormulaEngine());
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
