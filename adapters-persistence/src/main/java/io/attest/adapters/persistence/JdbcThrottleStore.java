package io.attest.adapters.persistence;

import io.attest.domain.accounts.ThrottleKey;
import io.attest.domain.accounts.ThrottleState;
import io.attest.domain.accounts.port.ThrottleStore;
import io.micronaut.transaction.TransactionOperations;
import jakarta.inject.Singleton;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Instant;

/**
 * {@code auth_throttle}: one row per counter. {@link #lock} is one upsert whose conflict branch takes the
 * row lock and returns the stored values, so two instances counting the same key at once wait for each
 * other; joins the caller's transaction.
 */
@Singleton
final class JdbcThrottleStore implements ThrottleStore {

    /** A new row is born expired (expires_at = now), i.e. fresh; an existing one is locked and returned as it is. */
    private static final String LOCK = """
            INSERT INTO auth_throttle (scope, subject, attempts, window_started_at, lockouts, expires_at)
            VALUES (?, ?, 0, ?, 0, ?)
            ON CONFLICT (scope, subject) DO UPDATE SET scope = EXCLUDED.scope
            RETURNING attempts, window_started_at, lockouts, locked_until, trusted_until, expires_at""";

    private static final String SAVE = """
            UPDATE auth_throttle
            SET attempts = ?, window_started_at = ?, lockouts = ?, locked_until = ?, trusted_until = ?, expires_at = ?
            WHERE scope = ? AND subject = ?""";

    private final SqlWork sql;

    JdbcThrottleStore(TransactionOperations<Connection> transactions) {
        this.sql = new SqlWork(transactions, "throttle counters");
    }

    @Override
    public ThrottleState lock(ThrottleKey key, Instant now) {
        return sql.joined(c -> {
            try (PreparedStatement ps = SqlWork.bind(c.prepareStatement(LOCK), key.scope().wireName(), key.subject(), now, now);
                 ResultSet rs = ps.executeQuery()) {
                rs.next();
                if (!SqlWork.instant(rs, "expires_at").isAfter(now)) {
                    return ThrottleState.fresh(now);
                }
                return new ThrottleState(rs.getInt("attempts"), SqlWork.instant(rs, "window_started_at"), rs.getInt("lockouts"),
                        SqlWork.instant(rs, "locked_until"), SqlWork.instant(rs, "trusted_until"));
            }
        });
    }

    @Override
    public void save(ThrottleKey key, ThrottleState state, Instant expiresAt) {
        sql.joined(c -> {
            try (PreparedStatement ps = SqlWork.bind(c.prepareStatement(SAVE), state.attempts(), state.windowStartedAt(),
                    state.lockouts(), state.lockedUntil(), state.trustedUntil(), expiresAt, key.scope().wireName(), key.subject())) {
                return ps.executeUpdate();
            }
        });
    }

    @Override
    public int purgeExpired(Instant now) {
        return sql.joined(c -> {
            try (PreparedStatement ps = SqlWork.bind(c.prepareStatement("DELETE FROM auth_throttle WHERE expires_at <= ?"), now)) {
                return ps.executeUpdate();
            }
        });
    }
}
