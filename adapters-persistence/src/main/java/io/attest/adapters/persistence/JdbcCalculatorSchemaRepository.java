package io.attest.adapters.persistence;

import io.attest.domain.calculator.CalculatorSchema;
import io.attest.domain.calculator.Line;
import io.attest.domain.calculator.SchemaId;
import io.attest.domain.calculator.SchemaSummary;
import io.attest.domain.calculator.port.CalculatorSchemaRepository;
import io.attest.domain.shared.AccountId;
import io.micronaut.data.exceptions.DataAccessException;
import io.micronaut.json.JsonMapper;
import io.micronaut.json.tree.JsonNode;
import io.micronaut.transaction.TransactionOperations;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code calculator_schemas}: one row per schema, its lines as a jsonb array. Plain JDBC on the
 * caller's transaction (or its own when there is none); every statement filters by account.
 */
@Singleton
final class JdbcCalculatorSchemaRepository implements CalculatorSchemaRepository {

    private static final String INSERT = """
            INSERT INTO calculator_schemas (id, account_id, name, lines, created_at)
            VALUES (?, ?, ?, CAST(? AS jsonb), ?)""";
    private static final String SELECT = """
            SELECT name, lines::text AS lines, created_at FROM calculator_schemas WHERE id = ? AND account_id = ?""";
    private static final String EXISTS = "SELECT 1 FROM calculator_schemas WHERE id = ? AND account_id = ?";
    private static final String DELETE = "DELETE FROM calculator_schemas WHERE id = ? AND account_id = ?";
    private static final String LIST = """
            SELECT id, name, created_at FROM calculator_schemas WHERE account_id = ? ORDER BY created_at DESC, id LIMIT ?""";

    private final TransactionOperations<Connection> transactions;
    private final JsonMapper json;

    JdbcCalculatorSchemaRepository(TransactionOperations<Connection> transactions, JsonMapper json) {
        this.transactions = transactions;
        this.json = json;
    }

    @Override
    public void insert(CalculatorSchema schema) {
        String lines = linesJson(schema.lines());
        inTransaction(c -> {
            try (PreparedStatement ps = c.prepareStatement(INSERT)) {
                ps.setString(1, schema.id().value());
                ps.setString(2, schema.accountId().value());
                ps.setString(3, schema.name());
                ps.setString(4, lines);
                ps.setObject(5, schema.createdAt().atOffset(ZoneOffset.UTC));
                return ps.executeUpdate();
            }
        });
    }

    @Override
    public Optional<CalculatorSchema> find(AccountId account, SchemaId id) {
        return inTransaction(c -> {
            try (PreparedStatement ps = c.prepareStatement(SELECT)) {
                ps.setString(1, id.value());
                ps.setString(2, account.value());
                try (ResultSet rs = ps.executeQuery()) {
                    if (!rs.next()) {
                        return Optional.empty();
                    }
                    return Optional.of(new CalculatorSchema(id, account, rs.getString("name"), lines(rs.getString("lines")),
                            rs.getObject("created_at", OffsetDateTime.class).toInstant()));
                }
            }
        });
    }

    @Override
    public boolean exists(AccountId account, SchemaId id) {
        return inTransaction(c -> {
            try (PreparedStatement ps = c.prepareStatement(EXISTS)) {
                ps.setString(1, id.value());
                ps.setString(2, account.value());
                try (ResultSet rs = ps.executeQuery()) {
                    return rs.next();
                }
            }
        });
    }

    @Override
    public boolean delete(AccountId account, SchemaId id) {
        return inTransaction(c -> {
            try (PreparedStatement ps = c.prepareStatement(DELETE)) {
                ps.setString(1, id.value());
                ps.setString(2, account.value());
                return ps.executeUpdate() == 1;
            }
        });
    }

    @Override
    public List<SchemaSummary> list(AccountId account, int limit) {
        return inTransaction(c -> {
            try (PreparedStatement ps = c.prepareStatement(LIST)) {
                ps.setString(1, account.value());
                ps.setInt(2, limit);
                List<SchemaSummary> found = new ArrayList<>();
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        found.add(new SchemaSummary(new SchemaId(rs.getString("id")), rs.getString("name"),
                                rs.getObject("created_at", OffsetDateTime.class).toInstant()));
                    }
                }
                return found;
            }
        });
    }

    private String linesJson(List<Line> lines) {
        List<Map<String, Object>> rows = new ArrayList<>(lines.size());
        for (Line line : lines) {
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("id", line.id());
            if (line.label() != null) {
                row.put("label", line.label());
            }
            if (line.formula() != null) {
                row.put("formula", line.formula());
            }
            if (line.type() != null) {
                row.put("type", line.type());
            }
            rows.add(row);
        }
        try {
            return json.writeValueAsString(rows);
        } catch (IOException e) {
            throw new UncheckedIOException("calculator lines are not JSON", e);
        }
    }

    private List<Line> lines(String text) {
        JsonNode array;
        try {
            array = json.readValue(text.getBytes(StandardCharsets.UTF_8), JsonNode.class);
        } catch (IOException e) {
            throw new UncheckedIOException("stored calculator lines are not JSON", e);
        }
        List<Line> lines = new ArrayList<>(array.size());
        for (JsonNode row : array.values()) {
            lines.add(new Line(row.get("id").getStringValue(), text(row, "label"), text(row, "formula"), text(row, "type")));
        }
        return lines;
    }

    private static String text(JsonNode row, String field) {
        JsonNode value = row.get(field);
        return value == null || value.isNull() ? null : value.getStringValue();
    }

    private <R> R inTransaction(ConnectionWork<R> work) {
        return transactions.executeWrite(status -> {
            try {
                return work.run(status.getConnection());
            } catch (SQLException e) {
                throw new DataAccessException("calculator schemas: " + e.getMessage(), e);
            }
        });
    }

    @FunctionalInterface
    interface ConnectionWork<R> {
        R run(Connection connection) throws SQLException;
    }
}
