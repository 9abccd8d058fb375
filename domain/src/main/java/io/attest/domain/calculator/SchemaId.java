package io.attest.domain.calculator;

import io.attest.domain.shared.PrefixedIds;
import java.util.Objects;
import java.util.Optional;

/** A calculator schema's id: {@code calc_} followed by 22 random base62 characters. */
public record SchemaId(String value) {

    public static final String PREFIX = "calc_";

    public SchemaId {
        Objects.requireNonNull(value, "value");
        if (!PrefixedIds.looksLike(PREFIX, value)) {
            throw new IllegalArgumentException("schema ids look like calc_ followed by base62 characters");
        }
    }

    public static SchemaId next() {
        return new SchemaId(PrefixedIds.next(PREFIX));
    }

    /** The id when {@code text} could be one; empty for junk (which then cannot name any schema). */
    public static Optional<SchemaId> parse(String text) {
        return PrefixedIds.looksLike(PREFIX, text) ? Optional.of(new SchemaId(text)) : Optional.empty();
    }

    @Override
    public String toString() {
        return value;
    }
}
