package io.attest.plugins.chatcompletions;

import java.net.URI;
import java.time.Duration;
import java.util.Locale;
import java.util.Objects;

/**
 * Where and how to call a chat-completions endpoint. Start from {@link #of} (defaults below) and
 * change what you need with the {@code with…} methods.
 *
 * @param baseUrl          the API root that ends before {@code /chat/completions}, as OpenAI clients
 *                         take it: {@code http://127.0.0.1:11434/v1} (Ollama), {@code http://host:8000/v1}
 *                         (vLLM), {@code http://host:8080/v1} (llama.cpp server)
 * @param model            the model name the server knows ({@code llama3.1:8b}, {@code Qwen/Qwen2.5-7B-Instruct})
 * @param apiKey           sent as {@code Authorization: Bearer …}, or {@code null} for none (local servers)
 * @param connectTimeout   to open the connection (default 2 s)
 * @param requestTimeout   one attempt, from sending the request to the last byte of the answer (default 120 s:
 *                         a local model writing a long answer is slow)
 * @param maxResponseBytes a longer answer fails as malformed instead of filling the heap (default 1 MiB)
 * @param maxAttempts      attempts when a failure is safe to retry (default 2; 1 = never retry)
 * @param retryWait        wait before another attempt when the server named none (default 500 ms)
 * @param maxRetryWait     a {@code Retry-After} longer than this is not waited for: the failure is
 *                         reported with it instead (default 5 s)
 * @param jsonMode         whether to send {@code response_format: json_object} for JSON requests
 */
public record ChatCompletionsSettings(URI baseUrl, String model, String apiKey, Duration connectTimeout,
                                      Duration requestTimeout, int maxResponseBytes, int maxAttempts,
                                      Duration retryWait, Duration maxRetryWait, JsonMode jsonMode) {

    /** How JSON answers are asked for. */
    public enum JsonMode {
        /** Send {@code response_format}; when the server refuses it (400/422 naming it), ask again without it and stop sending it. */
        AUTO,
        /** Always send it; a server that refuses it fails the request. */
        ON,
        /** Never send it; the prompt alone asks for JSON. */
        OFF
    }

    public ChatCompletionsSettings {
        Objects.requireNonNull(baseUrl, "baseUrl");
        String scheme = baseUrl.getScheme() == null ? "" : baseUrl.getScheme().toLowerCase(Locale.ROOT);
        if (!(scheme.equals("http") || scheme.equals("https")) || baseUrl.getHost() == null) {
            throw new IllegalArgumentException("base-url must be an http(s) URL with a host: " + baseUrl);
        }
        if (baseUrl.getRawQuery() != null || baseUrl.getRawFragment() != null) {
            throw new IllegalArgumentException("base-url must not have a query or fragment: " + baseUrl);
        }
        String text = baseUrl.toString();
        if (text.endsWith("/")) {
            baseUrl = URI.create(text.substring(0, text.length() - 1));
        }
        if (model == null || model.isBlank()) {
            throw new IllegalArgumentException("model is required");
        }
        model = model.strip();
        apiKey = apiKey == null || apiKey.isBlank() ? null : apiKey.strip();
        positive("connect-timeout", connectTimeout);
        positive("timeout", requestTimeout);
        Objects.requireNonNull(retryWait, "retryWait");
        Objects.requireNonNull(maxRetryWait, "maxRetryWait");
        if (retryWait.isNegative() || maxRetryWait.isNegative()) {
            throw new IllegalArgumentException("retry waits must not be negative");
        }
        if (maxResponseBytes < 1024) {
            throw new IllegalArgumentException("max-response-bytes must be at least 1024: " + maxResponseBytes);
        }
        if (maxAttempts < 1 || maxAttempts > 10) {
            throw new IllegalArgumentException("max-attempts must be within 1 and 10: " + maxAttempts);
        }
        Objects.requireNonNull(jsonMode, "jsonMode");
    }

    private static void positive(String name, Duration value) {
        if (value == null || value.isNegative() || value.isZero()) {
            throw new IllegalArgumentException(name + " must be positive: " + value);
        }
    }

    /** The defaults for an endpoint and a model. */
    public static ChatCompletionsSettings of(URI baseUrl, String model) {
        return new ChatCompletionsSettings(baseUrl, model, null, Duration.ofSeconds(2), Duration.ofSeconds(120),
                1024 * 1024, 2, Duration.ofMillis(500), Duration.ofSeconds(5), JsonMode.AUTO);
    }

    /** {@code {baseUrl}/chat/completions}. */
    public URI endpoint() {
        return URI.create(baseUrl + "/chat/completions");
    }

    public ChatCompletionsSettings withApiKey(String key) {
        return new ChatCompletionsSettings(baseUrl, model, key, connectTimeout, requestTimeout, maxResponseBytes,
                maxAttempts, retryWait, maxRetryWait, jsonMode);
    }

    public ChatCompletionsSettings withTimeouts(Duration connect, Duration request) {
        return new ChatCompletionsSettings(baseUrl, model, apiKey, connect, request, maxResponseBytes, maxAttempts,
                retryWait, maxRetryWait, jsonMode);
    }

    public ChatCompletionsSettings withMaxResponseBytes(int bytes) {
        return new ChatCompletionsSettings(baseUrl, model, apiKey, connectTimeout, requestTimeout, bytes, maxAttempts,
                retryWait, maxRetryWait, jsonMode);
    }

    public ChatCompletionsSettings withRetries(int attempts, Duration wait, Duration maxWait) {
        return new ChatCompletionsSettings(baseUrl, model, apiKey, connectTimeout, requestTimeout, maxResponseBytes,
                attempts, wait, maxWait, jsonMode);
    }

    public ChatCompletionsSettings withJsonMode(JsonMode mode) {
        return new ChatCompletionsSettings(baseUrl, model, apiKey, connectTimeout, requestTimeout, maxResponseBytes,
                maxAttempts, retryWait, maxRetryWait, mode);
    }

    @Override
    public String toString() {
        // never print the key
        return "ChatCompletionsSettings[" + baseUrl + ", model " + model + ", key " + (apiKey == null ? "none" : "set")
                + ", timeout " + requestTimeout + "]";
    }
}
