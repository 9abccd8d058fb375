package io.attest.domain.events;

import io.attest.domain.shared.Base62;
import java.util.Objects;

/**
 * An endpoint's signing secret: {@code whsec_} + 32 base62 characters (~190 bits). The whole string,
 * prefix included, is the HMAC key (its UTF-8 bytes). Shown to the caller once, when issued.
 */
public record WebhookSecret(String value) {

    public static final String PREFIX = "whsec_";
    private static final int RANDOM_LENGTH = 32;

    public WebhookSecret {
        Objects.requireNonNull(value, "value");
        if (!value.startsWith(PREFIX)) {
            throw new IllegalArgumentException("webhook secrets start with " + PREFIX);
        }
    }

    public static WebhookSecret generate() {
        return new WebhookSecret(PREFIX + Base62.random(RANDOM_LENGTH));
    }

    @Override
    public String toString() {
        return PREFIX + "…"; // never in a log line
    }
}
