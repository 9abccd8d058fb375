package io.attest.domain.events;

import io.attest.domain.shared.PrefixedIds;
import java.util.Objects;

public record EventId(String value) {

    public static final String PREFIX = "evt_";

    public EventId {
        Objects.requireNonNull(value, "value");
        if (!value.startsWith(PREFIX)) {
            throw new IllegalArgumentException("event ids start with " + PREFIX);
        }
    }

    public static EventId next() {
        return new EventId(PrefixedIds.next(PREFIX));
    }

    @Override
    public String toString() {
        return value;
    }
}
