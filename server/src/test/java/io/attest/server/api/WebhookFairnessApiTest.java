package io.attest.server.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.attest.domain.events.EventTypes;
import io.attest.server.api.WebhookFixtures.Tenant;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 16: with a few delivery slots and a 15 s attempt timeout, one account whose receivers hang
 * used to hold every slot, and every other account's deliveries waited (59.5 s measured). Account A's
 * receiver here holds every request; account B's answers at once. B's deliveries must arrive while
 * A's are still hanging, and A never holds more than its per-account share.
 */
class WebhookFairnessApiTest {

    private static Map<String, Object> properties() {
        Map<String, Object> p = new HashMap<>(WebhookFixtures.localReceiverProperties());
        p.put("attest.webhooks.worker.concurrency", 4);
        p.put("attest.webhooks.worker.per-endpoint-concurrency", 2);
        p.put("attest.webhooks.worker.per-account-concurrency", 2);
        p.put("attest.webhooks.worker.poll-interval", "50ms");
        p.put("attest.operations.worker.enabled", false);
        return p;
    }

    @Test
    void aHangingReceiverOfOneAccountDoesNotDelayAnotherAccountsDeliveries() throws Exception {
        try (TestReceiver slow = new TestReceiver();
             TestReceiver fast = new TestReceiver();
             TestServer server = TestServer.start(properties())) {
            slow.hold();
            Tenant a = Tenant.create(server);
            Tenant b = Tenant.create(server);
            // A has more endpoints than slots: without a per-account share its hanging attempts take all four
            for (int i = 0; i < 3; i++) {
                WebhookFixtures.register(server, a, slow, "/a" + i, EventTypes.KEY_COMPROMISED);
            }
            WebhookFixtures.register(server, b, fast, "/b", EventTypes.KEY_COMPROMISED);

            WebhookFixtures.emitMany(server, a.accountId(), EventTypes.KEY_COMPROMISED, Map.of("from", "a"), 10);
            await().atMost(Duration.ofSeconds(10)).until(() -> slow.inFlight() == 2);

            List<String> forB = WebhookFixtures.emitMany(server, b.accountId(), EventTypes.KEY_COMPROMISED, Map.of("from", "b"), 6);
            await().atMost(Duration.ofSeconds(5)).pollInterval(Duration.ofMillis(50))
                    .until(() -> fast.received().size() >= forB.size());

            assertThat(fast.received()).extracting(TestReceiver.Received::eventId).containsExactlyInAnyOrderElementsOf(forB);
            assertThat(fast.received()).allMatch(TestReceiver.Received::signatureValid);
            assertThat(slow.received()).as("A's attempts are all still hanging").isEmpty();
            assertThat(slow.maxInFlight()).as("A holds at most its share of the slots").isEqualTo(2);
            slow.release();
        }
    }
}
