package io.attest.adapters.persistence;

import io.attest.domain.events.DomainEvent;
import io.attest.domain.events.EventId;
import io.attest.domain.events.port.EventLog;
import io.attest.domain.shared.AccountId;
import io.micronaut.json.JsonMapper;
import io.micronaut.transaction.TransactionOperations;
import jakarta.inject.Singleton;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Reads the {@code events} outbox, always scoped by account. */
@Singleton
final class JdbcEventLog implements EventLog {

    private static final String FIND = """
            SELECT id, account_id, type, data::text AS data, created_at FROM events WHERE id = ? AND account_id = ?""";
    private static final String LIST = """
            SELECT id, account_id, type, data::text AS data, created_at FROM events
            WHERE account_id = ? AND (CAST(? AS text) IS NULL OR type = ?) AND (CAST(? AS timestamptz) IS NULL OR created_at >= ?)
              AND (CAST(? AS timestamptz) IS NULL OR (created_at, id) < (?, ?))
            ORDER BY created_at DESC, id DESC
            LIMIT ?""";
    private static final String PURGE = """
            DELETE FROM events e WHERE e.created_at < ?
            AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.event_id = e.id AND d.status = 'pending')""";

    private final SqlWork sql;
    private final JsonText json;

    JdbcEventLog(TransactionOperations<Connection> transactions, JsonMapper json) {
        this.sql = new SqlWork(transactions, "event log");
        this.json = new JsonText(json);
    }

    @Override
    public Optional<DomainEvent> find(AccountId account, EventId id) {
        return sql.joined(c -> {
            try (PreparedStatement ps = SqlWork.bind(c.prepareStatement(FIND), id.value(), account.value());
                 ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(event(rs)) : Optional.empty();
            }
        });
    }

    @Override
    public List<DomainEvent> list(AccountId account, String type, Instant createdFrom, DomainEvent before, int limit) {
        Instant cursorAt = before == null ? null : before.createdAt();
        String cursorId = before == null ? null : before.id().value();
        return sql.joined(c -> {
            try (PreparedStatement ps = SqlWork.bind(c.prepareStatement(LIST), account.value(), type, type,
                    SqlWork.utc(createdFrom), SqlWork.utc(createdFrom), SqlWork.utc(cursorAt), SqlWork.utc(cursorAt),
                    cursorId, limit);
                 ResultSet rs = ps.executeQuery()) {
                List<DomainEvent> out = new ArrayList<>();
                while (rs.next()) {
                    out.add(event(rs));
                }
                return out;
            }
        });
    }

    @Override
    public int purge(Instant before) {
        return sql.own(c -> {
            try (PreparedStatement ps = SqlWork.bind(c.prepareStatement(PURGE), before)) {
                return ps.executeUpdate();
            }
        });
    }

    private DomainEvent event(ResultSet rs) throws SQLException {
        return new DomainEvent(new EventId(rs.getString("id")), new AccountId(rs.getString("account_id")),
                rs.getString("type"), json.readMap(rs.getString("data")), SqlWork.instant(rs, "created_at"));
    }
}
