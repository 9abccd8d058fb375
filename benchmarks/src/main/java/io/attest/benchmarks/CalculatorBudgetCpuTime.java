package io.attest.benchmarks;

import com.sun.management.ThreadMXBean;
import io.attest.domain.calculator.CalculatorModel;
import io.attest.domain.calculator.RunCost;
import io.attest.domain.calculator.RunGuard;
import io.attest.plugins.formulabuiltin.BuiltinFormulaEngine;
import java.lang.management.ManagementFactory;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;

/**
 * The calculator's cost budget against the runs it admits, timed by the measuring thread's CPU
 * clock (a shared machine's waiting for a core is not counted). For each shape of
 * {@link CalculatorCostShapes} grown to the largest size the budget accepts, and for the documented
 * schemas of {@link CalculatorSchemas}, prints the cost counted at creation, the operations a run
 * really executed, and the CPU time of a run (best and mean of {@code runs} after as many warm-up
 * runs), i.e. nanoseconds per unit of cost. Run it on one core so that the lever analysis stays on
 * the measuring thread:
 * {@code java -XX:ActiveProcessorCount=1 -cp benchmarks/target/attest-benchmarks.jar io.attest.benchmarks.CalculatorBudgetCpuTime [budget] [runs] [shapes]}.
 */
public final class CalculatorBudgetCpuTime {

    private CalculatorBudgetCpuTime() {
    }

    public static void main(String[] args) {
        long budget = args.length > 0 ? Long.parseLong(args[0]) : CalculatorModel.DEFAULT_COST_BUDGET;
        int runs = args.length > 1 ? Integer.parseInt(args[1]) : 5;
        if (Runtime.getRuntime().availableProcessors() != 1) {
            System.out.println("warning: " + Runtime.getRuntime().availableProcessors()
                    + " processors; run with -XX:ActiveProcessorCount=1 or the analysis of large schemas leaves this thread");
        }
        System.out.printf("budget %,d operations, %d runs after %d warm-up runs%n", budget, runs, runs);
        System.out.println("shape | size | lines | cost at creation | operations executed | CPU ms best | CPU ms mean | ns per unit of cost");
        for (String name : List.of(args.length > 2 ? args[2].split(",") : new String[] {"sums", "quotients", "chain", "rounds"})) {
            CalculatorCostShapes.Shape shape = CalculatorCostShapes.largestAccepted(name, budget);
            time(name, shape.size(), shape.model(), shape.values(), runs);
        }
        BuiltinFormulaEngine engine = new BuiltinFormulaEngine();
        for (String name : List.of("dense", "departments", "rental")) {
            CalculatorSchemas.Schema schema = CalculatorSchemas.of(name);
            time(name, 0, CalculatorModel.compile(schema.lines(), engine, budget), schema.values(), runs);
        }
    }

    private static void time(String name, int size, CalculatorModel model, Map<String, BigDecimal> values, int runs) {
        ThreadMXBean mx = (ThreadMXBean) ManagementFactory.getThreadMXBean();
        RunCost cost = model.cost();
        long executed = 0;
        for (int i = 0; i < runs; i++) {
            RunGuard guard = RunGuard.unlimited();
            model.run(values, guard);
            executed = guard.operations();
        }
        double best = Double.MAX_VALUE;
        double sum = 0;
        for (int i = 0; i < runs; i++) {
            long start = mx.getCurrentThreadCpuTime();
            model.run(values);
            double ms = (mx.getCurrentThreadCpuTime() - start) / 1e6;
            best = Math.min(best, ms);
            sum += ms;
        }
        System.out.printf("%s | %d | %,d | %,d | %,d | %.1f | %.1f | %.1f%n", name, size, model.lines().size(), cost.operations(),
                executed, best, sum / runs, best * 1e6 / cost.operations());
    }
}
