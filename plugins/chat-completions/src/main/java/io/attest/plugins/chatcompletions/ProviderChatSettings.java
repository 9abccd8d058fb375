package io.attest.plugins.chatcompletions;

import io.attest.plugin.api.ProviderSettings;
import java.net.URI;
import java.time.Duration;
import java.util.Locale;

/**
 * The settings every provider on a chat-completions endpoint reads the same way, from its
 * {@link ProviderSettings} (each provider documents its prefix and its own further keys):
 *
 * <table>
 *   <tr><th>key</th><th>default</th><th>meaning</th></tr>
 *   <tr><td>base-url</td><td>(required)</td><td>API root before {@code /chat/completions}: {@code http://127.0.0.1:11434/v1}</td></tr>
 *   <tr><td>model</td><td>(required)</td><td>model name the server knows</td></tr>
 *   <tr><td>api-key</td><td>none</td><td>sent as {@code Authorization: Bearer <key>}</td></tr>
 *   <tr><td>connect-timeout</td><td>2s</td><td>to open the connection</td></tr>
 *   <tr><td>timeout</td><td>the provider's</td><td>one model call, request to last byte</td></tr>
 *   <tr><td>max-attempts</td><td>2</td><td>attempts when retrying is safe (refused connection, 429, 503)</td></tr>
 *   <tr><td>max-response-bytes</td><td>1048576</td><td>a longer answer counts as malformed</td></tr>
 *   <tr><td>json-mode</td><td>auto</td><td>{@code auto}, {@code on} or {@code off}: send {@code response_format: json_object}</td></tr>
 *   <tr><td>temperature</td><td>the provider's</td><td>sampling temperature, 0 to 2</td></tr>
 *   <tr><td>max-tokens</td><td>4096</td><td>tokens the model may write per call</td></tr>
 *   <tr><td>retry-after</td><td>30s</td><td>Retry-After of the 502 when the endpoint named none</td></tr>
 * </table>
 *
 * Every error is an {@link IllegalArgumentException} whose message starts with {@code setting <key>}.
 */
public final class ProviderChatSettings {

    private ProviderChatSettings() {
    }

    /** The endpoint, model, key, timeouts, answer cap, retries and JSON mode. */
    public static ChatCompletionsSettings endpoint(ProviderSettings settings, Duration defaultTimeout) {
        String base = settings.required("base-url");
        URI uri;
        try {
            uri = URI.create(base);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("setting base-url is not a URL: " + base, e);
        }
        try {
            return ChatCompletionsSettings.of(uri, settings.required("model"))
                    .withApiKey(settings.string("api-key").orElse(null))
                    .withTimeouts(settings.duration("connect-timeout", Duration.ofSeconds(2)),
                            settings.duration("timeout", defaultTimeout))
                    .withMaxResponseBytes(settings.integer("max-response-bytes", 1024 * 1024, 1024, 64 * 1024 * 1024))
                    .withRetries(settings.integer("max-attempts", 2, 1, 10), Duration.ofMillis(500), Duration.ofSeconds(5))
                    .withJsonMode(jsonMode(settings.string("json-mode").orElse("auto")));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(e.getMessage().startsWith("setting ") ? e.getMessage() : "setting " + e.getMessage(), e);
        }
    }

    /** {@code temperature}, within 0 and 2. */
    public static double temperature(ProviderSettings settings, double fallback) {
        String value = settings.string("temperature").orElse(Double.toString(fallback));
        double parsed;
        try {
            parsed = Double.parseDouble(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("setting temperature is not a number: " + value, e);
        }
        if (!(parsed >= 0 && parsed <= 2)) {
            throw new IllegalArgumentException("setting temperature must be within 0 and 2: " + value);
        }
        return parsed;
    }

    /** {@code max-tokens}, 64 to 1,000,000 (default 4096). */
    public static int maxTokens(ProviderSettings settings) {
        return settings.integer("max-tokens", 4096, 64, 1_000_000);
    }

    /** {@code retry-after}, positive (default 30 s). */
    public static Duration retryAfter(ProviderSettings settings) {
        Duration retryAfter = settings.duration("retry-after", Duration.ofSeconds(30));
        if (retryAfter.isZero()) {
            throw new IllegalArgumentException("setting retry-after must be positive");
        }
        return retryAfter;
    }

    /** A yes/no setting: {@code true}/{@code yes}/{@code on} or {@code false}/{@code no}/{@code off}. */
    public static boolean flag(ProviderSettings settings, String key, boolean fallback) {
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
}
