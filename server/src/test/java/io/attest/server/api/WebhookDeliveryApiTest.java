package io.attest.server.api;

import static io.attest.server.api.TestReceiver.await;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.attest.domain.events.EventTypes;
import io.attest.server.api.WebhookFixtures.Tenant;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Webhook delivery end to end: a real receiver on 127.0.0.1 (through the operator allow-list) checks
 * every signature; the retry schedule is followed on a clock the test moves (no sleeping through
 * delays); all attempts failing parks the delivery; replay delivers it again with the same id.
 */
class WebhookDeliveryApiTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String REPORT_TOKEN = "report-token-for-webhook-tests";

    @RegisterExtension
    static final TestServer.PerClass server = TestServer.perClass(properties());

    private static TestReceiver receiver;

    private static Map<String, Object> properties() {
        Map<String, Object> p = new HashMap<>(WebhookFixtures.localReceiverProperties());
        p.put("attest.security.report-token", REPORT_TOKEN);
        p.put("attest.webhooks.worker.per-endpoint-concurrency", 2);
        return p;
    }

    @BeforeAll
    static void startReceiver() throws Exception {
        receiver = new TestReceiver();
    }

    @AfterAll
    static void stopReceiver() {
        receiver.close();
    }

    private static MutableClock clock() {
        return (MutableClock) server.get().context().getBean(Clock.class);
    }

    @Test
    void aCompromisedKeyIsDeliveredSignedInTheEnvelopeOfTheSpec() throws Exception {
        ApiClient console = server.client();
        String accountId = Accounts.signUp(console);
        String key = Accounts.createKey(console, null);
        String leaked = Accounts.createKey(console, null);
        Tenant tenant = new Tenant(accountId, key);
        JsonNode endpoint = WebhookFixtures.register(server.get(), tenant, receiver, "/compromised", EventTypes.KEY_COMPROMISED);
        assertThat(endpoint.get("id").asText()).startsWith("we_");
        assertThat(endpoint.get("secret").asText()).startsWith("whsec_");

        ApiClient.Reply report = server.client().postJson("/v1/security/compromised-keys",
                "[{\"token\":\"" + leaked + "\",\"type\":\"attest_api_key\",\"url\":\"https://gist.github.com/x\",\"source\":\"gist\"}]",
                "Authorization", ApiClient.bearer(REPORT_TOKEN));
        assertThat(report.status()).isEqualTo(200);

        await("the key.compromised delivery", 10, () -> receiver.received().stream().anyMatch(r -> r.path().equals("/compromised")));
        TestReceiver.Received got = receiver.received().stream().filter(r -> r.path().equals("/compromised")).findFirst().orElseThrow();
        assertThat(got.signatureValid()).isTrue();
        JsonNode envelope = JSON.readTree(got.body());
        assertThat(envelope.fieldNames()).toIterable().containsExactly("id", "type", "created_at", "data");
        assertThat(envelope.get("id").asText()).startsWith("evt_").isEqualTo(got.eventId());
        assertThat(envelope.get("type").asText()).isEqualTo("key.compromised");
        assertThat(envelope.get("created_at").asText()).matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z");
        assertThat(envelope.get("data").get("key_hint").asText()).endsWith(leaked.substring(leaked.length() - 4));
        assertThat(envelope.get("data").get("source").asText()).isEqualTo("gist");
        assertThat(got.body()).doesNotContain(leaked);
        long sentAt = Long.parseLong(got.timestamp());
        assertThat(Math.abs(sentAt - clock().instant().getEpochSecond())).isLessThan(60);

        // The envelope is also what GET /v1/events/{id} answers.
        JsonNode stored = server.client().get("/v1/events/" + got.eventId(), "Authorization", tenant.auth()).json();
        assertThat(stored).isEqualTo(envelope);
        JsonNode delivery = WebhookFixtures.onlyDelivery(server.get(), tenant, got.eventId());
        assertThat(delivery.get("status").asText()).isEqualTo("succeeded");
        assertThat(delivery.get("attempt_log").get(0).get("status_code").asInt()).isEqualTo(200);
        assertThat(delivery.get("attempt_log").get(0).get("response_excerpt").asText()).isEqualTo("ok");
    }

    @Test
    void failedAttemptsAreRetriedOnTheScheduleWithTheSameEventId() throws Exception {
        Tenant tenant = Tenant.create(server.get());
        WebhookFixtures.register(server.get(), tenant, receiver, "/retry", EventTypes.VOICE_TRAIN_COMPLETED);
        receiver.failNext("/retry", 2);
        String eventId = WebhookFixtures.emit(server.get(), tenant.accountId(), EventTypes.VOICE_TRAIN_COMPLETED,
                Map.of("operation_id", "op_x", "status", "succeeded"));

        // Attempt 1 fails: the next is due 30 s later (up to 10 % more), and not before.
        JsonNode first = awaitAttempts(tenant, eventId, 1);
        assertNextAttemptWithin(first, Duration.ofSeconds(30));
        TestReceiver.holdsFor("no attempt before it is due (five polls of the worker)", Duration.ofMillis(500),
                () -> receiver.received(eventId).size() == 1);

        clock().advance(Duration.ofSeconds(34));
        JsonNode second = awaitAttempts(tenant, eventId, 2);
        assertThat(second.get("status").asText()).isEqualTo("pending");
        assertNextAttemptWithin(second, Duration.ofMinutes(5));

        clock().advance(Duration.ofMinutes(5).plusSeconds(31));
        JsonNode third = awaitAttempts(tenant, eventId, 3);
        assertThat(third.get("status").asText()).isEqualTo("succeeded");
        assertThat(third.get("next_attempt_at").isNull()).isTrue();
        assertThat(third.get("delivered_at").isNull()).isFalse();

        List<TestReceiver.Received> got = receiver.received(eventId);
        assertThat(got).extracting(TestReceiver.Received::answeredWith).containsExactly(500, 500, 200);
        assertThat(got).allMatch(TestReceiver.Received::signatureValid);
        assertThat(got).extracting(TestReceiver.Received::body).containsOnly(got.getFirst().body());
        JsonNode log = third.get("attempt_log");
        assertThat(log.get(0).get("status_code").asInt()).isEqualTo(500);
        assertThat(log.get(0).get("error").asText()).isEqualTo("HTTP 500");
        assertThat(log.get(0).get("response_excerpt").asText()).isEqualTo("receiver says no");
        assertThat(log.get(2).get("succeeded").asBoolean()).isTrue();
    }

    @Test
    void afterTheLastRetryTheDeliveryIsParkedAndAReplayDeliversTheSameEvent() throws Exception {
        Tenant tenant = Tenant.create(server.get());
        JsonNode endpoint = WebhookFixtures.register(server.get(), tenant, receiver, "/parked", EventTypes.MEETING_INGEST_COMPLETED);
        receiver.failureBody("x".repeat(3000));
        receiver.failAll(true);
        try {
            String eventId = WebhookFixtures.emit(server.get(), tenant.accountId(), EventTypes.MEETING_INGEST_COMPLETED,
                    Map.of("operation_id", "op_y", "status", "succeeded"));
            List<Duration> delays = List.of(Duration.ofSeconds(30), Duration.ofMinutes(5), Duration.ofMinutes(30),
                    Duration.ofHours(2), Duration.ofHours(12));
            JsonNode delivery = awaitAttempts(tenant, eventId, 1);
            for (int i = 0; i < delays.size(); i++) {
                assertNextAttemptWithin(delivery, delays.get(i));
                clock().advance(delays.get(i).plus(delays.get(i).dividedBy(10)).plusSeconds(1));
                delivery = awaitAttempts(tenant, eventId, i + 2);
            }
            assertThat(delivery.get("status").asText()).isEqualTo("parked");
            assertThat(delivery.get("next_attempt_at").isNull()).isTrue();
            assertThat(delivery.get("attempt_log").get(5).get("response_excerpt").asText()).hasSize(1024);
            clock().advance(Duration.ofDays(1));
            TestReceiver.holdsFor("no attempt after parking", Duration.ofMillis(300), () -> receiver.received(eventId).size() == 6);

            // Replay of the one event: delivered again, same id, same body.
            receiver.failAll(false);
            ApiClient.Reply replay = server.client().send("POST", "/v1/events/" + eventId + "/replay", "Authorization", tenant.auth());
            assertThat(replay.status()).as(replay.toString()).isEqualTo(202);
            assertThat(replay.json().get("replayed").asInt()).isEqualTo(1);
            JsonNode replayed = awaitAttempts(tenant, eventId, 7);
            assertThat(replayed.get("status").asText()).isEqualTo("succeeded");
            List<TestReceiver.Received> got = receiver.received(eventId);
            assertThat(got).hasSize(7).extracting(TestReceiver.Received::eventId).containsOnly(eventId);
            assertThat(got).extracting(TestReceiver.Received::body).containsOnly(got.getFirst().body());

            // Bulk replay of the endpoint's parked deliveries since a time.
            receiver.failAll(true);
            Instant since = clock().instant().minusSeconds(1);
            String second = WebhookFixtures.emit(server.get(), tenant.accountId(), EventTypes.MEETING_INGEST_COMPLETED, Map.of("n", 2));
            JsonNode parked = awaitAttempts(tenant, second, 1);
            for (int i = 0; i < delays.size(); i++) {
                clock().advance(delays.get(i).plus(delays.get(i).dividedBy(10)).plusSeconds(1));
                parked = awaitAttempts(tenant, second, i + 2);
            }
            assertThat(parked.get("status").asText()).isEqualTo("parked");
            receiver.failAll(false);
            String endpointId = endpoint.get("id").asText();
            ApiClient.Reply bulk = server.client().postJson("/v1/webhooks/endpoints/" + endpointId + "/replay",
                    "{\"since\":\"" + since + "\"}", "Authorization", tenant.auth());
            assertThat(bulk.status()).as(bulk.toString()).isEqualTo(202);
            assertThat(bulk.json().get("replayed").asInt()).isEqualTo(1); // the first event was delivered already
            assertThat(awaitAttempts(tenant, second, 7).get("status").asText()).isEqualTo("succeeded");
            assertThat(receiver.received(second)).extracting(TestReceiver.Received::eventId).containsOnly(second);

            // Both replays are audited with the key that asked.
            try (Connection c = server.database().connect();
                 PreparedStatement ps = c.prepareStatement(
                         "SELECT target_kind, target_id, deliveries, actor FROM webhook_replays WHERE account_id = ? ORDER BY id")) {
                ps.setString(1, tenant.accountId());
                try (ResultSet rs = ps.executeQuery()) {
                    assertThat(rs.next()).isTrue();
                    assertThat(rs.getString(1)).isEqualTo("event");
                    assertThat(rs.getString(2)).isEqualTo(eventId);
                    assertThat(rs.getString(4)).startsWith("key_");
                    assertThat(rs.next()).isTrue();
                    assertThat(rs.getString(1)).isEqualTo("endpoint");
                    assertThat(rs.getString(2)).isEqualTo(endpointId);
                    assertThat(rs.getInt(3)).isEqualTo(1);
                }
            }
        } finally {
            receiver.failAll(false);
            receiver.failureBody("receiver says no");
        }
    }

    @Test
    void redirectsAreNeverFollowed() throws Exception {
        Tenant tenant = Tenant.create(server.get());
        WebhookFixtures.register(server.get(), tenant, receiver, "/redirect", EventTypes.KEY_COMPROMISED);
        receiver.redirectTo(receiver.url("/sink"));
        try {
            String eventId = WebhookFixtures.emit(server.get(), tenant.accountId(), EventTypes.KEY_COMPROMISED, Map.of("k", 1));
            JsonNode delivery = awaitAttempts(tenant, eventId, 1);
            JsonNode attempt = delivery.get("attempt_log").get(0);
            assertThat(attempt.get("status_code").asInt()).isEqualTo(302);
            assertThat(attempt.get("succeeded").asBoolean()).isFalse();
            assertThat(attempt.get("error").asText()).contains("redirect not followed");
            assertThat(delivery.get("status").asText()).isEqualTo("pending");
            TestReceiver.holdsFor("the redirect is not followed", Duration.ofMillis(300),
                    () -> receiver.received().stream().noneMatch(r -> r.path().equals("/sink")));
        } finally {
            receiver.redirectTo(null);
        }
    }

    @Test
    void noMoreThanTheCapOfDeliveriesToOneEndpointAreInFlightAtOnce() {
        Tenant tenant = Tenant.create(server.get());
        WebhookFixtures.register(server.get(), tenant, receiver, "/capped", EventTypes.KEY_COMPROMISED);
        receiver.delay(150);
        try {
            List<String> ids = WebhookFixtures.emitMany(server.get(), tenant.accountId(), EventTypes.KEY_COMPROMISED, Map.of(), 12);
            await("12 deliveries", 30, () -> ids.stream().allMatch(id -> !receiver.received(id).isEmpty()));
            assertThat(receiver.maxInFlight()).isLessThanOrEqualTo(2);
            assertThat(receiver.maxInFlight()).isEqualTo(2);
        } finally {
            receiver.delay(0);
        }
    }

    @Test
    void afterARotationBothSignaturesAreSentForADay() throws Exception {
        Tenant tenant = Tenant.create(server.get());
        JsonNode endpoint = WebhookFixtures.register(server.get(), tenant, receiver, "/rotated", EventTypes.KEY_COMPROMISED);
        String old = endpoint.get("secret").asText();
        ApiClient.Reply rotated = server.client().send("POST", "/v1/webhooks/endpoints/" + endpoint.get("id").asText()
                + "/secret/rotate", "Authorization", tenant.auth());
        assertThat(rotated.status()).as(rotated.toString()).isEqualTo(200);
        String fresh = rotated.json().get("secret").asText();
        assertThat(fresh).startsWith("whsec_").isNotEqualTo(old);
        Instant until = Instant.parse(rotated.json().get("previous_secret_expires_at").asText());
        assertThat(Duration.between(clock().instant(), until)).isBetween(Duration.ofHours(23), Duration.ofHours(24));
        receiver.secret("/rotated", fresh);
        receiver.previousSecret(old);
        try {
            String eventId = WebhookFixtures.emit(server.get(), tenant.accountId(), EventTypes.KEY_COMPROMISED, Map.of());
            await("delivery after rotation", 10, () -> !receiver.received(eventId).isEmpty());
            TestReceiver.Received got = receiver.received(eventId).getFirst();
            assertThat(got.signatureValid()).isTrue();
            assertThat(got.previousSignatureValid()).isTrue();
        } finally {
            receiver.previousSecret(null);
        }
    }

    /** Waits until the event's only delivery has {@code attempts} attempts recorded, and returns it. */
    static JsonNode awaitAttempts(Tenant tenant, String eventId, int attempts) {
        JsonNode[] last = new JsonNode[1];
        await(eventId + " attempt " + attempts, 15, () -> {
            last[0] = WebhookFixtures.onlyDelivery(server.get(), tenant, eventId);
            return last[0].get("attempts").asInt() >= attempts;
        });
        assertThat(last[0].get("attempts").asInt()).as(last[0].toString()).isEqualTo(attempts);
        return last[0];
    }

    static void assertNextAttemptWithin(JsonNode delivery, Duration delay) {
        JsonNode log = delivery.get("attempt_log");
        JsonNode lastAttempt = log.get(log.size() - 1);
        Instant attemptedAt = Instant.parse(lastAttempt.get("started_at").asText());
        Instant next = Instant.parse(delivery.get("next_attempt_at").asText());
        Duration wait = Duration.between(attemptedAt, next);
        assertThat(wait).as("wait after attempt %d", log.size())
                .isBetween(delay, delay.plus(delay.dividedBy(10)).plusSeconds(2));
    }
}
