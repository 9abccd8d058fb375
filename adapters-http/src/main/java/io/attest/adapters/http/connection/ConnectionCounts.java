package io.attest.adapters.http.connection;

import java.net.InetAddress;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Connections open per client address, across all event loops. An address's entry is removed when its
 * last connection closes, so the map holds only addresses that are connected now.
 */
final class ConnectionCounts {

    private final ConcurrentHashMap<InetAddress, Integer> open = new ConcurrentHashMap<>();
    private final int max;

    ConnectionCounts(int max) {
        this.max = max;
    }

    /** Counts a new connection from {@code address}; false (and nothing counted) when it would pass the cap. */
    boolean tryOpen(InetAddress address) {
        boolean[] admitted = {false};
        open.compute(address, (a, n) -> {
            int now = n == null ? 0 : n;
            if (now >= max) {
                return n;
            }
            admitted[0] = true;
            return now + 1;
        });
        return admitted[0];
    }

    void closed(InetAddress address) {
        open.computeIfPresent(address, (a, n) -> n <= 1 ? null : n - 1);
    }

    int openFrom(InetAddress address) {
        return open.getOrDefault(address, 0);
    }
}
