package io.attest.adapters.persistence;

import io.attest.domain.operations.ClaimedOperation;
import io.attest.domain.operations.NewOperation;
import io.attest.domain.operations.Operation;
import io.attest.domain.operations.OperationError;
import io.attest.domain.operations.OperationId;
import io.attest.domain.operations.OperationStatus;
import io.attest.domain.operations.ResourceRef;
import io.attest.domain.operations.port.OperationQueue;
import io.attest.domain.operations.port.OperationStore;
import io.attest.domain.shared.AccountId;
import io.attest.domain.shared.ErrorCode;
import io.micronaut.json.JsonMapper;
import io.micronaut.transaction.TransactionOperations;
import jakarta.inject.Singleton;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The job queue in {@code operations}. {@link #enqueue} joins the caller's transaction; claims commit
 * on their own so that other instances see them at once. Claims use {@code FOR UPDATE SKIP LOCKED}
 * and a lease on the database clock: a row whose lease ran out (its worker died) is claimed again.
 */
@Singleton
final class JdbcOperations implements OperationQueue, OperationStore {

    private static final String COLUMNS = """
            id, account_id, type, status, progress, resource_kind, resource_id, input::text AS input,
            error::text AS error, attempts, created_at, updated_at, started_at, finished_at, locked_by""";

    private static final String INSERT = """
            INSERT INTO operations (id, account_id, type, status, progress, resource_kind, resource_id, input,
                                    created_at, updated_at)
            VALUES (?, ?, ?, 'queued', 0, ?, ?, CAST(? AS jsonb), ?, ?)""";

    private static final String FIND = "SELECT " + COLUMNS + " FROM operations WHERE id = ? AND account_id = ?";

    private static final String CLAIM = """
            UPDATE operations o
            SET status = 'running', locked_by = ?, lease_until = clock_timestamp() + make_interval(secs => ?),
                attempts = o.attempts + 1, started_at = coalesce(o.started_at, ?), updated_at = ?
            WHERE o.id IN (SELECT id FROM operations
                           WHERE (status = 'queued' OR (status = 'running' AND lease_until < clock_timestamp()))
                             AND type = ANY (?)
                           ORDER BY created_at
                           LIMIT ?
                           FOR UPDATE SKIP LOCKED)
            RETURNING\s""" + COLUMNS;

    private static final String HEARTBEAT = """
            UPDATE operations SET lease_until = clock_timestamp() + make_interval(secs => ?)
            WHERE locked_by = ? AND status = 'running' AND id = ANY (?)""";

    private static final String PROGRESS = """
            UPDATE operations SET progress = ?, updated_at = ?
            WHERE id = ? AND locked_by = ? AND attempts = ? AND status = 'running'""";

    private static final String COMPLETE = """
            UPDATE operations
            SET status = ?, error = CAST(? AS jsonb), progress = CASE WHEN ? THEN 1 ELSE progress END,
                finished_at = ?, updated_at = ?, locked_by = NULL, lease_until = NULL
            WHERE id = ? AND locked_by = ? AND attempts = ? AND status = 'running'""";

    /** A graceful stop gives the claim back without counting it. */
    private static final String RELEASE = """
            UPDATE operations SET status = 'queued', locked_by = NULL, lease_until = NULL, attempts = attempts - 1
            WHERE locked_by = ? AND status = 'running'""";

    private static final String PURGE = "DELETE FROM operations WHERE finished_at < ?";

    private final SqlWork sql;
    private final JsonText json;

    JdbcOperations(TransactionOperations<Connection> transactions, JsonMapper json) {
        this.sql = new SqlWork(transactions, "operations");
        this.json = new JsonText(json);
    }

    @Override
    public Operation enqueue(NewOperation operation) {
        Instant now = operation.createdAt();
        String input = json.write(operation.input());
        sql.joined(c -> {
            try (PreparedStatement ps = c.prepareStatement(INSERT)) {
                SqlWork.bind(ps, operation.id().value(), operation.accountId().value(), operation.type(),
                        operation.resource() == null ? null : operation.resource().kind(),
                        operation.resource() == null ? null : operation.resource().id(), input, now, now);
                return ps.executeUpdate();
            }
        });
        return new Operation(operation.id(), operation.accountId(), operation.type(), OperationStatus.QUEUED, 0,
                operation.resource(), operation.input(), null, 0, now, now, null, null);
    }

    @Override
    public Optional<Operation> find(AccountId account, OperationId id) {
        return sql.joined(c -> {
            try (PreparedStatement ps = SqlWork.bind(c.prepareStatement(FIND), id.value(), account.value());
                 ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(operation(rs)) : Optional.empty();
            }
        });
    }

    @Override
    public List<ClaimedOperation> claim(String worker, Collection<String> types, int max, Duration lease, Instant now) {
        if (max <= 0 || types.isEmpty()) {
            return List.of();
        }
        return sql.own(c -> {
            try (PreparedStatement ps = SqlWork.bind(c.prepareStatement(CLAIM), worker, seconds(lease), now, now,
                    c.createArrayOf("text", types.toArray()), max);
                 ResultSet rs = ps.executeQuery()) {
                List<ClaimedOperation> claimed = new ArrayList<>();
                while (rs.next()) {
                    Operation op = operation(rs);
                    claimed.add(new ClaimedOperation(op, worker, op.attempts()));
                }
                return claimed;
            }
        });
    }

    @Override
    public int heartbeat(String worker, Collection<OperationId> ids, Duration lease) {
        if (ids.isEmpty()) {
            return 0;
        }
        return sql.own(c -> {
            try (PreparedStatement ps = c.prepareStatement(HEARTBEAT)) {
                ps.setDouble(1, seconds(lease));
                ps.setString(2, worker);
                ps.setArray(3, c.createArrayOf("text", ids.stream().map(OperationId::value).toArray()));
                return ps.executeUpdate();
            }
        });
    }

    @Override
    public boolean progress(ClaimedOperation claim, double progress, Instant now) {
        double bounded = Math.max(0, Math.min(1, progress));
        return sql.own(c -> {
            try (PreparedStatement ps = SqlWork.bind(c.prepareStatement(PROGRESS), bounded, now,
                    claim.operation().id().value(), claim.worker(), claim.attempt())) {
                return ps.executeUpdate() == 1;
            }
        });
    }

    @Override
    public boolean complete(ClaimedOperation claim, OperationStatus status, OperationError error, Instant now) {
        if (!status.isFinished()) {
            throw new IllegalArgumentException("an operation completes as succeeded or failed, not " + status);
        }
        String errorJson = error == null ? null : json.write(errorMap(error));
        return sql.joined(c -> {
            try (PreparedStatement ps = SqlWork.bind(c.prepareStatement(COMPLETE), status.wireName(), errorJson,
                    status == OperationStatus.SUCCEEDED, now, now, claim.operation().id().value(), claim.worker(),
                    claim.attempt())) {
                return ps.executeUpdate() == 1;
            }
        });
    }

    @Override
    public int release(String worker) {
        return sql.own(c -> {
            try (PreparedStatement ps = SqlWork.bind(c.prepareStatement(RELEASE), worker)) {
                return ps.executeUpdate();
            }
        });
    }

    @Override
    public int purgeFinished(Instant before) {
        return sql.own(c -> {
            try (PreparedStatement ps = SqlWork.bind(c.prepareStatement(PURGE), before)) {
                return ps.executeUpdate();
            }
        });
    }

    private static double seconds(Duration d) {
        return d.toMillis() / 1000.0;
    }

    private Operation operation(ResultSet rs) throws SQLException {
        String kind = rs.getString("resource_kind");
        ResourceRef resource = kind == null ? null : new ResourceRef(kind, rs.getString("resource_id"));
        return new Operation(new OperationId(rs.getString("id")), new AccountId(rs.getString("account_id")),
                rs.getString("type"), OperationStatus.fromWireName(rs.getString("status")).orElseThrow(),
                rs.getDouble("progress"), resource, json.readMap(rs.getString("input")), error(rs.getString("error")),
                rs.getInt("attempts"), SqlWork.instant(rs, "created_at"), SqlWork.instant(rs, "updated_at"),
                SqlWork.instant(rs, "started_at"), SqlWork.instant(rs, "finished_at"));
    }

    private static Map<String, Object> errorMap(OperationError error) {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("code", error.code().wireName());
        map.put("message", error.message());
        if (error.field() != null) {
            map.put("field", error.field());
        }
        if (!error.detail().isEmpty()) {
            map.put("detail", error.detail());
        }
        return map;
    }

    @SuppressWarnings("unchecked")
    private OperationError error(String text) {
        Map<String, Object> map = json.readMap(text);
        if (map == null) {
            return null;
        }
        ErrorCode code = Arrays.stream(ErrorCode.values()).filter(c -> c.wireName().equals(map.get("code")))
                .findFirst().orElse(ErrorCode.INTERNAL_ERROR);
        Object detail = map.get("detail");
        return new OperationError(code, String.valueOf(map.get("message")), (String) map.get("field"),
                detail instanceof Map<?, ?> d ? (Map<String, Object>) d : null);
    }
}
