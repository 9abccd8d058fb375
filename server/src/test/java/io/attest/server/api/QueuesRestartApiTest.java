package io.attest.server.api;

import static io.attest.server.api.TestReceiver.await;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.attest.domain.events.EventTypes;
import io.attest.domain.operations.port.OperationStore;
import io.attest.server.api.WebhookFixtures.Tenant;
import io.attest.testsupport.TestDatabase;
import io.attest.testsupport.TestPostgres;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;

/**
 * Work pending or running when a server stops is finished after a server starts again on the same
 * database: nothing is lost. Covers the graceful stop (leases given back) and a dead worker (its lease
 * expires).
 */
class QueuesRestartApiTest {

    private static Map<String, Object> properties() {
        Map<String, Object> p = new HashMap<>(WebhookFixtures.localReceiverProperties());
        p.put(EventsTestBeans.TEST_OPERATIONS, true);
        p.put("attest.operations.worker.poll-interval", "100ms");
        return p;
    }

    @Test
    void deliveriesPendingAndInFlightWhenTheServerStopsAreDeliveredAfterItStartsAgain() throws Exception {
        TestDatabase database = TestPostgres.freshDatabase();
        try (TestReceiver receiver = new TestReceiver()) {
            Tenant tenant;
            List<String> ids;
            try (TestServer first = TestServer.startOn(database, properties())) {
                tenant = Tenant.create(first);
                WebhookFixtures.register(first, tenant, receiver, "/restart", EventTypes.KEY_COMPROMISED);
                receiver.hold();
                ids = WebhookFixtures.emitMany(first, tenant.accountId(), EventTypes.KEY_COMPROMISED, Map.of("n", 1), 10);
                await("attempts in flight", 10, () -> receiver.inFlight() > 0);
            } // stops mid-work: attempts in flight are interrupted, their leases given back
            receiver.release();

            try (TestServer second = TestServer.startOn(database, properties())) {
                await("every delivery succeeded", 20, () -> ids.stream().allMatch(id ->
                        WebhookFixtures.onlyDelivery(second, tenant, id).get("status").asText().equals("succeeded")));
                for (String id : ids) {
                    assertThat(receiver.received(id)).as(id).isNotEmpty()
                            .allMatch(TestReceiver.Received::signatureValid);
                    assertThat(receiver.received(id)).extracting(TestReceiver.Received::answeredWith).contains(200);
                }
            }
        }
    }

    @Test
    void anOperationRunningWhenTheServerStopsIsResumedByTheNextServer() {
        TestDatabase database = TestPostgres.freshDatabase();
        EventsTestBeans.RELEASE = new CountDownLatch(1);
        EventsTestBeans.BLOCK_RUNS.set(0);
        Tenant tenant;
        String id;
        try (TestServer first = TestServer.startOn(database, properties())) {
            tenant = Tenant.create(first);
            id = OperationsApiTest.enqueue(first, tenant.accountId(), "test.block");
            OperationsApiTest.awaitStatus(first, tenant, id, "running");
            await("the handler runs", 10, () -> EventsTestBeans.BLOCK_RUNS.get() == 1);
        } // the handler is interrupted mid-run; the operation goes back to the queue
        EventsTestBeans.RELEASE.countDown();

        try (TestServer second = TestServer.startOn(database, properties())) {
            JsonNode op = OperationsApiTest.awaitStatus(second, tenant, id, "succeeded");
            assertThat(op.get("progress").asDouble()).isEqualTo(1.0);
            assertThat(EventsTestBeans.BLOCK_RUNS.get()).isEqualTo(2);
            JsonNode events = second.client().get("/v1/events", "Authorization", tenant.auth()).json().get("events");
            assertThat(events).hasSize(1);
            assertThat(events.get(0).get("data").get("operation_id").asText()).isEqualTo(id);
        }
    }

    @Test
    void anOperationLeasedByAWorkerThatDiedIsTakenOverWhenItsLeaseExpires() {
        TestDatabase database = TestPostgres.freshDatabase();
        EventsTestBeans.RELEASE = new CountDownLatch(0);
        Map<String, Object> p = properties();
        p.put("attest.operations.worker.enabled", false);
        Tenant tenant;
        String id;
        try (TestServer dead = TestServer.startOn(database, p)) {
            tenant = Tenant.create(dead);
            id = OperationsApiTest.enqueue(dead, tenant.accountId(), "test.echo");
            // A worker claims the operation and dies: no heartbeat, no result, no release. The lease is
            // long enough that the next server is up before it ends, even on a busy machine.
            var claimed = dead.context().getBean(OperationStore.class).claim("worker-that-died", Set.of("test.echo"), 1,
                    Duration.ofSeconds(15), Instant.now());
            assertThat(claimed).hasSize(1);
        }
        try (TestServer next = TestServer.startOn(database, properties())) {
            assertThat(next.client().get("/v1/operations/" + id, "Authorization", tenant.auth()).json().get("status").asText())
                    .isEqualTo("running");
            JsonNode op = OperationsApiTest.awaitStatus(next, tenant, id, "succeeded", 45);
            assertThat(op.get("status").asText()).isEqualTo("succeeded");
        }
    }
}
