package io.attest.adapters.persistence;

import io.micronaut.data.exceptions.DataAccessException;
import io.micronaut.transaction.TransactionDefinition;
import io.micronaut.transaction.TransactionOperations;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;

/**
 * Plain JDBC on the transaction's connection for the operations and webhook adapters: joining the
 * caller's transaction ({@link #joined}) or committing on its own ({@link #own}, for claims and
 * results that other instances must see at once).
 */
final class SqlWork {

    static final TransactionDefinition JOIN = TransactionDefinition.of(TransactionDefinition.Propagation.REQUIRED);
    static final TransactionDefinition OWN = TransactionDefinition.of(TransactionDefinition.Propagation.REQUIRES_NEW);

    private final TransactionOperations<Connection> transactions;
    private final String what;

    SqlWork(TransactionOperations<Connection> transactions, String what) {
        this.transactions = transactions;
        this.what = what;
    }

    <R> R joined(ConnectionWork<R> work) {
        return run(JOIN, work);
    }

    <R> R own(ConnectionWork<R> work) {
        return run(OWN, work);
    }

    private <R> R run(TransactionDefinition definition, ConnectionWork<R> work) {
        return transactions.execute(definition, status -> {
            try {
                return work.run(status.getConnection());
            } catch (SQLException e) {
                throw new DataAccessException(what + ": " + e.getMessage(), e);
            }
        });
    }

    static OffsetDateTime utc(Instant instant) {
        return instant == null ? null : instant.atOffset(ZoneOffset.UTC);
    }

    static Instant instant(ResultSet rs, String column) throws SQLException {
        OffsetDateTime value = rs.getObject(column, OffsetDateTime.class);
        return value == null ? null : value.toInstant();
    }

    static Integer nullableInt(ResultSet rs, String column) throws SQLException {
        int value = rs.getInt(column);
        return rs.wasNull() ? null : value;
    }

    /** Binds parameters in order: Instants as UTC timestamps, the rest as they are. */
    static PreparedStatement bind(PreparedStatement ps, Object... params) throws SQLException {
        for (int i = 0; i < params.length; i++) {
            Object p = params[i];
            ps.setObject(i + 1, p instanceof Instant at ? utc(at) : p);
        }
        return ps;
    }

    @FunctionalInterface
    interface ConnectionWork<R> {
        R run(Connection connection) throws SQLException;
    }
}
