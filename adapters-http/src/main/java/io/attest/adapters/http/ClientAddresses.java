package io.attest.adapters.http;

import io.attest.domain.accounts.ClientAddress;
import io.attest.domain.shared.Cidr;
import io.micronaut.context.annotation.Value;
import io.micronaut.http.HttpRequest;
import jakarta.inject.Singleton;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.UnknownHostException;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The address a request came from, for the sign-in throttles. The connection's peer, unless the peer
 * is one of the operator's trusted proxies ({@code attest.security.trusted-proxies}); then the
 * {@code X-Forwarded-For} list is read from the right, past the trusted proxies, to the first address
 * outside them. Anything left of that is the client's own claim and is never read: without this, any
 * client could send {@code X-Forwarded-For} and be a new address at every attempt. (Micronaut's own
 * client-address resolver believes those headers from anyone, so it is not used.)
 */
@Singleton
public class ClientAddresses {

    private final List<Cidr> trustedProxies;

    public ClientAddresses(@Value("${attest.security.trusted-proxies:}") String trustedProxies) {
        this.trustedProxies = trustedProxies == null || trustedProxies.isBlank() ? List.of()
                : Arrays.stream(trustedProxies.split(",")).map(String::strip).filter(s -> !s.isEmpty()).map(Cidr::parse).toList();
    }

    public ClientAddress of(HttpRequest<?> request) {
        InetSocketAddress remote = request.getRemoteAddress();
        InetAddress peer = remote == null ? null : remote.getAddress();
        if (peer == null) {
            return new ClientAddress("unknown");
        }
        InetAddress client = peer;
        if (isTrusted(peer)) {
            List<String> hops = request.getHeaders().getAll("X-Forwarded-For").stream()
                    .flatMap(line -> Arrays.stream(line.split(","))).map(String::strip).toList();
            for (int i = hops.size() - 1; i >= 0; i--) {
                Optional<InetAddress> hop = literal(hops.get(i));
                if (hop.isEmpty()) {
                    break; // unreadable: keep the last address a trusted proxy vouched for
                }
                client = hop.get();
                if (!isTrusted(client)) {
                    break;
                }
            }
        }
        return ClientAddress.of(client);
    }

    /** Whether {@code address} is one of the operator's trusted proxies (exempt from the per-address connection cap). */
    public boolean isTrustedProxy(InetAddress address) {
        return isTrusted(address);
    }

    private boolean isTrusted(InetAddress address) {
        byte[] bytes = address.getAddress();
        return trustedProxies.stream().anyMatch(range -> range.contains(bytes));
    }

    /** An IP literal (never a name lookup); a port after an IPv4 address or a bracketed IPv6 one is dropped. */
    private static Optional<InetAddress> literal(String hop) {
        String address = hop;
        if (address.startsWith("[") && address.contains("]")) {
            address = address.substring(1, address.indexOf(']'));
        } else if (address.indexOf(':') > 0 && address.indexOf(':') == address.lastIndexOf(':')) {
            address = address.substring(0, address.indexOf(':'));
        }
        byte[] bytes = Cidr.literal(address);
        if (bytes == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(InetAddress.getByAddress(bytes));
        } catch (UnknownHostException impossible) {
            return Optional.empty();
        }
    }
}
