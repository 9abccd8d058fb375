package io.attest.domain.accounts;

import io.attest.domain.shared.PrefixedIds;
import java.util.Objects;
import java.util.Optional;

public record ApiKeyId(String value) {

    public static final String PREFIX = "key_";

    public ApiKeyId {
        Objects.requireNonNull(value, "value");
        if (!value.startsWith(PREFIX)) {
            throw new IllegalArgumentException("key ids start with " + PREFIX);
        }
    }

    public static ApiKeyId next() {
        return new ApiKeyId(PrefixedIds.next(PREFIX));
    }

    /** The id a caller sent, or empty when it cannot be one of ours (answered like an unknown id). */
    public static Optional<ApiKeyId> parse(String text) {
        return PrefixedIds.looksLike(PREFIX, text) ? Optional.of(new ApiKeyId(text)) : Optional.empty();
    }

    @Override
    public String toString() {
        return value;
    }
}
