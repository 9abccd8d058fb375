package io.attest.plugins.textgenopenai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.ErrorCode;
import io.attest.plugin.api.UpstreamUnavailableException;
import io.attest.plugin.api.ProviderSettings;
import io.attest.plugin.api.voice.GenerationRequest;
import io.attest.plugin.api.voice.VoiceFormat;
import io.attest.plugin.api.voice.TextGenerator;
import io.attest.plugin.api.voice.style.StyleProfile;
import io.attest.plugin.api.voice.style.StyleProfiler;
import io.attest.testsupport.FakeChatModelServer;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The generator against a real local HTTP server speaking chat completions: normal, slow, error, malformed. */
class OpenAiTextGeneratorTest {

    static final List<String> SAMPLES = List.of(
            "Shipping small is a habit. I cut the scope, ship on Tuesday, and listen to what people actually do.",
            "Most meetings could be a paragraph. Write the paragraph first; the meeting often disappears.",
            "Hot take: the best code review comment is a question. It invites, it doesn't command.",
            "We moved our builds to a smaller machine and they got faster. Caches matter more than cores.",
            "I keep a list of decisions we made and why. Six months later it is the most useful page we have.");
    static final StyleProfile STYLE = StyleProfiler.measure(SAMPLES);

    private FakeChatModelServer model;

    @BeforeEach
    void start() {
        model = new FakeChatModelServer();
    }

    @AfterEach
    void stop() {
        model.close();
    }

    private TextGenerator generator(String... extra) {
        Map<String, String> values = new HashMap<>(Map.of("base-url", model.baseUrl(), "model", "qwen2.5:7b-instruct",
                "api-key", "sk-test", "timeout", "10s", "retry-after", "9s")); // the slow-model test sets 500ms
        for (int i = 0; i + 1 < extra.length; i += 2) {
            values.put(extra[i], extra[i + 1]);
        }
        return new OpenAiTextGenerator().configure(new ProviderSettings(values));
    }

    private static GenerationRequest request(int candidates) {
        return new GenerationRequest(STYLE, "Writes short, direct posts.", SAMPLES, "why small releases win",
                VoiceFormat.LINKEDIN, List.of("Stop chasing perfect plans."), candidates, 7);
    }

    @Test
    void isFoundByServiceLoader() {
        assertThat(ServiceLoader.load(TextGenerator.class).stream().map(p -> p.get().id()).toList()).contains("textgen-openai");
    }

    @Test
    void asksForDraftsWithTheSummaryTargetsFormatAndSamplesAndReadsThem() {
        model.answer(FakeChatModelServer.content("```json\n{\"drafts\": [\"First draft.\", \"  \", \"Second draft.\"]}\n```"));

        List<String> drafts = generator().generate(request(10));

        assertThat(drafts).containsExactly("First draft.", "Second draft.");
        JsonNode sent = model.requests().getLast();
        assertThat(sent.get("model").asText()).isEqualTo("qwen2.5:7b-instruct");
        String system = sent.get("messages").get(0).get("content").asText();
        assertThat(system).contains("Writes short, direct posts.").contains("words per sentence: mean")
                .contains("LinkedIn post of at most 3,000 characters").contains("exactly 6 different drafts");
        String user = FakeChatModelServer.userMessage(sent);
        assertThat(user).contains("Topic: why small releases win").contains("Stop chasing perfect plans.")
                .contains(SAMPLES.get(0)).contains(SAMPLES.get(2)).doesNotContain(SAMPLES.get(3));
        assertThat(sent.get("temperature").asDouble()).isEqualTo(0.8);
    }

    @Test
    void sendsNoSampleWhenTheOperatorSaysSo() {
        model.answer(FakeChatModelServer.content("{\"drafts\": [\"Only draft.\"]}"));

        assertThat(generator("send-samples", "false").generate(request(2))).containsExactly("Only draft.");

        String prompt = model.requests().getLast().get("messages").toString();
        for (String sample : SAMPLES) {
            assertThat(prompt).doesNotContain(sample);
        }
        assertThat(prompt).contains("exactly 2 different drafts");
    }

    @Test
    void aSlowModelIs502AfterTheTimeout() {
        model.answer(model.slow("{\"drafts\":[\"late\"]}"));
        long started = System.nanoTime();
        assertThatThrownBy(() -> generator("timeout", "500ms").generate(request(3))).isInstanceOfSatisfying(UpstreamUnavailableException.class, u -> {
            AttestException e = AttestException.upstreamUnavailable(u);
            assertThat(e.code()).isEqualTo(ErrorCode.UPSTREAM_UNAVAILABLE);
            assertThat(e.detail()).containsEntry("kind", "text_generator").containsEntry(AttestException.RETRY_AFTER_SECONDS, 9L);
        });
        assertThat((System.nanoTime() - started) / 1_000_000).isLessThan(5_000);
    }

    @Test
    void anErrorStatusIs502WithTheEndpointsRetryAfter() {
        model.answer(FakeChatModelServer.status(503, "{\"error\":{\"message\":\"model is loading\"}}", "Retry-After", "42"));
        assertThatThrownBy(() -> generator().generate(request(3))).isInstanceOfSatisfying(UpstreamUnavailableException.class, u -> {
            AttestException e = AttestException.upstreamUnavailable(u);
            assertThat(e.code()).isEqualTo(ErrorCode.UPSTREAM_UNAVAILABLE);
            assertThat(e.detail()).containsEntry(AttestException.RETRY_AFTER_SECONDS, 42L);
            assertThat(e.getMessage()).doesNotContain("model is loading").doesNotContain("sk-test");
        });
        model.answer(FakeChatModelServer.status(500, "{}"));
        assertThatThrownBy(() -> generator().generate(request(3))).isInstanceOfSatisfying(UpstreamUnavailableException.class,
                u -> { AttestException e = AttestException.upstreamUnavailable(u); assertThat(e.detail()).containsEntry(AttestException.RETRY_AFTER_SECONDS, 9L); });
    }

    @Test
    void aMalformedAnswerIs502() {
        for (String content : List.of("Sure! Here are some drafts: first, second.", "{\"items\": [\"x\"]}", "{\"drafts\": []}",
                "{\"drafts\": [\"cut off")) {
            model.answer(FakeChatModelServer.content(content));
            assertThatThrownBy(() -> generator().generate(request(3))).as(content).isInstanceOfSatisfying(UpstreamUnavailableException.class,
                    u -> { AttestException e = AttestException.upstreamUnavailable(u); assertThat(e.code()).isEqualTo(ErrorCode.UPSTREAM_UNAVAILABLE); });
        }
        model.answer(FakeChatModelServer.status(200, "not a completion"));
        assertThatThrownBy(() -> generator().generate(request(3))).isInstanceOf(UpstreamUnavailableException.class);
    }

    @Test
    void anUnconfiguredGeneratorAndBadSettings() {
        assertThatThrownBy(() -> new OpenAiTextGenerator().generate(request(1))).isInstanceOf(UpstreamUnavailableException.class);
        assertThatThrownBy(() -> new OpenAiTextGenerator().configure(new ProviderSettings(Map.of("model", "m"))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("base-url");
        assertThatThrownBy(() -> generator("send-samples", "maybe")).hasMessageContaining("send-samples");
        assertThatThrownBy(() -> generator("temperature", "3")).hasMessageContaining("temperature");
    }
}
