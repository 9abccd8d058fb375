package io.attest.application.accounts;

import io.attest.domain.accounts.ConsoleSession;
import io.attest.domain.accounts.port.ConsoleSessionRepository;
import io.attest.domain.shared.AccountId;
import io.attest.domain.shared.Base62;
import io.attest.domain.shared.Sha256;
import io.attest.domain.shared.port.TransactionBoundary;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

/** Console sessions: a random token in an HttpOnly cookie, its SHA-256 in PostgreSQL, 12 h idle expiry. */
public final class ConsoleSessions {

    private static final int TOKEN_LENGTH = 43; // ~256 bits of base62
    /** Refresh the idle clock at most once a minute per session, not on every request. */
    private static final Duration TOUCH_GRANULARITY = Duration.ofMinutes(1);

    private final ConsoleSessionRepository sessions;
    private final TransactionBoundary tx;
    private final Clock clock;

    public ConsoleSessions(ConsoleSessionRepository sessions, TransactionBoundary tx, Clock clock) {
        this.sessions = sessions;
        this.tx = tx;
        this.clock = clock;
    }

    /** Starts a session inside the caller's transaction; returns the token for the cookie. */
    String start(AccountId account) {
        String token = Base62.random(TOKEN_LENGTH);
        Instant now = clock.instant();
        sessions.insert(new ConsoleSession(Sha256.hex(token), account, now, now));
        return token;
    }

    /** The signed-in account for a cookie token, or empty when unknown or idle too long. */
    public Optional<AccountId> resolve(String token) {
        if (token == null || token.length() != TOKEN_LENGTH || !Base62.isBase62(token)) {
            return Optional.empty();
        }
        String hash = Sha256.hex(token);
        return tx.inTransaction(() -> {
            Instant now = clock.instant();
            Optional<ConsoleSession> found = sessions.find(hash);
            if (found.isEmpty()) {
                return Optional.empty();
            }
            ConsoleSession session = found.get();
            if (session.isExpired(now)) {
                sessions.delete(hash);
                return Optional.empty();
            }
            if (session.lastSeenAt().plus(TOUCH_GRANULARITY).isBefore(now)) {
                sessions.touch(hash, now);
            }
            return Optional.of(session.accountId());
        });
    }

    public void logOut(String token) {
        if (token != null && !token.isEmpty()) {
            tx.run(() -> sessions.delete(Sha256.hex(token)));
        }
    }

    /** Housekeeping: forget sessions idle past the timeout. */
    public int purgeIdle() {
        return tx.inTransaction(() -> sessions.deleteIdleSince(clock.instant().minus(ConsoleSession.IDLE_TIMEOUT)));
    }
}
