package io.attest.domain.events;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * The state of one (event, endpoint) delivery: {@code pending} until an attempt succeeds
 * ({@code succeeded}) or the retry schedule is exhausted ({@code parked}, replayable);
 * {@code cancelled} when its endpoint was deleted.
 */
public enum DeliveryStatus {
    PENDING,
    SUCCEEDED,
    PARKED,
    CANCELLED;

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<DeliveryStatus> fromWireName(String name) {
        return Arrays.stream(values()).filter(s -> s.wireName().equals(name)).findFirst();
    }
}
