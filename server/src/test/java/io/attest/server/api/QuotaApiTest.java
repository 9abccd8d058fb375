package io.attest.server.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The monthly quota: exact at the limit, under concurrency, and with two instances on one database. */
class QuotaApiTest {

    @RegisterExtension
    static final TestServer.PerClass server = TestServer.perClass();
    @RegisterExtension
    final CapturedLogs logs = CapturedLogs.unexpectedErrors();

    @Test
    void the101stCallOfTheMonthIs429WithRetryAfterAndRateLimitHeaders() {
        String key = Accounts.newKey(server.get());
        ApiClient client = server.client();
        for (int i = 1; i <= 100; i++) {
            ApiClient.Reply reply = client.get("/v1/plugins", "Authorization", ApiClient.bearer(key));
            assertThat(reply.status()).as("call %d", i).isEqualTo(200);
            String remaining = "\"monthly\";r=" + (100 - i) + ";t=";
            assertThat(reply.header("RateLimit")).hasValueSatisfying(h -> assertThat(h).startsWith(remaining));
            assertThat(reply.header("RateLimit-Policy")).hasValueSatisfying(h -> assertThat(h).matches("\"monthly\";q=100;w=\\d+"));
        }
        ApiClient.Reply refused = client.get("/v1/plugins", "Authorization", ApiClient.bearer(key));
        assertThat(refused.status()).isEqualTo(429);
        assertThat(refused.error().get("code").asText()).isEqualTo("quota_exceeded");
        long retryAfter = Long.parseLong(refused.header("Retry-After").orElseThrow());
        assertThat(retryAfter).isPositive().isLessThanOrEqualTo(31L * 24 * 3600);
        assertThat(refused.header("RateLimit")).hasValueSatisfying(h -> assertThat(h).isEqualTo("\"monthly\";r=0;t=" + retryAfter));

        ApiClient.Reply usage = client.get("/v1/usage", "Authorization", ApiClient.bearer(key));
        assertThat(usage.status()).isEqualTo(200);
        assertThat(usage.json().get("used").asLong()).isEqualTo(100);
        assertThat(usage.json().get("limit").asLong()).isEqualTo(100);

        // The refusal says what to do: which plan and limit, until when, and who raises it with what.
        String resetsAt = usage.json().get("resets_at").asText();
        assertThat(refused.error().get("message").asText()).contains("100 calls a month of the 'free' plan", "until " + resetsAt,
                "attest account set-plan", "ATTEST_PLANS_FREE_MONTHLY_CALLS");
        assertThat(refused.error().get("detail").get("plan").asText()).isEqualTo("free");
        assertThat(refused.error().get("detail").get("limit").asLong()).isEqualTo(100);
        assertThat(refused.error().get("detail").get("period").asText()).isEqualTo(usage.json().get("period").asText());
        assertThat(refused.error().get("detail").get("resets_at").asText()).isEqualTo(resetsAt);
        assertThat(usage.header("RateLimit")).isEmpty();
    }

    @Test
    void failedCallsAndUsageChecksAreNotMetered() {
        String key = Accounts.newKey(server.get());
        ApiClient client = server.client();
        client.get("/v1/no-such-route", "Authorization", ApiClient.bearer(key));
        client.postJson("/v1/guard/probe?status=400", "{}", "Authorization", ApiClient.bearer(key));
        client.get("/v1/guard/probe/boom", "Authorization", ApiClient.bearer(key));
        assertThat(logs.errors()).as("the 500 is logged").isNotEmpty();
        client.get("/v1/usage", "Authorization", ApiClient.bearer(key));
        assertThat(client.get("/v1/usage", "Authorization", ApiClient.bearer(key)).json().get("used").asLong()).isZero();

        client.postJson("/v1/guard/probe", "{}", "Authorization", ApiClient.bearer(key));
        assertThat(client.get("/v1/usage", "Authorization", ApiClient.bearer(key)).json().get("used").asLong()).isEqualTo(1);
    }

    @Test
    void twoHundredConcurrentCallsAgainstALimitOf100MeterExactly100() throws Exception {
        String key = Accounts.newKey(server.get());
        List<Integer> statuses = fire(200, i -> server.client(), key);

        assertThat(statuses).filteredOn(s -> s == 200).hasSize(100);
        assertThat(statuses).filteredOn(s -> s == 429).hasSize(100);
        assertThat(server.client().get("/v1/usage", "Authorization", ApiClient.bearer(key)).json().get("used").asLong()).isEqualTo(100);
    }

    @Test
    void twoServerInstancesOnOneDatabaseShareTheQuotaExactly() throws Exception {
        try (TestServer second = TestServer.startOn(server.database(), Map.of())) {
            String key = Accounts.newKey(server.get());
            List<Integer> statuses = fire(200, i -> i % 2 == 0 ? server.client() : second.client(), key);

            assertThat(statuses).filteredOn(s -> s == 200).hasSize(100);
            assertThat(statuses).filteredOn(s -> s == 429).hasSize(100);
            assertThat(second.client().get("/v1/usage", "Authorization", ApiClient.bearer(key)).json().get("used").asLong()).isEqualTo(100);
        }
    }

    @Test
    void usageIsCountedPerAccount() {
        ApiClient aliceConsole = server.client();
        Accounts.signUp(aliceConsole);
        String alice = Accounts.createKey(aliceConsole, null);
        ApiClient bobConsole = server.client();
        Accounts.signUp(bobConsole);
        String bob = Accounts.createKey(bobConsole, null);
        for (int i = 0; i < 3; i++) {
            server.client().get("/v1/plugins", "Authorization", ApiClient.bearer(alice));
        }

        assertThat(server.client().get("/v1/usage", "Authorization", ApiClient.bearer(alice)).json().get("used").asLong()).isEqualTo(3);
        assertThat(aliceConsole.get("/console/api/usage").json().get("used").asLong()).isEqualTo(3);
        assertThat(server.client().get("/v1/usage", "Authorization", ApiClient.bearer(bob)).json().get("used").asLong()).isZero();
        assertThat(bobConsole.get("/console/api/usage").json().get("used").asLong()).isZero();
    }

    @Test
    void unlimitedPlansAreCountedButCarryNoRateLimitHeaders() {
        try (TestServer unlimited = TestServer.startOn(server.database(), Map.of("attest.plans.free.monthly-calls", 0))) {
            String key = Accounts.newKey(unlimited);
            ApiClient.Reply reply = unlimited.client().get("/v1/plugins", "Authorization", ApiClient.bearer(key));
            assertThat(reply.status()).isEqualTo(200);
            assertThat(reply.header("RateLimit")).isEmpty();
            assertThat(reply.header("RateLimit-Policy")).isEmpty();
            ApiClient.Reply usage = unlimited.client().get("/v1/usage", "Authorization", ApiClient.bearer(key));
            assertThat(usage.json().get("used").asLong()).isEqualTo(1);
            assertThat(usage.json().get("limit").isNull()).isTrue();
        }
    }

    private static List<Integer> fire(int calls, java.util.function.IntFunction<ApiClient> clients, String key) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(32);
        try {
            List<Future<Integer>> futures = new ArrayList<>();
            for (int i = 0; i < calls; i++) {
                ApiClient client = clients.apply(i);
                futures.add(pool.submit(() -> client.get("/v1/plugins", "Authorization", ApiClient.bearer(key)).status()));
            }
            List<Integer> statuses = new ArrayList<>();
            for (Future<Integer> future : futures) {
                statuses.add(future.get());
            }
            return statuses;
        } finally {
            pool.shutdownNow();
        }
    }
}
