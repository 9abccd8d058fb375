package io.attest.domain.events;

import io.attest.domain.shared.PrefixedIds;
import java.util.Objects;
import java.util.Optional;

/** The id of a webhook endpoint: {@code we_…}. */
public record WebhookEndpointId(String value) {

    public static final String PREFIX = "we_";

    public WebhookEndpointId {
        Objects.requireNonNull(value, "value");
        if (!value.startsWith(PREFIX)) {
            throw new IllegalArgumentException("webhook endpoint ids start with " + PREFIX);
        }
    }

    public static WebhookEndpointId next() {
        return new WebhookEndpointId(PrefixedIds.next(PREFIX));
    }

    public static Optional<WebhookEndpointId> parse(String text) {
        return PrefixedIds.looksLike(PREFIX, text) ? Optional.of(new WebhookEndpointId(text)) : Optional.empty();
    }

    @Override
    public String toString() {
        return value;
    }
}
