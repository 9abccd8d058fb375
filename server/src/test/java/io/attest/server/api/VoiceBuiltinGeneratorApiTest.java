package io.attest.server.api;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.attest.plugin.api.voice.VoiceFormat;
import io.attest.domain.voice.format.FormatRules;
import io.attest.server.api.WebhookFixtures.Tenant;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The default configuration: the built-in generator behind the same route, limits and guards. */
class VoiceBuiltinGeneratorApiTest {

    @RegisterExtension
    static final TestServer.PerClass server = TestServer.perClass();

    @Test
    void theBuiltInGeneratorIsTheDefaultAndItsVariantsFitEveryFormat() {
        Tenant tenant = Tenant.create(server.get());
        String id = VoiceFixtures.trained(server.get(), tenant);
        for (String format : List.of("linkedin", "x", "thread", "instagram", "email", "blog")) {
            ApiClient.Reply reply = VoiceFixtures.generate(server.get(), tenant,
                    VoiceFixtures.generateBody(id, "why we write decisions down before the meeting", format));
            assertThat(reply.status()).as(format + " " + reply).isEqualTo(200);
            JsonNode variants = reply.json().get("variants");
            assertThat(variants).as(format).isNotEmpty();
            for (JsonNode variant : variants) {
                String content = variant.get("content").asText();
                assertThat(FormatRules.check(VoiceFormat.fromWire(format).orElseThrow(), content)).as(content)
                        .isInstanceOf(FormatRules.Fits.class);
                VoiceFixtures.SAMPLES.forEach(sample -> assertThat(content).doesNotContain(sample));
            }
        }
    }

    /**
     * The free plan's largest input (50 samples of 20,000 characters) made of one thing repeated — one
     * letter (each sample one 20,000-letter word) or one word — trains and generates with the largest
     * inspirations: 200 both times, and an answer no larger than the format allows. (How long it takes
     * is measured by benchmarks/voice-largest-input.sh, not here.)
     */
    @Test
    void theLargestInputMadeOfOneThingRepeatedTrainsAndGeneratesWithinBounds() {
        Tenant tenant = Tenant.create(server.get());
        for (String unit : List.of("a", "word ")) {
            String sample = unit.repeat(20_000 / unit.length()).strip();
            ApiClient.Reply trained = VoiceFixtures.train(server.get(), tenant,
                    VoiceFixtures.trainBody(Collections.nCopies(50, sample), null));
            assertThat(trained.status()).as(trained.toString().substring(0, Math.min(300, trained.toString().length())))
                    .isEqualTo(200);
            ObjectNode body = ApiClient.JSON.createObjectNode()
                    .put("profile_id", trained.json().get("profile_id").asText())
                    .put("topic", "why we write decisions down before the meeting").put("format", "blog").put("variant_count", 5);
            Collections.nCopies(10, sample).forEach(body.putArray("inspirations")::add);
            ApiClient.Reply reply = VoiceFixtures.generate(server.get(), tenant, body.toString());
            assertThat(reply.status()).as(unit + " " + reply.toString().substring(0, Math.min(300, reply.toString().length())))
                    .isEqualTo(200);
            JsonNode variants = reply.json().get("variants");
            assertThat(variants.size()).isBetween(1, 5);
            for (JsonNode variant : variants) {
                assertThat(FormatRules.check(VoiceFormat.BLOG, variant.get("content").asText())).isInstanceOf(FormatRules.Fits.class);
            }
            assertThat(reply.body().length()).as("answer size").isLessThan(5 * 20_000 + 1_000);
        }
    }
}
