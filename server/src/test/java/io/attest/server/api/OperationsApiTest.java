package io.attest.server.api;

import static io.attest.server.api.TestReceiver.await;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.attest.domain.events.EventTypes;
import io.attest.domain.operations.NewOperation;
import io.attest.domain.operations.ResourceRef;
import io.attest.domain.operations.port.OperationQueue;
import io.attest.domain.shared.AccountId;
import io.attest.domain.shared.port.TransactionBoundary;
import io.attest.server.api.WebhookFixtures.Tenant;
import java.time.Clock;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** GET /v1/operations/{id} over jobs queued through the one port a capability calls. */
class OperationsApiTest {

    @RegisterExtension
    static final TestServer.PerClass server = TestServer.perClass(Map.of(EventsTestBeans.TEST_OPERATIONS, true,
            "attest.operations.worker.poll-interval", "100ms", "attest.webhooks.worker.enabled", false));

    /** Queues an operation in a transaction, as a capability's use case does. */
    static String enqueue(TestServer server, String accountId, String type) {
        OperationQueue queue = server.context().getBean(OperationQueue.class);
        TransactionBoundary tx = server.context().getBean(TransactionBoundary.class);
        Clock clock = server.context().getBean(Clock.class);
        return tx.inTransaction(() -> queue.enqueue(NewOperation.of(new AccountId(accountId), type,
                new ResourceRef("voice_profile", "vp_test"), Map.of("samples", 120), clock.instant()))).id().value();
    }

    static JsonNode awaitStatus(TestServer server, Tenant tenant, String id, String status) {
        return awaitStatus(server, tenant, id, status, 15);
    }

    static JsonNode awaitStatus(TestServer server, Tenant tenant, String id, String status, int seconds) {
        JsonNode[] last = new JsonNode[1];
        await(id + " " + status, seconds, () -> {
            ApiClient.Reply reply = server.client().get("/v1/operations/" + id, "Authorization", tenant.auth());
            assertThat(reply.status()).as(reply.toString()).isEqualTo(200);
            last[0] = reply.json();
            return last[0].get("status").asText().equals(status);
        });
        return last[0];
    }

    @Test
    void aSucceededOperationShowsItsResourceAndAnnouncesItsCompletion() {
        Tenant tenant = Tenant.create(server.get());
        String id = enqueue(server.get(), tenant.accountId(), "test.echo");
        assertThat(id).startsWith("op_");
        long usedBefore = usage(tenant);

        JsonNode op = awaitStatus(server.get(), tenant, id, "succeeded");
        assertThat(op.get("object").asText()).isEqualTo("operation");
        assertThat(op.get("type").asText()).isEqualTo("test.echo");
        assertThat(op.get("progress").asDouble()).isEqualTo(1.0);
        assertThat(op.get("resource").get("kind").asText()).isEqualTo("voice_profile");
        assertThat(op.get("resource").get("id").asText()).isEqualTo("vp_test");
        assertThat(op.has("error")).isFalse();
        assertThat(op.get("created_at").asText()).endsWith("Z");
        assertThat(op.get("finished_at").asText()).endsWith("Z");
        assertThat(usage(tenant)).as("polling is not metered").isEqualTo(usedBefore);

        JsonNode events = server.client().get("/v1/events?type=" + EventTypes.VOICE_TRAIN_COMPLETED, "Authorization",
                tenant.auth()).json().get("events");
        assertThat(events).hasSize(1);
        JsonNode data = events.get(0).get("data");
        assertThat(data.get("operation_id").asText()).isEqualTo(id);
        assertThat(data.get("status").asText()).isEqualTo("succeeded");
        assertThat(data.get("resource").get("id").asText()).isEqualTo("vp_test");
        assertThat(data.has("error")).isFalse();
    }

    @Test
    void aFailedOperationCarriesItsErrorInTheErrorLayout() {
        Tenant tenant = Tenant.create(server.get());
        String id = enqueue(server.get(), tenant.accountId(), "test.fail");
        JsonNode op = awaitStatus(server.get(), tenant, id, "failed");
        assertThat(op.get("error").get("code").asText()).isEqualTo("invalid_request");
        assertThat(op.get("error").get("field").asText()).isEqualTo("samples[3]");
        assertThat(op.get("error").get("message").asText()).isEqualTo("samples[3] is empty");

        JsonNode event = server.client().get("/v1/events", "Authorization", tenant.auth()).json().get("events").get(0);
        assertThat(event.get("data").get("status").asText()).isEqualTo("failed");
        assertThat(event.get("data").get("error").get("code").asText()).isEqualTo("invalid_request");
    }

    @Test
    void anotherAccountsOperationIsNotFound() {
        Tenant owner = Tenant.create(server.get());
        Tenant other = Tenant.create(server.get());
        String id = enqueue(server.get(), owner.accountId(), "test.echo");
        for (String path : new String[] {"/v1/operations/" + id, "/v1/operations/op_unknown", "/v1/operations/nonsense"}) {
            ApiClient.Reply reply = server.client().get(path, "Authorization", other.auth());
            assertThat(reply.status()).as(path).isEqualTo(404);
            assertThat(reply.error().get("detail").get("kind").asText()).isEqualTo("operation");
        }
        assertThat(server.client().get("/v1/operations/" + id, "Authorization", owner.auth()).status()).isEqualTo(200);
    }

    private static long usage(Tenant tenant) {
        return server.client().get("/v1/usage", "Authorization", tenant.auth()).json().get("used").asLong();
    }
}
