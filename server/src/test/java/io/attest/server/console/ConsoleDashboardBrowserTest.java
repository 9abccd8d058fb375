package io.attest.server.console;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.attest.application.accounts.ConsoleSessions;
import io.attest.application.events.ReplayDeliveries;
import io.attest.domain.events.Delivery;
import io.attest.domain.events.DeliveryStatus;
import io.attest.domain.events.DomainEvent;
import io.attest.domain.events.EventId;
import io.attest.domain.events.EventTypes;
import io.attest.domain.events.RetrySchedule;
import io.attest.domain.events.port.EventOutbox;
import io.attest.domain.shared.AccountId;
import io.attest.domain.shared.port.TransactionBoundary;
import io.attest.server.api.ApiClient;
import io.attest.server.api.MutableClock;
import io.attest.server.api.TestServer;
import java.time.Clock;
import java.time.Duration;
import java.time.YearMonth;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The dashboard pages in a real browser: the usage meter and per-day chart after real API calls; an endpoint
 * registered against a local receiver that fails, the delivery parked after the retry schedule (on a clock
 * the test moves), replayed from its page and delivered; event replay; secret rotation and deletion; an
 * endpoint URL with markup shown as text; a schema's last run as a tornado chart; the installed plugins;
 * another account's keys, endpoints, events and schemas are not found.
 */
class ConsoleDashboardBrowserTest {

    @RegisterExtension
    static final TestServer.PerClass server = TestServer.perClass(Map.of(
            "attest.webhooks.allowed-cidrs", "127.0.0.1/32",
            "attest.webhooks.allow-http", true,
            "attest.webhooks.worker.poll-interval", "100ms",
            "attest.test.mutable-clock", true));

    private static Browser browser;
    private static FailingReceiver receiver;

    @BeforeAll
    static void start() throws Exception {
        browser = new Browser(server.get().uri("/"));
        receiver = new FailingReceiver();
    }

    @AfterAll
    static void stop() {
        if (browser != null) {
            browser.close();
        }
        if (receiver != null) {
            receiver.close();
        }
    }

    @Test
    void usageShowsTheMeterAgainstThePlanAndTheCallsOfToday() {
        ConsoleKeysBrowserTest.signUp(browser);
        browser.open("/console/usage");
        assertThat(browser.text("#used")).isEqualTo("0");
        browser.open("/console/keys").fill("name", "usage").click("form[action='/console/keys'] button.primary");
        String secret = browser.find("#new-secret").getAttribute("value");
        ApiClient api = server.client();
        for (int i = 0; i < 3; i++) {
            ApiClient.Reply metered = api.postJson("/v1/guard/verify-references",
                    "{\"text\":\"See 42 U.S.C. § 1983.\",\"sources\":[\"42 U.S.C. § 1983\"]}",
                    "Authorization", ApiClient.bearer(secret));
            assertThat(metered.status()).as(metered.toString()).isEqualTo(200);
        }
        browser.open("/console/usage");
        assertThat(browser.text("#used")).isEqualTo("3");
        assertThat(browser.text("#limit")).isEqualTo("100");
        assertThat(browser.find("#usage-meter").getAttribute("value")).isEqualTo("3");
        assertThat(browser.find("#usage-meter").getAttribute("max")).isEqualTo("100");
        assertThat(browser.text("#resets")).matches("\\d{4}-\\d\\d-01 00:00 UTC");
        int days = YearMonth.now(ZoneOffset.UTC).lengthOfMonth();
        assertThat(browser.all("#daily-chart rect.bar")).hasSizeBetween(28, 31);
        if (YearMonth.from(clock().instant().atZone(ZoneOffset.UTC)).equals(YearMonth.now(ZoneOffset.UTC))) {
            // Days are the database's; the page's month is the server's (moved by other tests here).
            assertThat(browser.all("#daily-chart rect.bar")).hasSize(days);
            assertThat(browser.all("#daily-chart rect[data-calls='3']")).hasSize(1);
        }
        browser.screenshot("usage");
        browser.phoneScreenshot("usage-phone");
    }

    @Test
    void aParkedDeliveryIsReplayedFromTheConsoleAndDelivered() {
        String email = ConsoleKeysBrowserTest.signUp(browser);
        AccountId account = server.get().context().getBean(ConsoleSessions.class)
                .resolve(browser.cookie("attest_session").getValue()).orElseThrow();
        browser.open("/console/webhooks");
        assertThat(browser.text(".empty")).contains("No endpoints");
        browser.press("input[name=events][value='" + EventTypes.VOICE_TRAIN_COMPLETED + "']");
        browser.fill("url", receiver.url("/hook")).click("form[action='/console/webhooks'] button.primary");
        assertThat(browser.find("#new-secret").getAttribute("value")).startsWith("whsec_");
        assertThat(browser.text("#new-secret-card .warning")).contains("shown this once");
        browser.screenshot("webhooks-new-secret");
        String endpointId = browser.find("#endpoints tbody tr").getAttribute("data-endpoint");
        browser.open("/console/webhooks");
        assertThat(browser.has("#new-secret")).as("the secret is shown once").isFalse();

        receiver.failing(true);
        String eventId = emit(account, EventTypes.VOICE_TRAIN_COMPLETED);
        awaitAttempts(account, endpointId, 1);
        for (int i = 0; i < RetrySchedule.DELAYS.size(); i++) {
            Duration delay = RetrySchedule.DELAYS.get(i);
            clock().advance(delay.plus(delay.dividedBy(10)).plusSeconds(1));
            awaitAttempts(account, endpointId, i + 2);
        }
        await().atMost(Duration.ofSeconds(10)).until(() -> delivery(account, endpointId).status() == DeliveryStatus.PARKED);

        // About 16 hours passed without a request: the session has expired.
        browser.open("/console/webhooks/" + endpointId);
        assertThat(browser.path()).isEqualTo("/console/login");
        browser.fill("email", email).fill("password", ConsoleKeysBrowserTest.PASSWORD).click("button.primary");
        browser.open("/console/webhooks/" + endpointId);
        assertThat(browser.find("article.delivery").getAttribute("data-status")).isEqualTo("parked");
        assertThat(browser.all("article.delivery table.attempts tbody tr")).hasSize(RetrySchedule.MAX_ATTEMPTS);
        assertThat(browser.text("article.delivery table.attempts")).contains("500").contains("receiver down for maintenance")
                .contains(" ms");
        browser.screenshot("webhook-parked");

        receiver.failing(false);
        browser.click("#replay-parked");
        assertThat(browser.text(".notice")).contains("1 delivery is queued again");
        await().atMost(Duration.ofSeconds(10)).until(() -> receiver.succeeded() == 1);
        await().atMost(Duration.ofSeconds(10)).until(() -> delivery(account, endpointId).status() == DeliveryStatus.SUCCEEDED);
        browser.open("/console/webhooks/" + endpointId);
        assertThat(browser.find("article.delivery").getAttribute("data-status")).isEqualTo("succeeded");
        assertThat(browser.text("article.delivery table.attempts tbody tr:last-child")).contains("200");
        browser.screenshot("webhook-delivered");

        browser.open("/console/events");
        assertThat(browser.text("#events")).contains(eventId).contains(EventTypes.VOICE_TRAIN_COMPLETED);
        browser.screenshot("events");
        browser.click("#events a");
        assertThat(browser.path()).isEqualTo("/console/events/" + eventId);
        assertThat(browser.text("article.delivery")).contains(endpointId).contains("succeeded");
        browser.click("#replay-event");
        assertThat(browser.text(".notice")).contains("queued again for 1 endpoint");
        await().atMost(Duration.ofSeconds(10)).until(() -> receiver.succeeded() == 2);
        browser.open("/console/events/" + eventId);
        browser.screenshot("event");

        browser.open("/console/webhooks/" + endpointId).click("a[href$='/rotate']");
        browser.screenshot("webhook-rotate");
        browser.click("form button.primary");
        assertThat(browser.find("#new-secret").getAttribute("value")).startsWith("whsec_");
        assertThat(browser.text("#new-secret-card")).contains("Service-Signature-Previous");
        browser.click("a[href$='/delete']");
        browser.screenshot("webhook-delete");
        browser.click("form button.danger");
        assertThat(browser.path()).isEqualTo("/console/webhooks");
        assertThat(browser.text(".notice")).contains("deleted");
        assertThat(browser.has("#endpoints")).isFalse();
    }

    @Test
    void endpointUrlsWithMarkupAreShownAsText() {
        ConsoleKeysBrowserTest.signUp(browser);
        browser.open("/console/webhooks");
        String script = receiver.url("/x?<script>alert(1)</script>");
        browser.press("input[name=events][value='" + EventTypes.KEY_COMPROMISED + "']");
        browser.fill("url", script).click("form[action='/console/webhooks'] button.primary");
        assertThat(browser.text("#url-error")).contains("url");
        assertThat(browser.find("#url").getAttribute("value")).isEqualTo(script);
        assertThat(browser.all("script")).as("only the console's own script").hasSize(1);

        String entities = receiver.url("/x?a=&lt;b&gt;bold&lt;/b&gt;&c='quoted'");
        browser.fill("url", entities).click("form[action='/console/webhooks'] button.primary");
        assertThat(browser.has("#new-secret")).isTrue();
        assertThat(browser.text("#endpoints td.url")).isEqualTo(entities);
        assertThat(browser.all("#endpoints td.url b")).isEmpty();
        browser.screenshot("webhooks");
        browser.click("#endpoints td.url a");
        assertThat(browser.text("h1")).isEqualTo(entities);
    }

    @Test
    void aSchemasLastRunIsDrawnAsATornadoOfItsRankedLevers() {
        ConsoleKeysBrowserTest.signUp(browser);
        browser.open("/console/calculator");
        assertThat(browser.text(".empty")).contains("No calculator schemas yet");
        String key = newKey();
        String schemaId = createSchema(key, "<i>Rental</i> arbitrage");
        browser.open("/console/calculator");
        assertThat(browser.text("#run-title")).contains("<i>Rental</i> arbitrage");
        assertThat(browser.all("#schemas i")).as("the name is text, not markup").isEmpty();
        assertThat(browser.text("#last-run .empty")).contains("has not run yet");

        ApiClient.Reply run = server.client().postJson("/v1/calculator-engine/run", "{\"schema_id\":\"" + schemaId
                + "\",\"values\":" + RENTAL_VALUES + "}", "Authorization", ApiClient.bearer(key));
        assertThat(run.status()).as(run.toString()).isEqualTo(200);
        browser.open("/console/calculator?schema=" + schemaId);
        assertThat(browser.text("#headline")).isEqualTo(run.json().get("analysis").get("headline").asText());
        List<String> order = browser.all("#tornado g.lever").stream().map(g -> g.getAttribute("data-input")).toList();
        assertThat(order).containsExactly("nightly_rate", "occupancy", "rent", "turnovers", "cleaning_fee", "utilities", "fee_pct");
        assertThat(browser.find("#tornado g.lever[data-input='nightly_rate'] rect").getAttribute("class")).isEqualTo("high");
        assertThat(browser.find("#tornado g.lever[data-input='rent'] rect").getAttribute("class")).isEqualTo("low");
        assertThat(browser.text("#tornado g.lever[data-input='nightly_rate']")).contains("+36.67 per +1 %");
        double top = Double.parseDouble(browser.find("#tornado g.lever[data-input='nightly_rate'] rect").getAttribute("width"));
        double last = Double.parseDouble(browser.find("#tornado g.lever[data-input='fee_pct'] rect").getAttribute("width"));
        assertThat(top).as("ranked: the strongest lever has the longest bar").isGreaterThan(last);
        browser.screenshot("calculator");
        browser.phoneScreenshot("calculator-phone");
    }

    @Test
    void theInstalledPluginsAreListed() {
        ConsoleKeysBrowserTest.signUp(browser);
        browser.open("/console/plugins");
        assertThat(browser.text("#plugins")).contains("formula-builtin").contains("formula_engine").contains("classpath");
        browser.screenshot("plugins");
    }

    @Test
    void anotherAccountsKeysEndpointsEventsAndSchemasAreNotFound() {
        ApiClient owner = server.client();
        String ownerEmail = ConsoleKeysBrowserTest.newEmail();
        ApiClient.Reply signedUp = owner.postJson("/console/api/signup",
                "{\"email\":\"" + ownerEmail + "\",\"password\":\"" + ConsoleKeysBrowserTest.PASSWORD + "\"}");
        AccountId account = new AccountId(signedUp.json().get("account_id").asText());
        ApiClient.Reply created = owner.postJson("/console/api/keys", "{\"name\":\"owner\"}");
        String keyId = created.json().get("id").asText();
        String key = created.json().get("secret").asText();
        String endpointId = server.client().postJson("/v1/webhooks/endpoints", "{\"url\":\"" + receiver.url("/owner")
                + "\",\"events\":[\"" + EventTypes.KEY_COMPROMISED + "\"]}", "Authorization", ApiClient.bearer(key)).json()
                .get("id").asText();
        String eventId = emit(account, EventTypes.KEY_COMPROMISED);
        String schemaId = createSchema(key, "owner's schema");

        ApiClient other = server.client();
        assertThat(other.postJson("/console/api/signup", ConsoleKeysBrowserTest.credentials()).status()).isEqualTo(201);
        String token = ConsoleKeysBrowserTest.csrfToken(other.get("/console/keys").body());
        for (String page : List.of("/console/keys/" + keyId + "/revoke", "/console/webhooks/" + endpointId,
                "/console/webhooks/" + endpointId + "/rotate", "/console/webhooks/" + endpointId + "/delete",
                "/console/events/" + eventId, "/console/calculator?schema=" + schemaId)) {
            ApiClient.Reply reply = other.get(page);
            assertThat(reply.status()).as(page).isEqualTo(404);
            assertThat(reply.body()).as(page).doesNotContain("owner");
        }
        for (String action : List.of("/console/keys/" + keyId + "/revoke", "/console/webhooks/" + endpointId + "/rotate",
                "/console/webhooks/" + endpointId + "/delete", "/console/webhooks/" + endpointId + "/replay",
                "/console/events/" + eventId + "/replay")) {
            ApiClient.Reply reply = ConsoleKeysBrowserTest.postForm(other, action, "since=2020-01-01T00%3A00&csrf=" + token);
            assertThat(reply.status()).as(action).isEqualTo(404);
        }
        assertThat(server.client().get("/v1/usage", "Authorization", ApiClient.bearer(key)).status()).as("the key still works")
                .isEqualTo(200);
        assertThat(server.client().get("/v1/webhooks/endpoints/" + endpointId, "Authorization", ApiClient.bearer(key)).status())
                .as("the endpoint is still there").isEqualTo(200);
    }

    static final String RENTAL_VALUES = """
            {"nightly_rate": 180, "occupancy": 0.7, "rent": 2100, "fee_pct": 0.03, "turnovers": 8,
             "cleaning_fee": 85, "utilities": 250}""";

    private static String createSchema(String key, String name) {
        String rental = """
                {"name": "%s", "lines": [
                  {"id": "nightly_rate", "label": "Nightly rate"},
                  {"id": "occupancy", "label": "Occupancy", "type": "rate"},
                  {"id": "nights", "label": "Nights per month", "formula": "30 * occupancy"},
                  {"id": "revenue", "label": "Monthly revenue", "formula": "nightly_rate * nights", "type": "income"},
                  {"id": "platform_fees", "label": "Platform fees", "formula": "revenue * fee_pct", "type": "expense"},
                  {"id": "cleaning", "label": "Cleaning", "formula": "turnovers * cleaning_fee", "type": "expense"},
                  {"id": "rent", "label": "Monthly rent", "type": "expense"},
                  {"id": "costs", "label": "Monthly costs", "formula": "rent + platform_fees + cleaning + utilities", "type": "expense"},
                  {"id": "monthly_net", "label": "Monthly net", "formula": "round(revenue - costs, 2)", "type": "output"}
                ]}""".formatted(name);
        ApiClient.Reply reply = server.client().postJson("/v1/calculator-engine/schemas", rental, "Authorization", ApiClient.bearer(key));
        assertThat(reply.status()).as(reply.toString()).isEqualTo(201);
        return reply.json().get("schema_id").asText();
    }

    /** A key of the browser's account, created on the keys page. */
    private static String newKey() {
        browser.open("/console/keys").fill("name", "calculator").click("form[action='/console/keys'] button.primary");
        return browser.find("#new-secret").getAttribute("value");
    }

    private static MutableClock clock() {
        return (MutableClock) server.get().context().getBean(Clock.class);
    }

    private static Delivery delivery(AccountId account, String endpointId) {
        List<Delivery> deliveries = server.get().context().getBean(ReplayDeliveries.class).list(account, endpointId, null, 10);
        assertThat(deliveries).hasSize(1);
        return deliveries.getFirst();
    }

    private static void awaitAttempts(AccountId account, String endpointId, int attempts) {
        await().atMost(Duration.ofSeconds(15)).until(() -> delivery(account, endpointId).attemptLog().size() >= attempts);
    }

    /** Writes an event through the outbox port, in a transaction, as a capability does. */
    private static String emit(AccountId account, String type) {
        EventOutbox outbox = server.get().context().getBean(EventOutbox.class);
        TransactionBoundary tx = server.get().context().getBean(TransactionBoundary.class);
        EventId id = EventId.next();
        tx.run(() -> outbox.append(new DomainEvent(id, account, type, Map.of("operation_id", "op_console", "status", "succeeded"),
                clock().instant())));
        return id.value();
    }
}
