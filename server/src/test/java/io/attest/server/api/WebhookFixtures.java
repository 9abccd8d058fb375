package io.attest.server.api;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.attest.domain.events.DomainEvent;
import io.attest.domain.events.EventId;
import io.attest.domain.events.port.EventOutbox;
import io.attest.domain.shared.AccountId;
import io.attest.domain.shared.port.TransactionBoundary;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Steps the webhook tests share: an account with a key, an endpoint, events written as a capability would. */
final class WebhookFixtures {

    /** Allow-list for the local receiver, plain http for it, quick polling, a clock the test moves. */
    static Map<String, Object> localReceiverProperties() {
        return Map.of(
                "attest.webhooks.allowed-cidrs", "127.0.0.1/32",
                "attest.webhooks.allow-http", true,
                "attest.webhooks.worker.poll-interval", "100ms",
                EventsTestBeans.MUTABLE_CLOCK, true);
    }

    /** An account (id) and its all-scope key (secret). */
    record Tenant(String accountId, String key) {

        static Tenant create(TestServer server) {
            ApiClient console = server.client();
            String account = Accounts.signUp(console);
            return new Tenant(account, Accounts.createKey(console, null));
        }

        String auth() {
            return ApiClient.bearer(key);
        }
    }

    /** Registers an endpoint and tells the receiver its secret; returns the 201 body. */
    static JsonNode register(TestServer server, Tenant tenant, TestReceiver receiver, String path, String... events) {
        StringBuilder types = new StringBuilder();
        for (String e : events) {
            types.append(types.isEmpty() ? "" : ",").append('"').append(e).append('"');
        }
        ApiClient.Reply reply = server.client().postJson("/v1/webhooks/endpoints",
                "{\"url\":\"" + receiver.url(path) + "\",\"events\":[" + types + "]}", "Authorization", tenant.auth());
        assertThat(reply.status()).as(reply.toString()).isEqualTo(201);
        receiver.secret(path, reply.json().get("secret").asText());
        return reply.json();
    }

    /** Writes an event through the outbox port, in a transaction, as a capability does. */
    static String emit(TestServer server, String accountId, String type, Map<String, Object> data) {
        return emitMany(server, accountId, type, data, 1).getFirst();
    }

    static List<String> emitMany(TestServer server, String accountId, String type, Map<String, Object> data, int count) {
        EventOutbox outbox = server.context().getBean(EventOutbox.class);
        TransactionBoundary tx = server.context().getBean(TransactionBoundary.class);
        Clock clock = server.context().getBean(Clock.class);
        List<String> ids = new ArrayList<>();
        tx.run(() -> {
            for (int i = 0; i < count; i++) {
                EventId id = EventId.next();
                outbox.append(new DomainEvent(id, new AccountId(accountId), type, data, clock.instant()));
                ids.add(id.value());
            }
        });
        return ids;
    }

    /** The event's deliveries (GET /v1/events/{id}/deliveries). */
    static JsonNode deliveries(TestServer server, Tenant tenant, String eventId) {
        ApiClient.Reply reply = server.client().get("/v1/events/" + eventId + "/deliveries", "Authorization", tenant.auth());
        assertThat(reply.status()).as(reply.toString()).isEqualTo(200);
        return reply.json().get("deliveries");
    }

    static JsonNode onlyDelivery(TestServer server, Tenant tenant, String eventId) {
        JsonNode deliveries = deliveries(server, tenant, eventId);
        assertThat(deliveries.size()).as(deliveries.toString()).isEqualTo(1);
        return deliveries.get(0);
    }

    private WebhookFixtures() {
    }
}
