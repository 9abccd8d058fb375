package io.attest.server.api;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** POST /v1/airbnb-deal/analyze over real HTTP with the bundled provider (spec 4.2, decisions.md section 5). */
class DealApiTest {

    @RegisterExtension
    static final TestServer.PerClass server = TestServer.perClass();
    private static String key;

    static final String PATH = "/v1/airbnb-deal/analyze";

    @BeforeAll
    static void createKey() {
        key = Accounts.newKey(server.get());
    }

    private static ApiClient.Reply post(String json, String... headers) {
        List<String> all = new ArrayList<>(List.of("Authorization", ApiClient.bearer(key)));
        all.addAll(List.of(headers));
        return server.client().postJson(PATH, json, all.toArray(String[]::new));
    }

    private static JsonNode analyze(String json) {
        ApiClient.Reply reply = post(json);
        assertThat(reply.status()).as(reply.toString()).isEqualTo(200);
        return reply.json();
    }

    @Test
    void analyzesADallasAddressWithTheBundledData() {
        JsonNode result = analyze("{\"address\":\"1500 marilla street, dallas, texas 75201\"}");

        assertThat(result.get("address_normalized").asText()).isEqualTo("1500 MARILLA ST, DALLAS, TX 75201");
        JsonNode market = result.get("market");
        assertThat(market.get("adr").asDouble()).isEqualTo(133.0);                      // Airbtics, as of 2024-09
        assertThat(market.get("occupancy_rate").asDouble()).isEqualTo(0.62);
        assertThat(market.get("projected_annual_revenue").asDouble()).isEqualTo(29000.0);
        assertThat(market.get("comp_count").asInt()).isEqualTo(5241);                   // str_active_listings
        assertThat(market.get("rent_estimate_monthly").asDouble()).isEqualTo(1884.0);   // HUD FY2025 2BR FMR
        assertThat(market.get("data_provider").asText()).isEqualTo("market-bundled 1.0.0 (HUD FMR FY2025; STR figures as of 2024-09)");
        assertThat(market.get("modelled_fields")).isEmpty();
        assertThat(market.get("regulation").get("category").asText()).isEqualTo("restricted");

        JsonNode math = result.get("math");
        assertThat(math.get("monthly_revenue").asDouble()).isEqualTo(2416.67);
        assertThat(math.get("monthly_costs").asDouble()).isEqualTo(2306.5);     // 1884 + 350 + 0.03 × 2416.67
        assertThat(math.get("monthly_net").asDouble()).isEqualTo(110.17);
        assertThat(math.get("annual_net").asDouble()).isEqualTo(1322.0);        // 29000 − 12 × 2234 − 870
        assertThat(math.get("cash_invested").asDouble()).isEqualTo(16368.0);    // 36 × 350 + 2 × 1884
        assertThat(math.get("cash_on_cash").asDouble()).isEqualTo(0.0808);

        assertThat(result.get("verdict").asText()).isEqualTo("yellow");
        assertThat(result.get("red_flags")).isEmpty();
        assertThat(codes(result)).containsExactly("str_restricted", "stale_market_data", "thin_margin");
        assertThat(result.get("yellow_flags")).hasSize(3);
        assertThat(result.get("reasoning").asText()).contains("$29,000.00").contains("$1,322.00").contains("5241 active listings")
                .contains("Verdict yellow");
        assertThat(result.get("analyzed_at").asText()).endsWith("Z");
        assertThat(result.get("thresholds").get("green_min_annual_net").asDouble()).isEqualTo(12000.0);
    }

    @Test
    void aProhibitedMarketIsRedWithTheRuleInTheFlag() {
        JsonNode result = analyze("{\"address\":\"200 N Spring St, Los Angeles, CA 90012\",\"rent_estimate_monthly\":2000}");
        assertThat(result.get("verdict").asText()).isEqualTo("red");
        assertThat(codes(result)).startsWith("str_prohibited").doesNotContain("low_comp_count");
        assertThat(result.get("red_flags").get(0).asText()).contains("Home-Sharing Ordinance");
        // RedAwning gives no listing count: the answer says unknown (null), not 0
        assertThat(result.get("market").has("comp_count")).isTrue();
        assertThat(result.get("market").get("comp_count").isNull()).isTrue();
        assertThat(result.get("reasoning").asText()).contains("does not give how many listings");
    }

    @Test
    void overridesOfTermsAndThresholdsApply() {
        JsonNode result = analyze("""
                {"address":"1500 Marilla St, Dallas, TX 75201","rent_estimate_monthly":1000,
                 "furnishing_amortization_monthly":0,"platform_fees_pct":0,"cash_invested":0,
                 "verdict_thresholds":{"green_min_annual_net":1000,"green_min_cash_on_cash":0.1,"red_max_annual_net":-100}}""");
        assertThat(result.get("math").get("annual_net").asDouble()).isEqualTo(17000.0);
        assertThat(result.get("math").has("cash_on_cash")).isTrue();
        assertThat(result.get("math").get("cash_on_cash").isNull()).isTrue();
        assertThat(codes(result)).contains("cash_on_cash_undefined", "rent_far_from_market");
        assertThat(result.get("thresholds").get("red_max_annual_net").asDouble()).isEqualTo(-100.0);
    }

    @Test
    void oneThresholdOverrideReplacesItsDefaultAndIsNotCheckedAgainstTheOtherDefault() {
        // 20,000 is above the default green minimum (12,000): accepted, and red wins where the bands overlap
        JsonNode result = analyze("""
                {"address":"1500 Marilla St, Dallas, TX 75201","rent_estimate_monthly":3000,
                 "verdict_thresholds":{"red_max_annual_net":20000}}""");
        assertThat(result.get("thresholds").get("red_max_annual_net").asDouble()).isEqualTo(20000.0);
        assertThat(result.get("thresholds").get("green_min_annual_net").asDouble()).isEqualTo(12000.0);
        boolean atOrBelowRed = result.get("math").get("annual_net").asDouble() <= 20000.0;
        assertThat(result.get("verdict").asText().equals("red")).isEqualTo(atOrBelowRed || codes(result).contains("str_prohibited"));
        assertThat(codes(result).contains("below_red_threshold")).isEqualTo(atOrBelowRed);

        JsonNode lowGreen = analyze("""
                {"address":"1500 Marilla St, Dallas, TX 75201","verdict_thresholds":{"green_min_annual_net":-500}}""");
        assertThat(lowGreen.get("thresholds").get("green_min_annual_net").asDouble()).isEqualTo(-500.0);
        assertThat(lowGreen.get("thresholds").get("red_max_annual_net").asDouble()).isEqualTo(0.0);
    }

    @Test
    void anAddressThatCannotBeNormalisedIs404Address() {
        ApiClient.Reply reply = post("{\"address\":\"PO Box 123, Austin, TX 78701\"}");
        assertThat(reply.status()).isEqualTo(404);
        assertThat(reply.error().get("code").asText()).isEqualTo("resource_not_found");
        assertThat(reply.error().get("detail").get("kind").asText()).isEqualTo("address");
        assertThat(reply.error().get("detail").get("reason").asText()).isEqualTo("po_box");
    }

    @Test
    void aValidAddressWithoutMarketDataIs404MarketWithTheNormalisedAddress() {
        ApiClient.Reply reply = post("{\"address\":\"1 Main St, Bozeman, Montana 59715\"}");
        assertThat(reply.status()).isEqualTo(404);
        assertThat(reply.error().get("code").asText()).isEqualTo("resource_not_found");
        assertThat(reply.error().get("detail").get("kind").asText()).isEqualTo("market");
        assertThat(reply.error().get("detail").get("address_normalized").asText()).isEqualTo("1 MAIN ST, BOZEMAN, MT 59715");
    }

    @Test
    void badInputsAre400WithTheField() {
        assertField("{}", "address");
        assertField("{\"address\":null}", "address");
        assertField("{\"address\":42}", "address");
        assertField("{\"address\":\"   \"}", "address");
        assertField("{\"address\":\"" + "1 Main St ".repeat(60) + "\"}", "address");
        String ok = "\"address\":\"1500 Marilla St, Dallas, TX 75201\"";
        assertField("{" + ok + ",\"rent_estimate_monthly\":-1}", "rent_estimate_monthly");
        assertField("{" + ok + ",\"rent_estimate_monthly\":\"1200\"}", "rent_estimate_monthly");
        assertField("{" + ok + ",\"furnishing_amortization_monthly\":-350}", "furnishing_amortization_monthly");
        assertField("{" + ok + ",\"furnishing_amortization_monthly\":true}", "furnishing_amortization_monthly");
        assertField("{" + ok + ",\"platform_fees_pct\":1.5}", "platform_fees_pct");
        assertField("{" + ok + ",\"platform_fees_pct\":-0.01}", "platform_fees_pct");
        assertField("{" + ok + ",\"platform_fees_pct\":\"3%\"}", "platform_fees_pct");
        assertField("{" + ok + ",\"furnishing_amortization_months\":1.5}", "furnishing_amortization_months");
        assertField("{" + ok + ",\"cash_invested\":-1}", "cash_invested");
        assertField("{" + ok + ",\"verdict_thresholds\":[]}", "verdict_thresholds");
        assertField("{" + ok + ",\"verdict_thresholds\":{\"green_min_annual_net\":5000,\"red_max_annual_net\":5000}}",
                "verdict_thresholds.red_max_annual_net");
        assertField("{" + ok + ",\"verdict_thresholds\":{\"green_min_cash_on_cash\":\"high\"}}", "verdict_thresholds.green_min_cash_on_cash");
        // validation comes before the address: a bad number with a PO box is still 400
        assertField("{\"address\":\"PO Box 1, Austin, TX\",\"platform_fees_pct\":2}", "platform_fees_pct");

        ApiClient.Reply notJson = post("{\"address\":");
        assertThat(notJson.status()).isEqualTo(400);
        assertThat(notJson.error().get("code").asText()).isEqualTo("invalid_request");
        assertThat(post("[1,2]").status()).isEqualTo(400);
    }

    @Test
    void theRouteNeedsAKeyWithTheDealScope() {
        ApiClient.Reply anonymous = server.client().postJson(PATH, "{\"address\":\"1 Main St, Dallas, TX\"}");
        assertThat(anonymous.status()).isEqualTo(401);
        assertThat(anonymous.error().get("code").asText()).isEqualTo("unauthenticated");

        ApiClient console = server.client();
        Accounts.signUp(console);
        String guardOnly = Accounts.createKey(console, "[\"guard\"]");
        ApiClient.Reply refused = server.client().postJson(PATH, "{\"address\":\"1 Main St, Dallas, TX\"}",
                "Authorization", ApiClient.bearer(guardOnly));
        assertThat(refused.status()).isEqualTo(403);
        assertThat(refused.error().get("code").asText()).isEqualTo("insufficient_scope");

        String dealOnly = Accounts.createKey(console, "[\"deal\"]");
        assertThat(server.client().postJson(PATH, "{\"address\":\"1500 Marilla St, Dallas, TX 75201\"}",
                "Authorization", ApiClient.bearer(dealOnly)).status()).isEqualTo(200);
    }

    @Test
    void answersAreScopedToTheCallingAccount() {
        // the route stores nothing; what is kept per request (the idempotent replay) belongs to one account
        String other = Accounts.newKey(server.get());
        String body = "{\"address\":\"1500 Marilla St, Dallas, TX 75201\"}";
        ApiClient.Reply mine = post(body, "Idempotency-Key", "deal-1");
        ApiClient.Reply theirs = server.client().postJson(PATH, "{\"address\":\"200 N Spring St, Los Angeles, CA 90012\"}",
                "Authorization", ApiClient.bearer(other), "Idempotency-Key", "deal-1");
        assertThat(mine.status()).isEqualTo(200);
        assertThat(theirs.status()).as("same key, other account: its own answer, not 422 or a replay of ours").isEqualTo(200);
        assertThat(theirs.header("Idempotent-Replayed")).isEmpty();
        assertThat(theirs.json().get("address_normalized").asText()).isEqualTo("200 N SPRING ST, LOS ANGELES, CA 90012");

        ApiClient.Reply replay = post(body, "Idempotency-Key", "deal-1");
        assertThat(replay.header("Idempotent-Replayed")).contains("true");
        assertThat(replay.json().get("address_normalized").asText()).isEqualTo("1500 MARILLA ST, DALLAS, TX 75201");
    }

    @Test
    void moneyIsRoundedToCentsAndRatiosToFourDecimals() {
        JsonNode result = analyze("{\"address\":\"233 S Wacker Dr, Chicago, IL 60606\",\"rent_estimate_monthly\":1761.333}");
        for (String name : List.of("monthly_revenue", "monthly_costs", "monthly_net", "annual_net", "cash_invested")) {
            assertThat(new BigDecimal(result.get("math").get(name).asText()).scale()).as(name).isLessThanOrEqualTo(2);
        }
        assertThat(new BigDecimal(result.get("math").get("cash_on_cash").asText()).scale()).isLessThanOrEqualTo(4);
        assertThat(new BigDecimal(result.get("market").get("occupancy_rate").asText()).scale()).isLessThanOrEqualTo(4);
    }

    @Test
    void theOpenApiDocumentListsTheRoute() {
        ApiClient.Reply document = server.client().get("/openapi.yml");
        assertThat(document.status()).isEqualTo(200);
        assertThat(document.body()).contains("/v1/airbnb-deal/analyze").contains("analyzeDeal").contains("Retry-After");
    }

    static List<String> codes(JsonNode result) {
        List<String> codes = new ArrayList<>();
        result.get("flag_details").forEach(flag -> codes.add(flag.get("code").asText()));
        return codes;
    }

    private static void assertField(String json, String field) {
        ApiClient.Reply reply = post(json);
        assertThat(reply.status()).as(json + " -> " + reply).isEqualTo(400);
        assertThat(reply.error().get("code").asText()).isEqualTo("invalid_request");
        assertThat(reply.error().get("field").asText()).as(json).isEqualTo(field);
    }
}
