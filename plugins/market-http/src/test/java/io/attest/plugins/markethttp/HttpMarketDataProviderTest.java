package io.attest.plugins.markethttp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.attest.plugin.api.deal.MarketLookup;
import io.attest.plugin.api.deal.MarketSnapshot;
import io.attest.plugin.api.deal.NormalizedAddress;
import io.attest.plugin.api.ProviderSettings;
import io.attest.plugin.api.deal.RegulationCategory;
import io.attest.plugin.api.deal.MarketDataProvider;
import io.github.resilience4j.circuitbreaker.CircuitBreaker;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The HTTP provider against a real local HTTP server standing in for the market-data service. */
class HttpMarketDataProviderTest {

    static final String GOOD = """
            {"projected_annual_revenue": 42000.5, "occupancy_rate": 0.66, "adr": 174.25, "comp_count": 37,
             "rent_estimate_monthly": 1900, "as_of": "2026-09", "source": "Acme STR Index", "market": "Austin, TX",
             "modelled": ["comp_count"], "regulation": {"category": "permit_required", "note": "STR licence", "source": "city code"}}
            """;
    static final NormalizedAddress ADDRESS = new NormalizedAddress("700", null, "LAVACA", "ST", null, List.of("STE 4"),
            "AUSTIN", "TX", "78701", "1234");

    /** What the fake service does with each request. */
    interface Behaviour {
        void answer(HttpExchange exchange) throws IOException;
    }

    private HttpServer server;
    private final AtomicReference<Behaviour> behaviour = new AtomicReference<>();
    private final AtomicInteger hits = new AtomicInteger();
    private final AtomicReference<String> lastQuery = new AtomicReference<>();
    private final AtomicReference<String> lastAuthorization = new AtomicReference<>();
    private final CountDownLatch release = new CountDownLatch(1);
    private final MutableClock clock = new MutableClock();

    @BeforeEach
    void start() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.setExecutor(Executors.newCachedThreadPool());
        server.createContext("/v1/markets/lookup", exchange -> {
            hits.incrementAndGet();
            lastQuery.set(exchange.getRequestURI().getRawQuery());
            lastAuthorization.set(exchange.getRequestHeaders().getFirst("Authorization"));
            try {
                behaviour.get().answer(exchange);
            } finally {
                exchange.close();
            }
        });
        server.start();
        behaviour.set(json(200, GOOD));
    }

    @AfterEach
    void stop() {
        release.countDown();
        server.stop(0);
    }

    static Behaviour json(int status, String body) {
        return exchange -> {
            byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().set("Content-Type", "application/json");
            exchange.sendResponseHeaders(status, bytes.length == 0 ? -1 : bytes.length);
            if (bytes.length > 0) {
                exchange.getResponseBody().write(bytes);
            }
        };
    }

    private Behaviour slow() {
        return exchange -> {
            try {
                release.await(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            json(200, GOOD).answer(exchange);
        };
    }

    private HttpMarketDataProvider provider(Map<String, String> extra) {
        Map<String, String> values = new HashMap<>();
        values.put("base-url", "http://127.0.0.1:" + server.getAddress().getPort() + "/");
        values.put("api-key", "secret-key");
        // far above a local answer on a busy machine; the slow-service test sets its own
        values.put("timeout", "5s");
        values.put("budget", "15s");
        values.put("backoff", "20ms");
        values.put("backoff-jitter", "0");
        values.putAll(extra);
        return new HttpMarketDataProvider(HttpMarketSettings.from(new ProviderSettings(values)), clock);
    }

    @Test
    void mapsTheAnswerAndSendsTheContractsRequest() {
        MarketLookup lookup = provider(Map.of()).lookup(ADDRESS);

        assertThat(lookup).isInstanceOf(MarketLookup.Found.class);
        MarketSnapshot snapshot = ((MarketLookup.Found) lookup).snapshot();
        assertThat(snapshot.projectedAnnualRevenue()).isEqualByComparingTo("42000.5");
        assertThat(snapshot.occupancyRate()).isEqualByComparingTo("0.66");
        assertThat(snapshot.adr()).isEqualByComparingTo("174.25");
        assertThat(snapshot.compCount()).isEqualTo(37);
        assertThat(snapshot.rentEstimateMonthly()).isEqualByComparingTo("1900");
        assertThat(snapshot.asOf()).isEqualTo(LocalDate.of(2026, 9, 30));
        assertThat(snapshot.market()).isEqualTo("Austin, TX");
        assertThat(snapshot.modelledFields()).containsExactly("comp_count");
        assertThat(snapshot.regulation().category()).isEqualTo(RegulationCategory.PERMIT_REQUIRED);
        assertThat(snapshot.dataProvider()).isEqualTo("market-http 1.0.0 (Acme STR Index, as of 2026-09)");

        assertThat(lastAuthorization.get()).isEqualTo("Bearer secret-key");
        Map<String, String> query = new HashMap<>();
        for (String pair : lastQuery.get().split("&")) {
            String[] kv = pair.split("=", 2);
            query.put(kv[0], URLDecoder.decode(kv[1], StandardCharsets.UTF_8));
        }
        assertThat(query).containsEntry("address", "700 LAVACA ST STE 4, AUSTIN, TX 78701-1234")
                .containsEntry("zip", "78701").containsEntry("city", "AUSTIN").containsEntry("state", "TX");
    }

    @Test
    void notFoundMeansNoDataAndIsNotRetried() {
        behaviour.set(json(404, ""));
        assertThat(provider(Map.of()).lookup(ADDRESS)).isInstanceOf(MarketLookup.NoData.class);
        assertThat(hits.get()).isEqualTo(1);
    }

    @Test
    void aSlowServiceIsUnavailableWithinTheBudget() {
        behaviour.set(slow());
        HttpMarketDataProvider provider = provider(Map.of("timeout", "300ms", "budget", "900ms"));
        long start = System.nanoTime();
        MarketLookup lookup = provider.lookup(ADDRESS);
        long elapsedMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);

        assertThat(lookup).isInstanceOf(MarketLookup.Unavailable.class);
        assertThat(((MarketLookup.Unavailable) lookup).reason()).contains("in time");
        assertThat(((MarketLookup.Unavailable) lookup).retryAfter()).isEqualTo(Duration.ofSeconds(5));
        assertThat(elapsedMs).as("budget 900 ms plus scheduling slack on a busy machine").isLessThan(4_000);
        assertThat(hits.get()).as("attempts inside the budget").isBetween(1, 3);
    }

    @Test
    void serverErrorsAreRetriedWithBackoffAndASecondAttemptCanSucceed() {
        AtomicInteger calls = new AtomicInteger();
        behaviour.set(exchange -> {
            if (calls.incrementAndGet() == 1) {
                json(503, "{}").answer(exchange);
            } else {
                json(200, GOOD).answer(exchange);
            }
        });
        assertThat(provider(Map.of()).lookup(ADDRESS)).isInstanceOf(MarketLookup.Found.class);
        assertThat(hits.get()).isEqualTo(2);
    }

    @Test
    void failingAndMalformedAnswersAreUnavailableAfterTheAttempts() {
        for (Behaviour bad : List.of(json(500, "oops"), json(200, "{not json"), json(200, "{\"adr\": 1}"),
                json(200, GOOD.replace("0.66", "1.5")), json(200, GOOD.replace("\"comp_count\": 37", "\"comp_count\": -1")),
                json(200, "[" + "1,".repeat(40_000) + "1]"))) {
            hits.set(0);
            behaviour.set(bad);
            MarketLookup lookup = provider(Map.of()).lookup(ADDRESS);
            assertThat(lookup).isInstanceOf(MarketLookup.Unavailable.class);
            assertThat(hits.get()).isEqualTo(3);
        }
    }

    @Test
    void refusedCredentialsAreNotRetried() {
        behaviour.set(json(401, "{}"));
        MarketLookup lookup = provider(Map.of()).lookup(ADDRESS);
        assertThat(lookup).isInstanceOf(MarketLookup.Unavailable.class);
        assertThat(((MarketLookup.Unavailable) lookup).reason()).contains("credentials");
        assertThat(hits.get()).isEqualTo(1);
    }

    @Test
    void theServicesRetryAfterIsPassedOn() {
        behaviour.set(exchange -> {
            exchange.getResponseHeaders().set("Retry-After", "7");
            json(429, "{}").answer(exchange);
        });
        MarketLookup lookup = provider(Map.of("max-attempts", "1")).lookup(ADDRESS);
        assertThat(((MarketLookup.Unavailable) lookup).retryAfter()).isEqualTo(Duration.ofSeconds(7));
    }

    @Test
    void theBreakerOpensAfterRepeatedFailuresAndClosesAfterItsOpenTime() {
        HttpMarketDataProvider provider = provider(Map.of("max-attempts", "1", "breaker-window", "4",
                "breaker-minimum-calls", "4", "breaker-failure-rate", "50", "breaker-open-for", "30s",
                "breaker-half-open-calls", "1"));
        behaviour.set(json(500, "{}"));
        for (int i = 0; i < 4; i++) {
            assertThat(provider.lookup(ADDRESS)).isInstanceOf(MarketLookup.Unavailable.class);
        }
        assertThat(provider.breakerState()).isEqualTo(CircuitBreaker.State.OPEN);

        // open: answered at once, the service is not called, Retry-After is the rest of the open time
        behaviour.set(json(200, GOOD));
        hits.set(0);
        clock.advance(Duration.ofSeconds(10));
        MarketLookup paused = provider.lookup(ADDRESS);
        assertThat(paused).isInstanceOf(MarketLookup.Unavailable.class);
        assertThat(((MarketLookup.Unavailable) paused).retryAfter()).isEqualTo(Duration.ofSeconds(20));
        assertThat(hits.get()).isZero();

        // after the open time a trial call goes through, succeeds and closes the breaker
        clock.advance(Duration.ofSeconds(21));
        assertThat(provider.lookup(ADDRESS)).isInstanceOf(MarketLookup.Found.class);
        assertThat(provider.breakerState()).isEqualTo(CircuitBreaker.State.CLOSED);
        assertThat(provider.lookup(ADDRESS)).isInstanceOf(MarketLookup.Found.class);
        assertThat(hits.get()).isEqualTo(2);
    }

    @Test
    void closingTheLoadedProviderStopsTheHttpClientOfEveryProviderItConfigured() {
        HttpMarketDataProvider loaded = new HttpMarketDataProvider();
        HttpMarketDataProvider configured = (HttpMarketDataProvider) loaded.configure(new ProviderSettings(Map.of(
                "base-url", "http://127.0.0.1:" + server.getAddress().getPort(), "timeout", "5s", "budget", "15s")));
        assertThat(configured.lookup(ADDRESS)).isInstanceOf(MarketLookup.Found.class);
        assertThat(configured.closed()).isFalse();

        loaded.close(); // what the server calls at shutdown: it only knows the provider it loaded

        assertThat(configured.closed()).isTrue();
        int before = hits.get();
        assertThat(configured.lookup(ADDRESS)).isInstanceOfSatisfying(MarketLookup.Unavailable.class,
                unavailable -> assertThat(unavailable.reason()).contains("closed"));
        assertThat(hits.get()).isEqualTo(before);
        loaded.close(); // idempotent
    }

    @Test
    void isFoundByServiceLoaderAndAnswersUnavailableUntilConfigured() {
        MarketDataProvider loaded = ServiceLoader.load(MarketDataProvider.class).stream().map(ServiceLoader.Provider::get)
                .filter(p -> p.id().equals("market-http")).findFirst().orElseThrow();
        assertThat(loaded.lookup(ADDRESS)).isInstanceOf(MarketLookup.Unavailable.class);
        MarketDataProvider configured = loaded.configure(new ProviderSettings(Map.of(
                "base-url", "http://127.0.0.1:" + server.getAddress().getPort())));
        assertThat(configured.lookup(ADDRESS)).isInstanceOf(MarketLookup.Found.class);
    }

    @Test
    void settingsAreValidated() {
        assertThatThrownBy(() -> HttpMarketSettings.from(ProviderSettings.EMPTY)).hasMessageContaining("base-url");
        assertThatThrownBy(() -> HttpMarketSettings.from(new ProviderSettings(Map.of("base-url", "ftp://x"))))
                .hasMessageContaining("http");
        assertThatThrownBy(() -> HttpMarketSettings.from(new ProviderSettings(Map.of("base-url", "http://x", "timeout", "soon"))))
                .hasMessageContaining("timeout");
        assertThatThrownBy(() -> HttpMarketSettings.from(new ProviderSettings(Map.of("base-url", "http://x", "max-attempts", "0"))))
                .hasMessageContaining("max-attempts");
        HttpMarketSettings settings = HttpMarketSettings.from(new ProviderSettings(Map.of("BASE_URL", "https://md.example/", "api.key", "k")));
        assertThat(settings.baseUrl().toString()).isEqualTo("https://md.example");
        assertThat(settings.apiKey()).isEqualTo("k");
        assertThat(settings.toString()).doesNotContain("k]").contains("key set");
    }

    /** A clock the test moves by hand (the breaker's open time). */
    static final class MutableClock extends Clock {
        private final AtomicReference<Instant> now = new AtomicReference<>(Instant.parse("2026-11-22T00:00:00Z"));

        void advance(Duration duration) {
            now.updateAndGet(instant -> instant.plus(duration));
        }

        @Override
        public ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now.get();
        }
    }
}
