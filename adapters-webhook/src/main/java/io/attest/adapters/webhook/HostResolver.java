package io.attest.adapters.webhook;

import java.net.InetAddress;
import java.net.UnknownHostException;

/** Name resolution, replaceable in tests (a name that resolves to a refused address, DNS rebinding). */
@FunctionalInterface
public interface HostResolver {

    HostResolver SYSTEM = InetAddress::getAllByName;

    InetAddress[] resolve(String host) throws UnknownHostException;
}
