package io.attest.adapters.persistence;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.domain.accounts.Account;
import io.attest.domain.accounts.ConsoleSession;
import io.attest.domain.accounts.port.ConsoleSessionRepository;
import io.attest.domain.shared.Base62;
import io.attest.domain.shared.Sha256;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class JdbcConsoleSessionRepositoryTest extends DatabaseTest {

    private ConsoleSessionRepository sessions;

    @BeforeAll
    void beans() {
        sessions = context.getBean(ConsoleSessionRepository.class);
    }

    private ConsoleSession newSession(Account account, Instant lastSeenAt) {
        ConsoleSession session = new ConsoleSession(Sha256.hex(Base62.random(43)), account.id(),
                lastSeenAt.minusSeconds(10), lastSeenAt);
        sessions.insert(session);
        return session;
    }

    @Test
    void insertsFindsTouchesAndDeletes() {
        Account account = newAccount();
        Instant t0 = now();
        ConsoleSession session = newSession(account, t0);

        assertThat(sessions.find(session.tokenHash())).contains(session);
        assertThat(sessions.find(Sha256.hex("unknown"))).isEmpty();

        sessions.touch(session.tokenHash(), t0.plusSeconds(90));
        assertThat(sessions.find(session.tokenHash())).get()
                .extracting(ConsoleSession::lastSeenAt).isEqualTo(t0.plusSeconds(90));

        sessions.touch(session.tokenHash(), t0);
        assertThat(sessions.find(session.tokenHash())).get().as("the idle clock never goes back")
                .extracting(ConsoleSession::lastSeenAt).isEqualTo(t0.plusSeconds(90));

        sessions.delete(session.tokenHash());
        assertThat(sessions.find(session.tokenHash())).isEmpty();
        sessions.delete(session.tokenHash()); // deleting twice is harmless
    }

    @Test
    void deletesOnlySessionsIdleSinceBeforeTheCutoff() {
        Account account = newAccount();
        Instant now = now();
        Instant cutoff = now.minus(ConsoleSession.IDLE_TIMEOUT);
        ConsoleSession idle = newSession(account, cutoff.minus(Duration.ofMinutes(1)));
        ConsoleSession alsoIdle = newSession(newAccount(), cutoff.minus(Duration.ofDays(3)));
        ConsoleSession atCutoff = newSession(account, cutoff);
        ConsoleSession active = newSession(account, now);

        assertThat(sessions.deleteIdleSince(cutoff)).isEqualTo(2);

        assertThat(sessions.find(idle.tokenHash())).isEmpty();
        assertThat(sessions.find(alsoIdle.tokenHash())).isEmpty();
        assertThat(sessions.find(atCutoff.tokenHash())).isPresent();
        assertThat(sessions.find(active.tokenHash())).isPresent();
        assertThat(sessions.deleteIdleSince(cutoff)).isZero();
    }
}
