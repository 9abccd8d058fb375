package io.attest.adapters.persistence;

import io.attest.domain.shared.AccountId;
import io.attest.domain.shared.port.IdempotencyStore;
import io.micronaut.data.exceptions.DataAccessException;
import io.micronaut.transaction.TransactionOperations;
import jakarta.inject.Singleton;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;

/**
 * {@code idempotency_records}, keyed by (account, key). Each method joins the caller's transaction, or
 * runs in its own when there is none.
 *
 * <p>Plain JDBC on the transaction's connection: the table's key is composite and the claim is a
 * short conversation of statements whose outcome decides the next one, which reads more clearly as
 * SQL than as a Micronaut Data entity with an embedded id.
 */
@Singleton
final class JdbcIdempotencyStore implements IdempotencyStore {

    static final String IN_PROGRESS = "in_progress";
    static final String COMPLETED = "completed";
    /** A record that vanishes between our INSERT and SELECT (abandoned meanwhile) is claimed again, a few times. */
    private static final int CLAIM_ATTEMPTS = 3;

    private static final String DELETE_EXPIRED = """
            DELETE FROM idempotency_records WHERE account_id = ? AND idem_key = ? AND created_at < ?""";
    /** Waits for a concurrent uncommitted claim of the same key, then inserts nothing if it committed. */
    private static final String INSERT_CLAIM = """
            INSERT INTO idempotency_records (account_id, idem_key, fingerprint, state, created_at)
            VALUES (?, ?, ?, 'in_progress', ?)
            ON CONFLICT (account_id, idem_key) DO NOTHING""";
    private static final String SELECT = """
            SELECT fingerprint, state, status, content_type, body, location
            FROM idempotency_records WHERE account_id = ? AND idem_key = ?""";
    private static final String COMPLETE = """
            UPDATE idempotency_records
            SET state = 'completed', status = ?, content_type = ?, body = ?, location = ?
            WHERE account_id = ? AND idem_key = ?""";
    private static final String ABANDON = "DELETE FROM idempotency_records WHERE account_id = ? AND idem_key = ?";
    private static final String PURGE = "DELETE FROM idempotency_records WHERE created_at < ?";

    private final TransactionOperations<Connection> transactions;

    JdbcIdempotencyStore(TransactionOperations<Connection> transactions) {
        this.transactions = transactions;
    }

    @Override
    public Claim claim(AccountId account, String key, String fingerprint, Instant now, Instant expiredBefore) {
        return inTransaction(c -> {
            try (PreparedStatement ps = c.prepareStatement(DELETE_EXPIRED)) {
                ps.setString(1, account.value());
                ps.setString(2, key);
                ps.setObject(3, utc(expiredBefore));
                ps.executeUpdate();
            }
            for (int attempt = 0; attempt < CLAIM_ATTEMPTS; attempt++) {
                try (PreparedStatement ps = c.prepareStatement(INSERT_CLAIM)) {
                    ps.setString(1, account.value());
                    ps.setString(2, key);
                    ps.setString(3, fingerprint);
                    ps.setObject(4, utc(now));
                    if (ps.executeUpdate() == 1) {
                        return new Claim.Acquired();
                    }
                }
                try (PreparedStatement ps = c.prepareStatement(SELECT)) {
                    ps.setString(1, account.value());
                    ps.setString(2, key);
                    try (ResultSet rs = ps.executeQuery()) {
                        if (rs.next()) {
                            return existing(rs, fingerprint);
                        }
                    }
                }
            }
            // Claimed and abandoned over and over by others: report it busy, the client retries.
            return new Claim.InProgress();
        });
    }

    private static Claim existing(ResultSet rs, String fingerprint) throws SQLException {
        if (!rs.getString("fingerprint").equals(fingerprint)) {
            return new Claim.Mismatch();
        }
        if (IN_PROGRESS.equals(rs.getString("state"))) {
            return new Claim.InProgress();
        }
        return new Claim.Replay(new StoredResponse(rs.getInt("status"), rs.getString("content_type"),
                rs.getBytes("body"), rs.getString("location")));
    }

    @Override
    public void complete(AccountId account, String key, StoredResponse response) {
        inTransaction(c -> {
            try (PreparedStatement ps = c.prepareStatement(COMPLETE)) {
                ps.setInt(1, response.status());
                ps.setString(2, response.contentType());
                if (response.body() == null) {
                    ps.setNull(3, Types.BINARY);
                } else {
                    ps.setBytes(3, response.body());
                }
                ps.setString(4, response.location());
                ps.setString(5, account.value());
                ps.setString(6, key);
                return ps.executeUpdate();
            }
        });
    }

    @Override
    public void abandon(AccountId account, String key) {
        inTransaction(c -> {
            try (PreparedStatement ps = c.prepareStatement(ABANDON)) {
                ps.setString(1, account.value());
                ps.setString(2, key);
                return ps.executeUpdate();
            }
        });
    }

    @Override
    public int purgeCreatedBefore(Instant cutoff) {
        return inTransaction(c -> {
            try (PreparedStatement ps = c.prepareStatement(PURGE)) {
                ps.setObject(1, utc(cutoff));
                return ps.executeUpdate();
            }
        });
    }

    private <R> R inTransaction(ConnectionWork<R> work) {
        return transactions.executeWrite(status -> {
            try {
                return work.run(status.getConnection());
            } catch (SQLException e) {
                throw new DataAccessException("idempotency store: " + e.getMessage(), e);
            }
        });
    }

    /** timestamptz as PgJDBC binds it exactly, whatever the JVM's time zone. */
    private static OffsetDateTime utc(Instant instant) {
        return instant.atOffset(ZoneOffset.UTC);
    }

    @FunctionalInterface
    interface ConnectionWork<R> {
        R run(Connection connection) throws SQLException;
    }
}
