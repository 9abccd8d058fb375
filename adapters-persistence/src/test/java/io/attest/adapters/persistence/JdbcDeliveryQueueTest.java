package io.attest.adapters.persistence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.attest.domain.accounts.Account;
import io.attest.domain.events.DeliveryAttempt;
import io.attest.domain.events.DeliveryStatus;
import io.attest.domain.events.DomainEvent;
import io.attest.domain.events.DueDelivery;
import io.attest.domain.events.EventId;
import io.attest.domain.events.WebhookEndpoint;
import io.attest.domain.events.WebhookEndpointId;
import io.attest.domain.events.WebhookSecret;
import io.attest.domain.events.port.DeliveryQueue;
import io.attest.domain.events.port.EventOutbox;
import io.attest.domain.events.port.WebhookEndpointRepository;
import java.net.URI;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The delivery queue: fan-out on write, leases, fencing, the per-endpoint cap under concurrent claims. */
class JdbcDeliveryQueueTest extends DatabaseTest {

    private static final Duration LEASE = Duration.ofSeconds(60);

    /** Each test starts with an empty queue (the database is shared by the class). */
    @BeforeEach
    void emptyQueue() throws SQLException {
        try (Connection c = database.connect(); Statement s = c.createStatement()) {
            s.execute("DELETE FROM webhook_deliveries");
        }
    }

    private DeliveryQueue queue() {
        return context.getBean(DeliveryQueue.class);
    }

    private WebhookEndpoint endpoint(Account account, String... types) {
        WebhookEndpoint endpoint = new WebhookEndpoint(WebhookEndpointId.next(), account.id(), URI.create("https://8.8.8.8/h"),
                List.of(types), WebhookEndpoint.ACTIVE, now(), null);
        context.getBean(WebhookEndpointRepository.class).insert(endpoint, WebhookSecret.generate());
        return endpoint;
    }

    private EventId event(Account account, String type) {
        EventId id = EventId.next();
        context.getBean(EventOutbox.class).append(new DomainEvent(id, account.id(), type, Map.of("a", 1), now()));
        return id;
    }

    private static DeliveryAttempt ok() {
        return new DeliveryAttempt(0, Instant.now(), 5, 200, true, null, "ok");
    }

    @Test
    void writingAnEventMakesOneDeliveryPerSubscribedEndpoint() {
        Account account = newAccount();
        endpoint(account, "key.compromised");
        endpoint(account, "key.compromised", "meeting_memory.digest.weekly");
        endpoint(account, "meeting_memory.digest.weekly");
        endpoint(newAccount(), "key.compromised"); // another account's
        EventId id = event(account, "key.compromised");
        assertThat(count("SELECT count(*) FROM webhook_deliveries WHERE event_id = ?", id.value())).isEqualTo(2);
    }

    @Test
    void aLeasedDeliveryIsNotClaimedAgainUntilItsLeaseExpiresAndAStaleResultIsDropped() throws Exception {
        Account account = newAccount();
        endpoint(account, "voice_profile.train.completed");
        EventId id = event(account, "voice_profile.train.completed");
        Instant later = Instant.now().plusSeconds(5);

        List<DueDelivery> first = queue().claim("worker-a", 10, 4, 10, Duration.ofSeconds(1), later);
        assertThat(first).extracting(DueDelivery::eventId).containsExactly(id);
        assertThat(queue().claim("worker-b", 10, 4, 10, LEASE, later)).isEmpty();

        // worker-a "died": once its 1 s lease runs out on the database clock, worker-b claims the delivery
        List<DueDelivery> second = await().atMost(Duration.ofSeconds(10)).pollInterval(Duration.ofMillis(100))
                .until(() -> queue().claim("worker-b", 10, 4, 10, LEASE, later), claimed -> !claimed.isEmpty());
        assertThat(second).hasSize(1);
        assertThat(second.getFirst().leaseToken()).isNotEqualTo(first.getFirst().leaseToken());

        assertThat(queue().record(first.getFirst(), ok(), DeliveryStatus.SUCCEEDED, null)).as("fenced").isFalse();
        assertThat(queue().record(second.getFirst(), ok(), DeliveryStatus.SUCCEEDED, null)).isTrue();
        assertThat(count("SELECT count(*) FROM webhook_delivery_attempts a JOIN webhook_deliveries d ON d.id = a.delivery_id "
                + "WHERE d.event_id = ? AND a.worker = 'worker-b'", id.value())).isEqualTo(1);
        assertThat(count("SELECT attempts FROM webhook_deliveries WHERE event_id = ?", id.value())).isEqualTo(1);
    }

    @Test
    void concurrentClaimsNeverExceedThePerEndpointCapNorTakeARowTwice() throws Exception {
        Account account = newAccount();
        endpoint(account, "meeting_memory.ingest.completed");
        for (int i = 0; i < 20; i++) {
            event(account, "meeting_memory.ingest.completed");
        }
        Instant later = Instant.now().plusSeconds(5);
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<List<DueDelivery>>> claims = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                String worker = "worker-" + i;
                claims.add(pool.submit(() -> queue().claim(worker, 10, 3, 10, LEASE, later)));
            }
            Map<String, Boolean> seen = new ConcurrentHashMap<>();
            int total = 0;
            for (Future<List<DueDelivery>> claim : claims) {
                for (DueDelivery d : claim.get()) {
                    assertThat(seen.put(d.deliveryId(), true)).as("claimed twice").isNull();
                    total++;
                }
            }
            assertThat(total).isEqualTo(3);
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void aReleasedLeaseIsDueAgainAtOnce() {
        Account account = newAccount();
        endpoint(account, "key.compromised");
        event(account, "key.compromised");
        Instant later = Instant.now().plusSeconds(5);
        assertThat(queue().claim("worker-x", 10, 4, 10, LEASE, later)).hasSize(1);
        assertThat(queue().claim("worker-y", 10, 4, 10, LEASE, later)).isEmpty();
        assertThat(queue().release("worker-x")).isEqualTo(1);
        assertThat(queue().claim("worker-y", 10, 4, 10, LEASE, later)).hasSize(1);
    }

    @Test
    void aClaimGoesRoundTheAccountsBeforeTakingMoreOfOneAccountsOlderBacklog() {
        Account busy = newAccount();
        Account other = newAccount();
        WebhookEndpoint busyEndpoint = endpoint(busy, "key.compromised");
        WebhookEndpoint otherEndpoint = endpoint(other, "key.compromised");
        for (int i = 0; i < 12; i++) {
            event(busy, "key.compromised"); // older
        }
        event(other, "key.compromised");
        event(other, "key.compromised");
        Instant later = Instant.now().plusSeconds(5);

        List<DueDelivery> claimed = queue().claim("worker-f", 4, 4, 10, LEASE, later);

        assertThat(claimed).hasSize(4);
        assertThat(claimed).filteredOn(d -> d.endpointId().equals(otherEndpoint.id())).as("both of the other account's")
                .hasSize(2);
        assertThat(claimed).filteredOn(d -> d.endpointId().equals(busyEndpoint.id())).hasSize(2);
    }

    @Test
    void anAccountHoldsAtMostItsShareAcrossItsEndpointsAndClaims() {
        Account account = newAccount();
        for (int e = 0; e < 3; e++) {
            endpoint(account, "key.compromised");
        }
        for (int i = 0; i < 6; i++) {
            event(account, "key.compromised");
        }
        Instant later = Instant.now().plusSeconds(5);
        List<DueDelivery> first = queue().claim("worker-g", 10, 4, 5, LEASE, later);
        assertThat(first).hasSize(5);
        assertThat(first.stream().map(DueDelivery::endpointId).distinct()).as("spread over the endpoints").hasSize(3);
        assertThat(queue().claim("worker-h", 10, 4, 5, LEASE, later)).as("the account's share is held").isEmpty();
    }
}
