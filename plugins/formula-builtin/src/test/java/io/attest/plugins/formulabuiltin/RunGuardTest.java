package io.attest.plugins.formulabuiltin;

import static io.attest.plugins.formulabuiltin.CalculatorModelTest.line;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.attest.domain.calculator.CalculatorModel;
import io.attest.domain.calculator.Line;
import io.attest.domain.calculator.RunGuard;
import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.ErrorCode;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * The second line of defence of a run: its time budget and its caller's presence, checked by the
 * evaluation loops. Time is a counter advanced by each reading, so nothing here depends on how
 * fast the machine is.
 */
class RunGuardTest {

    private static final BuiltinFormulaEngine ENGINE = new BuiltinFormulaEngine();

    /** 40 inputs that each move a 3,000-line chain: about 360,000 operations per run, measured on several cores. */
    private static final List<Line> CHAIN = chain(40, 3_000);

    @Test
    void aRunPastItsTimeBudgetStopsWithServiceUnavailableAndItsFigures() {
        CalculatorModel model = CalculatorModel.compile(CHAIN, ENGINE);
        // each reading of the clock is one millisecond later; the budget allows four readings
        AtomicLong now = new AtomicLong();
        RunGuard guard = RunGuard.of(Duration.ofMillis(4), () -> false, () -> now.getAndAdd(1_000_000));
        AttestException e = catchThrowableOfType(AttestException.class, () -> model.run(inputs(40), guard));
        assertThat(e.code()).isEqualTo(ErrorCode.SERVICE_UNAVAILABLE);
        assertThat(e.detail()).containsEntry("kind", RunGuard.TIME_BUDGET).containsEntry("time_budget_ms", 4L);
        assertThat(e.getMessage()).contains("time budget of 4 ms");
        // stopped at the fifth check: far from the whole run
        assertThat(guard.operations()).isLessThan(model.cost().operations() / 2);
        // the other worker may still report its last operations after the one that stopped the run
        assertThat((Long) e.detail().get("operations_done")).isPositive().isLessThanOrEqualTo(guard.operations());
    }

    @Test
    void aRunWhoseCallerHasGoneStopsAtTheNextCheck() {
        CalculatorModel model = CalculatorModel.compile(CHAIN, ENGINE);
        AtomicInteger checks = new AtomicInteger();
        // the caller leaves after the second check
        RunGuard guard = RunGuard.of(Duration.ofHours(1), () -> checks.incrementAndGet() > 2);
        AttestException e = catchThrowableOfType(AttestException.class, () -> model.run(inputs(40), guard));
        assertThat(e.code()).isEqualTo(ErrorCode.SERVICE_UNAVAILABLE);
        assertThat(e.detail()).isEqualTo(Map.of("kind", RunGuard.CLIENT_DISCONNECTED));
        assertThat(guard.operations()).isLessThan(model.cost().operations() / 2);
        // no check looks at the caller again once the run has stopped
        assertThat(checks.get()).isLessThanOrEqualTo(3 + Runtime.getRuntime().availableProcessors());
    }

    @Test
    void aRunWithinItsBudgetAndWithItsCallerFinishes() {
        CalculatorModel model = CalculatorModel.compile(CHAIN, ENGINE);
        AtomicLong now = new AtomicLong();
        RunGuard guard = RunGuard.of(Duration.ofSeconds(1), () -> false, () -> now.getAndAdd(1_000));
        assertThat(model.run(inputs(40), guard).results()).containsKey("c2999");
        assertThat(guard.operations()).isPositive().isLessThanOrEqualTo(model.cost().operations());
    }

    /** {@code c0 = in0 + … + in(n-1)}, then {@code c_k = c_(k-1) * 1.0001 + 1} up to {@code length} lines. */
    private static List<Line> chain(int inputs, int length) {
        StringBuilder sum = new StringBuilder("in0");
        for (int i = 1; i < inputs; i++) {
            sum.append(" + in").append(i);
        }
        List<Line> lines = new ArrayList<>();
        lines.add(line("c0", sum.toString()));
        for (int k = 1; k < length; k++) {
            lines.add(line("c" + k, "c" + (k - 1) + " * 1.0001 + 1"));
        }
        return lines;
    }

    private static Map<String, BigDecimal> inputs(int n) {
        Map<String, BigDecimal> values = new LinkedHashMap<>();
        for (int i = 0; i < n; i++) {
            values.put("in" + i, BigDecimal.valueOf(i + 1));
        }
        return values;
    }
}
