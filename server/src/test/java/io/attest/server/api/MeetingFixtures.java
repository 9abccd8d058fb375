package io.attest.server.api;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.attest.server.api.WebhookFixtures.Tenant;
import java.util.List;

/** Steps the meeting-memory API tests share: ingest, get, query and digest as a client does. */
final class MeetingFixtures {

    static final String IAN = "ian.wright@example.com";
    static final String DANA = "dana.kim@example.com";
    static final String OMAR = "omar.haddad@example.com";

    /** A weekly sync: a commitment with a due date, an accepted request, a decision and an open question. */
    static final String MONDAY_SYNC = """
            Dana: Morning. First topic is the Q3 budget.
            Ian: I'll send the Q3 budget spreadsheet to Dana by Wednesday.
            Dana: Thanks. Omar, could you review the migration PR before Friday?
            Omar: Sure, I'll take it.
            Dana: I propose we move the staging database to Postgres 16.
            Ian: Agreed.
            Omar: Agreed.
            Dana: Next topic is hiring.
            Omar: Who owns the onboarding checklist for new hires?
            Dana: Let's move on.
            """;

    private MeetingFixtures() {
    }

    static ObjectNode ingestBody(String id, String occurredAt, String text, String... participants) {
        ObjectNode body = ApiClient.JSON.createObjectNode();
        body.put("transcript_id", id);
        body.put("occurred_at", occurredAt);
        ArrayNode people = body.putArray("participants");
        for (String p : participants) {
            people.add(p);
        }
        body.put("transcript", text);
        return body;
    }

    static ApiClient.Reply ingest(TestServer server, Tenant tenant, ObjectNode body) {
        return server.client().postJson("/v1/meeting-memory/ingest", body.toString(), "Authorization", tenant.auth());
    }

    static JsonNode ingestOk(TestServer server, Tenant tenant, String id, String occurredAt, String text) {
        ApiClient.Reply reply = ingest(server, tenant, ingestBody(id, occurredAt, text, IAN, DANA, OMAR));
        assertThat(reply.status()).as(reply.toString()).isEqualTo(200);
        return reply.json();
    }

    static ApiClient.Reply transcript(TestServer server, Tenant tenant, String id) {
        return server.client().get("/v1/meeting-memory/transcripts/" + id, "Authorization", tenant.auth());
    }

    static ApiClient.Reply query(TestServer server, Tenant tenant, String body) {
        return server.client().postJson("/v1/meeting-memory/query", body, "Authorization", tenant.auth());
    }

    static List<String> matchedTranscripts(TestServer server, Tenant tenant, String body) {
        ApiClient.Reply reply = query(server, tenant, body);
        assertThat(reply.status()).as(reply.toString()).isEqualTo(200);
        List<String> ids = new java.util.ArrayList<>();
        reply.json().get("matches").forEach(m -> ids.add(m.get("transcript_id").asText()));
        return ids;
    }

    /** The snippets of a query's matches, in rank order. */
    static List<String> snippetsOf(TestServer server, Tenant tenant, String q) {
        ObjectNode body = ApiClient.JSON.createObjectNode();
        body.put("q", q);
        ApiClient.Reply reply = query(server, tenant, body.toString());
        assertThat(reply.status()).as(reply.toString()).isEqualTo(200);
        List<String> out = new java.util.ArrayList<>();
        reply.json().get("matches").forEach(m -> out.add(m.get("snippet").asText()));
        return out;
    }

    static ApiClient.Reply digest(TestServer server, Tenant tenant, String body) {
        return server.client().postJson("/v1/meeting-memory/digest", body, "Authorization", tenant.auth());
    }

    /** Asserts a 400 whose error names {@code field} (null: no field). */
    static void assertInvalid(ApiClient.Reply reply, String field) {
        assertThat(reply.status()).as(reply.toString()).isEqualTo(400);
        assertThat(reply.error().get("code").asText()).isEqualTo("invalid_request");
        if (field == null) {
            assertThat(reply.error().has("field")).as(reply.toString()).isFalse();
        } else {
            assertThat(reply.error().path("field").asText()).as(reply.toString()).isEqualTo(field);
        }
        assertThat(reply.error().get("message").asText()).as(reply.toString()).doesNotContain("io.micronaut", "java.", "Exception");
    }
}
