package io.attest.server.api;

import static io.attest.server.api.TestReceiver.await;
import static io.attest.server.api.VoiceFixtures.export;
import static io.attest.server.api.VoiceFixtures.generate;
import static io.attest.server.api.VoiceFixtures.generateBody;
import static io.attest.server.api.VoiceFixtures.manySamples;
import static io.attest.server.api.VoiceFixtures.train;
import static io.attest.server.api.VoiceFixtures.trainBody;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.attest.domain.events.EventTypes;
import io.attest.server.api.WebhookFixtures.Tenant;
import io.attest.server.voice.ScriptedTextGenerator;
import io.attest.server.wiring.BackgroundWorkers;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Trainings above 100 samples end to end: 202 and an operation, 409 {@code resource_not_ready} until it
 * succeeds, {@code voice_profile.train.completed} delivered to a webhook (also when it fails because the
 * profile was deleted first). The worker does not poll on its own here (1 h): the test starts each job.
 */
class VoiceAsyncTrainApiTest {

    private static TestServer server;
    private static TestReceiver receiver;

    @BeforeAll
    static void start() throws Exception {
        Map<String, Object> properties = new HashMap<>(WebhookFixtures.localReceiverProperties());
        properties.put("attest.operations.worker.poll-interval", "1h");
        properties.put("attest.voice.generator", ScriptedTextGenerator.ID);
        server = TestServer.start(properties);
        receiver = new TestReceiver();
    }

    @AfterAll
    static void stop() {
        receiver.close();
        server.close();
    }

    private static void runQueuedJobs() {
        server.context().getBean(BackgroundWorkers.class).operationWorker().poll();
    }

    private static Tenant higherTenant() {
        Tenant tenant = Tenant.create(server);
        VoiceFixtures.setPlan(server, tenant.accountId(), "higher");
        return tenant;
    }

    private static JsonNode event(String path, String operationId) {
        await("the completion event of " + operationId, 15, () -> receiver.received().stream()
                .anyMatch(r -> r.path().equals(path) && r.body().contains(operationId)));
        TestReceiver.Received delivery = receiver.received().stream()
                .filter(r -> r.path().equals(path) && r.body().contains(operationId)).findFirst().orElseThrow();
        assertThat(delivery.signatureValid()).isTrue();
        try {
            return ApiClient.JSON.readTree(delivery.body());
        } catch (java.io.IOException e) {
            throw new AssertionError(delivery.body(), e);
        }
    }

    @Test
    void aLargeTrainingRunsAsynchronouslyIsAnnouncedAndThenUsable() {
        Tenant tenant = higherTenant();
        WebhookFixtures.register(server, tenant, receiver, "/train", EventTypes.VOICE_TRAIN_COMPLETED);

        ApiClient.Reply accepted = train(server, tenant, trainBody(manySamples(120), "big"));
        assertThat(accepted.status()).as(accepted.toString()).isEqualTo(202);
        JsonNode op = accepted.json();
        String operationId = op.get("id").asText();
        String profileId = op.get("profile_id").asText();
        assertThat(accepted.header("Location")).contains("/v1/operations/" + operationId);
        assertThat(op.get("object").asText()).isEqualTo("operation");
        assertThat(op.get("type").asText()).isEqualTo("voice_profile.train");
        assertThat(op.get("status").asText()).isEqualTo("queued");
        assertThat(op.get("resource").get("kind").asText()).isEqualTo("voice_profile");
        assertThat(op.get("resource").get("id").asText()).isEqualTo(profileId).startsWith("vp_");

        for (ApiClient.Reply notReady : new ApiClient.Reply[] {export(server, tenant, profileId, ""),
            generate(server, tenant, generateBody(profileId, "a topic", null))}) {
            assertThat(notReady.status()).as(notReady.toString()).isEqualTo(409);
            assertThat(notReady.error().get("code").asText()).isEqualTo("resource_not_ready");
            assertThat(notReady.error().get("detail").get("kind").asText()).isEqualTo("voice_profile");
            assertThat(notReady.error().get("detail").get("operation_id").asText()).isEqualTo(operationId);
        }

        runQueuedJobs();
        OperationsApiTest.awaitStatus(server, tenant, operationId, "succeeded");
        JsonNode event = event("/train", operationId);
        assertThat(event.get("type").asText()).isEqualTo(EventTypes.VOICE_TRAIN_COMPLETED);
        assertThat(event.get("data").get("status").asText()).isEqualTo("succeeded");
        assertThat(event.get("data").get("resource").get("id").asText()).isEqualTo(profileId);

        ApiClient.Reply exported = export(server, tenant, profileId, "");
        assertThat(exported.status()).as(exported.toString()).isEqualTo(200);
        assertThat(exported.json().get("sample_count").asInt()).isEqualTo(120);
        assertThat(exported.json().get("name").asText()).isEqualTo("big");
        assertThat(generate(server, tenant, generateBody(profileId, "a topic", null)).status()).isEqualTo(200);
        assertThat(train(server, tenant, trainBody(manySamples(100), null)).status()).as("100 is still synchronous")
                .isEqualTo(200);
    }

    @Test
    void aProfileDeletedBeforeItsTrainingRanFailsTheOperationAndTheEventSaysSo() {
        Tenant tenant = higherTenant();
        WebhookFixtures.register(server, tenant, receiver, "/failed", EventTypes.VOICE_TRAIN_COMPLETED);
        JsonNode op = train(server, tenant, trainBody(manySamples(101), null)).json();
        String operationId = op.get("id").asText();
        String profileId = op.get("profile_id").asText();
        assertThat(server.client().delete("/v1/voice-profile/" + profileId, "Authorization", tenant.auth()).status())
                .isEqualTo(204);

        runQueuedJobs();
        JsonNode failed = OperationsApiTest.awaitStatus(server, tenant, operationId, "failed");
        assertThat(failed.get("error").get("code").asText()).isEqualTo("resource_not_found");
        assertThat(failed.get("error").get("detail").get("kind").asText()).isEqualTo("voice_profile");
        JsonNode event = event("/failed", operationId);
        assertThat(event.get("data").get("status").asText()).isEqualTo("failed");
        assertThat(event.get("data").get("error").get("code").asText()).isEqualTo("resource_not_found");
        assertThat(export(server, tenant, profileId, "").status()).isEqualTo(404);
    }
}
