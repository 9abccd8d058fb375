package io.attest.adapters.webhook;

import io.attest.domain.events.port.WebhookTargetPolicy;
import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.ErrorCode;
import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The SSRF rules, applied at registration ({@link #checkRegistration}) and before every attempt
 * ({@link #resolve}): {@code https} only (plain {@code http} when the operator switched it on, and
 * then only for addresses inside the allowed ranges); every address the host resolves to must pass
 * {@link AddressRules} on the URL's port. The attempt then connects to the address and port checked
 * here, never to a second lookup's answer.
 */
public final class TargetCheck implements WebhookTargetPolicy {

    private final AddressRules rules;
    private final boolean allowHttp;
    private final HostResolver resolver;

    public TargetCheck(AddressRules rules, boolean allowHttp, HostResolver resolver) {
        this.rules = rules;
        this.allowHttp = allowHttp;
        this.resolver = resolver;
    }

    /** The addresses a delivery may connect to, all checked; or why it may not. */
    public sealed interface Outcome {
    }

    public record Allowed(String host, List<InetAddress> addresses, int port) implements Outcome {
    }

    public record Refused(String reason) implements Outcome {
    }

    @Override
    public URI checkRegistration(URI url) {
        Outcome outcome = resolve(url);
        if (outcome instanceof Refused refused) {
            throw new AttestException(ErrorCode.INVALID_REQUEST, "url is refused: " + refused.reason(),
                    "url", Map.of("reason", refused.reason()));
        }
        String scheme = url.getScheme().toLowerCase(Locale.ROOT);
        return URI.create(scheme + url.toString().substring(url.getScheme().length()));
    }

    /** Checks the scheme, resolves the host and checks every address. */
    public Outcome resolve(URI url) {
        String scheme = url.getScheme() == null ? "" : url.getScheme().toLowerCase(Locale.ROOT);
        boolean http = scheme.equals("http");
        if (!scheme.equals("https") && !(http && allowHttp)) {
            return new Refused("the scheme must be https");
        }
        String host = host(url);
        if (host == null || host.isEmpty()) {
            return new Refused("the URL has no host");
        }
        int port = port(url, http);
        InetAddress[] addresses;
        try {
            addresses = resolver.resolve(host);
        } catch (UnknownHostException e) {
            return new Refused("the host " + host + " does not resolve");
        }
        if (addresses == null || addresses.length == 0) {
            return new Refused("the host " + host + " does not resolve");
        }
        for (InetAddress address : addresses) {
            Optional<String> refusal = rules.refusal(address, port);
            if (refusal.isPresent()) {
                return new Refused("the host resolves to a refused address (" + refusal.get() + ")");
            }
            if (http && !rules.isAllowListed(address, port)) {
                return new Refused("plain http is allowed only for the operator's allowed networks");
            }
        }
        return new Allowed(host, List.of(addresses), port);
    }

    /** The port a URL connects to: its own, or the scheme's default. */
    private static int port(URI url, boolean http) {
        return url.getPort() > 0 ? url.getPort() : http ? 80 : 443;
    }

    static String host(URI url) {
        String host = url.getHost();
        if (host != null && host.startsWith("[") && host.endsWith("]")) {
            host = host.substring(1, host.length() - 1);
        }
        return host;
    }
}
