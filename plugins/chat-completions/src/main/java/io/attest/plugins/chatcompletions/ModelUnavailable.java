package io.attest.plugins.chatcompletions;

import io.attest.plugin.api.UpstreamUnavailableException;
import java.time.Duration;

/**
 * How a provider that calls a model says the model cannot serve a request: 502
 * {@code upstream_unavailable} with the provider's {@code detail.kind}, a message for the caller that
 * names the capability ("meeting extraction is unavailable: …; retry later") and a
 * {@code Retry-After} — the endpoint's own when it sent one, else the provider's setting. What only
 * the operator should see (the endpoint, the model, the upstream's own message) goes to the log.
 *
 * @param kind       {@code detail.kind} ({@code meeting_extractor}, {@code text_generator})
 * @param capability what the caller asked for ({@code meeting extraction})
 * @param role       the model's role in log lines ({@code extraction model})
 * @param chat       the endpoint, or null when the provider is not configured
 * @param retryAfter the provider's {@code retry-after} setting
 */
public record ModelUnavailable(String kind, String capability, String role, ChatCompletionsSettings chat, Duration retryAfter) {

    private static final System.Logger LOG = System.getLogger(ModelUnavailable.class.getName());
    private static final Duration NOT_CONFIGURED_RETRY = Duration.ofSeconds(60);

    /** The provider was loaded but has no endpoint: an operator must configure it. */
    public UpstreamUnavailableException notConfigured() {
        return new UpstreamUnavailableException(kind, capability + " is unavailable: the " + role + " is not configured",
                NOT_CONFIGURED_RETRY);
    }

    /** The endpoint failed (unreachable, timed out, an error status, not a completion). */
    public UpstreamUnavailableException of(ChatCompletionsException failure) {
        String log = role + " endpoint " + chat.baseUrl() + ": " + failure.getMessage();
        if (failure instanceof ChatCompletionsException.HttpError http && http.upstreamMessage() != null) {
            log += " (" + http.upstreamMessage() + ")";
        }
        LOG.log(System.Logger.Level.WARNING, log);
        Duration wait = failure.retryAfter() != null && !failure.retryAfter().isZero() ? failure.retryAfter() : retryAfter;
        return new UpstreamUnavailableException(kind, capability + " is unavailable: " + failure.getMessage() + "; retry later", wait);
    }

    /**
     * The model answered, but not with the JSON the prompt asked for: {@code problem} is the parser's
     * message (logged), {@code whenCutOff} the setting to change when the answer was cut at
     * {@code maxTokens} (logged).
     */
    public UpstreamUnavailableException malformed(ChatAnswer answer, int maxTokens, String problem, String whenCutOff) {
        LOG.log(System.Logger.Level.WARNING, role + " " + chat.model() + ": " + problem
                + (answer.truncated() ? " (finish_reason length: " + whenCutOff + ")" : ""));
        String reason = answer.truncated() ? "the model's answer was cut off at max-tokens (" + maxTokens + ")"
                : "the model's answer is not the JSON asked for";
        return new UpstreamUnavailableException(kind, capability + " is unavailable: " + reason + "; retry later", retryAfter);
    }
}
