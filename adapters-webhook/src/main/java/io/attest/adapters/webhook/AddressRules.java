package io.attest.adapters.webhook;

import io.attest.domain.shared.Cidr;
import java.net.InetAddress;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Which addresses a webhook may connect to. Refused: the IANA special-purpose ranges that reach this
 * host, the operator's networks or nothing public — loopback, private (RFC 1918, IPv6 ULA), link-local
 * (with the cloud metadata addresses 169.254.169.254 and fd00:ec2::254), CGNAT (100.64/10, with
 * Alibaba's 100.100.100.200), multicast, unspecified, broadcast, reserved, documentation and
 * benchmarking ranges. IPv6 forms that carry an IPv4 address (mapped {@code ::ffff:a.b.c.d},
 * compatible {@code ::a.b.c.d}, NAT64 {@code 64:ff9b::/96}, 6to4 {@code 2002::/16}) are judged by
 * that IPv4 address; Teredo and the rest of {@code 2001::/23} are refused. An address inside one of
 * the operator's allowed ranges is accepted whatever its range — on the ports that entry allows (all
 * ports when it names none; see {@link AllowedRange}).
 */
public final class AddressRules {

    static final List<Cidr> REFUSED = List.of(
            // IPv4
            Cidr.parse("0.0.0.0/8"), Cidr.parse("10.0.0.0/8"), Cidr.parse("100.64.0.0/10"), Cidr.parse("127.0.0.0/8"),
            Cidr.parse("169.254.0.0/16"), Cidr.parse("172.16.0.0/12"), Cidr.parse("192.0.0.0/24"),
            Cidr.parse("192.0.2.0/24"), Cidr.parse("192.88.99.0/24"), Cidr.parse("192.168.0.0/16"),
            Cidr.parse("198.18.0.0/15"), Cidr.parse("198.51.100.0/24"), Cidr.parse("203.0.113.0/24"),
            Cidr.parse("224.0.0.0/4"), Cidr.parse("240.0.0.0/4"),
            // IPv6
            Cidr.parse("::/128"), Cidr.parse("::1/128"), Cidr.parse("64:ff9b:1::/48"), Cidr.parse("100::/64"),
            Cidr.parse("2001::/23"), Cidr.parse("2001:db8::/32"), Cidr.parse("fc00::/7"), Cidr.parse("fe80::/10"),
            Cidr.parse("fec0::/10"), Cidr.parse("ff00::/8"));

    private final List<AllowedRange> allowed;

    public AddressRules(List<AllowedRange> allowed) {
        this.allowed = List.copyOf(allowed);
    }

    public List<AllowedRange> allowed() {
        return allowed;
    }

    /** True when the operator allowed the address (or the IPv4 address it carries) on {@code port}. */
    public boolean isAllowListed(InetAddress address, int port) {
        return allowed.stream().anyMatch(range -> forms(address).anyMatch(bytes -> range.allows(bytes, port)));
    }

    /** Why a webhook may not connect to the address on {@code port}, or empty when it may. */
    public Optional<String> refusal(InetAddress address, int port) {
        if (isAllowListed(address, port)) {
            return Optional.empty();
        }
        Optional<String> range = refusedRange(address);
        if (range.isPresent() && isAllowListedOnSomePort(address)) {
            return Optional.of("port " + port + " is not among the ports the operator allows for " + address.getHostAddress());
        }
        return range;
    }

    /**
     * Why the address is refused on every port, or empty when some port of it may be used: the check of a
     * name resolved without its port (the client's DNS resolver, second line behind {@link TargetCheck}).
     */
    public Optional<String> refusal(InetAddress address) {
        return isAllowListedOnSomePort(address) ? Optional.empty() : refusedRange(address);
    }

    private boolean isAllowListedOnSomePort(InetAddress address) {
        return allowed.stream().anyMatch(range -> forms(address).anyMatch(range::contains));
    }

    /** The address's bytes and, for an IPv6 form that carries one, the IPv4 address inside. */
    private static Stream<byte[]> forms(InetAddress address) {
        byte[] bytes = address.getAddress();
        return Stream.concat(Stream.of(bytes), embeddedIpv4(bytes).stream());
    }

    /** The special-purpose range the address (or the IPv4 address it carries) is in, as a reason. */
    private static Optional<String> refusedRange(InetAddress address) {
        byte[] bytes = address.getAddress();
        Optional<byte[]> v4 = embeddedIpv4(bytes);
        if (v4.isPresent()) {
            return refusedRange(v4.get()).map(range -> address.getHostAddress() + " carries an IPv4 address in " + range);
        }
        return refusedRange(bytes).map(range -> address.getHostAddress() + " is in " + range);
    }

    private static Optional<String> refusedRange(byte[] bytes) {
        return REFUSED.stream().filter(c -> c.contains(bytes)).findFirst().map(Cidr::text);
    }

    /**
     * The IPv4 address inside an IPv6 address that carries one: mapped ({@code ::ffff:0:0/96}),
     * compatible ({@code ::/96} beyond {@code ::} and {@code ::1}), NAT64 ({@code 64:ff9b::/96}) and
     * 6to4 ({@code 2002::/16}).
     */
    static Optional<byte[]> embeddedIpv4(byte[] a) {
        if (a.length != 16) {
            return Optional.empty();
        }
        boolean firstTenZero = true;
        for (int i = 0; i < 10; i++) {
            firstTenZero &= a[i] == 0;
        }
        if (firstTenZero && (a[10] & 0xff) == 0xff && (a[11] & 0xff) == 0xff) {
            return Optional.of(slice(a, 12));
        }
        if (firstTenZero && a[10] == 0 && a[11] == 0) {
            byte[] v4 = slice(a, 12);
            boolean unspecifiedOrLoopback = v4[0] == 0 && v4[1] == 0 && v4[2] == 0 && (v4[3] == 0 || v4[3] == 1);
            return unspecifiedOrLoopback ? Optional.empty() : Optional.of(v4);
        }
        boolean nat64 = a[0] == 0 && a[1] == 0x64 && (a[2] & 0xff) == 0xff && (a[3] & 0xff) == 0x9b;
        for (int i = 4; i < 12 && nat64; i++) {
            nat64 = a[i] == 0;
        }
        if (nat64) {
            return Optional.of(slice(a, 12));
        }
        if (a[0] == 0x20 && a[1] == 0x02) {
            return Optional.of(slice(a, 2));
        }
        return Optional.empty();
    }

    private static byte[] slice(byte[] a, int from) {
        byte[] v4 = new byte[4];
        System.arraycopy(a, from, v4, 0, 4);
        return v4;
    }
}
