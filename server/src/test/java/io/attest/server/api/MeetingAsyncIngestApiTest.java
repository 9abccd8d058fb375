package io.attest.server.api;

import static io.attest.server.api.MeetingFixtures.DANA;
import static io.attest.server.api.MeetingFixtures.IAN;
import static io.attest.server.api.MeetingFixtures.OMAR;
import static io.attest.server.api.MeetingFixtures.ingest;
import static io.attest.server.api.MeetingFixtures.ingestBody;
import static io.attest.server.api.MeetingFixtures.ingestOk;
import static io.attest.server.api.MeetingFixtures.snippetsOf;
import static io.attest.server.api.MeetingFixtures.transcript;
import static io.attest.server.api.TestReceiver.await;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.attest.domain.events.EventTypes;
import io.attest.server.api.WebhookFixtures.Tenant;
import io.attest.server.wiring.BackgroundWorkers;
import java.time.Clock;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Transcripts above 50,000 characters end to end: 202 and an operation, 409 {@code resource_not_ready}
 * until it succeeds, {@code meeting_memory.ingest.completed} delivered to a webhook (also on failure),
 * then readable and queryable; and the weekly digest event for accounts with meeting data. The
 * operations worker is not polling on its own here (1 h): the test starts each job, so "still pending"
 * is a state it controls, not a race it hopes to win.
 */
class MeetingAsyncIngestApiTest {

    private static TestServer server;
    private static TestReceiver receiver;

    @BeforeAll
    static void start() throws Exception {
        Map<String, Object> properties = new HashMap<>(WebhookFixtures.localReceiverProperties());
        properties.put("attest.operations.worker.poll-interval", "1h");
        server = TestServer.start(properties);
        receiver = new TestReceiver();
    }

    @AfterAll
    static void stop() {
        receiver.close();
        server.close();
    }

    /** A long meeting (60,000+ characters) of speaker turns, ending with one distinctive promise. */
    static String longMeeting() {
        String[] topics = {"the release checklist", "the vendor contract", "the on-call rota", "the design review",
            "the travel budget", "the customer survey", "the test matrix", "the office move"};
        StringBuilder text = new StringBuilder();
        int round = 0;
        while (text.length() < 60_000) {
            String topic = topics[round % topics.length];
            text.append("Dana: Next topic is ").append(topic).append(", round ").append(round).append(".\n")
                    .append("Omar: I looked at ").append(topic).append(" yesterday and it mostly holds up.\n")
                    .append("Ian: There are a few rough edges in ").append(topic).append(" we should smooth out.\n")
                    .append("Dana: Noted. Let's keep an eye on it and revisit next time.\n");
            round++;
        }
        text.append("Dana: Last thing. Ian, could you migrate the billing ledger to the new cluster by Friday?\n")
                .append("Ian: Sure, I'll do it.\n");
        return text.toString();
    }

    private static void runQueuedJobs() {
        server.context().getBean(BackgroundWorkers.class).operationWorker().poll();
    }

    @Test
    void aLongTranscriptIsIngestedAsynchronouslyAndAnnouncedThenReadable() {
        Tenant tenant = Tenant.create(server);
        WebhookFixtures.register(server, tenant, receiver, "/ingest", EventTypes.MEETING_INGEST_COMPLETED,
                EventTypes.MEETING_DIGEST_WEEKLY);
        String text = longMeeting();
        assertThat(text.length()).isGreaterThan(60_000);

        ApiClient.Reply accepted = ingest(server, tenant, ingestBody("all-hands", "2026-01-05T16:00:00Z", text, IAN, DANA, OMAR));
        assertThat(accepted.status()).as(accepted.toString()).isEqualTo(202);
        JsonNode op = accepted.json();
        String operationId = op.get("id").asText();
        assertThat(operationId).startsWith("op_");
        assertThat(accepted.header("Location")).contains("/v1/operations/" + operationId);
        assertThat(op.get("object").asText()).isEqualTo("operation");
        assertThat(op.get("type").asText()).isEqualTo("meeting_memory.ingest");
        assertThat(op.get("status").asText()).isEqualTo("queued");
        assertThat(op.get("created_at").asText()).endsWith("Z");
        assertThat(op.get("resource").get("kind").asText()).isEqualTo("transcript");
        assertThat(op.get("resource").get("id").asText()).isEqualTo("all-hands");
        assertThat(op.get("transcript_id").asText()).isEqualTo("all-hands");

        ApiClient.Reply notReady = transcript(server, tenant, "all-hands");
        assertThat(notReady.status()).as(notReady.toString()).isEqualTo(409);
        assertThat(notReady.error().get("code").asText()).isEqualTo("resource_not_ready");
        assertThat(notReady.error().get("detail").get("operation_id").asText()).isEqualTo(operationId);

        runQueuedJobs();
        JsonNode done = OperationsApiTest.awaitStatus(server, tenant, operationId, "succeeded");
        assertThat(done.get("progress").asDouble()).isEqualTo(1.0);

        await("the completion event", 15, () -> !receiver.received().stream()
                .filter(r -> r.path().equals("/ingest") && r.body().contains(operationId)).toList().isEmpty());
        TestReceiver.Received delivery = receiver.received().stream()
                .filter(r -> r.path().equals("/ingest") && r.body().contains(operationId)).findFirst().orElseThrow();
        assertThat(delivery.signatureValid()).isTrue();
        JsonNode event = json(delivery.body());
        assertThat(event.get("type").asText()).isEqualTo(EventTypes.MEETING_INGEST_COMPLETED);
        assertThat(event.get("data").get("status").asText()).isEqualTo("succeeded");
        assertThat(event.get("data").get("operation_id").asText()).isEqualTo(operationId);
        assertThat(event.get("data").get("resource").get("id").asText()).isEqualTo("all-hands");

        ApiClient.Reply ready = transcript(server, tenant, "all-hands");
        assertThat(ready.status()).as(ready.toString()).isEqualTo(200);
        assertThat(ready.json().get("transcript").asText()).isEqualTo(text);
        assertThat(ready.json().get("items").toString()).contains("migrate the billing ledger");

        // Monday 08:00 after the meeting: the weekly digest event names the week that just ended.
        ((MutableClock) server.context().getBean(Clock.class)).set(Instant.parse("2026-01-12T08:00:05Z"));
        server.context().getBean(BackgroundWorkers.class).runSchedule();
        await("the weekly digest event", 15, () -> receiver.received().stream()
                .anyMatch(r -> r.path().equals("/ingest") && r.body().contains(EventTypes.MEETING_DIGEST_WEEKLY)));
        JsonNode weekly = json(receiver.received().stream()
                .filter(r -> r.path().equals("/ingest") && r.body().contains(EventTypes.MEETING_DIGEST_WEEKLY)).findFirst()
                .orElseThrow().body());
        assertThat(weekly.get("data").get("window").get("from").asText()).isEqualTo("2026-01-05T08:00:00.000Z");
        assertThat(weekly.get("data").get("window").get("to").asText()).isEqualTo("2026-01-12T08:00:00.000Z");
        ApiClient.Reply digest = MeetingFixtures.digest(server, tenant, "{\"window\": " + weekly.get("data").get("window") + "}");
        assertThat(digest.status()).as(digest.toString()).isEqualTo(200);
        assertThat(digest.json().get("window").asText()).isEqualTo("2026-01-05T08:00:00.000Z..2026-01-12T08:00:00.000Z");
    }

    @Test
    void anAsynchronousIngestIsQueryableOnceItsOperationSucceeded() {
        Tenant tenant = Tenant.create(server);
        ApiClient.Reply accepted = ingest(server, tenant, ingestBody("long-sync", "2026-01-06T16:00:00Z", longMeeting(), IAN, DANA));
        assertThat(accepted.status()).as(accepted.toString()).isEqualTo(202);
        assertThat(snippetsOf(server, tenant, "billing ledger cluster")).noneMatch(s -> s.contains("ledger"));
        runQueuedJobs();
        OperationsApiTest.awaitStatus(server, tenant, accepted.json().get("id").asText(), "succeeded");
        assertThat(snippetsOf(server, tenant, "who migrates the billing ledger?")).anyMatch(s -> s.contains("ledger"));
    }

    @Test
    void aTranscriptDeletedOrReplacedBeforeItsJobRanFailsTheJobAndTheEventSaysSo() {
        Tenant tenant = Tenant.create(server);
        WebhookFixtures.register(server, tenant, receiver, "/failed", EventTypes.MEETING_INGEST_COMPLETED);
        String deletedOp = ingest(server, tenant, ingestBody("gone", "2026-01-05T16:00:00Z", longMeeting(), IAN))
                .json().get("id").asText();
        assertThat(server.client().delete("/v1/meeting-memory/transcripts/gone", "Authorization", tenant.auth()).status())
                .isEqualTo(204);
        String replacedOp = ingest(server, tenant, ingestBody("replaced", "2026-01-05T16:00:00Z", longMeeting(), IAN))
                .json().get("id").asText();
        ingestOk(server, tenant, "replaced", "2026-01-05T16:00:00Z", "Ian: I'll water the plants by Friday.");

        runQueuedJobs();
        for (String operation : List.of(deletedOp, replacedOp)) {
            JsonNode failed = OperationsApiTest.awaitStatus(server, tenant, operation, "failed");
            assertThat(failed.get("error").get("code").asText()).isEqualTo("resource_not_found");
            assertThat(failed.get("error").get("detail").get("kind").asText()).isEqualTo("transcript");
            await("the failure event of " + operation, 15, () -> receiver.received().stream()
                    .anyMatch(r -> r.path().equals("/failed") && r.body().contains(operation)));
            JsonNode event = json(receiver.received().stream().filter(r -> r.body().contains(operation)).findFirst()
                    .orElseThrow().body());
            assertThat(event.get("data").get("status").asText()).isEqualTo("failed");
            assertThat(event.get("data").get("error").get("code").asText()).isEqualTo("resource_not_found");
        }
        assertThat(transcript(server, tenant, "gone").status()).isEqualTo(404);
        ApiClient.Reply newer = transcript(server, tenant, "replaced");
        assertThat(newer.status()).isEqualTo(200);
        assertThat(newer.json().get("transcript").asText()).isEqualTo("Ian: I'll water the plants by Friday.");
    }

    private static JsonNode json(String body) {
        try {
            return ApiClient.JSON.readTree(body);
        } catch (java.io.IOException e) {
            throw new AssertionError(body, e);
        }
    }
}
