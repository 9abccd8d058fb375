package io.attest.domain.accounts.port;

import io.attest.domain.accounts.ConsoleSession;
import java.time.Instant;
import java.util.Optional;

public interface ConsoleSessionRepository {

    void insert(ConsoleSession session);

    Optional<ConsoleSession> find(String tokenHash);

    void touch(String tokenHash, Instant lastSeenAt);

    void delete(String tokenHash);

    /** Removes sessions idle since before {@code cutoff}; returns how many. */
    int deleteIdleSince(Instant cutoff);
}
