package io.attest.plugins.textgenopenai;

import io.attest.plugin.api.ProviderSettings;
import io.attest.plugins.chatcompletions.ChatCompletionsSettings;
import io.attest.plugins.chatcompletions.ProviderChatSettings;
import java.time.Duration;

/**
 * The settings of the model-backed generator ({@code attest.voice.generation.*}, environment
 * {@code ATTEST_VOICE_GENERATION_*}); the endpoint's keys are read by {@link ProviderChatSettings}:
 *
 * <table>
 *   <tr><th>key</th><th>default</th><th>meaning</th></tr>
 *   <tr><td>base-url</td><td>(required)</td><td>API root before {@code /chat/completions}: {@code http://127.0.0.1:11434/v1}</td></tr>
 *   <tr><td>model</td><td>(required)</td><td>model name the server knows</td></tr>
 *   <tr><td>api-key</td><td>none</td><td>sent as {@code Authorization: Bearer <key>}</td></tr>
 *   <tr><td>connect-timeout</td><td>2s</td><td>to open the connection</td></tr>
 *   <tr><td>timeout</td><td>60s</td><td>one model call, request to last byte</td></tr>
 *   <tr><td>max-attempts</td><td>2</td><td>attempts when retrying is safe (refused connection, 429, 503)</td></tr>
 *   <tr><td>max-response-bytes</td><td>1048576</td><td>a longer answer counts as malformed</td></tr>
 *   <tr><td>json-mode</td><td>auto</td><td>{@code auto}, {@code on} or {@code off}: send {@code response_format: json_object}</td></tr>
 *   <tr><td>temperature</td><td>0.8</td><td>sampling temperature (drafts should differ)</td></tr>
 *   <tr><td>max-tokens</td><td>4096</td><td>tokens the model may write per call</td></tr>
 *   <tr><td>drafts-per-call</td><td>6</td><td>drafts asked for in one call (the server asks for more than it keeps)</td></tr>
 *   <tr><td>send-samples</td><td>true</td><td>{@code false}: the prompt carries the summary and the measured targets only, never a sample</td></tr>
 *   <tr><td>prompt-samples</td><td>3</td><td>samples quoted in the prompt (each cut at 1,500 characters)</td></tr>
 *   <tr><td>retry-after</td><td>30s</td><td>Retry-After of the 502 when the endpoint named none</td></tr>
 * </table>
 */
record OpenAiGeneratorSettings(ChatCompletionsSettings chat, double temperature, int maxTokens, int draftsPerCall,
                               boolean sendSamples, int promptSamples, Duration retryAfter) {

    static OpenAiGeneratorSettings from(ProviderSettings settings) {
        return new OpenAiGeneratorSettings(ProviderChatSettings.endpoint(settings, Duration.ofSeconds(60)),
                ProviderChatSettings.temperature(settings, 0.8), ProviderChatSettings.maxTokens(settings),
                settings.integer("drafts-per-call", 6, 1, 20), ProviderChatSettings.flag(settings, "send-samples", true),
                settings.integer("prompt-samples", 3, 0, 20), ProviderChatSettings.retryAfter(settings));
    }

    @Override
    public String toString() {
        return "OpenAiGeneratorSettings[" + chat + ", samples " + (sendSamples ? promptSamples : 0) + "]";
    }
}
