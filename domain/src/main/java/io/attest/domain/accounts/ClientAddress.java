package io.attest.domain.accounts;

import java.net.Inet4Address;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Arrays;
import java.util.Objects;

/**
 * Where a request came from, as the sign-in throttles count it: an IPv4 address whole, an IPv6 address
 * by its /64 network (what one customer line is usually given: walking through the addresses of one's
 * own network must not escape a per-address limit). An IPv4 address written as IPv6
 * ({@code ::ffff:a.b.c.d}) counts as that IPv4 address.
 */
public record ClientAddress(String value) {

    public ClientAddress {
        Objects.requireNonNull(value, "value");
    }

    public static ClientAddress of(InetAddress address) {
        byte[] bytes = address.getAddress();
        if (address instanceof Inet4Address) {
            return new ClientAddress(address.getHostAddress());
        }
        if (address instanceof Inet6Address && isIpv4Mapped(bytes)) {
            return new ClientAddress((bytes[12] & 0xff) + "." + (bytes[13] & 0xff) + "." + (bytes[14] & 0xff) + "." + (bytes[15] & 0xff));
        }
        byte[] network = Arrays.copyOf(bytes, 16);
        Arrays.fill(network, 8, 16, (byte) 0);
        try {
            return new ClientAddress(InetAddress.getByAddress(network).getHostAddress() + "/64");
        } catch (UnknownHostException impossible) {
            throw new IllegalStateException("16 bytes are an IPv6 address", impossible);
        }
    }

    private static boolean isIpv4Mapped(byte[] bytes) {
        for (int i = 0; i < 10; i++) {
            if (bytes[i] != 0) {
                return false;
            }
        }
        return (bytes[10] & 0xff) == 0xff && (bytes[11] & 0xff) == 0xff;
    }

    @Override
    public String toString() {
        return value;
    }
}
