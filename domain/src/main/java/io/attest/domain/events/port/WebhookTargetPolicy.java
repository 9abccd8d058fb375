package io.attest.domain.events.port;

import java.net.URI;

/**
 * The SSRF rules of decisions.md section 8 for a receiver URL: {@code https} only, and every address
 * the host resolves to outside loopback, private, link-local, CGNAT, multicast and metadata ranges,
 * unless the operator allowed its CIDR (and, for those only, plain {@code http}).
 */
public interface WebhookTargetPolicy {

    /**
     * Checks a URL at registration; returns it normalised. Throws an {@code AttestException}
     * ({@code invalid_request}, field {@code url}) when it is refused.
     */
    URI checkRegistration(URI url);
}
