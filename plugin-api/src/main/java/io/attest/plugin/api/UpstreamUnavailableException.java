package io.attest.plugin.api;

import java.time.Duration;
import java.util.Objects;

/**
 * Thrown by a provider whose outside engine (a model endpoint) cannot answer now. The server answers
 * the caller 502 {@code upstream_unavailable} with {@code detail.kind} = {@link #kind()}, the message,
 * and {@code Retry-After} from {@link #retryAfter()} (rounded up to whole seconds, at least 1).
 */
public final class UpstreamUnavailableException extends RuntimeException {

    private final String kind;
    private final Duration retryAfter;

    /**
     * @param kind       what is unavailable ({@code meeting_extractor}, {@code text_generator})
     * @param message    for the caller: names the capability, never the endpoint or a secret
     * @param retryAfter when to retry, or null
     */
    public UpstreamUnavailableException(String kind, String message, Duration retryAfter) {
        super(message);
        this.kind = Objects.requireNonNull(kind, "kind");
        this.retryAfter = retryAfter;
    }

    public String kind() {
        return kind;
    }

    public Duration retryAfter() {
        return retryAfter;
    }
}
