package io.attest.server.api;

import static io.attest.server.api.MeetingFixtures.DANA;
import static io.attest.server.api.MeetingFixtures.IAN;
import static io.attest.server.api.MeetingFixtures.MONDAY_SYNC;
import static io.attest.server.api.MeetingFixtures.OMAR;
import static io.attest.server.api.MeetingFixtures.assertInvalid;
import static io.attest.server.api.MeetingFixtures.digest;
import static io.attest.server.api.MeetingFixtures.ingestOk;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.attest.server.api.WebhookFixtures.Tenant;
import java.time.Clock;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * POST /v1/meeting-memory/digest on a fixed clock: slipping, delivered across transcripts, open
 * questions, named and custom windows, bad input and tenant isolation.
 */
class MeetingDigestApiTest {

    @RegisterExtension
    static final TestServer.PerClass server = TestServer.perClass(Map.of(EventsTestBeans.MUTABLE_CLOCK, true));

    /** Thursday: Ian reports the budget spreadsheet he promised on Monday as sent. */
    static final String THURSDAY_SYNC = """
            Dana: Status round.
            Ian: Quick update on the Q3 budget spreadsheet. I sent it to Dana this morning.
            Dana: Got it, thanks Ian.
            """;

    private static final String WEEK = "{\"window\": {\"from\": \"2026-01-05T08:00:00Z\", \"to\": \"2026-01-12T08:00:00Z\"}}";
    private static Tenant tenant;

    @BeforeAll
    static void meetings() {
        ((MutableClock) server.get().context().getBean(Clock.class)).set(Instant.parse("2026-01-12T08:00:00Z"));
        tenant = Tenant.create(server.get());
        ingestOk(server.get(), tenant, "mon", "2026-01-05T09:00:00Z", MONDAY_SYNC);
        ingestOk(server.get(), tenant, "thu", "2026-01-08T09:00:00Z", THURSDAY_SYNC);
    }

    @Test
    void aWeekShowsTheDeliveredBudgetTheSlippingReviewAndTheOpenQuestion() {
        ApiClient.Reply reply = digest(server.get(), tenant, WEEK);
        assertThat(reply.status()).as(reply.toString()).isEqualTo(200);
        JsonNode d = reply.json();
        assertThat(d.get("window").asText()).isEqualTo("2026-01-05T08:00:00.000Z..2026-01-12T08:00:00.000Z");

        assertThat(d.get("delivered")).hasSize(1);
        JsonNode delivered = d.get("delivered").get(0);
        assertThat(delivered.get("title").asText()).contains("Q3 budget spreadsheet");
        assertThat(delivered.get("transcript_id").asText()).as("the transcript that shows it done").isEqualTo("thu");
        assertThat(delivered.get("origin_transcript_id").asText()).isEqualTo("mon");
        assertThat(delivered.get("owner").asText()).isEqualTo(IAN);
        assertThat(delivered.get("evidence").asText()).contains("I sent it to Dana");

        assertThat(d.get("slipping")).hasSize(1);
        JsonNode slipping = d.get("slipping").get(0);
        assertThat(slipping.get("title").asText()).contains("review the migration PR");
        assertThat(slipping.get("owed_to").asText()).isEqualTo(DANA);
        assertThat(slipping.get("owner").asText()).isEqualTo(OMAR);
        assertThat(slipping.get("due").asText()).isEqualTo("2026-01-09");
        assertThat(slipping.get("transcript_id").asText()).isEqualTo("mon");

        assertThat(d.get("open_questions")).hasSize(1);
        JsonNode question = d.get("open_questions").get(0);
        assertThat(question.get("question").asText()).contains("onboarding checklist");
        assertThat(question.get("transcript_id").asText()).isEqualTo("mon");
        assertThat(question.get("asked_by").asText()).isEqualTo(OMAR);
        assertThat(question.get("occurred_at").asText()).isEqualTo("2026-01-05T09:00:00.000Z");
        assertThat(d.get("counts").get("slipping").asInt()).isEqualTo(1);
    }

    @Test
    void beforeTheReportTheBudgetIsSlippingAndTheReviewIsNotDueYet() {
        JsonNode d = digest(server.get(), tenant,
                "{\"window\": {\"from\": \"2026-01-05T08:00:00Z\", \"to\": \"2026-01-08T08:00:00Z\"}}").json();
        assertThat(d.get("delivered")).isEmpty();
        assertThat(d.get("slipping")).hasSize(1);
        assertThat(d.get("slipping").get(0).get("title").asText()).contains("Q3 budget spreadsheet");
        assertThat(d.get("slipping").get(0).get("due").asText()).isEqualTo("2026-01-07");
    }

    @Test
    void namedWindowsEndNow() {
        JsonNode week = digest(server.get(), tenant, "{\"window\": \"last_7_days\"}").json();
        assertThat(week.get("window").asText()).startsWith("2026-01-05T08:0").contains("..2026-01-12T08:0");
        assertThat(week.get("delivered")).hasSize(1);
        assertThat(week.get("open_questions")).hasSize(1);
        JsonNode month = digest(server.get(), tenant, "{\"window\": \"last_30_days\"}").json();
        assertThat(month.get("window").asText()).startsWith("2025-12-13T08:0");
    }

    @Test
    void anotherAccountsDigestHasNoneOfThisOnesMeetings() {
        Tenant other = Tenant.create(server.get());
        JsonNode d = digest(server.get(), other, WEEK).json();
        assertThat(d.get("slipping")).isEmpty();
        assertThat(d.get("delivered")).isEmpty();
        assertThat(d.get("open_questions")).isEmpty();
    }

    @Test
    void aBadWindowIsA400NamingIt() {
        String path = "/v1/meeting-memory/digest";
        assertInvalid(server.client().post(path, "application/json", new byte[0], "Authorization", tenant.auth()), null);
        assertInvalid(digest(server.get(), tenant, "null"), null);
        assertInvalid(digest(server.get(), tenant, "{}"), "window");
        assertInvalid(digest(server.get(), tenant, "{\"window\": null}"), "window");
        assertInvalid(digest(server.get(), tenant, "{\"window\": 7}"), "window");
        assertInvalid(digest(server.get(), tenant, "{\"window\": [\"last_7_days\"]}"), "window");
        assertInvalid(digest(server.get(), tenant, "{\"window\": \"last_week\"}"), "window");
        assertInvalid(digest(server.get(), tenant, "{\"window\": \"last_7_days\\u0000\"}"), "window");
        assertInvalid(digest(server.get(), tenant, "{\"window\": {\"to\": \"2026-01-12T08:00:00Z\"}}"), "window.from");
        assertInvalid(digest(server.get(), tenant, "{\"window\": {\"from\": 1, \"to\": \"2026-01-12T08:00:00Z\"}}"), "window.from");
        assertInvalid(digest(server.get(), tenant, "{\"window\": {\"from\": \"2026-01-05T08:00:00Z\", \"to\": true}}"), "window.to");
        assertInvalid(digest(server.get(), tenant, "{\"window\": {\"from\": \"2026-01-05\", \"to\": \"2026-01-12T08:00:00Z\"}}"),
                "window.from");
        assertInvalid(digest(server.get(), tenant,
                "{\"window\": {\"from\": \"2026-01-12T08:00:00Z\", \"to\": \"2026-01-12T08:00:00Z\"}}"), "window.to");
    }
}
