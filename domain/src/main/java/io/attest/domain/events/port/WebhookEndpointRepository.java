package io.attest.domain.events.port;

import io.attest.domain.events.WebhookEndpoint;
import io.attest.domain.events.WebhookEndpointId;
import io.attest.domain.events.WebhookSecret;
import io.attest.domain.shared.AccountId;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** Webhook endpoints and their secrets; every read is scoped by account; deleted ones are invisible. */
public interface WebhookEndpointRepository {

    void insert(WebhookEndpoint endpoint, WebhookSecret secret);

    Optional<WebhookEndpoint> find(AccountId account, WebhookEndpointId id);

    /** The account's endpoints, oldest first. */
    List<WebhookEndpoint> list(AccountId account);

    int count(AccountId account);

    /** Deletes the endpoint and cancels its pending deliveries; false when there is no such endpoint. */
    boolean delete(AccountId account, WebhookEndpointId id, Instant now);

    /**
     * Replaces the secret; the old one stays as the previous secret (sent in
     * {@code Service-Signature-Previous}) until {@code previousValidUntil}. False when there is no
     * such endpoint.
     */
    boolean rotateSecret(AccountId account, WebhookEndpointId id, WebhookSecret secret, Instant now,
                         Instant previousValidUntil);
}
