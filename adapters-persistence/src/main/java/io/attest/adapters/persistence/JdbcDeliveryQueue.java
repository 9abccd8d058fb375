package io.attest.adapters.persistence;

import io.attest.domain.events.Delivery;
import io.attest.domain.events.DeliveryAttempt;
import io.attest.domain.events.DeliveryStatus;
import io.attest.domain.events.DueDelivery;
import io.attest.domain.events.EventId;
import io.attest.domain.events.ReplayRecord;
import io.attest.domain.events.WebhookEndpointId;
import io.attest.domain.events.WebhookSecret;
import io.attest.domain.events.port.DeliveryQueue;
import io.attest.domain.shared.AccountId;
import io.micronaut.transaction.TransactionOperations;
import jakarta.inject.Singleton;
import java.net.URI;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code webhook_deliveries} and {@code webhook_delivery_attempts}. A claim runs in two statements,
 * with no lock shared by all instances: first it locks ({@code FOR NO KEY UPDATE SKIP LOCKED}) up to
 * {@code max} endpoints that have due work and are under their caps, ordered round-robin (each
 * account's endpoints ranked by their oldest due delivery, rank 1 of every account before rank 2 of
 * any); an endpoint another instance is claiming for is skipped, not waited for. Then, in a fresh
 * snapshot that sees every claim committed before the endpoint locks were granted, it counts the
 * leases of those endpoints (so the per-endpoint cap is exact across instances), takes their due rows
 * ({@code FOR UPDATE SKIP LOCKED}) again round-robin between accounts and endpoints, and hands each one
 * a fresh lease token. The per-account cap counts the account's leases in that snapshot: exact on one
 * instance, and two instances claiming for different endpoints of one account at the same moment can
 * pass it by what each took. Claims and results commit on their own.
 */
@Singleton
final class JdbcDeliveryQueue implements DeliveryQueue {

    /**
     * Endpoints with a delivery due now, under the per-endpoint and per-account caps (leases counted
     * here only to pass over full endpoints; the next statement counts again under the locks).
     */
    private static final String LOCK_ENDPOINTS = """
            WITH leased AS (
                SELECT endpoint_id, account_id, count(*) AS n FROM webhook_deliveries
                WHERE lease_until IS NOT NULL AND lease_until > clock_timestamp()
                GROUP BY endpoint_id, account_id),
            per_account AS (SELECT account_id, sum(n) AS n FROM leased GROUP BY account_id),
            due AS (
                SELECT e.id, e.account_id, d.next_attempt_at AS oldest
                FROM webhook_endpoints e
                CROSS JOIN LATERAL (
                    SELECT x.next_attempt_at FROM webhook_deliveries x
                    WHERE x.endpoint_id = e.id AND x.status = 'pending' AND x.next_attempt_at <= ?
                      AND (x.lease_until IS NULL OR x.lease_until <= clock_timestamp())
                    ORDER BY x.next_attempt_at LIMIT 1) d
                LEFT JOIN leased l ON l.endpoint_id = e.id
                LEFT JOIN per_account a ON a.account_id = e.account_id
                WHERE coalesce(l.n, 0) < ? AND coalesce(a.n, 0) < ?),
            ranked AS (
                SELECT id, oldest, row_number() OVER (PARTITION BY account_id ORDER BY oldest, id) AS account_rank
                FROM due)
            SELECT e.id FROM webhook_endpoints e JOIN ranked r ON r.id = e.id
            ORDER BY r.account_rank, r.oldest, r.id
            LIMIT ?
            FOR NO KEY UPDATE OF e SKIP LOCKED""";

    /** Under the endpoint locks: exact leases per endpoint, the due rows that fit, round-robin, leased. */
    private static final String CLAIM = """
            WITH locked AS (
                SELECT e.id, e.account_id,
                       (SELECT count(*) FROM webhook_deliveries x
                        WHERE x.endpoint_id = e.id AND x.lease_until IS NOT NULL
                          AND x.lease_until > clock_timestamp()) AS n
                FROM webhook_endpoints e WHERE e.id = ANY (?)),
            per_account AS (
                SELECT account_id, count(*) AS n FROM webhook_deliveries
                WHERE lease_until IS NOT NULL AND lease_until > clock_timestamp()
                  AND account_id IN (SELECT account_id FROM locked)
                GROUP BY account_id),
            candidates AS (
                SELECT c.id, c.endpoint_id, c.account_id, c.next_attempt_at
                FROM locked CROSS JOIN LATERAL (
                    SELECT x.id, x.endpoint_id, x.account_id, x.next_attempt_at FROM webhook_deliveries x
                    WHERE x.endpoint_id = locked.id AND x.status = 'pending' AND x.next_attempt_at <= ?
                      AND (x.lease_until IS NULL OR x.lease_until <= clock_timestamp())
                    ORDER BY x.next_attempt_at, x.id
                    LIMIT greatest(? - locked.n, 0)
                    FOR UPDATE SKIP LOCKED) c),
            by_endpoint AS (
                SELECT c.*, row_number() OVER (PARTITION BY c.endpoint_id ORDER BY c.next_attempt_at, c.id) AS endpoint_rank
                FROM candidates c),
            by_account AS (
                SELECT b.*, row_number() OVER (PARTITION BY b.account_id
                                               ORDER BY b.endpoint_rank, b.next_attempt_at, b.id) AS account_rank
                FROM by_endpoint b),
            pick AS (
                SELECT b.id FROM by_account b LEFT JOIN per_account a ON a.account_id = b.account_id
                WHERE b.account_rank <= ? - coalesce(a.n, 0)
                ORDER BY b.account_rank, b.next_attempt_at, b.id
                LIMIT ?)
            UPDATE webhook_deliveries w
            SET locked_by = ?, lease_token = gen_random_uuid()::text,
                lease_until = clock_timestamp() + make_interval(secs => ?)
            FROM pick WHERE w.id = pick.id AND w.status = 'pending'
            RETURNING w.id""";

    private static final String LOAD = """
            SELECT d.id, d.lease_token, d.attempts, d.round_attempts, ev.id AS event_id, ev.type, ev.created_at AS event_created_at,
                   ev.data::text AS data, e.id AS endpoint_id, e.url, e.secret,
                   CASE WHEN e.previous_secret_expires_at > ? THEN e.previous_secret END AS previous_secret
            FROM webhook_deliveries d
            JOIN events ev ON ev.id = d.event_id
            JOIN webhook_endpoints e ON e.id = d.endpoint_id
            WHERE d.id = ANY (?) AND d.locked_by = ?""";

    private static final String FINISH = """
            UPDATE webhook_deliveries
            SET attempts = attempts + 1, round_attempts = round_attempts + 1, status = ?, next_attempt_at = ?,
                delivered_at = CASE WHEN ? THEN ? ELSE delivered_at END, updated_at = ?,
                locked_by = NULL, lease_token = NULL, lease_until = NULL
            WHERE id = ?""";

    /** The fence: the row is ours only while it still carries our lease token. */
    private static final String LOCK_FOR_RESULT = """
            SELECT attempts + 1, locked_by FROM webhook_deliveries
            WHERE id = ? AND lease_token = ? AND status = 'pending'
            FOR UPDATE""";

    private static final String LOG_ATTEMPT = """
            INSERT INTO webhook_delivery_attempts
                (delivery_id, number, started_at, duration_ms, status_code, succeeded, error, response_excerpt, worker)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)""";

    private static final String RELEASE = """
            UPDATE webhook_deliveries SET locked_by = NULL, lease_token = NULL, lease_until = NULL
            WHERE locked_by = ? AND lease_until IS NOT NULL""";

    /** Fresh schedule for every current subscriber of the event; rows in flight are left alone. */
    private static final String REPLAY_EVENT = """
            INSERT INTO webhook_deliveries (id, event_id, endpoint_id, account_id, status, next_attempt_at, created_at, updated_at)
            SELECT 'dlv_' || replace(gen_random_uuid()::text, '-', ''), ev.id, e.id, ev.account_id, 'pending', ?, ?, ?
            FROM events ev
            JOIN webhook_endpoints e ON e.account_id = ev.account_id AND e.deleted_at IS NULL AND ev.type = ANY (e.events)
            WHERE ev.id = ? AND ev.account_id = ?
            ON CONFLICT (event_id, endpoint_id) DO UPDATE
            SET status = 'pending', next_attempt_at = EXCLUDED.next_attempt_at, round_attempts = 0,
                updated_at = EXCLUDED.updated_at
            WHERE webhook_deliveries.lease_until IS NULL OR webhook_deliveries.lease_until <= clock_timestamp()""";

    private static final String REPLAY_PARKED = """
            UPDATE webhook_deliveries d
            SET status = 'pending', next_attempt_at = ?, round_attempts = 0, updated_at = ?
            FROM events ev
            WHERE ev.id = d.event_id AND d.endpoint_id = ? AND d.account_id = ? AND d.status = 'parked'
              AND ev.created_at >= ?""";

    private static final String AUDIT = """
            INSERT INTO webhook_replays (account_id, actor, target_kind, target_id, since, deliveries, requested_at)
            VALUES (?, ?, ?, ?, ?, ?, ?)""";

    private static final String DELIVERY_COLUMNS = """
            d.id, d.event_id, ev.type, d.endpoint_id, d.status, d.attempts, d.next_attempt_at, d.delivered_at, d.created_at""";

    private static final String LIST_FOR_ENDPOINT = "SELECT " + DELIVERY_COLUMNS + """
             FROM webhook_deliveries d JOIN events ev ON ev.id = d.event_id
            WHERE d.account_id = ? AND d.endpoint_id = ? AND (CAST(? AS text) IS NULL OR d.status = ?)
            ORDER BY d.created_at DESC, d.id DESC
            LIMIT ?""";

    private static final String LIST_FOR_EVENT = "SELECT " + DELIVERY_COLUMNS + """
             FROM webhook_deliveries d JOIN events ev ON ev.id = d.event_id
            WHERE d.account_id = ? AND d.event_id = ?
            ORDER BY d.created_at, d.id""";

    private static final String ATTEMPTS = """
            SELECT delivery_id, number, started_at, duration_ms, status_code, succeeded, error, response_excerpt
            FROM webhook_delivery_attempts WHERE delivery_id = ANY (?) ORDER BY delivery_id, number""";

    private final SqlWork sql;

    JdbcDeliveryQueue(TransactionOperations<Connection> transactions) {
        this.sql = new SqlWork(transactions, "webhook deliveries");
    }

    @Override
    public List<DueDelivery> claim(String worker, int max, int perEndpoint, int perAccount, Duration lease, Instant now) {
        if (max <= 0) {
            return List.of();
        }
        return sql.own(c -> {
            List<String> endpoints = new ArrayList<>();
            try (PreparedStatement ps = SqlWork.bind(c.prepareStatement(LOCK_ENDPOINTS), now, perEndpoint, perAccount, max);
                 ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    endpoints.add(rs.getString(1));
                }
            }
            if (endpoints.isEmpty()) {
                return List.of();
            }
            List<String> ids = new ArrayList<>();
            try (PreparedStatement ps = SqlWork.bind(c.prepareStatement(CLAIM), c.createArrayOf("text", endpoints.toArray()),
                    now, perEndpoint, perAccount, max, worker, lease.toMillis() / 1000.0);
                 ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    ids.add(rs.getString(1));
                }
            }
            if (ids.isEmpty()) {
                return List.of();
            }
            List<DueDelivery> due = new ArrayList<>(ids.size());
            try (PreparedStatement ps = SqlWork.bind(c.prepareStatement(LOAD), now,
                    c.createArrayOf("text", ids.toArray()), worker);
                 ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    String previous = rs.getString("previous_secret");
                    due.add(new DueDelivery(rs.getString("id"), rs.getString("lease_token"),
                            new EventId(rs.getString("event_id")), rs.getString("type"),
                            SqlWork.instant(rs, "event_created_at"), rs.getString("data"),
                            new WebhookEndpointId(rs.getString("endpoint_id")), URI.create(rs.getString("url")),
                            new WebhookSecret(rs.getString("secret")),
                            previous == null ? null : new WebhookSecret(previous),
                            rs.getInt("attempts"), rs.getInt("round_attempts")));
                }
            }
            return due;
        });
    }

    @Override
    public boolean record(DueDelivery delivery, DeliveryAttempt attempt, DeliveryStatus next, Instant nextAttemptAt) {
        if (next == DeliveryStatus.PENDING && nextAttemptAt == null) {
            throw new IllegalArgumentException("a pending delivery needs its next attempt time");
        }
        Instant attemptEnd = attempt.startedAt().plusMillis(attempt.durationMillis());
        return sql.own(c -> {
            int number;
            String worker;
            try (PreparedStatement ps = SqlWork.bind(c.prepareStatement(LOCK_FOR_RESULT), delivery.deliveryId(),
                    delivery.leaseToken());
                 ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) {
                    return false; // the lease is gone: another worker owns the delivery, or it was cancelled
                }
                number = rs.getInt(1);
                worker = rs.getString(2);
            }
            try (PreparedStatement ps = SqlWork.bind(c.prepareStatement(FINISH), next.wireName(),
                    next == DeliveryStatus.PENDING ? nextAttemptAt : null, next == DeliveryStatus.SUCCEEDED, attemptEnd,
                    attemptEnd, delivery.deliveryId())) {
                ps.executeUpdate();
            }
            try (PreparedStatement ps = SqlWork.bind(c.prepareStatement(LOG_ATTEMPT), delivery.deliveryId(), number,
                    attempt.startedAt(), attempt.durationMillis(), attempt.statusCode(), attempt.succeeded(),
                    attempt.error(), attempt.responseExcerpt(), worker)) {
                ps.executeUpdate();
            }
            return true;
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
    public int replayEvent(AccountId account, EventId event, Instant now) {
        return sql.joined(c -> {
            try (PreparedStatement ps = SqlWork.bind(c.prepareStatement(REPLAY_EVENT), now, now, now, event.value(),
                    account.value())) {
                return ps.executeUpdate();
            }
        });
    }

    @Override
    public int replayParked(AccountId account, WebhookEndpointId endpoint, Instant since, Instant now) {
        return sql.joined(c -> {
            try (PreparedStatement ps = SqlWork.bind(c.prepareStatement(REPLAY_PARKED), now, now, endpoint.value(),
                    account.value(), since)) {
                return ps.executeUpdate();
            }
        });
    }

    @Override
    public void recordReplay(ReplayRecord replay) {
        sql.joined(c -> {
            try (PreparedStatement ps = SqlWork.bind(c.prepareStatement(AUDIT), replay.accountId().value(), replay.actor(),
                    replay.targetKind(), replay.targetId(), replay.since(), replay.deliveries(), replay.requestedAt())) {
                return ps.executeUpdate();
            }
        });
    }

    @Override
    public List<Delivery> list(AccountId account, WebhookEndpointId endpoint, DeliveryStatus status, int limit) {
        String wire = status == null ? null : status.wireName();
        return sql.joined(c -> {
            try (PreparedStatement ps = SqlWork.bind(c.prepareStatement(LIST_FOR_ENDPOINT), account.value(),
                    endpoint.value(), wire, wire, limit)) {
                return withAttempts(c, ps);
            }
        });
    }

    @Override
    public List<Delivery> listForEvent(AccountId account, EventId event) {
        return sql.joined(c -> {
            try (PreparedStatement ps = SqlWork.bind(c.prepareStatement(LIST_FOR_EVENT), account.value(), event.value())) {
                return withAttempts(c, ps);
            }
        });
    }

    private static List<Delivery> withAttempts(Connection c, PreparedStatement deliveries) throws SQLException {
        record Row(String id, EventId eventId, String type, WebhookEndpointId endpointId, DeliveryStatus status,
                   int attempts, Instant next, Instant delivered, Instant created) {
        }
        List<Row> rows = new ArrayList<>();
        try (ResultSet rs = deliveries.executeQuery()) {
            while (rs.next()) {
                rows.add(new Row(rs.getString("id"), new EventId(rs.getString("event_id")), rs.getString("type"),
                        new WebhookEndpointId(rs.getString("endpoint_id")),
                        DeliveryStatus.fromWireName(rs.getString("status")).orElseThrow(), rs.getInt("attempts"),
                        SqlWork.instant(rs, "next_attempt_at"), SqlWork.instant(rs, "delivered_at"),
                        SqlWork.instant(rs, "created_at")));
            }
        }
        Map<String, List<DeliveryAttempt>> attempts = new LinkedHashMap<>();
        if (!rows.isEmpty()) {
            try (PreparedStatement ps = c.prepareStatement(ATTEMPTS)) {
                ps.setArray(1, c.createArrayOf("text", rows.stream().map(Row::id).toArray()));
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        attempts.computeIfAbsent(rs.getString("delivery_id"), k -> new ArrayList<>()).add(
                                new DeliveryAttempt(rs.getInt("number"), SqlWork.instant(rs, "started_at"),
                                        rs.getLong("duration_ms"), SqlWork.nullableInt(rs, "status_code"),
                                        rs.getBoolean("succeeded"), rs.getString("error"),
                                        rs.getString("response_excerpt")));
                    }
                }
            }
        }
        return rows.stream().map(r -> new Delivery(r.id(), r.eventId(), r.type(), r.endpointId(), r.status(),
                r.attempts(), r.next(), r.delivered(), r.created(), attempts.getOrDefault(r.id(), List.of()))).toList();
    }
}
