package io.attest.application.shared;

import io.attest.domain.shared.port.StoreHealth;

/** Ready means the database answers: without it no route can do its work. */
public final class CheckHealth {

    private final StoreHealth store;

    public CheckHealth(StoreHealth store) {
        this.store = store;
    }

    public boolean ready() {
        return store.reachable();
    }
}
