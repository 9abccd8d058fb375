package io.attest.adapters.http;

import io.attest.domain.shared.IsoInstant;
import java.time.Instant;

/** ISO 8601 UTC with {@code Z}, always milliseconds ({@code .000} included), as every response writes timestamps. */
public final class Timestamps {

    private Timestamps() {
    }

    public static String iso(Instant instant) {
        return IsoInstant.format(instant);
    }
}
