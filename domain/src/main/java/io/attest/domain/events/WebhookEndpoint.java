package io.attest.domain.events;

import io.attest.domain.shared.AccountId;
import java.net.URI;
import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * A registered receiver (decisions.md section 8), without its secrets. {@code events} are sorted
 * and distinct; {@code secretRotatedAt} is null until the first rotation.
 */
public record WebhookEndpoint(
        WebhookEndpointId id,
        AccountId accountId,
        URI url,
        List<String> events,
        String status,
        Instant createdAt,
        Instant secretRotatedAt) {

    public static final String ACTIVE = "active";

    public WebhookEndpoint {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(accountId, "accountId");
        Objects.requireNonNull(url, "url");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(createdAt, "createdAt");
        events = events.stream().distinct().sorted().toList();
    }
}
