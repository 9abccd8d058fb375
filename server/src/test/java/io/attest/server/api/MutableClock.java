package io.attest.server.api;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.concurrent.atomic.AtomicReference;

/** Real time plus an offset the test moves forward: retries become due without sleeping. */
public final class MutableClock extends Clock {

    private final AtomicReference<Duration> offset = new AtomicReference<>(Duration.ZERO);

    @Override
    public Instant instant() {
        return Instant.now().plus(offset.get());
    }

    public void advance(Duration by) {
        offset.updateAndGet(o -> o.plus(by));
    }

    /** Jumps to {@code at} (time then flows on from there). */
    public void set(Instant at) {
        offset.set(Duration.between(Instant.now(), at));
    }

    @Override
    public ZoneId getZone() {
        return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
        throw new UnsupportedOperationException();
    }
}
