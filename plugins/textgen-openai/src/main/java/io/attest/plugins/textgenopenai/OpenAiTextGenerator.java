package io.attest.plugins.textgenopenai;

import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.plugin.PluginApi;
import io.attest.domain.shared.plugin.ProviderSettings;
import io.attest.domain.voice.GenerationRequest;
import io.attest.domain.voice.port.TextGenerator;
import io.attest.plugins.chatcompletions.ChatAnswer;
import io.attest.plugins.chatcompletions.ChatCompletionsClient;
import io.attest.plugins.chatcompletions.ChatCompletionsException;
import io.attest.plugins.chatcompletions.ChatRequest;
import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * Drafts written by the customer's own model behind an OpenAI-compatible chat-completions endpoint (vLLM,
 * Ollama, llama.cpp server), through the shared {@code plugins/chat-completions} client. One call per
 * request asks for {@code min(candidates, drafts-per-call)} drafts as JSON ({@link GenerationPrompt});
 * the server then applies the format limits and the copy, skeleton and inspiration guards and re-ranks by
 * style distance, exactly as for the built-in generator — nothing the model writes reaches a client
 * unchecked.
 *
 * <p>Every failure (unreachable, timeout, HTTP error, an answer that is not the JSON asked for) is 502
 * {@code upstream_unavailable} ({@code detail.kind: "text_generator"}) with a {@code Retry-After}: the
 * endpoint's own, else {@code retry-after}.
 */
public final class OpenAiTextGenerator implements TextGenerator {

    public static final String ID = "textgen-openai";
    public static final String VERSION = "1.0.0";
    static final String FAILURE_KIND = "text_generator";

    private static final System.Logger LOG = System.getLogger(OpenAiTextGenerator.class.getName());

    private final OpenAiGeneratorSettings settings;
    private final ChatCompletionsClient client;

    /** For ServiceLoader: not configured; {@link #configure} returns the working generator. */
    public OpenAiTextGenerator() {
        this.settings = null;
        this.client = null;
    }

    OpenAiTextGenerator(OpenAiGeneratorSettings settings) {
        this.settings = Objects.requireNonNull(settings, "settings");
        this.client = new ChatCompletionsClient(settings.chat());
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String version() {
        return VERSION;
    }

    @Override
    public int spiVersion() {
        return PluginApi.SPI_VERSION;
    }

    @Override
    public TextGenerator configure(ProviderSettings providerSettings) {
        return new OpenAiTextGenerator(OpenAiGeneratorSettings.from(providerSettings));
    }

    @Override
    public List<String> generate(GenerationRequest request) {
        if (settings == null) {
            throw AttestException.upstreamUnavailable(FAILURE_KIND,
                    "text generation is unavailable: the generation model is not configured", Duration.ofSeconds(60));
        }
        int drafts = Math.min(request.candidates(), settings.draftsPerCall());
        ChatRequest chat = new ChatRequest(GenerationPrompt.messages(request, drafts, settings), settings.temperature(),
                settings.maxTokens(), true);
        ChatAnswer answer;
        try {
            answer = client.complete(chat);
        } catch (ChatCompletionsException failure) {
            throw unavailable(failure);
        }
        try {
            return DraftsAnswer.drafts(answer.content());
        } catch (DraftsAnswer.Malformed malformed) {
            LOG.log(System.Logger.Level.WARNING, "generation model " + settings.chat().model() + ": " + malformed.getMessage()
                    + (answer.truncated() ? " (finish_reason length: raise max-tokens or lower drafts-per-call)" : ""));
            String reason = answer.truncated() ? "the model's answer was cut off at max-tokens (" + settings.maxTokens() + ")"
                    : "the model's answer is not the JSON asked for";
            throw AttestException.upstreamUnavailable(FAILURE_KIND, "text generation is unavailable: " + reason + "; retry later",
                    settings.retryAfter());
        }
    }

    private AttestException unavailable(ChatCompletionsException failure) {
        String log = "generation model endpoint " + settings.chat().baseUrl() + ": " + failure.getMessage();
        if (failure instanceof ChatCompletionsException.HttpError http && http.upstreamMessage() != null) {
            log += " (" + http.upstreamMessage() + ")";
        }
        LOG.log(System.Logger.Level.WARNING, log);
        Duration retryAfter = failure.retryAfter() != null && !failure.retryAfter().isZero() ? failure.retryAfter()
                : settings.retryAfter();
        return AttestException.upstreamUnavailable(FAILURE_KIND,
                "text generation is unavailable: " + failure.getMessage() + "; retry later", retryAfter);
    }

    @Override
    public String toString() {
        return ID + " " + VERSION + (settings == null ? " (not configured)" : " " + settings);
    }
}
