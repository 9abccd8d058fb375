package io.attest.server.api;

import static io.attest.server.api.TestReceiver.await;
import static org.assertj.core.api.Assertions.assertThat;

import io.attest.domain.events.EventTypes;
import io.attest.server.api.WebhookFixtures.Tenant;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Two server instances on one database share the delivery and job queues: each attempt is made once. */
class TwoInstancesWebhookApiTest {

    private static TestServer first;
    private static TestServer second;
    private static TestReceiver receiver;

    private static Map<String, Object> properties() {
        Map<String, Object> p = new HashMap<>(WebhookFixtures.localReceiverProperties());
        p.put(EventsTestBeans.TEST_OPERATIONS, true);
        p.put("attest.operations.worker.poll-interval", "50ms");
        p.put("attest.webhooks.worker.poll-interval", "50ms");
        p.put("attest.webhooks.worker.per-endpoint-concurrency", 8);
        return p;
    }

    @BeforeAll
    static void start() throws Exception {
        first = TestServer.start(properties());
        second = TestServer.startOn(first.database(), properties());
        receiver = new TestReceiver();
    }

    @AfterAll
    static void stop() {
        receiver.close();
        second.close();
        first.close();
    }

    @Test
    void eachEventAndEndpointPairIsDeliveredOncePerAttempt() throws Exception {
        Tenant tenant = Tenant.create(first);
        WebhookFixtures.register(first, tenant, receiver, "/one", EventTypes.KEY_COMPROMISED);
        WebhookFixtures.register(second, tenant, receiver, "/two", EventTypes.KEY_COMPROMISED);
        receiver.delay(5);
        List<String> ids = new ArrayList<>();
        for (int batch = 0; batch < 10; batch++) {
            ids.addAll(WebhookFixtures.emitMany(batch % 2 == 0 ? first : second, tenant.accountId(),
                    EventTypes.KEY_COMPROMISED, Map.of("batch", batch), 15));
        }
        await("300 deliveries", 60, () -> receiver.received().size() >= 300);
        TestReceiver.holdsFor("no duplicate delivery", Duration.ofMillis(300), () -> receiver.received().size() == 300);
        Map<String, Long> perPair = receiver.received().stream()
                .collect(Collectors.groupingBy(r -> r.eventId() + " " + r.path(), Collectors.counting()));
        assertThat(perPair).hasSize(300);
        assertThat(perPair.values()).containsOnly(1L);
        assertThat(receiver.received()).allMatch(TestReceiver.Received::signatureValid);
        assertThat(workers()).as("both instances delivered").hasSize(2);
    }

    @Test
    void afterAFailedFirstAttemptEachPairGetsExactlyOneRetry() throws Exception {
        Tenant tenant = Tenant.create(first);
        WebhookFixtures.register(first, tenant, receiver, "/retried", EventTypes.MEETING_INGEST_COMPLETED);
        receiver.failFirstAttempts(true);
        try {
            List<String> ids = WebhookFixtures.emitMany(first, tenant.accountId(), EventTypes.MEETING_INGEST_COMPLETED,
                    Map.of(), 40);
            await("40 first attempts", 30, () -> ids.stream().allMatch(id -> receiver.received(id).size() == 1));
            for (TestServer s : List.of(first, second)) {
                ((MutableClock) s.context().getBean(Clock.class)).advance(Duration.ofSeconds(34));
            }
            await("40 retries", 30, () -> ids.stream().allMatch(id -> receiver.received(id).size() >= 2));
            TestReceiver.holdsFor("no third attempt", Duration.ofMillis(300), () -> ids.stream().allMatch(id -> receiver.received(id).size() == 2));
            for (String id : ids) {
                assertThat(receiver.received(id)).extracting(TestReceiver.Received::answeredWith).containsExactly(500, 200);
                assertThat(WebhookFixtures.onlyDelivery(first, tenant, id).get("attempts").asInt()).isEqualTo(2);
            }
        } finally {
            receiver.failFirstAttempts(false);
        }
    }

    @Test
    void eachJobRunsOnceAcrossInstances() throws Exception {
        Tenant tenant = Tenant.create(first);
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            ids.add(OperationsApiTest.enqueue(i % 2 == 0 ? first : second, tenant.accountId(), "test.echo"));
        }
        for (String id : ids) {
            OperationsApiTest.awaitStatus(first, tenant, id, "succeeded");
        }
        try (Connection c = first.database().connect(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT max(attempts), count(*) FROM operations WHERE status = 'succeeded'")) {
            rs.next();
            assertThat(rs.getInt(1)).as("no operation was claimed twice").isEqualTo(1);
        }
        var events = first.client().get("/v1/events?limit=100&type=" + EventTypes.VOICE_TRAIN_COMPLETED, "Authorization",
                tenant.auth()).json().get("events");
        List<String> announced = new ArrayList<>();
        events.forEach(e -> announced.add(e.get("data").get("operation_id").asText()));
        assertThat(announced).containsExactlyInAnyOrderElementsOf(ids);
    }

    private static List<String> workers() throws Exception {
        List<String> workers = new ArrayList<>();
        try (Connection c = first.database().connect(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT DISTINCT worker FROM webhook_delivery_attempts")) {
            while (rs.next()) {
                workers.add(rs.getString(1));
            }
        }
        return workers;
    }
}
