package io.attest.server.api;

import static io.attest.server.api.TestReceiver.await;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.attest.domain.events.EventTypes;
import io.attest.server.api.WebhookFixtures.Tenant;
import io.attest.testsupport.TestDatabase;
import java.net.URI;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * An operator's allow-list entry with ports ({@code 127.0.0.1/32:<port>}) opens that address on those
 * ports only: at registration, and again at every delivery (here after the operator narrowed the list).
 */
class WebhookAllowedPortsApiTest {

    private static Map<String, Object> allowing(String allowList) {
        Map<String, Object> properties = new HashMap<>(WebhookFixtures.localReceiverProperties());
        properties.put("attest.webhooks.allowed-cidrs", allowList);
        return properties;
    }

    @Test
    void anEndpointOnAPortTheAllowListDoesNotOpenIsRefusedAtRegistrationAndAtDelivery() throws Exception {
        try (TestReceiver receiver = new TestReceiver()) {
            int port = URI.create(receiver.url("/")).getPort();
            int otherPort = port == 65_535 ? port - 1 : port + 1;
            Tenant tenant;
            TestDatabase database;
            try (TestServer server = TestServer.start(allowing("127.0.0.1/32:" + port))) {
                database = server.database();
                tenant = Tenant.create(server);
                WebhookFixtures.register(server, tenant, receiver, "/hook", EventTypes.KEY_COMPROMISED);

                ApiClient.Reply otherPortReply = server.client().postJson("/v1/webhooks/endpoints",
                        "{\"url\":\"http://127.0.0.1:" + otherPort + "/hook\",\"events\":[\"key.compromised\"]}",
                        "Authorization", tenant.auth());
                assertThat(otherPortReply.status()).as(otherPortReply.toString()).isEqualTo(400);
                assertThat(otherPortReply.error().get("field").asText()).isEqualTo("url");
                assertThat(otherPortReply.error().get("detail").get("reason").asText())
                        .contains("port " + otherPort + " is not among the ports the operator allows for 127.0.0.1");

                String delivered = WebhookFixtures.emit(server, tenant.accountId(), EventTypes.KEY_COMPROMISED, Map.of("n", 1));
                await("the delivery on the allowed port", 20, () -> !receiver.received(delivered).isEmpty());
            }

            // The operator narrows the allow-list to another port: the stored endpoint is refused before connecting.
            try (TestServer narrowed = TestServer.startOn(database, allowing("127.0.0.1/32:" + otherPort))) {
                String refused = WebhookFixtures.emit(narrowed, tenant.accountId(), EventTypes.KEY_COMPROMISED, Map.of("n", 2));
                await("a refused attempt", 20, () -> attempts(narrowed, tenant, refused).size() > 0);
                JsonNode attempt = attempts(narrowed, tenant, refused).get(0);
                assertThat(attempt.get("error").asText()).startsWith("refused").contains("port " + port);
                assertThat(receiver.received(refused)).isEmpty();
            }
        }
    }

    private static JsonNode attempts(TestServer server, Tenant tenant, String eventId) {
        JsonNode delivery = WebhookFixtures.onlyDelivery(server, tenant, eventId);
        return delivery.get("attempt_log");
    }
}
