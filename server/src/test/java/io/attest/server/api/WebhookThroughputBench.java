package io.attest.server.api;

import static io.attest.server.api.TestReceiver.await;

import io.attest.domain.events.DomainEvent;
import io.attest.domain.events.EventId;
import io.attest.domain.events.EventTypes;
import io.attest.domain.events.port.EventOutbox;
import io.attest.domain.shared.AccountId;
import io.attest.domain.shared.port.TransactionBoundary;
import io.attest.server.api.WebhookFixtures.Tenant;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;

/**
 * Webhook delivery figures for docs/performance.md, not a test: it asserts nothing, and its name
 * matches none of Surefire's test patterns, so the suite never runs it; run it by name. Deliveries per second to a local receiver with one and two server instances,
 * and the latency from an event's commit to its first attempt reaching the receiver.
 *
 * <pre>
 * ./mvnw -B -ntp -o -pl server -am verify -Dtest=WebhookThroughputBench -Dsurefire.failIfNoSpecifiedTests=false
 * </pre>
 */
class WebhookThroughputBench {

    private static final int ENDPOINTS = 10;
    private static final int EVENTS = 300;

    private static Map<String, Object> properties() {
        Map<String, Object> p = new HashMap<>(WebhookFixtures.localReceiverProperties());
        p.remove("attest.webhooks.worker.poll-interval"); // the default (250 ms)
        p.put("attest.operations.worker.enabled", false);
        return p;
    }

    @Test
    void throughputAndLatency() throws Exception {
        for (int instances = 1; instances <= 2; instances++) {
            for (int run = 0; run < 2; run++) {
                throughput(instances, run == 0 ? "warm-up" : "measured");
            }
        }
        latency(1);
        latency(2);
    }

    private static void throughput(int instances, String label) throws Exception {
        try (TestReceiver receiver = new TestReceiver();
             TestServer first = TestServer.start(properties());
             TestServer second = instances == 2 ? TestServer.startOn(first.database(), properties()) : null) {
            Tenant tenant = Tenant.create(first);
            for (int e = 0; e < ENDPOINTS; e++) {
                WebhookFixtures.register(first, tenant, receiver, "/bench" + e, EventTypes.KEY_COMPROMISED);
            }
            // Write the events while the workers are idle, then time the drain.
            long start = System.nanoTime();
            WebhookFixtures.emitMany(first, tenant.accountId(), EventTypes.KEY_COMPROMISED, Map.of("k", "v"), EVENTS);
            int expected = EVENTS * ENDPOINTS;
            await("all deliveries", 300, () -> receiver.received().size() >= expected);
            double seconds = (System.nanoTime() - start) / 1e9;
            System.out.printf("BENCH throughput instances=%d %s: %d deliveries in %.2f s = %.0f deliveries/s%n",
                    instances, label, expected, seconds, expected / seconds);
        }
    }

    private static void latency(int instances) throws Exception {
        try (TestReceiver receiver = new TestReceiver();
             TestServer first = TestServer.start(properties());
             TestServer second = instances == 2 ? TestServer.startOn(first.database(), properties()) : null) {
            Tenant tenant = Tenant.create(first);
            WebhookFixtures.register(first, tenant, receiver, "/latency", EventTypes.KEY_COMPROMISED);
            EventOutbox outbox = first.context().getBean(EventOutbox.class);
            TransactionBoundary tx = first.context().getBean(TransactionBoundary.class);
            Clock clock = first.context().getBean(Clock.class);
            Map<String, Long> committed = new ConcurrentHashMap<>();
            int n = 200;
            for (int i = 0; i < n; i++) {
                EventId id = EventId.next();
                tx.run(() -> outbox.append(new DomainEvent(id, new AccountId(tenant.accountId()), EventTypes.KEY_COMPROMISED,
                        Map.of("i", 1), clock.instant())));
                committed.put(id.value(), System.nanoTime());
                Thread.sleep(37); // spread over the poll interval
            }
            await("latency deliveries", 60, () -> receiver.received().size() >= n);
            List<Double> millis = new ArrayList<>();
            for (TestReceiver.Received r : receiver.received()) {
                millis.add((r.receivedNanos() - committed.get(r.eventId())) / 1e6);
            }
            double[] sorted = millis.stream().mapToDouble(Double::doubleValue).sorted().toArray();
            System.out.printf("BENCH latency instances=%d commit->first attempt over %d events: median %.0f ms, p90 %.0f ms, "
                            + "p99 %.0f ms, max %.0f ms%n", instances, n, pct(sorted, 50), pct(sorted, 90), pct(sorted, 99),
                    sorted[sorted.length - 1]);
        }
    }

    private static double pct(double[] sorted, int p) {
        return sorted[Math.min(sorted.length - 1, (int) Math.ceil(p / 100.0 * sorted.length) - 1)];
    }

    @SuppressWarnings("unused")
    private static String show(double[] values) {
        return Arrays.toString(values);
    }
}
