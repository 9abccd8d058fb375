package io.attest.domain.calculator;

import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.ErrorCode;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;

/**
 * The second line of defence of one run, after the cost budget checked at creation: a time budget,
 * and whether the caller is still waiting for the answer. The evaluation loops report the
 * operations they execute ({@link #spend}), and every {@link #CHECK_INTERVAL} operations or so look
 * at the clock and the caller; a run past its time or whose caller has gone stops there with 503
 * {@code service_unavailable} ({@code detail.kind} {@value #TIME_BUDGET} or
 * {@value #CLIENT_DISCONNECTED}). One guard per run, shared by the threads that measure its levers:
 * once one of them stops, the others stop at their next check.
 */
public final class RunGuard {

    /** Operations between two checks: about a millisecond of decimal arithmetic. */
    public static final int CHECK_INTERVAL = 1 << 14;
    /** {@code detail.kind} of a run stopped by its time budget. */
    public static final String TIME_BUDGET = "run_time_budget";
    /** {@code detail.kind} of a run stopped because its caller closed the connection. */
    public static final String CLIENT_DISCONNECTED = "client_disconnected";

    private final Duration timeBudget;
    private final long deadline;
    private final LongSupplier nanoClock;
    private final BooleanSupplier callerGone;
    private final LongAdder operations = new LongAdder();
    private volatile AttestException stopped;

    private RunGuard(Duration timeBudget, BooleanSupplier callerGone, LongSupplier nanoClock) {
        this.timeBudget = timeBudget;
        this.nanoClock = nanoClock;
        this.callerGone = Objects.requireNonNull(callerGone, "callerGone");
        this.deadline = timeBudget == null ? 0 : nanoClock.getAsLong() + timeBudget.toNanos();
    }

    /** No time budget and a caller that never leaves (tests, benchmarks); still counts the operations. */
    public static RunGuard unlimited() {
        return new RunGuard(null, () -> false, System::nanoTime);
    }

    /**
     * A run that may take {@code timeBudget} from now (null: no limit) and stops as soon as
     * {@code callerGone} says the answer is no longer awaited.
     */
    public static RunGuard of(Duration timeBudget, BooleanSupplier callerGone) {
        return of(timeBudget, callerGone, System::nanoTime);
    }

    /** As {@link #of(Duration, BooleanSupplier)}, reading time from {@code nanoClock} (nanoseconds, like {@link System#nanoTime}). */
    public static RunGuard of(Duration timeBudget, BooleanSupplier callerGone, LongSupplier nanoClock) {
        if (timeBudget != null && (timeBudget.isNegative() || timeBudget.isZero())) {
            throw new IllegalArgumentException("a run's time budget must be positive, not " + timeBudget);
        }
        return new RunGuard(timeBudget, callerGone, nanoClock);
    }

    /** The operations reported so far, by every thread of the run. */
    public long operations() {
        return operations.sum();
    }

    /**
     * Counts {@code executed} operations and checks the time budget and the caller.
     *
     * @throws AttestException 503 {@code service_unavailable} when the run must stop
     */
    void spend(long executed) {
        operations.add(executed);
        AttestException reason = stopped;
        if (reason == null) {
            reason = reasonToStop();
            if (reason == null) {
                return;
            }
            stopped = reason;
        }
        throw reason;
    }

    /** Why the run stopped, or null while it has not: what a thread rethrows when another one stopped it. */
    AttestException stopped() {
        return stopped;
    }

    private AttestException reasonToStop() {
        if (callerGone.getAsBoolean()) {
            return new AttestException(ErrorCode.SERVICE_UNAVAILABLE,
                    "the client closed the connection before the run finished; the run was stopped", null,
                    Map.of("kind", CLIENT_DISCONNECTED));
        }
        if (timeBudget != null && nanoClock.getAsLong() - deadline > 0) {
            Map<String, Object> detail = new LinkedHashMap<>();
            detail.put("kind", TIME_BUDGET);
            detail.put("time_budget_ms", timeBudget.toMillis());
            detail.put("operations_done", operations());
            return new AttestException(ErrorCode.SERVICE_UNAVAILABLE, "the run did not finish within its time budget of "
                    + timeBudget.toMillis() + " ms (the server is busy); retry later", null, detail);
        }
        return null;
    }
}
