package io.attest.adapters.http.filter;

import io.attest.adapters.http.error.HttpErrors;
import io.attest.domain.shared.ErrorCode;
import io.micronaut.context.annotation.Value;
import io.micronaut.core.order.Ordered;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.RequestFilter;
import io.micronaut.http.annotation.ServerFilter;
import io.micronaut.http.filter.FilterContinuation;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Admission control for large request bodies, so that concurrent large requests cannot exhaust the
 * heap (issue 16: 50 concurrent 5 MB citation checks grew the JVM to 6.9 GB). A body of at least
 * {@code threshold} bytes (or of unknown length) reserves an estimate of the heap its request needs,
 * {@code heap-per-byte} times its length, from a budget of {@code heap-share} of the JVM's maximum heap,
 * before the body is read. A request that cannot reserve within {@code max-wait} is answered
 * {@code 503 service_unavailable} with {@code Retry-After}; one request may always take the whole
 * budget, so the largest allowed body still runs, alone. Small requests never wait. Runs on every
 * route, after API-key authentication and the console guard (a request they refuse reserves nothing)
 * and before the API admission filter, which reads the body. The reservation is returned when the response is produced, whatever it is.
 */
@ServerFilter(ServerFilter.MATCH_ALL_PATTERN)
public class LargeRequestAdmission implements Ordered {

    private static final Logger LOG = LoggerFactory.getLogger(LargeRequestAdmission.class);
    /** Permits are KiB of heap, so that a budget of many GiB fits an int. */
    private static final long UNIT = 1024;

    private final long threshold;
    private final double heapPerByte;
    private final long maxRequestSize;
    private final Duration maxWait;
    private final int budgetUnits;
    private final Semaphore budget;

    public LargeRequestAdmission(@Value("${attest.large-requests.threshold:1048576}") long threshold,
                                 @Value("${attest.large-requests.heap-share:0.5}") double heapShare,
                                 @Value("${attest.large-requests.heap-per-byte:12}") double heapPerByte,
                                 @Value("${attest.large-requests.max-wait:2s}") Duration maxWait,
                                 @Value("${micronaut.server.max-request-size:10485760}") long maxRequestSize) {
        this.threshold = threshold;
        this.heapPerByte = heapPerByte;
        this.maxRequestSize = maxRequestSize;
        this.maxWait = maxWait;
        this.budgetUnits = (int) Math.max(1, Math.min(Integer.MAX_VALUE, Runtime.getRuntime().maxMemory() * heapShare / UNIT));
        this.budget = new Semaphore(budgetUnits, true);
        LOG.info("large requests (from {} bytes) share {} MiB of heap, {} bytes of heap per request byte",
                threshold, budgetUnits / 1024, heapPerByte);
    }

    @Override
    public int getOrder() {
        return HIGHEST_PRECEDENCE + 150;
    }

    @RequestFilter
    @ExecuteOn(TaskExecutors.BLOCKING)
    public MutableHttpResponse<?> admit(HttpRequest<?> request, FilterContinuation<MutableHttpResponse<?>> next)
            throws InterruptedException {
        int units = units(request);
        if (units == 0) {
            return next.proceed();
        }
        if (!budget.tryAcquire(units, maxWait.toMillis(), TimeUnit.MILLISECONDS)) {
            return HttpErrors.response(request, ErrorCode.SERVICE_UNAVAILABLE,
                    "the server is busy with other large requests; retry shortly", null,
                    Map.of("kind", "large_requests"));
        }
        try {
            return next.proceed();
        } finally {
            budget.release(units);
        }
    }

    /** Heap units to reserve: none for a small or bodiless request, never more than the whole budget. */
    int units(HttpRequest<?> request) {
        long length = request.getContentLength();
        boolean hasBody = length > 0 || (length < 0 && request.getHeaders().contains("Transfer-Encoding"));
        if (!hasBody || (length >= 0 && length < threshold)) {
            return 0;
        }
        long bytes = length < 0 ? maxRequestSize : length;
        double heap = bytes * heapPerByte / UNIT;
        return (int) Math.max(1, Math.min(budgetUnits, Math.ceil(heap)));
    }

    /** KiB of the budget free now (for tests and diagnostics). */
    public int availableKib() {
        return budget.availablePermits();
    }
}
