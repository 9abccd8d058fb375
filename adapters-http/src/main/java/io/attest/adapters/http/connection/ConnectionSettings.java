package io.attest.adapters.http.connection;

import java.time.Duration;

/**
 * Deadlines and the per-address cap of HTTP/1.1 connections ({@code attest.connections.*},
 * docs/operations.md "Limits and budgets"). A zero or negative duration, or a cap below 1, turns that
 * guard off.
 *
 * @param headerTimeout    from a request's first byte (or a new connection's accept) to the end of its headers
 * @param bodyIdleTimeout  longest pause between two reads of a request body
 * @param bodyTimeout      from the end of the headers to the end of the body
 * @param keepAliveTimeout how long an idle keep-alive connection waits for its next request
 * @param maxPerAddress    connections open at once from one client address (trusted proxies are exempt)
 */
public record ConnectionSettings(Duration headerTimeout, Duration bodyIdleTimeout, Duration bodyTimeout,
                                 Duration keepAliveTimeout, int maxPerAddress) {

    static long nanos(Duration d) {
        return d == null || d.isZero() || d.isNegative() ? 0 : d.toNanos();
    }
}
