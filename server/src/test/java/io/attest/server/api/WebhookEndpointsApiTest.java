package io.attest.server.api;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.attest.domain.events.EventTypes;
import io.attest.server.api.WebhookFixtures.Tenant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Webhook endpoints and events without any operator allow-list: registration rules, the SSRF
 * refusals, scopes, listing filters, and tenant isolation of every route.
 */
class WebhookEndpointsApiTest {

    @RegisterExtension
    static final TestServer.PerClass server = TestServer.perClass(Map.of("attest.webhooks.worker.enabled", false));

    private static ApiClient.Reply create(Tenant tenant, String body) {
        return server.client().postJson("/v1/webhooks/endpoints", body, "Authorization", tenant.auth());
    }

    @Test
    void anEndpointIsCreatedListedShownAndDeletedAndItsSecretAppearsOnce() {
        Tenant tenant = Tenant.create(server.get());
        ApiClient.Reply created = create(tenant,
                "{\"url\":\"https://8.8.8.8/hooks\",\"events\":[\"key.compromised\",\"meeting_memory.digest.weekly\",\"key.compromised\"]}");
        assertThat(created.status()).as(created.toString()).isEqualTo(201);
        JsonNode body = created.json();
        String id = body.get("id").asText();
        assertThat(id).startsWith("we_");
        assertThat(created.header("Location")).hasValue("/v1/webhooks/endpoints/" + id);
        assertThat(body.get("object").asText()).isEqualTo("webhook_endpoint");
        assertThat(body.get("url").asText()).isEqualTo("https://8.8.8.8/hooks");
        assertThat(body.get("events")).extracting(JsonNode::asText)
                .containsExactly("key.compromised", "meeting_memory.digest.weekly");
        assertThat(body.get("status").asText()).isEqualTo("active");
        assertThat(body.get("secret").asText()).matches("whsec_[0-9A-Za-z]{32}");

        ApiClient.Reply shown = server.client().get("/v1/webhooks/endpoints/" + id, "Authorization", tenant.auth());
        assertThat(shown.status()).isEqualTo(200);
        assertThat(shown.json().has("secret")).isFalse();
        assertThat(shown.body()).doesNotContain(body.get("secret").asText());
        ApiClient.Reply list = server.client().get("/v1/webhooks/endpoints", "Authorization", tenant.auth());
        assertThat(list.json().get("endpoints")).hasSize(1);
        assertThat(list.body()).doesNotContain("whsec_");

        assertThat(server.client().delete("/v1/webhooks/endpoints/" + id, "Authorization", tenant.auth()).status()).isEqualTo(204);
        ApiClient.Reply gone = server.client().get("/v1/webhooks/endpoints/" + id, "Authorization", tenant.auth());
        assertThat(gone.status()).isEqualTo(404);
        assertThat(gone.error().get("detail").get("kind").asText()).isEqualTo("webhook_endpoint");
        assertThat(server.client().get("/v1/webhooks/endpoints", "Authorization", tenant.auth()).json().get("endpoints")).isEmpty();
    }

    @Test
    void badRegistrationsAnswer400WithTheField() {
        Tenant tenant = Tenant.create(server.get());
        assertField(create(tenant, "{\"events\":[\"key.compromised\"]}"), "url");
        assertField(create(tenant, "{\"url\":\"not a url\",\"events\":[\"key.compromised\"]}"), "url");
        assertField(create(tenant, "{\"url\":\"https://user:pw@8.8.8.8/\",\"events\":[\"key.compromised\"]}"), "url");
        assertField(create(tenant, "{\"url\":\"http://8.8.8.8/\",\"events\":[\"key.compromised\"]}"), "url");
        assertField(create(tenant, "{\"url\":\"ftp://8.8.8.8/\",\"events\":[\"key.compromised\"]}"), "url");
        assertField(create(tenant, "{\"url\":\"https://" + "a".repeat(2050) + "\",\"events\":[\"key.compromised\"]}"), "url");
        assertField(create(tenant, "{\"url\":\"https://8.8.8.8/\",\"events\":[]}"), "events");
        assertField(create(tenant, "{\"url\":\"https://8.8.8.8/\"}"), "events");
        assertField(create(tenant, "{\"url\":\"https://8.8.8.8/\",\"events\":[\"key.compromised\",\"key.stolen\"]}"), "events[1]");
        assertField(create(tenant, "{\"url\":\"https://8.8.8.8/\",\"events\":[\"key.compromised\",7]}"), "events[1]");
        assertField(create(tenant, "{\"url\":42,\"events\":[\"key.compromised\"]}"), "url");
    }

    @ParameterizedTest
    @ValueSource(strings = {"https://127.0.0.1/hook", "https://10.0.0.1/hook", "https://169.254.169.254/latest/meta-data",
            "https://[::1]/hook", "https://[::ffff:127.0.0.1]/hook", "https://[::ffff:a9fe:a9fe]/", "https://localhost/hook",
            "https://192.168.1.10/", "https://172.16.0.1/", "https://100.64.0.1/", "https://224.0.0.1/", "https://0.0.0.0/",
            "https://[fe80::1]/", "https://[fd00:ec2::254]/", "https://[64:ff9b::7f00:1]/", "https://[2002:7f00:1::]/"})
    void urlsThatReachInternalAddressesAreRefused(String url) {
        Tenant tenant = Tenant.create(server.get());
        ApiClient.Reply reply = create(tenant, "{\"url\":\"" + url + "\",\"events\":[\"key.compromised\"]}");
        assertField(reply, "url");
        assertThat(reply.error().get("message").asText()).startsWith("url");
    }

    @Test
    void theRoutesNeedTheWebhooksScope() {
        ApiClient console = server.client();
        Accounts.signUp(console);
        String guardOnly = Accounts.createKey(console, "[\"guard\"]");
        for (String path : List.of("/v1/webhooks/endpoints", "/v1/events")) {
            ApiClient.Reply reply = server.client().get(path, "Authorization", ApiClient.bearer(guardOnly));
            assertThat(reply.status()).as(path).isEqualTo(403);
            assertThat(reply.error().get("code").asText()).isEqualTo("insufficient_scope");
        }
    }

    @Test
    void eventsAreListedNewestFirstAndFilteredByTypeAndSince() {
        Tenant tenant = Tenant.create(server.get());
        List<String> compromised = WebhookFixtures.emitMany(server.get(), tenant.accountId(), EventTypes.KEY_COMPROMISED, Map.of("n", 1), 3);
        String digest = WebhookFixtures.emit(server.get(), tenant.accountId(), EventTypes.MEETING_DIGEST_WEEKLY, Map.of("n", 2));

        JsonNode all = get(tenant, "/v1/events?limit=100").json();
        assertThat(all.get("events")).extracting(e -> e.get("id").asText()).containsAll(compromised).contains(digest);
        assertThat(all.get("events").get(0).get("id").asText()).isEqualTo(digest);
        assertNewestFirst(all.get("events"));
        assertThat(all.get("has_more").asBoolean()).isFalse();

        JsonNode digests = get(tenant, "/v1/events?type=meeting_memory.digest.weekly").json();
        assertThat(digests.get("events")).extracting(e -> e.get("id").asText()).containsExactly(digest);

        // since is exclusive: an event's own created_at leaves it (and any event of the same millisecond) out
        for (JsonNode event : all.get("events")) {
            String at = event.get("created_at").asText();
            List<String> after = ids(get(tenant, "/v1/events?since=" + at).json().get("events"));
            assertThat(after).as(at).doesNotContain(event.get("id").asText())
                    .containsExactlyElementsOf(createdAfter(all.get("events"), java.time.Instant.parse(at)));
        }
        assertThat(ids(get(tenant, "/v1/events?since=2000-01-01T00:00:00Z").json().get("events"))).hasSize(4);
        assertThat(get(tenant, "/v1/events?since=2999-01-01T00:00:00Z").json().get("events")).isEmpty();

        assertField(get(tenant, "/v1/events?limit=0"), "limit");
        assertField(get(tenant, "/v1/events?limit=101"), "limit");
        assertField(get(tenant, "/v1/events?limit=x"), "limit");
        assertField(get(tenant, "/v1/events?since=yesterday"), "since");
        assertField(get(tenant, "/v1/events?type=key.stolen"), "type");
        ApiClient.Reply unknown = get(tenant, "/v1/events/evt_doesnotexist");
        assertThat(unknown.status()).isEqualTo(404);
        assertThat(unknown.error().get("detail").get("kind").asText()).isEqualTo("event");
    }

    @Test
    void eventsArePagedWithStartingAfterLikeStripe() {
        Tenant tenant = Tenant.create(server.get());
        List<String> emitted = new java.util.ArrayList<>();
        for (int i = 0; i < 5; i++) {
            emitted.add(WebhookFixtures.emit(server.get(), tenant.accountId(), EventTypes.KEY_COMPROMISED, Map.of("n", i)));
        }
        List<String> newestFirst = new java.util.ArrayList<>(emitted);
        java.util.Collections.reverse(newestFirst);

        List<String> seen = new java.util.ArrayList<>();
        String cursor = null;
        int pages = 0;
        boolean more = true;
        while (more) {
            JsonNode page = get(tenant, "/v1/events?limit=2" + (cursor == null ? "" : "&starting_after=" + cursor)).json();
            List<String> ids = ids(page.get("events"));
            seen.addAll(ids);
            more = page.get("has_more").asBoolean();
            assertThat(ids).hasSize(more ? 2 : 1);
            cursor = ids.getLast();
            pages++;
        }
        assertThat(pages).isEqualTo(3);
        assertThat(seen).containsExactlyElementsOf(newestFirst);

        // the cursor combines with the filters; the last event has nothing after it
        JsonNode filtered = get(tenant, "/v1/events?type=key.compromised&starting_after=" + newestFirst.get(1)).json();
        assertThat(ids(filtered.get("events"))).containsExactlyElementsOf(newestFirst.subList(2, 5));
        JsonNode end = get(tenant, "/v1/events?starting_after=" + newestFirst.getLast()).json();
        assertThat(end.get("events")).isEmpty();
        assertThat(end.get("has_more").asBoolean()).isFalse();

        // a cursor that is not an event of this account: 404 event naming the parameter, for any other tenant too
        Tenant other = Tenant.create(server.get());
        for (ApiClient.Reply reply : List.of(get(tenant, "/v1/events?starting_after=evt_doesnotexist"),
                get(tenant, "/v1/events?starting_after=nonsense"),
                get(other, "/v1/events?starting_after=" + newestFirst.getFirst()))) {
            assertThat(reply.status()).as(reply.toString()).isEqualTo(404);
            assertThat(reply.error().get("detail").get("kind").asText()).isEqualTo("event");
            assertThat(reply.error().get("field").asText()).isEqualTo("starting_after");
        }
        assertThat(get(other, "/v1/events").json().get("events")).isEmpty();
    }

    private static List<String> ids(JsonNode events) {
        List<String> ids = new java.util.ArrayList<>();
        events.forEach(e -> ids.add(e.get("id").asText()));
        return ids;
    }

    private static List<String> createdAfter(JsonNode events, java.time.Instant since) {
        List<String> ids = new java.util.ArrayList<>();
        events.forEach(e -> {
            if (java.time.Instant.parse(e.get("created_at").asText()).isAfter(since)) {
                ids.add(e.get("id").asText());
            }
        });
        return ids;
    }

    private static void assertNewestFirst(JsonNode events) {
        for (int i = 1; i < events.size(); i++) {
            assertThat(java.time.Instant.parse(events.get(i - 1).get("created_at").asText()))
                    .isAfterOrEqualTo(java.time.Instant.parse(events.get(i).get("created_at").asText()));
        }
    }

    @Test
    void anotherAccountsEndpointsEventsAndDeliveriesAreNotFound() {
        Tenant owner = Tenant.create(server.get());
        Tenant other = Tenant.create(server.get());
        String endpoint = create(owner, "{\"url\":\"https://8.8.8.8/\",\"events\":[\"key.compromised\"]}").json().get("id").asText();
        String event = WebhookFixtures.emit(server.get(), owner.accountId(), EventTypes.KEY_COMPROMISED, Map.of("x", 1));

        assertNotFound(server.client().get("/v1/webhooks/endpoints/" + endpoint, "Authorization", other.auth()), "webhook_endpoint");
        assertNotFound(server.client().delete("/v1/webhooks/endpoints/" + endpoint, "Authorization", other.auth()), "webhook_endpoint");
        assertNotFound(server.client().send("POST", "/v1/webhooks/endpoints/" + endpoint + "/secret/rotate", "Authorization",
                other.auth()), "webhook_endpoint");
        assertNotFound(server.client().postJson("/v1/webhooks/endpoints/" + endpoint + "/replay",
                "{\"since\":\"2020-01-01T00:00:00Z\"}", "Authorization", other.auth()), "webhook_endpoint");
        assertNotFound(server.client().get("/v1/webhooks/endpoints/" + endpoint + "/deliveries", "Authorization", other.auth()),
                "webhook_endpoint");
        assertThat(get(other, "/v1/webhooks/endpoints").json().get("endpoints")).isEmpty();

        assertNotFound(get(other, "/v1/events/" + event), "event");
        assertNotFound(get(other, "/v1/events/" + event + "/deliveries"), "event");
        assertNotFound(server.client().send("POST", "/v1/events/" + event + "/replay", "Authorization", other.auth()), "event");
        assertThat(get(other, "/v1/events?limit=100").json().get("events")).isEmpty();

        // The owner still sees everything, untouched by the other account's attempts.
        assertThat(get(owner, "/v1/webhooks/endpoints/" + endpoint).status()).isEqualTo(200);
        assertThat(get(owner, "/v1/events/" + event).status()).isEqualTo(200);
        JsonNode deliveries = WebhookFixtures.deliveries(server.get(), owner, event);
        assertThat(deliveries).hasSize(1);
        assertThat(deliveries.get(0).get("endpoint_id").asText()).isEqualTo(endpoint);
        assertThat(get(owner, "/v1/webhooks/endpoints/" + endpoint + "/deliveries?status=pending").json().get("deliveries")).hasSize(1);
        assertField(get(owner, "/v1/webhooks/endpoints/" + endpoint + "/deliveries?status=lost"), "status");
    }

    @Test
    void replayNeedsATimestamp() {
        Tenant tenant = Tenant.create(server.get());
        String endpoint = create(tenant, "{\"url\":\"https://8.8.8.8/\",\"events\":[\"key.compromised\"]}").json().get("id").asText();
        assertField(server.client().postJson("/v1/webhooks/endpoints/" + endpoint + "/replay", "{}", "Authorization", tenant.auth()), "since");
        assertField(server.client().postJson("/v1/webhooks/endpoints/" + endpoint + "/replay", "{\"since\":\"monday\"}",
                "Authorization", tenant.auth()), "since");
    }

    private static ApiClient.Reply get(Tenant tenant, String path) {
        return server.client().get(path, "Authorization", tenant.auth());
    }

    static void assertField(ApiClient.Reply reply, String field) {
        assertThat(reply.status()).as(reply.toString()).isEqualTo(400);
        assertThat(reply.error().get("code").asText()).isEqualTo("invalid_request");
        assertThat(reply.error().get("field").asText()).as(reply.toString()).isEqualTo(field);
    }

    static void assertNotFound(ApiClient.Reply reply, String kind) {
        assertThat(reply.status()).as(reply.toString()).isEqualTo(404);
        assertThat(reply.error().get("code").asText()).isEqualTo("resource_not_found");
        assertThat(reply.error().get("detail").get("kind").asText()).isEqualTo(kind);
    }
}
