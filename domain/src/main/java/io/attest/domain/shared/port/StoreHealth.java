package io.attest.domain.shared.port;

/** Whether the system of record answers; backs {@code GET /health}. */
public interface StoreHealth {

    boolean reachable();
}
