package io.attest.server.api;

import static io.attest.server.api.MeetingFixtures.DANA;
import static io.attest.server.api.MeetingFixtures.IAN;
import static io.attest.server.api.MeetingFixtures.MONDAY_SYNC;
import static io.attest.server.api.MeetingFixtures.OMAR;
import static io.attest.server.api.MeetingFixtures.assertInvalid;
import static io.attest.server.api.MeetingFixtures.ingest;
import static io.attest.server.api.MeetingFixtures.ingestBody;
import static io.attest.server.api.MeetingFixtures.ingestOk;
import static io.attest.server.api.MeetingFixtures.transcript;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.attest.server.api.WebhookFixtures.Tenant;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** POST /v1/meeting-memory/ingest, GET and DELETE /v1/meeting-memory/transcripts/{id} over real HTTP. */
class MeetingIngestApiTest {

    @RegisterExtension
    static final TestServer.PerClass server = TestServer.perClass();

    private static final String AT = "2026-01-05T09:00:00-08:00";

    @Test
    void anIngestCountsWhatItExtractedAndTheTranscriptShowsItsItems() {
        Tenant tenant = Tenant.create(server.get());
        JsonNode result = ingestOk(server.get(), tenant, "weekly-2026-01-05", AT, MONDAY_SYNC);
        assertThat(result.get("transcript_id").asText()).isEqualTo("weekly-2026-01-05");
        assertThat(result.get("ingested_at").asText()).endsWith("Z");
        assertThat(result.get("replaced").asBoolean()).isFalse();
        JsonNode counts = result.get("extracted");
        assertThat(counts.get("commitments").asInt()).isEqualTo(1);
        assertThat(counts.get("action_items").asInt()).isEqualTo(1);
        assertThat(counts.get("decisions").asInt()).isEqualTo(1);
        assertThat(counts.get("open_questions").asInt()).isEqualTo(1);

        ApiClient.Reply shown = transcript(server.get(), tenant, "weekly-2026-01-05");
        assertThat(shown.status()).as(shown.toString()).isEqualTo(200);
        JsonNode t = shown.json();
        assertThat(t.get("occurred_at").asText()).isEqualTo("2026-01-05T17:00:00.000Z");
        assertThat(t.get("participants")).extracting(JsonNode::asText).containsExactly(IAN, DANA, OMAR);
        assertThat(t.get("transcript").asText()).isEqualTo(MONDAY_SYNC);
        assertThat(t.get("status").asText()).isEqualTo("ready");
        assertThat(t.get("items")).hasSize(4);
        for (JsonNode item : t.get("items")) {
            assertThat(item.get("item_id").asText()).startsWith("mi_");
            int start = item.get("offset_start").asInt();
            int end = item.get("offset_end").asInt();
            assertThat(MONDAY_SYNC.substring(start, end)).isEqualTo(item.get("text").asText());
            assertThat(item.has("owner")).as("nulls are written out").isTrue();
        }
        JsonNode commitment = findKind(t.get("items"), "commitment");
        assertThat(commitment.get("owner").asText()).isEqualTo(IAN);
        assertThat(commitment.get("owed_to").asText()).isEqualTo(DANA);
        assertThat(commitment.get("due").asText()).isEqualTo("2026-01-07");
        JsonNode action = findKind(t.get("items"), "action_item");
        assertThat(action.get("owner").asText()).isEqualTo(OMAR);
        assertThat(action.get("owed_to").asText()).isEqualTo(DANA);
        assertThat(findKind(t.get("items"), "decision").get("owner").isNull()).isTrue();
    }

    @Test
    void theSameIdAgainReplacesTheTranscriptAndItsItems() {
        Tenant tenant = Tenant.create(server.get());
        ingestOk(server.get(), tenant, "standup", AT, MONDAY_SYNC);
        String second = "Ian: Quick one. I'll book the offsite venue by Friday.\nDana: Great, thanks.";
        JsonNode result = ingestOk(server.get(), tenant, "standup", "2026-01-06T09:00:00Z", second);
        assertThat(result.get("replaced").asBoolean()).isTrue();
        JsonNode t = transcript(server.get(), tenant, "standup").json();
        assertThat(t.get("transcript").asText()).isEqualTo(second);
        assertThat(t.get("occurred_at").asText()).isEqualTo("2026-01-06T09:00:00.000Z");
        assertThat(t.get("items")).hasSize(result.get("extracted").get("commitments").asInt()
                + result.get("extracted").get("action_items").asInt() + result.get("extracted").get("decisions").asInt()
                + result.get("extracted").get("open_questions").asInt());
        assertThat(t.get("items").toString()).doesNotContain("Q3 budget");
    }

    @Test
    void deleteRemovesTheTranscriptAndItsItems() {
        Tenant tenant = Tenant.create(server.get());
        ingestOk(server.get(), tenant, "to-delete", AT, MONDAY_SYNC);
        ApiClient.Reply deleted = server.client().delete("/v1/meeting-memory/transcripts/to-delete", "Authorization", tenant.auth());
        assertThat(deleted.status()).as(deleted.toString()).isEqualTo(204);
        ApiClient.Reply gone = transcript(server.get(), tenant, "to-delete");
        assertThat(gone.status()).isEqualTo(404);
        assertThat(gone.error().get("detail").get("kind").asText()).isEqualTo("transcript");
        assertThat(server.client().delete("/v1/meeting-memory/transcripts/to-delete", "Authorization", tenant.auth()).status())
                .isEqualTo(404);
    }

    @Test
    void anotherAccountsTranscriptIsNotFoundOnEveryRoute() {
        Tenant owner = Tenant.create(server.get());
        Tenant other = Tenant.create(server.get());
        ingestOk(server.get(), owner, "private-1", AT, MONDAY_SYNC);
        for (String path : new String[] {"/v1/meeting-memory/transcripts/private-1", "/v1/meeting-memory/transcripts/unknown",
                "/v1/meeting-memory/transcripts/not%20an%20id"}) {
            ApiClient.Reply get = server.client().get(path, "Authorization", other.auth());
            assertThat(get.status()).as(path).isEqualTo(404);
            assertThat(get.error().get("detail").get("kind").asText()).isEqualTo("transcript");
            ApiClient.Reply delete = server.client().delete(path, "Authorization", other.auth());
            assertThat(delete.status()).as(path).isEqualTo(404);
        }
        // The other account may use the same id for its own transcript without touching the first.
        ingestOk(server.get(), other, "private-1", AT, "Ian: I'll renew the domain by Friday.");
        assertThat(transcript(server.get(), owner, "private-1").json().get("transcript").asText()).isEqualTo(MONDAY_SYNC);
        assertThat(transcript(server.get(), other, "private-1").json().get("transcript").asText())
                .isEqualTo("Ian: I'll renew the domain by Friday.");
    }

    @Test
    void aMissingOrMalformedBodyIsA400WithoutAField() {
        Tenant tenant = Tenant.create(server.get());
        String path = "/v1/meeting-memory/ingest";
        assertInvalid(server.client().post(path, "application/json", new byte[0], "Authorization", tenant.auth()), null);
        assertInvalid(server.client().postJson(path, "null", "Authorization", tenant.auth()), null);
        assertInvalid(server.client().postJson(path, "[]", "Authorization", tenant.auth()), null);
        assertInvalid(server.client().postJson(path, "\"text\"", "Authorization", tenant.auth()), null);
        ApiClient.Reply malformed = server.client().postJson(path, "{\"transcript_id\": ", "Authorization", tenant.auth());
        assertInvalid(malformed, null);
        assertThat(malformed.error().get("message").asText()).isEqualTo("the request body is not valid JSON");
    }

    @Test
    void everyWrongFieldIsA400NamingIt() {
        Tenant tenant = Tenant.create(server.get());
        ObjectNode good = ingestBody("t-1", AT, "Ian: I'll send it.", IAN, DANA);
        assertInvalid(ingest(server.get(), tenant, with(good, "transcript_id", null)), "transcript_id");
        assertInvalid(ingest(server.get(), tenant, withNumber(good, "transcript_id")), "transcript_id");
        assertInvalid(ingest(server.get(), tenant, with(good, "transcript_id", "has space")), "transcript_id");
        assertInvalid(ingest(server.get(), tenant, with(good, "transcript_id", "a\u0000b")), "transcript_id");
        assertInvalid(ingest(server.get(), tenant, with(good, "transcript_id", "x".repeat(129))), "transcript_id");
        assertInvalid(ingest(server.get(), tenant, with(good, "occurred_at", null)), "occurred_at");
        assertInvalid(ingest(server.get(), tenant, with(good, "occurred_at", "2026-01-05 09:00")), "occurred_at");
        assertInvalid(ingest(server.get(), tenant, with(good, "occurred_at", "2026-01-05T09:00:00")), "occurred_at");
        assertInvalid(ingest(server.get(), tenant, withNumber(good, "occurred_at")), "occurred_at");
        assertInvalid(ingest(server.get(), tenant, with(good, "transcript", null)), "transcript");
        assertInvalid(ingest(server.get(), tenant, with(good, "transcript", "")), "transcript");
        assertInvalid(ingest(server.get(), tenant, with(good, "transcript", "  \n ")), "transcript");
        assertInvalid(ingest(server.get(), tenant, with(good, "transcript", "Ian: a\u0000b")), "transcript");
        // A lone surrogate must travel as a JSON escape: encoded as UTF-8 it would already be a '?'.
        String loneSurrogate = with(good, "transcript", "LONE").toString().replace("LONE", "Ian: \\ud800 lone");
        assertInvalid(server.client().postJson("/v1/meeting-memory/ingest", loneSurrogate, "Authorization", tenant.auth()),
                "transcript");
        assertInvalid(ingest(server.get(), tenant, withNumber(good, "transcript")), "transcript");
        assertInvalid(ingest(server.get(), tenant, with(good, "title", "t\u0000")), "title");
        assertInvalid(ingest(server.get(), tenant, with(good, "title", "x".repeat(301))), "title");

        ObjectNode participants = good.deepCopy();
        participants.put("participants", "ian@example.com");
        assertInvalid(ingest(server.get(), tenant, participants), "participants");
        participants.putArray("participants");
        assertInvalid(ingest(server.get(), tenant, participants), "participants");
        participants.putArray("participants").add(IAN).add(3);
        assertInvalid(ingest(server.get(), tenant, participants), "participants[1]");
        participants.putArray("participants").add(IAN).addNull();
        assertInvalid(ingest(server.get(), tenant, participants), "participants[1]");
        participants.putArray("participants").add(IAN).add("not an address");
        assertInvalid(ingest(server.get(), tenant, participants), "participants[1]");
        participants.putArray("participants").add(IAN).add("dana\u0000@example.com");
        assertInvalid(ingest(server.get(), tenant, participants), "participants[1]");
        participants.putArray("participants").add(IAN).add(DANA).add(" Ian.Wright@Example.com ");
        assertInvalid(ingest(server.get(), tenant, participants), "participants[2]");
        var many = participants.putArray("participants");
        for (int i = 0; i < 201; i++) {
            many.add("p" + i + "@example.com");
        }
        assertInvalid(ingest(server.get(), tenant, participants), "participants");
    }

    @Test
    void aTranscriptOverTheLimitIsA400AndABodyOverTheServerLimitA413() {
        Tenant tenant = Tenant.create(server.get());
        ApiClient.Reply tooLong = ingest(server.get(), tenant, ingestBody("big", AT, "x".repeat(1_000_001), IAN));
        assertInvalid(tooLong, "transcript");
        byte[] huge = ("{\"transcript\": \"" + "x".repeat(33 * 1024 * 1024) + "\"}").getBytes(StandardCharsets.UTF_8);
        ApiClient.Reply reply = server.client().post("/v1/meeting-memory/ingest", "application/json", huge, "Authorization",
                tenant.auth());
        assertThat(reply.status()).isEqualTo(413);
        assertThat(reply.error().get("code").asText()).isEqualTo("payload_too_large");
    }

    @Test
    void theRoutesNeedTheMeetingsScopeAndSuccessesAreMetered() {
        ApiClient console = server.get().client();
        Accounts.signUp(console);
        String guardOnly = Accounts.createKey(console, "[\"guard\"]");
        ApiClient.Reply refused = ingest(server.get(), new Tenant("unused", guardOnly), ingestBody("s", AT, MONDAY_SYNC, IAN));
        assertThat(refused.status()).isEqualTo(403);
        assertThat(refused.error().get("code").asText()).isEqualTo("insufficient_scope");
        assertThat(server.client().get("/v1/meeting-memory/transcripts/s", "Authorization", ApiClient.bearer(guardOnly)).status())
                .isEqualTo(403);

        Tenant tenant = Tenant.create(server.get());
        long before = usage(tenant);
        ingestOk(server.get(), tenant, "metered", AT, MONDAY_SYNC);
        assertThat(transcript(server.get(), tenant, "metered").status()).isEqualTo(200);
        assertInvalid(ingest(server.get(), tenant, with(ingestBody("x", AT, "y", IAN), "transcript", "")), "transcript");
        assertThat(usage(tenant)).as("two successes metered, the 400 not").isEqualTo(before + 2);
    }

    @Test
    void anIdempotencyKeyReplaysTheFirstAnswer() {
        Tenant tenant = Tenant.create(server.get());
        String body = ingestBody("idem", AT, MONDAY_SYNC, IAN, DANA, OMAR).toString();
        ApiClient.Reply first = server.client().postJson("/v1/meeting-memory/ingest", body, "Authorization", tenant.auth(),
                "Idempotency-Key", "ingest-1");
        ApiClient.Reply second = server.client().postJson("/v1/meeting-memory/ingest", body, "Authorization", tenant.auth(),
                "Idempotency-Key", "ingest-1");
        assertThat(first.status()).isEqualTo(200);
        assertThat(second.status()).isEqualTo(200);
        assertThat(second.header("Idempotent-Replayed")).contains("true");
        assertThat(second.json()).isEqualTo(first.json());
        ApiClient.Reply other = server.client().postJson("/v1/meeting-memory/ingest", body.replace("idem", "idem-2"),
                "Authorization", tenant.auth(), "Idempotency-Key", "ingest-1");
        assertThat(other.status()).isEqualTo(422);
        assertThat(other.error().get("code").asText()).isEqualTo("idempotency_key_reused");
    }

    @Test
    void theBuiltInExtractorIsInstalledAndListed() {
        Tenant tenant = Tenant.create(server.get());
        JsonNode plugins = server.client().get("/v1/plugins", "Authorization", tenant.auth()).json();
        JsonNode extractor = null;
        for (JsonNode plugin : plugins) {
            if (plugin.get("kind").asText().equals("meeting_extractor") && plugin.get("id").asText().equals("extraction-builtin")) {
                extractor = plugin;
            }
        }
        assertThat(extractor).as(plugins.toString()).isNotNull();
        assertThat(extractor.get("source").asText()).isEqualTo("classpath");
    }

    private static long usage(Tenant tenant) {
        return server.client().get("/v1/usage", "Authorization", tenant.auth()).json().get("used").asLong();
    }

    private static JsonNode findKind(JsonNode items, String kind) {
        for (JsonNode item : items) {
            if (item.get("kind").asText().equals(kind)) {
                return item;
            }
        }
        throw new AssertionError("no " + kind + " in " + items);
    }

    private static ObjectNode with(ObjectNode body, String field, String value) {
        ObjectNode copy = body.deepCopy();
        if (value == null) {
            copy.putNull(field);
        } else {
            copy.put(field, value);
        }
        return copy;
    }

    private static ObjectNode withNumber(ObjectNode body, String field) {
        ObjectNode copy = body.deepCopy();
        copy.put(field, 12345);
        return copy;
    }
}
