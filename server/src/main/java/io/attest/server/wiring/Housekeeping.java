package io.attest.server.wiring;

import io.attest.application.accounts.ConsoleSessions;
import io.attest.application.shared.IdempotentRequests;
import io.micronaut.scheduling.annotation.Scheduled;
import jakarta.inject.Singleton;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Deletes what has expired: idempotency records after 24 h, console sessions after 12 h idle.
 * Expiry is also enforced on read, so this only keeps the tables small; running it on several
 * instances at once is harmless.
 */
@Singleton
public class Housekeeping {

    private static final Logger LOG = LoggerFactory.getLogger(Housekeeping.class);

    private final IdempotentRequests idempotency;
    private final ConsoleSessions sessions;

    public Housekeeping(IdempotentRequests idempotency, ConsoleSessions sessions) {
        this.idempotency = idempotency;
        this.sessions = sessions;
    }

    @Scheduled(fixedDelay = "${attest.housekeeping.interval:15m}", initialDelay = "1m")
    void purgeExpired() {
        int records = idempotency.purgeExpired();
        int idle = sessions.purgeIdle();
        if (records + idle > 0) {
            LOG.info("housekeeping removed {} idempotency records and {} idle sessions", records, idle);
        }
    }
}
