package io.attest.adapters.persistence;

import io.attest.domain.accounts.ConsoleSession;
import io.attest.domain.accounts.port.ConsoleSessionRepository;
import io.attest.domain.shared.AccountId;
import jakarta.inject.Singleton;
import java.time.Instant;
import java.util.Optional;

@Singleton
final class JdbcConsoleSessionRepository implements ConsoleSessionRepository {

    private final ConsoleSessionRowRepository rows;

    JdbcConsoleSessionRepository(ConsoleSessionRowRepository rows) {
        this.rows = rows;
    }

    @Override
    public void insert(ConsoleSession session) {
        rows.save(new ConsoleSessionRow(session.tokenHash(), session.accountId().value(), session.createdAt(),
                session.lastSeenAt()));
    }

    @Override
    public Optional<ConsoleSession> find(String tokenHash) {
        return rows.findById(tokenHash).map(row -> new ConsoleSession(row.tokenSha256(), new AccountId(row.accountId()),
                row.createdAt(), row.lastSeenAt()));
    }

    @Override
    public void touch(String tokenHash, Instant lastSeenAt) {
        rows.touch(tokenHash, lastSeenAt);
    }

    @Override
    public void delete(String tokenHash) {
        rows.delete(tokenHash);
    }

    @Override
    public int deleteIdleSince(Instant cutoff) {
        return rows.deleteIdleSince(cutoff);
    }
}
