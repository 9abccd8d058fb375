package io.attest.plugins.extractionopenai;

import io.attest.plugin.api.ProviderSettings;
import io.attest.plugins.chatcompletions.ChatCompletionsSettings;
import io.attest.plugins.chatcompletions.ProviderChatSettings;
import java.time.Duration;

/**
 * The settings of the model-backed extractor ({@code attest.meetings.extraction.*}, environment
 * {@code ATTEST_MEETINGS_EXTRACTION_*}); the endpoint's keys are read by {@link ProviderChatSettings}:
 *
 * <table>
 *   <tr><th>key</th><th>default</th><th>meaning</th></tr>
 *   <tr><td>base-url</td><td>(required)</td><td>API root before {@code /chat/completions}: {@code http://127.0.0.1:11434/v1}</td></tr>
 *   <tr><td>model</td><td>(required)</td><td>model name the server knows</td></tr>
 *   <tr><td>api-key</td><td>none</td><td>sent as {@code Authorization: Bearer <key>}</td></tr>
 *   <tr><td>connect-timeout</td><td>2s</td><td>to open the connection</td></tr>
 *   <tr><td>timeout</td><td>120s</td><td>one model call, request to last byte (a transcript makes one call per chunk)</td></tr>
 *   <tr><td>max-attempts</td><td>2</td><td>attempts when retrying is safe (refused connection, 429, 503)</td></tr>
 *   <tr><td>max-response-bytes</td><td>1048576</td><td>a longer answer counts as malformed</td></tr>
 *   <tr><td>json-mode</td><td>auto</td><td>{@code auto}, {@code on} or {@code off}: send {@code response_format: json_object}</td></tr>
 *   <tr><td>temperature</td><td>0</td><td>sampling temperature (0 = most repeatable)</td></tr>
 *   <tr><td>max-tokens</td><td>4096</td><td>tokens the model may write per chunk</td></tr>
 *   <tr><td>chunk-chars</td><td>12000</td><td>transcript characters sent per call (keep prompt + chunk + answer inside the model's context)</td></tr>
 *   <tr><td>chunk-overlap</td><td>1000</td><td>characters a chunk repeats from the end of the previous one (a request and its acceptance may straddle the cut)</td></tr>
 *   <tr><td>retry-after</td><td>30s</td><td>Retry-After of the 502 when the endpoint named none</td></tr>
 * </table>
 */
record OpenAiExtractorSettings(ChatCompletionsSettings chat, double temperature, int maxTokens, int chunkChars,
                               int chunkOverlap, Duration retryAfter) {

    static OpenAiExtractorSettings from(ProviderSettings settings) {
        ChatCompletionsSettings chat = ProviderChatSettings.endpoint(settings, Duration.ofSeconds(120));
        int chunkChars = settings.integer("chunk-chars", 12_000, 2_000, 1_000_000);
        int overlap = settings.integer("chunk-overlap", Math.min(1_000, chunkChars / 4), 0, chunkChars / 4);
        return new OpenAiExtractorSettings(chat, ProviderChatSettings.temperature(settings, 0), ProviderChatSettings.maxTokens(settings),
                chunkChars, overlap, ProviderChatSettings.retryAfter(settings));
    }

    @Override
    public String toString() {
        return "OpenAiExtractorSettings[" + chat + ", chunk " + chunkChars + "]";
    }
}
