package io.attest.domain.operations;

import io.attest.domain.shared.PrefixedIds;
import java.util.Objects;
import java.util.Optional;

/** The id of an asynchronous operation: {@code op_…}. */
public record OperationId(String value) {

    public static final String PREFIX = "op_";

    public OperationId {
        Objects.requireNonNull(value, "value");
        if (!value.startsWith(PREFIX)) {
            throw new IllegalArgumentException("operation ids start with " + PREFIX);
        }
    }

    public static OperationId next() {
        return new OperationId(PrefixedIds.next(PREFIX));
    }

    /** The id a caller sent, or empty when it cannot be one of ours (answered like an unknown id). */
    public static Optional<OperationId> parse(String text) {
        return PrefixedIds.looksLike(PREFIX, text) ? Optional.of(new OperationId(text)) : Optional.empty();
    }

    @Override
    public String toString() {
        return value;
    }
}
