package io.attest.plugins.textgenopenai;

import io.attest.domain.shared.plugin.ProviderSettings;
import io.attest.plugins.chatcompletions.ChatCompletionsSettings;
import java.net.URI;
import java.time.Duration;
import java.util.Locale;

/**
 * The settings of the model-backed generator ({@code attest.voice.generation.*}, environment
 * {@code ATTEST_VOICE_GENERATION_*}):
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
        String base = settings.required("base-url");
        URI uri;
        try {
            uri = URI.create(base);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("setting base-url is not a URL: " + base, e);
        }
        ChatCompletionsSettings chat;
        try {
            chat = ChatCompletionsSettings.of(uri, settings.required("model"))
                    .withApiKey(settings.string("api-key").orElse(null))
                    .withTimeouts(settings.duration("connect-timeout", Duration.ofSeconds(2)),
                            settings.duration("timeout", Duration.ofSeconds(60)))
                    .withMaxResponseBytes(settings.integer("max-response-bytes", 1024 * 1024, 1024, 64 * 1024 * 1024))
                    .withRetries(settings.integer("max-attempts", 2, 1, 10), Duration.ofMillis(500), Duration.ofSeconds(5))
                    .withJsonMode(jsonMode(settings.string("json-mode").orElse("auto")));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(e.getMessage().startsWith("setting ") ? e.getMessage() : "setting " + e.getMessage(), e);
        }
        Duration retryAfter = settings.duration("retry-after", Duration.ofSeconds(30));
        if (retryAfter.isZero()) {
            throw new IllegalArgumentException("setting retry-after must be positive");
        }
        return new OpenAiGeneratorSettings(chat, temperature(settings), settings.integer("max-tokens", 4096, 64, 1_000_000),
                settings.integer("drafts-per-call", 6, 1, 20), bool(settings, "send-samples", true),
                settings.integer("prompt-samples", 3, 0, 20), retryAfter);
    }

    private static boolean bool(ProviderSettings settings, String key, boolean fallback) {
        String value = settings.string(key).orElse(Boolean.toString(fallback)).toLowerCase(Locale.ROOT);
        return switch (value) {
            case "true", "yes", "on" -> true;
            case "false", "no", "off" -> false;
            default -> throw new IllegalArgumentException("setting " + key + " must be true or false: " + value);
        };
    }

    private static ChatCompletionsSettings.JsonMode jsonMode(String value) {
        return switch (value.toLowerCase(Locale.ROOT)) {
            case "auto" -> ChatCompletionsSettings.JsonMode.AUTO;
            case "on", "true" -> ChatCompletionsSettings.JsonMode.ON;
            case "off", "false" -> ChatCompletionsSettings.JsonMode.OFF;
            default -> throw new IllegalArgumentException("setting json-mode must be auto, on or off: " + value);
        };
    }

    private static double temperature(ProviderSettings settings) {
        String value = settings.string("temperature").orElse("0.8");
        try {
            double parsed = Double.parseDouble(value);
            if (!(parsed >= 0 && parsed <= 2)) {
                throw new IllegalArgumentException("setting temperature must be within 0 and 2: " + value);
            }
            return parsed;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("setting temperature is not a number: " + value, e);
        }
    }

    @Override
    public String toString() {
        return "OpenAiGeneratorSettings[" + chat + ", samples " + (sendSamples ? promptSamples : 0) + "]";
    }
}
