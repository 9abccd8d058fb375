package io.attest.plugins.textgenopenai;

import io.attest.plugin.api.voice.TextGenerator;
import io.attest.plugin.api.ProviderSettings;
import io.attest.plugin.api.voice.GenerationRequest;
import io.attest.plugin.api.voice.TextGenerator;
import io.attest.plugins.chatcompletions.ChatAnswer;
import io.attest.plugins.chatcompletions.ChatCompletionsClient;
import io.attest.plugins.chatcompletions.ChatCompletionsException;
import io.attest.plugins.chatcompletions.ChatCompletionsSettings;
import io.attest.plugins.chatcompletions.ChatRequest;
import io.attest.plugins.chatcompletions.ModelUnavailable;
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
        return TextGenerator.SPI_VERSION;
    }

    @Override
    public TextGenerator configure(ProviderSettings providerSettings) {
        return new OpenAiTextGenerator(OpenAiGeneratorSettings.from(providerSettings));
    }

    @Override
    public List<String> generate(GenerationRequest request) {
        if (settings == null) {
            throw unavailable(null, Duration.ZERO).notConfigured();
        }
        ModelUnavailable unavailable = unavailable(settings.chat(), settings.retryAfter());
        int drafts = Math.min(request.candidates(), settings.draftsPerCall());
        ChatRequest chat = new ChatRequest(GenerationPrompt.messages(request, drafts, settings), settings.temperature(),
                settings.maxTokens(), true);
        ChatAnswer answer;
        try {
            answer = client.complete(chat);
        } catch (ChatCompletionsException failure) {
            throw unavailable.of(failure);
        }
        try {
            return DraftsAnswer.drafts(answer.content());
        } catch (DraftsAnswer.Malformed malformed) {
            throw unavailable.malformed(answer, settings.maxTokens(), malformed.getMessage(), "raise max-tokens or lower drafts-per-call");
        }
    }

    private static ModelUnavailable unavailable(ChatCompletionsSettings chat, Duration retryAfter) {
        return new ModelUnavailable(FAILURE_KIND, "text generation", "generation model", chat, retryAfter);
    }

    @Override
    public String toString() {
        return ID + " " + VERSION + (settings == null ? " (not configured)" : " " + settings);
    }
}
