package io.attest.adapters.persistence;

import io.attest.domain.events.WebhookEndpoint;
import io.attest.domain.events.WebhookEndpointId;
import io.attest.domain.events.WebhookSecret;
import io.attest.domain.events.port.WebhookEndpointRepository;
import io.attest.domain.shared.AccountId;
import io.micronaut.transaction.TransactionOperations;
import jakarta.inject.Singleton;
import java.net.URI;
import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/** {@code webhook_endpoints}; a deleted endpoint keeps its row (deliveries refer to it) but is invisible. */
@Singleton
final class JdbcWebhookEndpoints implements WebhookEndpointRepository {

    private static final String COLUMNS = "id, account_id, url, events, status, created_at, secret_rotated_at";
    private static final String INSERT = """
            INSERT INTO webhook_endpoints (id, account_id, url, events, status, secret, created_at)
            VALUES (?, ?, ?, ?, ?, ?, ?)""";
    private static final String FIND = "SELECT " + COLUMNS
            + " FROM webhook_endpoints WHERE id = ? AND account_id = ? AND deleted_at IS NULL";
    private static final String LIST = "SELECT " + COLUMNS
            + " FROM webhook_endpoints WHERE account_id = ? AND deleted_at IS NULL ORDER BY created_at, id";
    private static final String COUNT = "SELECT count(*) FROM webhook_endpoints WHERE account_id = ? AND deleted_at IS NULL";
    private static final String DELETE = """
            UPDATE webhook_endpoints SET deleted_at = ?, secret = 'whsec_deleted', previous_secret = NULL,
                                         previous_secret_expires_at = NULL
            WHERE id = ? AND account_id = ? AND deleted_at IS NULL""";
    private static final String CANCEL_PENDING = """
            UPDATE webhook_deliveries SET status = 'cancelled', next_attempt_at = NULL, updated_at = ?
            WHERE endpoint_id = ? AND status = 'pending'""";
    private static final String ROTATE = """
            UPDATE webhook_endpoints
            SET previous_secret = secret, previous_secret_expires_at = ?, secret = ?, secret_rotated_at = ?
            WHERE id = ? AND account_id = ? AND deleted_at IS NULL""";

    private final SqlWork sql;

    JdbcWebhookEndpoints(TransactionOperations<Connection> transactions) {
        this.sql = new SqlWork(transactions, "webhook endpoints");
    }

    @Override
    public void insert(WebhookEndpoint endpoint, WebhookSecret secret) {
        sql.joined(c -> {
            try (PreparedStatement ps = c.prepareStatement(INSERT)) {
                SqlWork.bind(ps, endpoint.id().value(), endpoint.accountId().value(), endpoint.url().toString(),
                        c.createArrayOf("text", endpoint.events().toArray()), endpoint.status(), secret.value(),
                        endpoint.createdAt());
                return ps.executeUpdate();
            }
        });
    }

    @Override
    public Optional<WebhookEndpoint> find(AccountId account, WebhookEndpointId id) {
        return sql.joined(c -> {
            try (PreparedStatement ps = SqlWork.bind(c.prepareStatement(FIND), id.value(), account.value());
                 ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(endpoint(rs)) : Optional.empty();
            }
        });
    }

    @Override
    public List<WebhookEndpoint> list(AccountId account) {
        return sql.joined(c -> {
            try (PreparedStatement ps = SqlWork.bind(c.prepareStatement(LIST), account.value());
                 ResultSet rs = ps.executeQuery()) {
                List<WebhookEndpoint> out = new ArrayList<>();
                while (rs.next()) {
                    out.add(endpoint(rs));
                }
                return out;
            }
        });
    }

    @Override
    public int count(AccountId account) {
        return sql.joined(c -> {
            try (PreparedStatement ps = SqlWork.bind(c.prepareStatement(COUNT), account.value());
                 ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getInt(1);
            }
        });
    }

    @Override
    public boolean delete(AccountId account, WebhookEndpointId id, Instant now) {
        return sql.joined(c -> {
            try (PreparedStatement ps = SqlWork.bind(c.prepareStatement(DELETE), now, id.value(), account.value())) {
                if (ps.executeUpdate() != 1) {
                    return false;
                }
            }
            try (PreparedStatement ps = SqlWork.bind(c.prepareStatement(CANCEL_PENDING), now, id.value())) {
                ps.executeUpdate();
            }
            return true;
        });
    }

    @Override
    public boolean rotateSecret(AccountId account, WebhookEndpointId id, WebhookSecret secret, Instant now,
                                Instant previousValidUntil) {
        return sql.joined(c -> {
            try (PreparedStatement ps = SqlWork.bind(c.prepareStatement(ROTATE), previousValidUntil, secret.value(), now,
                    id.value(), account.value())) {
                return ps.executeUpdate() == 1;
            }
        });
    }

    private static WebhookEndpoint endpoint(ResultSet rs) throws SQLException {
        Array events = rs.getArray("events");
        List<String> types = Arrays.asList((String[]) events.getArray());
        return new WebhookEndpoint(new WebhookEndpointId(rs.getString("id")), new AccountId(rs.getString("account_id")),
                URI.create(rs.getString("url")), types, rs.getString("status"), SqlWork.instant(rs, "created_at"),
                SqlWork.instant(rs, "secret_rotated_at"));
    }
}
