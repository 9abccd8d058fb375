package io.attest.plugins.markethttp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.attest.plugin.api.deal.MarketLookup;
import io.attest.plugin.api.deal.MarketSnapshot;
import io.attest.plugin.api.deal.NormalizedAddress;
import io.attest.plugin.api.ProviderSettings;
import io.attest.plugin.api.deal.Regulation;
import io.attest.plugin.api.deal.RegulationCategory;
import io.attest.plugin.api.deal.MarketDataProvider;
import io.attest.plugin.api.deal.MarketDataProvider;
import io.attest.plugins.httpsupport.BoundedBody;
import io.github.resilience4j.circuitbreaker.CallNotPermittedException;
import io.github.resilience4j.circuitbreaker.CircuitBreaker;
import io.github.resilience4j.circuitbreaker.CircuitBreakerConfig;
import io.github.resilience4j.circuitbreaker.internal.CircuitBreakerStateMachine;
import io.github.resilience4j.core.IntervalBiFunction;
import io.github.resilience4j.core.functions.CheckedSupplier;
import io.github.resilience4j.retry.Retry;
import io.github.resilience4j.retry.RetryConfig;
import java.io.IOException;
import java.math.BigDecimal;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.YearMonth;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Market data from a market-data service over HTTP (decisions.md section 5):
 * {@code GET {base-url}/v1/markets/lookup?address=…&zip=…&city=…&state=…} with
 * {@code Authorization: Bearer {api-key}}, answering
 * {@code {projected_annual_revenue, occupancy_rate, adr, comp_count, rent_estimate_monthly, as_of, source}}
 * (optional: {@code market}, {@code modelled} — {@code true} or the names of the estimated figures —
 * and {@code regulation {category, note, source}}); 404 means "no data".
 *
 * <p>Each lookup has a time budget ({@code budget}); attempts ({@code timeout} each) are retried
 * with exponential backoff and jitter (resilience4j {@link Retry}) while the budget allows, on
 * timeouts, connection errors, 429, 5xx and malformed answers. A circuit breaker (resilience4j)
 * opens after repeated failures and answers at once until its open time has passed; then trial
 * calls close it again. Every failure becomes {@link MarketLookup.Unavailable} with a Retry-After.
 *
 * <p>Settings: {@link HttpMarketSettings}. Unconfigured (only loaded, not chosen) it answers
 * "unavailable".
 */
public final class HttpMarketDataProvider implements MarketDataProvider {

    public static final String ID = "market-http";
    public static final String VERSION = "1.0.0";

    /** Attempts shorter than this are not started: the budget is spent. */
    static final Duration MIN_ATTEMPT = Duration.ofMillis(20);
    static final int MAX_BODY_BYTES = 64 * 1024;
    private static final Duration CLOSE_WAIT = Duration.ofSeconds(5);

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final List<String> FIGURES = List.of("projected_annual_revenue", "occupancy_rate", "adr",
            "comp_count", "rent_estimate_monthly");

    private final HttpMarketSettings settings;
    private final Clock clock;
    private final HttpClient http;
    private final CircuitBreaker breaker;
    private final Retry retry;
    private final AtomicReference<Instant> openedAt = new AtomicReference<>();
    /** The configured providers this one made: the server closes only the one it loaded. */
    private final List<HttpMarketDataProvider> configured = new CopyOnWriteArrayList<>();

    /** For ServiceLoader: not configured; {@link #configure} returns the working provider. */
    public HttpMarketDataProvider() {
        this.settings = null;
        this.clock = Clock.systemUTC();
        this.http = null;
        this.breaker = null;
        this.retry = null;
    }

    /** A configured provider; {@code clock} drives the circuit breaker's open time (tests pass their own). */
    HttpMarketDataProvider(HttpMarketSettings settings, Clock clock) {
        this.settings = settings;
        this.clock = clock;
        this.http = HttpClient.newBuilder()
                .connectTimeout(settings.timeout())
                .followRedirects(HttpClient.Redirect.NEVER)
                .version(HttpClient.Version.HTTP_1_1)
                .build();
        CircuitBreakerConfig breakerConfig = CircuitBreakerConfig.custom()
                .slidingWindowType(CircuitBreakerConfig.SlidingWindowType.COUNT_BASED)
                .slidingWindowSize(settings.breakerWindow())
                .minimumNumberOfCalls(Math.min(settings.breakerMinimumCalls(), settings.breakerWindow()))
                .failureRateThreshold(settings.breakerFailureRate())
                .waitDurationInOpenState(settings.breakerOpenFor())
                .permittedNumberOfCallsInHalfOpenState(settings.breakerHalfOpenCalls())
                .writableStackTraceEnabled(false)
                .build();
        this.breaker = new CircuitBreakerStateMachine(ID, breakerConfig, clock);
        this.breaker.getEventPublisher().onStateTransition(event -> {
            if (event.getStateTransition().getToState() == CircuitBreaker.State.OPEN) {
                openedAt.set(clock.instant());
            }
        });
        IntervalBiFunction<MarketLookup> backoff = (attempt, outcome) -> {
            double base = settings.backoff().toMillis() * Math.pow(2, attempt - 1);
            double jitter = settings.backoffJitter() == 0 ? 0
                    : ThreadLocalRandom.current().nextDouble(-settings.backoffJitter(), settings.backoffJitter());
            long wait = Math.max(0, Math.round(base * (1 + jitter)));
            if (outcome.isLeft() && outcome.getLeft() instanceof BudgetedFailure failure) {
                long spare = TimeUnit.NANOSECONDS.toMillis(failure.deadline - System.nanoTime()) - MIN_ATTEMPT.toMillis();
                wait = Math.max(0, Math.min(wait, spare));
            }
            return wait;
        };
        this.retry = Retry.of(ID, RetryConfig.<MarketLookup>custom()
                .maxAttempts(settings.maxAttempts())
                .intervalBiFunction(backoff)
                .retryOnException(error -> error instanceof BudgetedFailure failure && failure.failure.retryable()
                        && failure.deadline - System.nanoTime() > MIN_ATTEMPT.toNanos())
                .failAfterMaxAttempts(false)
                .writableStackTraceEnabled(false)
                .build());
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String version() {
        return VERSION;
    }

    @Override
    public int spiVersion() {
        return MarketDataProvider.SPI_VERSION;
    }

    @Override
    public MarketDataProvider configure(ProviderSettings settings) {
        HttpMarketDataProvider ready = new HttpMarketDataProvider(HttpMarketSettings.from(settings), Clock.systemUTC());
        configured.add(ready);
        return ready;
    }

    /**
     * Stops this provider's HTTP client and those of the providers {@link #configure} made: requests
     * still running are cancelled (the server has finished its own by then), lookups afterwards
     * answer "unavailable". Idempotent.
     */
    @Override
    public void close() {
        for (HttpMarketDataProvider child : configured) {
            child.close();
        }
        configured.clear();
        if (http != null && !http.isTerminated()) {
            http.shutdownNow();
            try {
                http.awaitTermination(CLOSE_WAIT);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** Whether the HTTP client is stopped (tests). */
    boolean closed() {
        return http == null || http.isTerminated();
    }

    /** The circuit breaker's state, for tests and diagnostics. */
    CircuitBreaker.State breakerState() {
        return breaker.getState();
    }

    @Override
    public MarketLookup lookup(NormalizedAddress address) {
        if (settings == null) {
            return new MarketLookup.Unavailable("the market-data service is not configured", null);
        }
        if (http.isTerminated()) {
            return new MarketLookup.Unavailable("the market-data provider is closed (the server is stopping)", null);
        }
        long deadline = System.nanoTime() + settings.budget().toNanos();
        CheckedSupplier<MarketLookup> guarded = CircuitBreaker.decorateCheckedSupplier(breaker, () -> attempt(address, deadline));
        CheckedSupplier<MarketLookup> attempt = () -> {
            if (deadline - System.nanoTime() < MIN_ATTEMPT.toNanos()) {
                throw new BudgetedFailure(new UpstreamFailure("no answer within the time budget", false, null), deadline);
            }
            try {
                return guarded.get();
            } catch (UpstreamFailure failure) {
                throw new BudgetedFailure(failure, deadline);
            }
        };
        try {
            return retry.executeCheckedSupplier(attempt);
        } catch (CallNotPermittedException open) {
            return new MarketLookup.Unavailable("the market-data service is failing; calls are paused", remainingOpen());
        } catch (BudgetedFailure failed) {
            Duration retryAfter = failed.failure.retryAfter() != null ? failed.failure.retryAfter()
                    : breaker.getState() == CircuitBreaker.State.OPEN ? remainingOpen() : settings.retryAfter();
            return new MarketLookup.Unavailable(failed.failure.getMessage(), retryAfter);
        } catch (Throwable unexpected) {
            if (unexpected instanceof InterruptedException) {
                Thread.currentThread().interrupt();
            }
            return new MarketLookup.Unavailable("the market-data service could not be reached", settings.retryAfter());
        }
    }

    private Duration remainingOpen() {
        Instant opened = openedAt.get();
        if (opened == null) {
            return settings.breakerOpenFor();
        }
        Duration left = Duration.between(clock.instant(), opened.plus(settings.breakerOpenFor()));
        return left.isNegative() || left.isZero() ? Duration.ofSeconds(1) : left;
    }

    /** One HTTP call: NoData on 404, Found on a valid 200, an UpstreamFailure otherwise. */
    private MarketLookup attempt(NormalizedAddress address, long deadline) throws UpstreamFailure {
        long remaining = deadline - System.nanoTime();
        Duration timeout = Duration.ofNanos(Math.min(settings.timeout().toNanos(), remaining));
        HttpRequest.Builder request = HttpRequest.newBuilder(uri(address))
                .timeout(timeout)
                .header("Accept", "application/json")
                .GET();
        if (settings.apiKey() != null) {
            request.header("Authorization", "Bearer " + settings.apiKey());
        }
        HttpResponse<byte[]> response;
        CompletableFuture<HttpResponse<byte[]>> future = http.sendAsync(request.build(), BoundedBody.handler(MAX_BODY_BYTES));
        try {
            response = future.get(timeout.toNanos(), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            future.cancel(true);
            throw new UpstreamFailure("the market-data service did not answer in time", true, null);
        } catch (InterruptedException e) {
            future.cancel(true);
            Thread.currentThread().interrupt();
            throw new UpstreamFailure("interrupted", false, null);
        } catch (ExecutionException | CancellationException e) {
            Throwable cause = e.getCause() == null ? e : e.getCause();
            if (cause instanceof BoundedBody.TooLarge) {
                throw new UpstreamFailure("the market-data service sent an answer that is too large", true, null);
            }
            if (cause instanceof java.net.http.HttpTimeoutException) {
                throw new UpstreamFailure("the market-data service did not answer in time", true, null);
            }
            if (cause instanceof IOException || cause instanceof CancellationException) {
                throw new UpstreamFailure("the market-data service could not be reached", true, null);
            }
            throw new UpstreamFailure("the market-data service could not be reached", true, null);
        }
        int status = response.statusCode();
        if (status == 404) {
            return new MarketLookup.NoData();
        }
        if (status == 429 || status >= 500) {
            throw new UpstreamFailure("the market-data service answered " + status, true, retryAfter(response));
        }
        if (status == 401 || status == 403) {
            throw new UpstreamFailure("the market-data service refused our credentials", false, null);
        }
        if (status != 200) {
            throw new UpstreamFailure("the market-data service answered " + status, false, null);
        }
        try {
            return new MarketLookup.Found(snapshot(JSON.readTree(response.body())));
        } catch (IOException | RuntimeException malformed) {
            throw new UpstreamFailure("the market-data service sent a malformed answer", true, null);
        }
    }

    private URI uri(NormalizedAddress address) {
        StringBuilder query = new StringBuilder("address=").append(encode(address.formatted()));
        if (address.zip5() != null) {
            query.append("&zip=").append(encode(address.zip5()));
        }
        query.append("&city=").append(encode(address.city())).append("&state=").append(encode(address.state()));
        return URI.create(settings.baseUrl() + "/v1/markets/lookup?" + query);
    }

    private static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8);
    }

    private static Duration retryAfter(HttpResponse<?> response) {
        return response.headers().firstValue("Retry-After").map(value -> {
            try {
                long seconds = Long.parseLong(value.strip());
                return seconds < 0 ? null : Duration.ofSeconds(Math.min(seconds, 3600));
            } catch (NumberFormatException e) {
                return null;
            }
        }).orElse(null);
    }

    /** Maps the service's JSON; any missing or out-of-range figure makes the answer malformed. */
    static MarketSnapshot snapshot(JsonNode body) {
        if (body == null || !body.isObject()) {
            throw new IllegalArgumentException("not an object");
        }
        BigDecimal revenue = money(body, "projected_annual_revenue");
        BigDecimal occupancy = money(body, "occupancy_rate");
        BigDecimal adr = money(body, "adr");
        BigDecimal rent = money(body, "rent_estimate_monthly");
        JsonNode comps = body.get("comp_count");
        // Absent or null: the service does not know the count (not zero).
        boolean unknownCount = comps == null || comps.isNull();
        if (!unknownCount && (!comps.canConvertToInt() || !comps.isIntegralNumber() || comps.intValue() < 0)) {
            throw new IllegalArgumentException("comp_count");
        }
        String source = text(body, "source");
        if (source == null) {
            throw new IllegalArgumentException("source");
        }
        LocalDate asOf = periodEnd(text(body, "as_of"));
        List<String> modelled = new ArrayList<>();
        JsonNode flag = body.get("modelled");
        if (flag != null && flag.isBoolean() && flag.booleanValue()) {
            modelled.addAll(FIGURES);
        } else if (flag != null && flag.isArray()) {
            for (JsonNode field : flag) {
                if (field.isTextual() && FIGURES.contains(field.textValue())) {
                    modelled.add(field.textValue());
                }
            }
        }
        Regulation regulation = Regulation.UNKNOWN;
        JsonNode rule = body.get("regulation");
        if (rule != null && rule.isObject()) {
            regulation = new Regulation(RegulationCategory.fromWire(text(rule, "category")), text(rule, "note"),
                    text(rule, "source"));
        }
        String market = text(body, "market");
        String vintage = text(body, "as_of");
        return new MarketSnapshot(market == null ? "market-data service" : market, revenue, occupancy, adr, unknownCount ? null : comps.intValue(),
                rent, asOf, source, ID + " " + VERSION + " (" + source + ", as of " + vintage + ")", modelled, regulation);
    }

    private static BigDecimal money(JsonNode body, String name) {
        JsonNode value = body.get(name);
        if (value == null || !value.isNumber()) {
            throw new IllegalArgumentException(name);
        }
        BigDecimal number = value.decimalValue();
        if (number.signum() < 0 || name.equals("occupancy_rate") && number.compareTo(BigDecimal.ONE) > 0) {
            throw new IllegalArgumentException(name);
        }
        return number;
    }

    private static String text(JsonNode body, String name) {
        JsonNode value = body.get(name);
        return value != null && value.isTextual() && !value.textValue().isBlank() ? value.textValue().strip() : null;
    }

    /** {@code 2026-03-31}, {@code 2026-03} (→ its last day) or {@code 2026} (→ 31 Dec). */
    static LocalDate periodEnd(String value) {
        if (value == null) {
            throw new IllegalArgumentException("as_of");
        }
        try {
            if (value.matches("\\d{4}-\\d{2}-\\d{2}")) {
                return LocalDate.parse(value);
            }
            if (value.matches("\\d{4}-\\d{2}")) {
                return YearMonth.parse(value).atEndOfMonth();
            }
            if (value.matches("\\d{4}")) {
                return LocalDate.of(Integer.parseInt(value), 12, 31);
            }
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException("as_of", e);
        }
        throw new IllegalArgumentException("as_of");
    }

    /** An attempt's failure with the lookup's deadline, so the retry policy can respect the budget. */
    static final class BudgetedFailure extends Exception {
        private static final long serialVersionUID = 1L;
        private final transient UpstreamFailure failure;
        private final long deadline;

        BudgetedFailure(UpstreamFailure failure, long deadline) {
            super(failure.getMessage(), null, false, false);
            this.failure = failure;
            this.deadline = deadline;
        }
    }

    @Override
    public String toString() {
        return ID + " " + VERSION + (settings == null ? " (not configured)" : " " + settings);
    }
}
