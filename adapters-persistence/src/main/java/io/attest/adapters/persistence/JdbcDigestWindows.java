package io.attest.adapters.persistence;

import io.attest.domain.events.port.DigestWindows;
import io.attest.domain.shared.AccountId;
import io.micronaut.transaction.TransactionOperations;
import jakarta.inject.Singleton;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Instant;

/** {@code digest_window_accounts} and {@code digest_windows}: each weekly window is announced once per account. */
@Singleton
final class JdbcDigestWindows implements DigestWindows {

    private final SqlWork sql;

    JdbcDigestWindows(TransactionOperations<Connection> transactions) {
        this.sql = new SqlWork(transactions, "digest windows");
    }

    @Override
    public boolean mark(AccountId account, Instant windowEnd) {
        return sql.joined(c -> {
            try (PreparedStatement ps = SqlWork.bind(c.prepareStatement("""
                    INSERT INTO digest_window_accounts (account_id, window_end) VALUES (?, ?)
                    ON CONFLICT DO NOTHING"""), account.value(), windowEnd)) {
                return ps.executeUpdate() == 1;
            }
        });
    }

    @Override
    public boolean isComplete(Instant windowEnd) {
        return sql.joined(c -> {
            try (PreparedStatement ps = SqlWork.bind(c.prepareStatement(
                    "SELECT 1 FROM digest_windows WHERE window_end = ?"), windowEnd);
                 ResultSet rs = ps.executeQuery()) {
                return rs.next();
            }
        });
    }

    @Override
    public void markComplete(Instant windowEnd, int accounts, Instant now) {
        sql.joined(c -> {
            try (PreparedStatement ps = SqlWork.bind(c.prepareStatement("""
                    INSERT INTO digest_windows (window_end, accounts, completed_at) VALUES (?, ?, ?)
                    ON CONFLICT DO NOTHING"""), windowEnd, accounts, now)) {
                return ps.executeUpdate();
            }
        });
    }
}
