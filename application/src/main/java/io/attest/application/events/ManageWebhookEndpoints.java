package io.attest.application.events;

import io.attest.domain.events.EventTypes;
import io.attest.domain.events.WebhookEndpoint;
import io.attest.domain.events.WebhookEndpointId;
import io.attest.domain.events.WebhookSecret;
import io.attest.domain.events.port.WebhookEndpointRepository;
import io.attest.domain.events.port.WebhookTargetPolicy;
import io.attest.domain.shared.AccountId;
import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.port.TransactionBoundary;
import java.net.URI;
import java.net.URISyntaxException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * Webhook endpoints (decisions.md section 8): register with a URL that passes the SSRF rules and a
 * list of known event types; the secret is issued once, at registration or rotation; a rotation keeps
 * the old secret valid (sent as {@code Service-Signature-Previous}) for 24 h.
 */
public final class ManageWebhookEndpoints {

    public static final int MAX_URL_CHARS = 2048;
    public static final int MAX_EVENTS = 10;
    public static final int MAX_ENDPOINTS_PER_ACCOUNT = 20;
    public static final Duration ROTATION_OVERLAP = Duration.ofHours(24);

    private final WebhookEndpointRepository endpoints;
    private final WebhookTargetPolicy policy;
    private final TransactionBoundary tx;
    private final Clock clock;

    public ManageWebhookEndpoints(WebhookEndpointRepository endpoints, WebhookTargetPolicy policy,
                                  TransactionBoundary tx, Clock clock) {
        this.endpoints = endpoints;
        this.policy = policy;
        this.tx = tx;
        this.clock = clock;
    }

    /** An endpoint with the secret that is shown this once. */
    public record WithSecret(WebhookEndpoint endpoint, WebhookSecret secret, Instant previousSecretExpiresAt) {
    }

    public WithSecret register(AccountId account, String url, List<String> events) {
        List<String> types = checkedEvents(events);
        URI target = policy.checkRegistration(parse(url)); // resolves DNS: outside the transaction
        WebhookSecret secret = WebhookSecret.generate();
        Instant now = clock.instant();
        WebhookEndpoint endpoint = new WebhookEndpoint(WebhookEndpointId.next(), account, target, types,
                WebhookEndpoint.ACTIVE, now, null);
        tx.run(() -> {
            if (endpoints.count(account) >= MAX_ENDPOINTS_PER_ACCOUNT) {
                throw AttestException.invalidRequest(null,
                        "an account may register at most " + MAX_ENDPOINTS_PER_ACCOUNT + " webhook endpoints");
            }
            endpoints.insert(endpoint, secret);
        });
        return new WithSecret(endpoint, secret, null);
    }

    public List<WebhookEndpoint> list(AccountId account) {
        return tx.inTransaction(() -> endpoints.list(account));
    }

    public WebhookEndpoint get(AccountId account, String id) {
        return tx.inTransaction(() -> WebhookEndpointId.parse(id).flatMap(we -> endpoints.find(account, we)))
                .orElseThrow(ManageWebhookEndpoints::notFound);
    }

    public void delete(AccountId account, String id) {
        Instant now = clock.instant();
        boolean deleted = tx.inTransaction(() -> WebhookEndpointId.parse(id)
                .map(we -> endpoints.delete(account, we, now)).orElse(false));
        if (!deleted) {
            throw notFound();
        }
    }

    public WithSecret rotateSecret(AccountId account, String id) {
        WebhookSecret secret = WebhookSecret.generate();
        Instant now = clock.instant();
        Instant previousUntil = now.plus(ROTATION_OVERLAP);
        return tx.inTransaction(() -> {
            WebhookEndpointId endpointId = WebhookEndpointId.parse(id).orElseThrow(ManageWebhookEndpoints::notFound);
            if (!endpoints.rotateSecret(account, endpointId, secret, now, previousUntil)) {
                throw notFound();
            }
            WebhookEndpoint endpoint = endpoints.find(account, endpointId).orElseThrow(ManageWebhookEndpoints::notFound);
            return new WithSecret(endpoint, secret, previousUntil);
        });
    }

    static AttestException notFound() {
        return AttestException.notFound("webhook_endpoint", "no webhook endpoint with this id");
    }

    private static URI parse(String url) {
        if (url.length() > MAX_URL_CHARS) {
            throw AttestException.invalidRequest("url", "url must be at most " + MAX_URL_CHARS + " characters");
        }
        try {
            URI uri = new URI(url);
            if (!uri.isAbsolute() || uri.getHost() == null || uri.isOpaque()) {
                throw AttestException.invalidRequest("url", "url must be an absolute https URL with a host name");
            }
            if (uri.getRawUserInfo() != null) {
                throw AttestException.invalidRequest("url", "url must not carry user information");
            }
            if (uri.getRawFragment() != null) {
                throw AttestException.invalidRequest("url", "url must not have a fragment");
            }
            return uri;
        } catch (URISyntaxException e) {
            throw AttestException.invalidRequest("url", "url is not a valid URL");
        }
    }

    private static List<String> checkedEvents(List<String> events) {
        if (events.size() > MAX_EVENTS) {
            throw AttestException.invalidRequest("events", "events must have at most " + MAX_EVENTS + " elements");
        }
        for (int i = 0; i < events.size(); i++) {
            if (!EventTypes.isKnown(events.get(i))) {
                throw AttestException.invalidRequest("events[" + i + "]", "events[" + i + "] is not an event type; one of "
                        + EventTypes.ALL.stream().sorted().toList());
            }
        }
        return events.stream().distinct().sorted().toList();
    }
}
