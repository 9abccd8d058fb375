package io.attest.plugin.api.deal;

import java.time.Duration;
import java.util.Objects;

/**
 * The answer of a {@link io.attest.plugin.api.deal.MarketDataProvider}: figures, no data for this
 * address (404 {@code market}), or the provider cannot answer now (502 {@code upstream_unavailable}).
 */
public sealed interface MarketLookup {

    record Found(MarketSnapshot snapshot) implements MarketLookup {
        public Found {
            Objects.requireNonNull(snapshot, "snapshot");
        }
    }

    record NoData() implements MarketLookup {
    }

    /**
     * @param reason     short, safe to show a client (no host names or keys)
     * @param retryAfter when a retry may succeed, or null when unknown
     */
    record Unavailable(String reason, Duration retryAfter) implements MarketLookup {
        public Unavailable {
            Objects.requireNonNull(reason, "reason");
        }
    }
}
