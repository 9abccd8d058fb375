package io.attest.server.api;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.attest.domain.calculator.CalculatorModel;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The calculator engine over real HTTP (spec 4.7, 4.8; decisions.md section 10; docs/calculator.md). */
class CalculatorApiTest {

    @RegisterExtension
    static final TestServer.PerClass server = TestServer.perClass(Map.of("attest.plans.free.monthly-calls", 0));
    private static String key;

    static final String RENTAL = """
            {"name": "Rental arbitrage", "lines": [
              {"id": "nightly_rate", "label": "Nightly rate"},
              {"id": "occupancy", "label": "Occupancy", "type": "rate"},
              {"id": "nights", "label": "Nights per month", "formula": "30 * occupancy"},
              {"id": "revenue", "label": "Monthly revenue", "formula": "nightly_rate * nights", "type": "income"},
              {"id": "platform_fees", "label": "Platform fees", "formula": "revenue * fee_pct", "type": "expense"},
              {"id": "cleaning", "label": "Cleaning", "formula": "turnovers * cleaning_fee", "type": "expense"},
              {"id": "rent", "label": "Monthly rent", "type": "expense"},
              {"id": "costs", "label": "Monthly costs", "formula": "rent + platform_fees + cleaning + utilities", "type": "expense"},
              {"id": "monthly_net", "label": "Monthly net", "formula": "round(revenue - costs, 2)", "type": "output"}
            ]}""";
    static final String RENTAL_VALUES = """
            {"nightly_rate": 180, "occupancy": 0.7, "rent": 2100, "fee_pct": 0.03, "turnovers": 8,
             "cleaning_fee": 85, "utilities": 250}""";

    @BeforeAll
    static void createKey() {
        key = Accounts.newKey(server.get());
    }

    private static ApiClient.Reply post(String path, String json, String secret) {
        return server.client().postJson(path, json, "Authorization", ApiClient.bearer(secret));
    }

    private static String create(String json, String secret) {
        ApiClient.Reply reply = post("/v1/calculator-engine/schemas", json, secret);
        assertThat(reply.status()).as(reply.toString()).isEqualTo(201);
        return reply.json().get("schema_id").asText();
    }

    private static ApiClient.Reply run(String schemaId, String valuesJson, String secret) {
        return post("/v1/calculator-engine/run", "{\"schema_id\":\"" + schemaId + "\",\"values\":" + valuesJson + "}", secret);
    }

    @Test
    void createsReadsAndDeletesASchema() {
        ApiClient.Reply created = post("/v1/calculator-engine/schemas", RENTAL, key);
        assertThat(created.status()).as(created.toString()).isEqualTo(201);
        String id = created.json().get("schema_id").asText();
        assertThat(id).matches("calc_[0-9A-Za-z]{22}");
        assertThat(created.header("Location")).contains("/v1/calculator-engine/schemas/" + id);
        assertThat(created.json().get("name").asText()).isEqualTo("Rental arbitrage");
        assertThat(created.json().get("lines")).hasSize(9);
        assertThat(created.json().get("created_at").asText()).endsWith("Z");

        ApiClient.Reply read = server.client().get("/v1/calculator-engine/schemas/" + id, "Authorization", ApiClient.bearer(key));
        assertThat(read.status()).isEqualTo(200);
        assertThat(read.json()).isEqualTo(created.json());
        JsonNode nights = read.json().get("lines").get(2);
        assertThat(nights.get("formula").asText()).isEqualTo("30 * occupancy");
        assertThat(read.json().get("lines").get(0).has("formula")).isFalse();

        ApiClient.Reply deleted = server.client().delete("/v1/calculator-engine/schemas/" + id, "Authorization", ApiClient.bearer(key));
        assertThat(deleted.status()).isEqualTo(204);
        for (ApiClient.Reply gone : List.of(
                server.client().get("/v1/calculator-engine/schemas/" + id, "Authorization", ApiClient.bearer(key)),
                server.client().delete("/v1/calculator-engine/schemas/" + id, "Authorization", ApiClient.bearer(key)),
                run(id, RENTAL_VALUES, key))) {
            assertThat(gone.status()).as(gone.toString()).isEqualTo(404);
            assertThat(gone.error().get("code").asText()).isEqualTo("resource_not_found");
            assertThat(gone.error().get("detail").get("kind").asText()).isEqualTo("schema");
        }
        ApiClient.Reply junk = server.client().get("/v1/calculator-engine/schemas/not-an-id", "Authorization", ApiClient.bearer(key));
        assertThat(junk.status()).isEqualTo(404);
    }

    @Test
    void runsTheRentalExampleWithEveryLineAndTheAnalysis() {
        String id = create(RENTAL, key);
        ApiClient.Reply reply = run(id, RENTAL_VALUES, key);
        assertThat(reply.status()).as(reply.toString()).isEqualTo(200);
        JsonNode body = reply.json();
        assertThat(body.get("schema_id").asText()).isEqualTo(id);
        assertThat(reply.body()).contains("\"results\":{\"nightly_rate\":180,\"occupancy\":0.7,\"nights\":21,\"revenue\":3780,"
                + "\"platform_fees\":113.4,\"cleaning\":680,\"rent\":2100,\"costs\":3143.4,\"monthly_net\":636.6,"
                + "\"fee_pct\":0.03,\"turnovers\":8,\"cleaning_fee\":85,\"utilities\":250}");
        JsonNode analysis = body.get("analysis");
        assertThat(analysis.get("output").asText()).isEqualTo("monthly_net");
        assertThat(analysis.get("headline").asText())
                .isEqualTo("Nightly rate is the top lever on Monthly net: a 1% increase raises Monthly net by 36.67.");
        JsonNode top = analysis.get("ranked_levers").get(0);
        assertThat(top.get("lever").asText()).isEqualTo("nightly_rate");
        assertThat(top.get("direction").asText()).isEqualTo("positive");
        assertThat(top.get("current").decimalValue()).isEqualByComparingTo("180");
        assertThat(top.get("impact_per_pct").decimalValue()).isEqualByComparingTo("36.67");
        assertThat(top.has("impact_per_dollar")).isFalse();
        List<String> order = new ArrayList<>();
        analysis.get("ranked_levers").forEach(l -> order.add(l.get("lever").asText()));
        assertThat(order).containsExactly("nightly_rate", "occupancy", "rent", "turnovers", "cleaning_fee", "utilities", "fee_pct");
        assertThat(analysis.get("ranked_levers").get(2).get("direction").asText()).isEqualTo("negative");
        assertThat(analysis.get("broken_assumptions")).isEmpty();
    }

    @Test
    void flagsBrokenAssumptionsAndStillComputes() {
        String id = create(RENTAL, key);
        ApiClient.Reply reply = run(id, RENTAL_VALUES.replace("\"occupancy\": 0.7", "\"occupancy\": 1.2")
                .replace("\"rent\": 2100", "\"rent\": -100"), key);
        assertThat(reply.status()).as(reply.toString()).isEqualTo(200);
        assertThat(reply.json().get("results").get("nights").decimalValue()).isEqualByComparingTo("36");
        JsonNode broken = reply.json().get("analysis").get("broken_assumptions");
        assertThat(broken).hasSize(2);
        assertThat(broken.get(0).get("input").asText()).isEqualTo("occupancy");
        assertThat(broken.get(0).get("value").decimalValue()).isEqualByComparingTo("1.2");
        assertThat(broken.get(0).get("reason").asText()).isEqualTo("rate_out_of_range");
        assertThat(broken.get(0).get("expected_range").get("min").decimalValue()).isEqualByComparingTo("0");
        assertThat(broken.get(0).get("expected_range").get("max").decimalValue()).isEqualByComparingTo("1");
        assertThat(broken.get(1).get("reason").asText()).isEqualTo("negative_expense");
        assertThat(broken.get(1).get("expected_range").get("max").isNull()).isTrue();
    }

    @Test
    void numbersAreExactDecimalsInAndOut() {
        String id = create("""
                {"name": "exact", "lines": [
                  {"id": "sum", "formula": "a + b"},
                  {"id": "big", "formula": "c * 1"},
                  {"id": "tiny", "formula": "d / 10"},
                  {"id": "hundred", "formula": "e"},
                  {"id": "third", "formula": "1 / 3"},
                  {"id": "out", "formula": "sum + big + tiny + hundred + third"}
                ]}""", key);
        ApiClient.Reply reply = run(id, """
                {"a": 0.1, "b": 0.2, "c": 123456789012345678901234567890.25, "d": 0.000001, "e": 1e2}""", key);
        assertThat(reply.status()).as(reply.toString()).isEqualTo(200);
        assertThat(reply.body())
                .contains("\"sum\":0.3,")
                .contains("\"big\":123456789012345678901234567890.25,")
                .contains("\"tiny\":0.0000001,")
                .contains("\"hundred\":100,")
                .contains("\"third\":0.3333333333333333333333333333333333,")
                .contains("\"e\":100")
                .doesNotContain("E+").doesNotContain("E-").doesNotContain("e+").doesNotContain("e-");
    }

    @Test
    void reportsEveryValidationErrorAtOnce() {
        ApiClient.Reply reply = post("/v1/calculator-engine/schemas", """
                {"name": "broken", "lines": [
                  {"id": "a", "formula": "b + 1"},
                  {"id": "b", "formula": "a * 2"},
                  {"id": "a", "formula": "1"},
                  {"id": "c", "formula": "(1 + 2"},
                  {"id": "d", "formula": "sqrt(4)"},
                  {"id": "e", "formula": "round(1, 2, 3)"},
                  {"id": "", "formula": "1"},
                  {"id": "9x"},
                  {"id": "f", "type": "salary"},
                  {"id": "g", "formula": "g"}
                ]}""", key);
        assertThat(reply.status()).as(reply.toString()).isEqualTo(422);
        JsonNode error = reply.error();
        assertThat(error.get("code").asText()).isEqualTo("schema_validation_failed");
        List<String> reasons = new ArrayList<>();
        error.get("detail").get("errors").forEach(e -> reasons.add(e.get("line").asText() + ":" + e.get("reason").asText()));
        assertThat(reasons).containsExactly("a:cycle", "a:duplicate_id", "c:syntax_error", "d:unknown_function",
                "e:wrong_argument_count", ":empty_id", "9x:invalid_id", "f:unknown_type", "g:cycle");
        assertThat(error.get("detail").get("errors").get(2).get("position").asInt()).isEqualTo(6);
        assertThat(error.get("detail").get("cycle").toString()).isEqualTo("[\"a\",\"b\",\"a\"]");
        assertThat(error.get("detail").get("errors").get(8).get("cycle").toString()).isEqualTo("[\"g\",\"g\"]");
    }

    @Test
    void aTenThousandLineChainIsStoredAndRun() {
        StringBuilder json = new StringBuilder("{\"name\":\"chain\",\"lines\":[");
        for (int i = 9_999; i >= 1; i--) {
            json.append("{\"id\":\"v").append(i).append("\",\"formula\":\"v").append(i - 1).append(" + 1\"},");
        }
        json.append("{\"id\":\"v0\",\"formula\":\"start\"}]}");
        String id = create(json.toString(), key);
        ApiClient.Reply reply = run(id, "{\"start\": 1}", key);
        assertThat(reply.status()).as(reply.toString()).isEqualTo(200);
        assertThat(reply.json().get("results").get("v9999").decimalValue()).isEqualByComparingTo("10000");
        assertThat(reply.json().get("analysis").get("output").asText()).isEqualTo("v9999");
    }

    @Test
    void theSchemaOfIssue16IsRefusedAtCreationWithItsCost() {
        // 600 lines each summing the same 1,500 inputs: within the old cap of a million line
        // re-evaluations, but 44 s of CPU per run
        ApiClient.Reply reply = post("/v1/calculator-engine/schemas", CostlySchemas.issue16Schema(), key);
        assertThat(reply.status()).as(reply.toString()).isEqualTo(422);
        assertThat(reply.error().get("code").asText()).isEqualTo("schema_validation_failed");
        JsonNode errors = reply.error().get("detail").get("errors");
        assertThat(errors).hasSize(1);
        JsonNode tooComplex = errors.get(0);
        assertThat(tooComplex.get("reason").asText()).isEqualTo("too_complex");
        assertThat(tooComplex.get("cost").asLong()).isEqualTo(CostlySchemas.ISSUE16_COST);
        assertThat(tooComplex.get("budget").asLong()).isEqualTo(CalculatorModel.DEFAULT_COST_BUDGET);
        assertThat(tooComplex.has("cost_is_lower_bound")).isFalse();
        JsonNode heaviest = tooComplex.get("heaviest_lines").get(0);
        assertThat(heaviest.get("line").asText()).isEqualTo("l1");
        assertThat(heaviest.get("index").asInt()).isEqualTo(1);
        assertThat(heaviest.get("operations").asInt()).isEqualTo(3_001);
        assertThat(heaviest.get("evaluations").asLong()).isEqualTo(1 + CostlySchemas.ISSUE16_INPUTS);
        assertThat(tooComplex.get("message").asText()).contains("2,702,697,598 formula operations", "budget is 10,000,000");
    }

    @Test
    void aSchemaAtTheCostBudgetIsStoredAndOneJustAboveItIsRefused() {
        long budget = CalculatorModel.DEFAULT_COST_BUDGET;
        ApiClient.Reply atBudget = post("/v1/calculator-engine/schemas", CostlySchemas.schemaCosting(budget, 0), key);
        assertThat(atBudget.status()).as(atBudget.toString()).isEqualTo(201);
        ApiClient.Reply above = post("/v1/calculator-engine/schemas", CostlySchemas.schemaCosting(budget, 1), key);
        assertThat(above.status()).as(above.toString()).isEqualTo(422);
        JsonNode tooComplex = above.error().get("detail").get("errors").get(0);
        assertThat(tooComplex.get("reason").asText()).isEqualTo("too_complex");
        assertThat(tooComplex.get("cost").asLong()).isEqualTo(budget + 20);
        assertThat(tooComplex.get("budget").asLong()).isEqualTo(budget);
    }

    @Test
    void badRequestsName400Fields() {
        String id = create(RENTAL, key);
        assertField(post("/v1/calculator-engine/schemas", "{\"lines\": []}", key), "name");
        assertField(post("/v1/calculator-engine/schemas", "{\"name\": \"x\"}", key), "lines");
        assertField(post("/v1/calculator-engine/schemas", "{\"name\": \"x\", \"lines\": {}}", key), "lines");
        assertField(post("/v1/calculator-engine/schemas", "{\"name\": \"x\", \"lines\": [{\"id\": \"a\"}, {\"formula\": \"1\"}]}", key), "lines[1].id");
        assertField(post("/v1/calculator-engine/schemas", "{\"name\": \"x\", \"lines\": [{\"id\": \"a\", \"formula\": 12}]}", key), "lines[0].formula");
        assertField(post("/v1/calculator-engine/schemas", "{\"name\": \"x\", \"lines\": [7]}", key), "lines[0]");
        assertField(post("/v1/calculator-engine/schemas", "{\"name\": \"x\", \"name\": \"y\", \"lines\": []}", key), "name");
        assertField(post("/v1/calculator-engine/run", "{\"values\": {}}", key), "schema_id");

        assertField(run(id, RENTAL_VALUES.replace("\"rent\": 2100", "\"rent\": \"2100\""), key), "values.rent");
        assertField(run(id, RENTAL_VALUES.replace("\"rent\": 2100", "\"rent\": null"), key), "values.rent");
        assertField(run(id, RENTAL_VALUES.replace("\"rent\": 2100,", ""), key), "values.rent");
        assertField(run(id, RENTAL_VALUES.replace("\"utilities\": 250", "\"utilities\": 250, \"bogus\": 1"), key), "values.bogus");
        assertField(run(id, RENTAL_VALUES.replace("\"utilities\": 250", "\"utilities\": 250, \"costs\": 1"), key), "values.costs");
        assertField(run(id, RENTAL_VALUES.replace("\"turnovers\": 8,", ""), key), "values.turnovers");
        assertField(run(id, "[1]", key), "values");
        assertField(run(id, RENTAL_VALUES.replace("\"rent\": 2100", "\"rent\": 1e-99999999999"), key), "values.rent");
        assertField(run(id, RENTAL_VALUES.replace("\"rent\": 2100", "\"rent\": 1e1000"), key), "values.rent");

        ApiClient.Reply emptySchema = post("/v1/calculator-engine/schemas", "{\"name\": \"x\", \"lines\": []}", key);
        assertThat(emptySchema.status()).isEqualTo(422);
        ApiClient.Reply malformed = post("/v1/calculator-engine/run", "{\"schema_id\": ", key);
        assertThat(malformed.status()).isEqualTo(400);
        assertThat(malformed.error().get("code").asText()).isEqualTo("invalid_request");
    }

    @Test
    void anEmptyBodyIsA400SayingABodyIsRequired() throws Exception {
        // Content-Length: 0 is refused by the framework before the route, as on every JSON route
        ApiClient.Reply empty = server.client().post("/v1/calculator-engine/run", "application/json", new byte[0],
                "Authorization", ApiClient.bearer(key));
        BadInputApiTest.assertInvalid(empty, null, "Content-Length: 0");
        assertThat(empty.error().get("message").asText()).isEqualTo("a JSON request body is required");
        // a chunked body of no bytes reaches the route, which refuses it the same way
        HttpRequest request = HttpRequest.newBuilder(server.get().uri("/v1/calculator-engine/run"))
                .version(HttpClient.Version.HTTP_1_1)
                .header("Authorization", ApiClient.bearer(key)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.fromPublisher(HttpRequest.BodyPublishers.ofByteArray(new byte[0])))
                .build();
        try (HttpClient http = HttpClient.newHttpClient()) {
            ApiClient.Reply chunked = new ApiClient.Reply(http.send(request, HttpResponse.BodyHandlers.ofString()));
            BadInputApiTest.assertInvalid(chunked, null, "an empty chunked body");
            assertThat(chunked.error().get("message").asText()).isEqualTo("a JSON request body is required");
        }
    }

    private static void assertField(ApiClient.Reply reply, String field) {
        assertThat(reply.status()).as(reply.toString()).isEqualTo(400);
        assertThat(reply.error().get("code").asText()).isEqualTo("invalid_request");
        assertThat(reply.error().get("field").asText()).as(reply.toString()).isEqualTo(field);
    }

    @Test
    void divisionByZeroIs422NamingTheLine() {
        String id = create("""
                {"name": "per unit", "lines": [
                  {"id": "units"},
                  {"id": "per_unit", "formula": "cost / units"},
                  {"id": "out", "formula": "per_unit * 2"}
                ]}""", key);
        ApiClient.Reply reply = run(id, "{\"units\": 0, \"cost\": 10}", key);
        assertThat(reply.status()).as(reply.toString()).isEqualTo(422);
        assertThat(reply.error().get("code").asText()).isEqualTo("evaluation_failed");
        assertThat(reply.error().get("detail").get("kind").asText()).isEqualTo("division_by_zero");
        assertThat(reply.error().get("detail").get("line").asText()).isEqualTo("per_unit");
        ApiClient.Reply zeroInput = run(id, "{\"units\": 4, \"cost\": 0}", key);
        assertThat(zeroInput.status()).isEqualTo(200);
        JsonNode cost = zeroInput.json().get("analysis").get("ranked_levers").get(1);
        assertThat(cost.get("lever").asText()).isEqualTo("cost");
        assertThat(cost.get("impact_per_dollar").decimalValue()).isEqualByComparingTo("0.5");
        assertThat(cost.has("impact_per_pct")).isFalse();
    }

    @Test
    void aLeverWhoseMovedValueFailsKeepsANullImpactAndSaysWhy() {
        // x = 100 moves to 101 (÷0); z = 0 moves to 1 (÷0); w moves fine
        String id = create("""
                {"name": "fragile", "lines": [
                  {"id": "out", "formula": "1 / (x - 101) + 1 / (z - 1) + w"}
                ]}""", key);
        ApiClient.Reply reply = run(id, "{\"x\": 100, \"z\": 0, \"w\": 5}", key);
        assertThat(reply.status()).as(reply.toString()).isEqualTo(200);
        JsonNode levers = reply.json().get("analysis").get("ranked_levers");
        assertThat(levers).hasSize(3);
        JsonNode w = levers.get(0);
        assertThat(w.get("lever").asText()).isEqualTo("w");
        assertThat(w.get("impact_per_pct").decimalValue()).isEqualByComparingTo("0.05");
        assertThat(w.has("impact_per_dollar")).isFalse();
        assertThat(w.has("impact_error")).isFalse();
        for (JsonNode failed : List.of(levers.get(1), levers.get(2))) {
            String figure = failed.get("lever").asText().equals("x") ? "impact_per_pct" : "impact_per_dollar";
            String other = figure.equals("impact_per_pct") ? "impact_per_dollar" : "impact_per_pct";
            assertThat(failed.has(figure)).as(failed.toString()).isTrue();
            assertThat(failed.get(figure).isNull()).as(failed.toString()).isTrue();
            assertThat(failed.has(other)).as(failed.toString()).isFalse();
            assertThat(failed.get("impact_error").asText()).isEqualTo("division_by_zero");
            assertThat(failed.get("direction").asText()).isEqualTo("none");
            assertThat(failed.has("current")).isTrue();
        }
        assertThat(List.of(levers.get(1).get("lever").asText(), levers.get(2).get("lever").asText())).containsExactlyInAnyOrder("x", "z");
    }

    @Test
    void anotherAccountsSchemaIsNotFound() {
        String id = create(RENTAL, key);
        String other = Accounts.newKey(server.get());
        for (ApiClient.Reply reply : List.of(
                server.client().get("/v1/calculator-engine/schemas/" + id, "Authorization", ApiClient.bearer(other)),
                run(id, RENTAL_VALUES, other),
                server.client().delete("/v1/calculator-engine/schemas/" + id, "Authorization", ApiClient.bearer(other)))) {
            assertThat(reply.status()).as(reply.toString()).isEqualTo(404);
            assertThat(reply.error().get("detail").get("kind").asText()).isEqualTo("schema");
        }
        // the owner still has it: the other account's delete removed nothing
        assertThat(run(id, RENTAL_VALUES, key).status()).isEqualTo(200);
        assertThat(server.client().get("/v1/calculator-engine/schemas/" + id, "Authorization", ApiClient.bearer(key)).status())
                .isEqualTo(200);
        // and the other account's own schemas are its own
        String theirs = create(RENTAL, other);
        assertThat(run(theirs, RENTAL_VALUES, key).status()).isEqualTo(404);
        assertThat(run(theirs, RENTAL_VALUES, other).status()).isEqualTo(200);
    }

    @Test
    void needsTheCalculatorScope() {
        ApiClient console = server.client();
        Accounts.signUp(console);
        String guardOnly = Accounts.createKey(console, "[\"guard\"]");
        ApiClient.Reply reply = post("/v1/calculator-engine/schemas", RENTAL, guardOnly);
        assertThat(reply.status()).isEqualTo(403);
        assertThat(reply.error().get("code").asText()).isEqualTo("insufficient_scope");
    }

    @Test
    void creationIsIdempotentWithAKey() {
        ApiClient.Reply first = server.client().postJson("/v1/calculator-engine/schemas", RENTAL,
                "Authorization", ApiClient.bearer(key), "Idempotency-Key", "calc-1");
        ApiClient.Reply second = server.client().postJson("/v1/calculator-engine/schemas", RENTAL,
                "Authorization", ApiClient.bearer(key), "Idempotency-Key", "calc-1");
        assertThat(first.status()).isEqualTo(201);
        assertThat(second.status()).isEqualTo(201);
        assertThat(second.header("Idempotent-Replayed")).contains("true");
        assertThat(second.json().get("schema_id")).isEqualTo(first.json().get("schema_id"));
    }
}
