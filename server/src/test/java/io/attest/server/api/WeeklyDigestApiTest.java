package io.attest.server.api;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.attest.domain.events.EventTypes;
import io.attest.domain.shared.AccountId;
import io.attest.server.api.WebhookFixtures.Tenant;
import io.attest.server.wiring.BackgroundWorkers;
import java.time.Clock;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The weekly digest schedule: Mondays 08:00 UTC, one event per account with meeting data and window. */
class WeeklyDigestApiTest {

    @RegisterExtension
    static final TestServer.PerClass server = TestServer.perClass(Map.of(EventsTestBeans.MUTABLE_CLOCK, true,
            EventsTestBeans.TEST_AUDIENCE, true, "attest.webhooks.worker.enabled", false,
            "attest.events.schedule-interval", "1h"));

    @Test
    void mondayAtEightEveryAccountWithMeetingDataGetsOneEventForTheWeekThatEnded() {
        Tenant withMeetings = Tenant.create(server.get());
        Tenant without = Tenant.create(server.get());
        EventsTestBeans.MEETING_ACCOUNTS.add(new AccountId(withMeetings.accountId()));
        MutableClock clock = (MutableClock) server.get().context().getBean(Clock.class);
        BackgroundWorkers schedule = server.get().context().getBean(BackgroundWorkers.class);

        // Sunday evening: the week that ended last Monday is announced (late, once), nothing newer.
        clock.set(Instant.parse("2026-01-04T23:00:00Z"));
        assertThat(schedule.runSchedule()).isEqualTo(1);
        assertThat(schedule.runSchedule()).isZero();
        assertThat(digests(withMeetings).get(0).get("data").get("window").get("to").asText()).isEqualTo("2025-12-29T08:00:00.000Z");

        clock.set(Instant.parse("2026-01-05T07:59:00Z"));
        assertThat(schedule.runSchedule()).isZero();

        clock.set(Instant.parse("2026-01-05T08:00:00Z"));
        assertThat(schedule.runSchedule()).isEqualTo(1);
        assertThat(schedule.runSchedule()).isZero();
        clock.set(Instant.parse("2026-01-07T12:00:00Z"));
        assertThat(schedule.runSchedule()).isZero();

        JsonNode events = digests(withMeetings);
        assertThat(events).hasSize(2);
        JsonNode window = events.get(0).get("data").get("window");
        assertThat(window.get("from").asText()).isEqualTo("2025-12-29T08:00:00.000Z");
        assertThat(window.get("to").asText()).isEqualTo("2026-01-05T08:00:00.000Z");
        assertThat(digests(without)).isEmpty();

        // A second server on the same database does not announce the window again.
        try (TestServer second = TestServer.startOn(server.database(), Map.of(EventsTestBeans.MUTABLE_CLOCK, true,
                EventsTestBeans.TEST_AUDIENCE, true, "attest.webhooks.worker.enabled", false))) {
            ((MutableClock) second.context().getBean(Clock.class)).set(Instant.parse("2026-01-05T08:30:00Z"));
            assertThat(second.context().getBean(BackgroundWorkers.class).runSchedule()).isZero();
        }
        assertThat(digests(withMeetings)).hasSize(2);

        // The next Monday is a new window.
        clock.set(Instant.parse("2026-01-12T08:00:01Z"));
        assertThat(schedule.runSchedule()).isEqualTo(1);
        assertThat(digests(withMeetings).get(0).get("data").get("window").get("from").asText())
                .isEqualTo("2026-01-05T08:00:00.000Z");
    }

    private static JsonNode digests(Tenant tenant) {
        ApiClient.Reply reply = server.client().get("/v1/events?type=" + EventTypes.MEETING_DIGEST_WEEKLY, "Authorization",
                tenant.auth());
        assertThat(reply.status()).as(reply.toString()).isEqualTo(200);
        return reply.json().get("events");
    }
}
