package io.attest.domain.events;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * One (event, endpoint) delivery with its attempt log, newest attempt last. {@code nextAttemptAt} is
 * set while pending; {@code deliveredAt} once it succeeded.
 */
public record Delivery(
        String id,
        EventId eventId,
        String eventType,
        WebhookEndpointId endpointId,
        DeliveryStatus status,
        int attempts,
        Instant nextAttemptAt,
        Instant deliveredAt,
        Instant createdAt,
        List<DeliveryAttempt> attemptLog) {

    public static final String ID_PREFIX = "dlv_";

    public Delivery {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(eventId, "eventId");
        Objects.requireNonNull(endpointId, "endpointId");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(createdAt, "createdAt");
        attemptLog = List.copyOf(attemptLog);
    }
}
