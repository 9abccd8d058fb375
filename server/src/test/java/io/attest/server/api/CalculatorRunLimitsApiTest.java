package io.attest.server.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The limits of a calculator run over real HTTP (docs/calculator.md, "Cost and time budgets"): a run
 * whose client disconnects stops, a run past its time budget answers 503, and neither is metered; a
 * schema stored under a larger cost budget is refused when run on a server with a smaller one.
 */
class CalculatorRunLimitsApiTest {

    /** A server that admits issue 16's schema (about a minute of CPU per run) and gives a run ten minutes. */
    @RegisterExtension
    static final TestServer.PerClass server = TestServer.perClass(Map.of(
            "attest.plans.free.monthly-calls", 0,
            "attest.calculator.cost-budget", 10_000_000_000L,
            "attest.calculator.run-time-budget", "10m"));
    /** A second instance on the same database with the default cost budget and a run time budget of 1 ms. */
    private static TestServer hurried;
    private static String key;

    @BeforeAll
    static void start() {
        key = Accounts.newKey(server.get());
        hurried = TestServer.startOn(server.database(), Map.of(
                "attest.plans.free.monthly-calls", 0,
                "attest.calculator.run-time-budget", "1ms"));
    }

    @AfterAll
    static void stop() {
        hurried.close();
    }

    @Test
    void aRunWhoseClientDisconnectsIsStoppedAndNotMetered() throws Exception {
        String id = create(server.client(), CostlySchemas.issue16Schema(), key);
        long before = used(server.client(), key);
        byte[] body = CostlySchemas.issue16Run(id).getBytes(StandardCharsets.UTF_8);
        URI uri = server.get().uri("/");
        try (Socket socket = new Socket(uri.getHost(), uri.getPort())) {
            OutputStream out = socket.getOutputStream();
            out.write(("POST /v1/calculator-engine/run HTTP/1.1\r\nHost: " + uri.getHost() + ":" + uri.getPort() + "\r\n"
                    + "Authorization: Bearer " + key + "\r\nContent-Type: application/json\r\n"
                    + "Content-Length: " + body.length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            out.write(body);
            out.flush();
            // admitted: the call is reserved while the run goes on (it would take about a minute)
            await().atMost(Duration.ofSeconds(60)).pollInterval(Duration.ofMillis(50))
                    .until(() -> used(server.client(), key) == before + 1);
        }
        // the client has gone: the run stops at its next check and the reserved call is given back,
        // which happens only when the route has ended without a success
        await().atMost(Duration.ofSeconds(20)).pollInterval(Duration.ofMillis(50))
                .until(() -> used(server.client(), key) == before);
        // and the server is free for the next caller
        ApiClient.Reply rental = server.client().postJson("/v1/calculator-engine/run",
                "{\"schema_id\":\"" + create(server.client(), CalculatorApiTest.RENTAL, key) + "\",\"values\":"
                        + CalculatorApiTest.RENTAL_VALUES + "}", "Authorization", ApiClient.bearer(key));
        assertThat(rental.status()).as(rental.toString()).isEqualTo(200);
    }

    @Test
    void aRunPastItsTimeBudgetAnswers503AndIsNotMetered() {
        ApiClient client = hurried.client();
        // at the default cost budget: accepted, but not run in a millisecond
        String id = create(client, CostlySchemas.schemaCosting(10_000_000, 0), key);
        long before = used(client, key);
        ApiClient.Reply reply = client.postJson("/v1/calculator-engine/run",
                "{\"schema_id\":\"" + id + "\",\"values\":{\"i0\":1,\"i1\":2,\"i2\":3,\"i3\":4,\"i4\":5,\"i5\":6,\"i6\":7,\"i7\":8,\"i8\":9}}",
                "Authorization", ApiClient.bearer(key));
        assertThat(reply.status()).as(reply.toString()).isEqualTo(503);
        assertThat(reply.error().get("code").asText()).isEqualTo("service_unavailable");
        assertThat(reply.error().get("detail").get("kind").asText()).isEqualTo("run_time_budget");
        assertThat(reply.error().get("detail").get("time_budget_ms").asLong()).isEqualTo(1);
        assertThat(reply.header("Retry-After")).contains("2");
        assertThat(used(client, key)).isEqualTo(before);
    }

    @Test
    void aSchemaStoredUnderALargerCostBudgetIsRefusedWhenRunUnderASmallerOne() {
        String id = create(server.client(), CostlySchemas.issue16Schema(), key);
        ApiClient.Reply reply = hurried.client().postJson("/v1/calculator-engine/run", CostlySchemas.issue16Run(id),
                "Authorization", ApiClient.bearer(key));
        assertThat(reply.status()).as(reply.toString()).isEqualTo(422);
        assertThat(reply.error().get("code").asText()).isEqualTo("schema_validation_failed");
        JsonNode tooComplex = reply.error().get("detail").get("errors").get(0);
        assertThat(tooComplex.get("reason").asText()).isEqualTo("too_complex");
        assertThat(tooComplex.get("cost").asLong()).isEqualTo(CostlySchemas.ISSUE16_COST);
    }

    private static String create(ApiClient client, String json, String secret) {
        ApiClient.Reply reply = client.postJson("/v1/calculator-engine/schemas", json, "Authorization", ApiClient.bearer(secret));
        assertThat(reply.status()).as(reply.toString()).isEqualTo(201);
        return reply.json().get("schema_id").asText();
    }

    private static long used(ApiClient client, String secret) {
        return client.get("/v1/usage", "Authorization", ApiClient.bearer(secret)).json().get("used").asLong();
    }
}
