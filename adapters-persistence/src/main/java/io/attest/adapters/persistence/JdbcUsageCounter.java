package io.attest.adapters.persistence;

import io.attest.domain.accounts.UsagePeriod;
import io.attest.domain.accounts.port.UsageCounter;
import io.attest.domain.shared.AccountId;
import io.micronaut.data.exceptions.DataAccessException;
import io.micronaut.transaction.TransactionDefinition;
import io.micronaut.transaction.TransactionOperations;
import jakarta.inject.Singleton;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.LocalDate;
import java.util.SortedMap;
import java.util.TreeMap;
import java.sql.SQLException;
import java.util.OptionalLong;

/**
 * The monthly call counter in {@code usage_counters}. Every change is ONE statement (PostgreSQL
 * serialises writers on the row), so the count is exact however many requests and server instances
 * race. Each change runs in its own transaction (REQUIRES_NEW), committed before it returns even when
 * the caller has a transaction open: other requests must see a reservation at once. Reads join.
 *
 * <p>Plain JDBC on the transaction's connection: Micronaut Data has no tidy form for an upsert whose
 * {@code RETURNING} may yield no row.
 */
@Singleton
final class JdbcUsageCounter implements UsageCounter {

    private static final TransactionDefinition OWN_TRANSACTION =
            TransactionDefinition.of(TransactionDefinition.Propagation.REQUIRES_NEW);
    /** A read joins the caller's transaction: a second connection per request could starve the pool. */
    private static final TransactionDefinition JOIN_TRANSACTION =
            TransactionDefinition.of(TransactionDefinition.Propagation.REQUIRED);

    /**
     * The per-day row of the console's chart, in the same statement: only when the month's count moved.
     * Days are the database's UTC date.
     */
    private static final String COUNT_TODAY = """
            , today AS (
                INSERT INTO usage_daily (account_id, day, used)
                SELECT account_id, (now() AT TIME ZONE 'UTC')::date, 1 FROM counted
                ON CONFLICT (account_id, day) DO UPDATE SET used = usage_daily.used + 1)
            """;

    /** Counts one call unless {@code used} already reached the limit; no row back = exhausted. */
    private static final String TRY_RESERVE = """
            WITH counted AS (
                INSERT INTO usage_counters (account_id, period, used) VALUES (?, ?, 1)
                ON CONFLICT (account_id, period)
                DO UPDATE SET used = usage_counters.used + 1 WHERE usage_counters.used < ?
                RETURNING account_id, used)
            """ + COUNT_TODAY + "SELECT used FROM counted";

    private static final String INCREMENT = """
            WITH counted AS (
                INSERT INTO usage_counters (account_id, period, used) VALUES (?, ?, 1)
                ON CONFLICT (account_id, period) DO UPDATE SET used = usage_counters.used + 1
                RETURNING account_id, used)
            """ + COUNT_TODAY + "SELECT used FROM counted";

    /** Never below zero: a release without a reservation (or after a month change) does nothing. */
    private static final String RELEASE = """
            WITH released AS (
                UPDATE usage_counters SET used = used - 1
                WHERE account_id = ? AND period = ? AND used > 0
                RETURNING account_id)
            UPDATE usage_daily SET used = used - 1
            WHERE account_id IN (SELECT account_id FROM released) AND day = (now() AT TIME ZONE 'UTC')::date AND used > 0""";

    private static final String PER_DAY = """
            SELECT day, used FROM usage_daily WHERE account_id = ? AND day >= ? AND day < ? AND used > 0 ORDER BY day""";

    private static final String USED = "SELECT used FROM usage_counters WHERE account_id = ? AND period = ?";

    private final TransactionOperations<Connection> transactions;

    JdbcUsageCounter(TransactionOperations<Connection> transactions) {
        this.transactions = transactions;
    }

    @Override
    public OptionalLong tryReserve(AccountId account, UsagePeriod period, long limit) {
        if (limit <= 0) {
            // The INSERT branch would count a first call whatever the limit; 0 means "unlimited" upstream.
            throw new IllegalArgumentException("limit must be positive, got " + limit + " (use increment for unlimited plans)");
        }
        return inOwnTransaction(TRY_RESERVE, ps -> {
            ps.setString(1, account.value());
            ps.setString(2, period.id());
            ps.setLong(3, limit);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? OptionalLong.of(rs.getLong(1)) : OptionalLong.empty();
            }
        });
    }

    @Override
    public long increment(AccountId account, UsagePeriod period) {
        return inOwnTransaction(INCREMENT, ps -> {
            ps.setString(1, account.value());
            ps.setString(2, period.id());
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        });
    }

    @Override
    public void release(AccountId account, UsagePeriod period) {
        inOwnTransaction(RELEASE, ps -> {
            ps.setString(1, account.value());
            ps.setString(2, period.id());
            return ps.executeUpdate();
        });
    }

    @Override
    public long used(AccountId account, UsagePeriod period) {
        return inTransaction(JOIN_TRANSACTION, USED, ps -> {
            ps.setString(1, account.value());
            ps.setString(2, period.id());
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getLong(1) : 0L;
            }
        });
    }

    @Override
    public SortedMap<LocalDate, Long> usedPerDay(AccountId account, UsagePeriod period) {
        return inTransaction(JOIN_TRANSACTION, PER_DAY, ps -> {
            ps.setString(1, account.value());
            ps.setObject(2, period.month().atDay(1));
            ps.setObject(3, period.month().plusMonths(1).atDay(1));
            SortedMap<LocalDate, Long> days = new TreeMap<>();
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    days.put(rs.getObject(1, LocalDate.class), rs.getLong(2));
                }
            }
            return days;
        });
    }

    private <R> R inOwnTransaction(String sql, StatementWork<R> work) {
        return inTransaction(OWN_TRANSACTION, sql, work);
    }

    private <R> R inTransaction(TransactionDefinition definition, String sql, StatementWork<R> work) {
        return transactions.execute(definition, status -> {
            try (PreparedStatement ps = status.getConnection().prepareStatement(sql)) {
                return work.run(ps);
            } catch (SQLException e) {
                throw new DataAccessException("usage counter: " + e.getMessage(), e);
            }
        });
    }

    @FunctionalInterface
    interface StatementWork<R> {
        R run(PreparedStatement ps) throws SQLException;
    }
}
