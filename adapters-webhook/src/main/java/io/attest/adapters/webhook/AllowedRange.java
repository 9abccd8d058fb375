package io.attest.adapters.webhook;

import io.attest.domain.shared.Cidr;
import java.util.Objects;

/**
 * One entry of the operator's allow-list ({@code attest.webhooks.allowed-cidrs}): an address range and,
 * optionally, the ports it is open on. Without ports every port is open (the behaviour before ports
 * existed); with them an allow-listed address is reachable on those ports only, so that allowing a
 * receiver's network does not also open its database or admin ports.
 *
 * <p>Forms: {@code 10.0.0.0/8}, {@code 10.0.0.0/8:8443}, {@code 10.0.0.0/8:8080-8089},
 * {@code 10.1.2.3:443}, {@code fd12::/16:8443}, {@code [fd12::1]:8443}; a bare IPv6 address takes
 * brackets when it has ports. Repeat the range for a second port range.
 */
public record AllowedRange(Cidr range, int lowestPort, int highestPort) {

    public static final int ANY_LOWEST = 1;
    public static final int ANY_HIGHEST = 65_535;

    public AllowedRange {
        Objects.requireNonNull(range, "range");
        if (lowestPort < ANY_LOWEST || highestPort > ANY_HIGHEST || lowestPort > highestPort) {
            throw new IllegalArgumentException("ports out of range in " + range + ": " + lowestPort + "-" + highestPort);
        }
    }

    /** Parses one entry; a malformed one is an {@link IllegalArgumentException} naming it. */
    public static AllowedRange parse(String text) {
        String entry = text.strip();
        String rangeText;
        String portsText;
        if (entry.startsWith("[")) {
            int close = entry.indexOf(']');
            if (close < 0) {
                throw new IllegalArgumentException("not an IP address range: " + text);
            }
            rangeText = entry.substring(1, close);
            String rest = entry.substring(close + 1);
            if (!rest.isEmpty() && !rest.startsWith(":")) {
                throw new IllegalArgumentException("not an IP address range: " + text);
            }
            portsText = rest.isEmpty() ? null : rest.substring(1);
        } else {
            int slash = entry.indexOf('/');
            int portColon = slash >= 0 ? entry.indexOf(':', slash)
                    : entry.indexOf(':') == entry.lastIndexOf(':') ? entry.indexOf(':') : -1; // IPv4 host:port
            rangeText = portColon < 0 ? entry : entry.substring(0, portColon);
            portsText = portColon < 0 ? null : entry.substring(portColon + 1);
        }
        Cidr range = Cidr.parse(rangeText);
        if (portsText == null) {
            return new AllowedRange(range, ANY_LOWEST, ANY_HIGHEST);
        }
        try {
            int dash = portsText.indexOf('-');
            int low = Integer.parseInt(dash < 0 ? portsText : portsText.substring(0, dash));
            int high = dash < 0 ? low : Integer.parseInt(portsText.substring(dash + 1));
            return new AllowedRange(range, low, high);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("not a port or port range in " + text, e);
        }
    }

    public boolean contains(byte[] address) {
        return range.contains(address);
    }

    public boolean allows(byte[] address, int port) {
        return range.contains(address) && port >= lowestPort && port <= highestPort;
    }

    public boolean allPorts() {
        return lowestPort == ANY_LOWEST && highestPort == ANY_HIGHEST;
    }

    @Override
    public String toString() {
        if (allPorts()) {
            return range.text();
        }
        String ports = lowestPort == highestPort ? Integer.toString(lowestPort) : lowestPort + "-" + highestPort;
        return (range.network().length == 16 ? "[" + range.text() + "]" : range.text()) + ":" + ports;
    }
}
