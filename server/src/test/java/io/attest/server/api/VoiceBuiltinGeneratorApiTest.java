package io.attest.server.api;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.attest.domain.voice.VoiceFormat;
import io.attest.domain.voice.format.FormatRules;
import io.attest.server.api.WebhookFixtures.Tenant;
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
}
