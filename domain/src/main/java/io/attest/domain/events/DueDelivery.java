package io.attest.domain.events;

import java.net.URI;
import java.time.Instant;
import java.util.Objects;

/**
 * A delivery leased to one worker for one attempt, with everything the attempt needs.
 * {@code dataJson} is the event's {@code data} as stored (the same text on every attempt, so the body
 * and its signature are stable); {@code previousSecret} is set during the 24 h after a rotation.
 * {@code leaseToken} fences the result: it is recorded only while the lease is still this one.
 * {@code roundAttempts} counts the attempts made since the delivery was created or last replayed.
 */
public record DueDelivery(
        String deliveryId,
        String leaseToken,
        EventId eventId,
        String eventType,
        Instant eventCreatedAt,
        String dataJson,
        WebhookEndpointId endpointId,
        URI url,
        WebhookSecret secret,
        WebhookSecret previousSecret,
        int attempts,
        int roundAttempts) {

    public DueDelivery {
        Objects.requireNonNull(deliveryId, "deliveryId");
        Objects.requireNonNull(leaseToken, "leaseToken");
        Objects.requireNonNull(eventId, "eventId");
        Objects.requireNonNull(eventType, "eventType");
        Objects.requireNonNull(eventCreatedAt, "eventCreatedAt");
        Objects.requireNonNull(dataJson, "dataJson");
        Objects.requireNonNull(endpointId, "endpointId");
        Objects.requireNonNull(url, "url");
        Objects.requireNonNull(secret, "secret");
    }
}
