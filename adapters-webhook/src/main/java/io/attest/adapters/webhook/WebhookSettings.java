package io.attest.adapters.webhook;

import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * Delivery configuration (docs/operations.md): the operator's allowed ranges (with their ports) and plain-http switch,
 * the worker's concurrency (in flight per instance, per endpoint and per account across instances), its poll
 * interval and lease, and the HTTP timeouts (5 s connect, 15 s for the whole attempt).
 */
public record WebhookSettings(
        List<AllowedRange> allowedRanges,
        boolean allowHttp,
        String workerId,
        int concurrency,
        int perEndpointConcurrency,
        int perAccountConcurrency,
        Duration pollInterval,
        Duration lease,
        Duration connectTimeout,
        Duration totalTimeout) {

    public static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(5);
    public static final Duration TOTAL_TIMEOUT = Duration.ofSeconds(15);

    public WebhookSettings {
        allowedRanges = List.copyOf(allowedRanges);
        Objects.requireNonNull(workerId, "workerId");
        if (concurrency < 1 || perEndpointConcurrency < 1 || perAccountConcurrency < 1) {
            throw new IllegalArgumentException("concurrency settings must be at least 1");
        }
        if (lease.compareTo(totalTimeout.plusSeconds(5)) < 0) {
            throw new IllegalArgumentException("the delivery lease must outlast an attempt (" + totalTimeout
                    + ") by at least 5 s, or an attempt could be made twice at once");
        }
    }

    /** Parses the comma-separated {@code attest.webhooks.allowed-cidrs} value (blank: none); see {@link AllowedRange}. */
    public static List<AllowedRange> parseAllowList(String list) {
        if (list == null || list.isBlank()) {
            return List.of();
        }
        return java.util.Arrays.stream(list.split(",")).map(String::strip).filter(s -> !s.isEmpty())
                .map(AllowedRange::parse).toList();
    }
}
