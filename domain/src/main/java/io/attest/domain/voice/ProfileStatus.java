package io.attest.domain.voice;

import java.util.Locale;

/**
 * Where a profile is in its life: a synchronous training stores it {@code READY}; an asynchronous one
 * stores it {@code PENDING} until its operation makes it {@code READY} or {@code FAILED}. Only a
 * ready profile can be used; the others answer 409 {@code resource_not_ready}.
 */
public enum ProfileStatus {
    PENDING, READY, FAILED;

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static ProfileStatus fromWire(String name) {
        return valueOf(name.toUpperCase(Locale.ROOT));
    }
}
