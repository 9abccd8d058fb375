package io.attest.server.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.JsonNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.attest.plugin.api.deal.MarketDataProvider;
import io.attest.server.plugins.PluginJarBuilder;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The analyzer with {@code attest.deal.market-provider=http} against a real local HTTP server standing in
 * for the market-data service: answers, no data, slow/failing/malformed answers → 502 within the time
 * budget, the circuit breaker opening and closing again (short configured durations); and a drop-in
 * provider jar replacing both first-party providers.
 */
class DealMarketProviderApiTest {

    interface Behaviour {
        void answer(HttpExchange exchange) throws IOException;
    }

    static final String GOOD = """
            {"projected_annual_revenue": 60000, "occupancy_rate": 0.7, "adr": 235, "comp_count": 41,
             "rent_estimate_monthly": 2100, "as_of": "2026-10", "source": "Test STR Index", "market": "Austin, TX"}
            """;

    static final AtomicReference<Behaviour> BEHAVIOUR = new AtomicReference<>(json(200, GOOD));
    static final AtomicInteger HITS = new AtomicInteger();
    static final CountDownLatch RELEASE = new CountDownLatch(1);
    static final HttpServer MARKET = startMarket();

    @RegisterExtension
    static final TestServer.PerClass server = TestServer.perClass(Map.ofEntries(
            Map.entry("attest.deal.market-provider", "http"),
            Map.entry("attest.deal.provider.base-url", "http://127.0.0.1:" + MARKET.getAddress().getPort()),
            Map.entry("attest.deal.provider.api-key", "test-key"),
            Map.entry("attest.deal.provider.timeout", "250ms"),
            Map.entry("attest.deal.provider.budget", "700ms"),
            Map.entry("attest.deal.provider.max-attempts", "2"),
            Map.entry("attest.deal.provider.backoff", "20ms"),
            Map.entry("attest.deal.provider.breaker-window", "6"),
            Map.entry("attest.deal.provider.breaker-minimum-calls", "6"),
            Map.entry("attest.deal.provider.breaker-failure-rate", "100"),
            Map.entry("attest.deal.provider.breaker-open-for", "1500ms"),
            Map.entry("attest.deal.provider.breaker-half-open-calls", "1"),
            Map.entry("attest.deal.provider.retry-after", "4s")));

    static HttpServer startMarket() {
        try {
            HttpServer market = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
            market.setExecutor(Executors.newCachedThreadPool());
            market.createContext("/v1/markets/lookup", exchange -> {
                HITS.incrementAndGet();
                try {
                    if (!"Bearer test-key".equals(exchange.getRequestHeaders().getFirst("Authorization"))) {
                        json(401, "{}").answer(exchange);
                    } else {
                        BEHAVIOUR.get().answer(exchange);
                    }
                } finally {
                    exchange.close();
                }
            });
            market.start();
            return market;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @AfterAll
    static void stopMarket() {
        RELEASE.countDown();
        MARKET.stop(0);
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

    static final Behaviour SLOW = exchange -> {
        try {
            RELEASE.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        json(200, GOOD).answer(exchange);
    };

    private static ApiClient.Reply analyze(String key) {
        return server.client().postJson(DealApiTest.PATH, "{\"address\":\"700 Lavaca St, Austin, TX 78701\"}",
                "Authorization", ApiClient.bearer(key));
    }

    private static ApiClient.Reply assertUnavailableWithinBudget(String key, Behaviour behaviour) {
        BEHAVIOUR.set(behaviour);
        long start = System.nanoTime();
        ApiClient.Reply reply = analyze(key);
        long elapsedMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        assertThat(reply.status()).as(reply.toString()).isEqualTo(502);
        assertThat(reply.error().get("code").asText()).isEqualTo("upstream_unavailable");
        assertThat(reply.header("Retry-After")).as("Retry-After").isPresent();
        assertThat(Long.parseLong(reply.header("Retry-After").orElseThrow())).isPositive();
        assertThat(elapsedMs).as("700 ms budget plus HTTP and scheduling slack").isLessThan(2_500);
        return reply;
    }

    /** One ordered story: the breaker's state carries from step to step. */
    @Test
    void theHttpProviderAnswersFailsWithinItsBudgetAndRecoversAfterTheBreakerCloses() {
        String key = Accounts.newKey(server.get());

        // 1. a healthy service: its figures, its provider id
        ApiClient.Reply ok = analyze(key);
        assertThat(ok.status()).as(ok.toString()).isEqualTo(200);
        JsonNode market = ok.json().get("market");
        assertThat(market.get("data_provider").asText()).isEqualTo("market-http 1.0.0 (Test STR Index, as of 2026-10)");
        assertThat(market.get("comp_count").asInt()).isEqualTo(41);
        assertThat(ok.json().get("math").get("annual_net").asDouble()).isEqualTo(60000 - 12 * (2100 + 350) - 0.03 * 60000);
        // current, published figures with enough listings: nothing caps green (README's green example)
        assertThat(ok.json().get("verdict").asText()).as(ok.body()).isEqualTo("green");
        assertThat(ok.json().get("yellow_flags")).isEmpty();

        // 1b. a service that does not know the count: comp_count null, and no low_comp_count
        BEHAVIOUR.set(json(200, GOOD.replace("\"comp_count\": 41,", "")));
        ApiClient.Reply unknownCount = analyze(key);
        assertThat(unknownCount.status()).as(unknownCount.toString()).isEqualTo(200);
        assertThat(unknownCount.json().get("market").get("comp_count").isNull()).isTrue();
        assertThat(unknownCount.json().get("verdict").asText()).isEqualTo("green");

        // 1c. a known low count caps green
        BEHAVIOUR.set(json(200, GOOD.replace("\"comp_count\": 41", "\"comp_count\": 3")));
        ApiClient.Reply low = analyze(key);
        assertThat(low.json().get("verdict").asText()).isEqualTo("yellow");
        assertThat(low.json().get("yellow_flags").toString()).contains("Only 3 comparable listings");
        BEHAVIOUR.set(json(200, GOOD));

        // 2. the service has no data: 404 market
        BEHAVIOUR.set(json(404, ""));
        ApiClient.Reply none = analyze(key);
        assertThat(none.status()).isEqualTo(404);
        assertThat(none.error().get("detail").get("kind").asText()).isEqualTo("market");
        assertThat(none.error().get("detail").get("address_normalized").asText()).isEqualTo("700 LAVACA ST, AUSTIN, TX 78701");

        // 3-5. failing, slow and malformed answers: 502 within the budget, with Retry-After (2 attempts each)
        ApiClient.Reply failing = assertUnavailableWithinBudget(key, json(500, "{\"error\":\"boom\"}"));
        assertThat(failing.header("Retry-After")).as("the configured retry-after while the breaker is closed").contains("4");
        assertUnavailableWithinBudget(key, SLOW);
        assertUnavailableWithinBudget(key, json(200, "{\"projected_annual_revenue\": \"lots\"}"));

        // 6. six failed calls in a row opened the breaker: answered at once, the service is not called
        BEHAVIOUR.set(json(200, GOOD));
        HITS.set(0);
        ApiClient.Reply paused = analyze(key);
        assertThat(paused.status()).isEqualTo(502);
        assertThat(paused.error().get("message").asText()).contains("paused");
        assertThat(Long.parseLong(paused.header("Retry-After").orElseThrow())).isBetween(1L, 2L);
        assertThat(HITS.get()).isZero();

        // 7. after the open time a trial call closes it again (calls while it is open do not reach the service)
        await().atMost(Duration.ofSeconds(10)).pollInterval(Duration.ofMillis(200)).until(() -> analyze(key).status() == 200);
        assertThat(analyze(key).status()).isEqualTo(200);
        assertThat(HITS.get()).isEqualTo(2);
    }

    @Test
    void aDropInProviderJarReplacesBoth() throws IOException {
        Path plugins = Files.createTempDirectory("attest-market-plugins");
        PluginJarBuilder.provider(MarketDataProvider.class, "acme-market").version("3.1.0").extraSource("""
                    @Override public io.attest.plugin.api.deal.MarketLookup lookup(io.attest.plugin.api.deal.NormalizedAddress address) {
                        return new io.attest.plugin.api.deal.MarketLookup.Found(new io.attest.plugin.api.deal.MarketSnapshot(
                            "Acme market for " + address.city(), new java.math.BigDecimal("90000"), new java.math.BigDecimal("0.7"),
                            new java.math.BigDecimal("350"), 25, new java.math.BigDecimal("2000"), java.time.LocalDate.now(),
                            "Acme data", "acme-market 3.1.0 (Acme data, live)", java.util.List.of(), null));
                    }
                """).buildInto(plugins);
        try (TestServer acme = TestServer.start(Map.of("attest.plugins.dir", plugins.toString(),
                "attest.deal.market-provider", "acme-market"))) {
            String key = Accounts.newKey(acme);
            ApiClient.Reply reply = acme.client().postJson(DealApiTest.PATH, "{\"address\":\"1 Main St, Bozeman, MT 59715\"}",
                    "Authorization", ApiClient.bearer(key));
            assertThat(reply.status()).as(reply.toString()).isEqualTo(200);
            assertThat(reply.json().get("market").get("data_provider").asText()).isEqualTo("acme-market 3.1.0 (Acme data, live)");
            assertThat(reply.json().get("verdict").asText()).isEqualTo("green");
        }
    }
}
