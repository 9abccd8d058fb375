package io.attest.domain.shared;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Arrays;
import java.util.Objects;

/**
 * An address range in CIDR notation ({@code 10.0.0.0/8}, {@code fc00::/7}); IPv4 and IPv6 never match each
 * other. Used by the webhook SSRF rules and by the trusted proxies of the client-address resolution.
 */
public record Cidr(byte[] network, int prefix, String text) {

    public Cidr {
        Objects.requireNonNull(network, "network");
        if (network.length != 4 && network.length != 16) {
            throw new IllegalArgumentException("not an IPv4 or IPv6 network");
        }
        if (prefix < 0 || prefix > network.length * 8) {
            throw new IllegalArgumentException("prefix out of range in " + text);
        }
        network = network.clone();
    }

    /** Parses {@code address/prefix} (a bare address is a single host); only literals, never a DNS name. */
    public static Cidr parse(String text) {
        String trimmed = text.strip();
        int slash = trimmed.indexOf('/');
        String address = slash < 0 ? trimmed : trimmed.substring(0, slash);
        byte[] bytes = literal(address);
        if (bytes == null) {
            throw new IllegalArgumentException("not an IP address range: " + text);
        }
        int prefix;
        try {
            prefix = slash < 0 ? bytes.length * 8 : Integer.parseInt(trimmed.substring(slash + 1));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("not an IP address range: " + text, e);
        }
        return new Cidr(bytes, prefix, trimmed);
    }

    /** The bytes of an IPv4 or IPv6 literal as written (an IPv4-mapped IPv6 literal stays 16 bytes), or null. */
    public static byte[] literal(String address) {
        String a = address.startsWith("[") && address.endsWith("]") ? address.substring(1, address.length() - 1) : address;
        boolean ipv4 = a.matches("\\d{1,3}(\\.\\d{1,3}){3}");
        boolean ipv6 = a.contains(":") && a.matches("[0-9A-Fa-f:.]+");
        if (!ipv4 && !ipv6) {
            return null;
        }
        try {
            byte[] bytes = InetAddress.getByName(a).getAddress(); // a literal: no lookup happens
            if (ipv6 && bytes.length == 4) {
                // Java turns ::ffff:a.b.c.d into an IPv4 address; keep the 16-byte form the range was written in.
                byte[] mapped = new byte[16];
                mapped[10] = (byte) 0xff;
                mapped[11] = (byte) 0xff;
                System.arraycopy(bytes, 0, mapped, 12, 4);
                return mapped;
            }
            return bytes;
        } catch (UnknownHostException e) {
            return null;
        }
    }

    public boolean contains(byte[] address) {
        if (address.length != network.length) {
            return false;
        }
        int full = prefix / 8;
        for (int i = 0; i < full; i++) {
            if (address[i] != network[i]) {
                return false;
            }
        }
        int rest = prefix % 8;
        if (rest == 0) {
            return true;
        }
        int mask = (0xff << (8 - rest)) & 0xff;
        return (address[full] & mask) == (network[full] & mask);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Cidr c && c.prefix == prefix && Arrays.equals(c.network, network);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(network) + prefix;
    }

    @Override
    public String toString() {
        return text;
    }
}
