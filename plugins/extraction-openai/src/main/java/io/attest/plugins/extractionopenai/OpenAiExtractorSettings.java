package io.attest.plugins.extractionopenai;

import io.attest.domain.shared.plugin.ProviderSettings;
import io.attest.plugins.chatcompletions.ChatCompletionsSettings;
import java.net.URI;
import java.time.Duration;
import java.util.Locale;

/**
 * The settings of the model-backed extractor ({@code attest.meetings.extraction.*}, environment
 * {@code ATTEST_MEETINGS_EXTRACTION_*}):
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
                            settings.duration("timeout", Duration.ofSeconds(120)))
                    .withMaxResponseBytes(settings.integer("max-response-bytes", 1024 * 1024, 1024, 64 * 1024 * 1024))
                    .withRetries(settings.integer("max-attempts", 2, 1, 10), Duration.ofMillis(500), Duration.ofSeconds(5))
                    .withJsonMode(jsonMode(settings.string("json-mode").orElse("auto")));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(e.getMessage().startsWith("setting ") ? e.getMessage() : "setting " + e.getMessage(), e);
        }
        int chunkChars = settings.integer("chunk-chars", 12_000, 2_000, 1_000_000);
        int overlap = settings.integer("chunk-overlap", Math.min(1_000, chunkChars / 4), 0, chunkChars / 4);
        Duration retryAfter = settings.duration("retry-after", Duration.ofSeconds(30));
        if (retryAfter.isZero()) {
            throw new IllegalArgumentException("setting retry-after must be positive");
        }
        return new OpenAiExtractorSettings(chat, temperature(settings), settings.integer("max-tokens", 4096, 64, 1_000_000),
                chunkChars, overlap, retryAfter);
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
        String value = settings.string("temperature").orElse("0");
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
        return "OpenAiExtractorSettings[" + chat + ", chunk " + chunkChars + "]";
    }
}
