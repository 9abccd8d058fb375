package io.attest.application.events;

import io.attest.domain.events.port.EventLog;
import io.attest.domain.operations.port.OperationStore;
import java.time.Clock;
import java.time.Duration;

/**
 * Keeps events (with their deliveries and attempt logs) and finished operations 30 days
 * (decisions.md section 3); an event whose delivery is still pending is kept until it ends.
 */
public final class EventRetention {

    public static final Duration KEEP = Duration.ofDays(30);

    private final EventLog events;
    private final OperationStore operations;
    private final Clock clock;

    public EventRetention(EventLog events, OperationStore operations, Clock clock) {
        this.events = events;
        this.operations = operations;
        this.clock = clock;
    }

    /** Returns how many events and operations were deleted. */
    public int purge() {
        var before = clock.instant().minus(KEEP);
        return events.purge(before) + operations.purgeFinished(before);
    }
}
