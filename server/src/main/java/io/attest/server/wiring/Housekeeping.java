package io.attest.server.wiring;

import io.attest.application.accounts.AttemptThrottle;
import io.attest.application.accounts.ConsoleSessions;
import io.attest.application.shared.IdempotentRequests;
import io.micronaut.scheduling.annotation.Scheduled;
import jakarta.inject.Singleton;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Deletes what has expired: idempotency records after 24 h, console sessions after 12 h idle, sign-in
 * throttle counters once nothing depends on them (a window after their last window or lockout; a trusted
 * sign-in after its trust).
 * Expiry is also enforced on read, so this only keeps the tables small; running it on several
 * instances at once is harmless.
 */
@Singleton
public class Housekeeping {

    private static final Logger LOG = LoggerFactory.getLogger(Housekeeping.class);

    private final IdempotentRequests idempotency;
    private final ConsoleSessions sessions;
    private final AttemptThrottle throttle;

    public Housekeeping(IdempotentRequests idempotency, ConsoleSessions sessions, AttemptThrottle throttle) {
        this.idempotency = idempotency;
        this.sessions = sessions;
        this.throttle = throttle;
    }

    @Scheduled(fixedDelay = "${attest.housekeeping.interval:15m}", initialDelay = "1m")
    void purgeExpired() {
        int records = idempotency.purgeExpired();
        int idle = sessions.purgeIdle();
        int counters = throttle.purgeExpired();
        if (records + idle + counters > 0) {
            LOG.info("housekeeping removed {} idempotency records, {} idle sessions and {} throttle counters",
                    records, idle, counters);
        }
    }
}
