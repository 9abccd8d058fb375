package io.attest.adapters.persistence;

import io.attest.plugin.api.calculator.EvaluationFailure;
import io.attest.domain.calculator.LastRun;
import io.attest.domain.calculator.Lever;
import io.attest.domain.calculator.SchemaId;
import io.attest.domain.calculator.port.CalculatorRunLog;
import io.attest.domain.shared.AccountId;
import io.micronaut.data.exceptions.DataAccessException;
import io.micronaut.json.JsonMapper;
import io.micronaut.json.tree.JsonNode;
import io.micronaut.transaction.TransactionOperations;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code calculator_last_runs}: one upsert per run, written only while the account still has the schema
 * (a run racing a delete leaves nothing behind instead of failing on the foreign key).
 */
@Singleton
final class JdbcCalculatorRunLog implements CalculatorRunLog {

    private static final String UPSERT = """
            INSERT INTO calculator_last_runs (schema_id, account_id, ran_at, output, headline, levers)
            SELECT s.id, s.account_id, ?, ?, ?, CAST(? AS jsonb) FROM calculator_schemas s WHERE s.id = ? AND s.account_id = ?
            ON CONFLICT (schema_id) DO UPDATE SET ran_at = EXCLUDED.ran_at, output = EXCLUDED.output,
                headline = EXCLUDED.headline, levers = EXCLUDED.levers""";
    private static final String SELECT = """
            SELECT ran_at, output, headline, levers::text AS levers FROM calculator_last_runs
            WHERE schema_id = ? AND account_id = ?""";

    private final TransactionOperations<Connection> transactions;
    private final JsonMapper json;

    JdbcCalculatorRunLog(TransactionOperations<Connection> transactions, JsonMapper json) {
        this.transactions = transactions;
        this.json = json;
    }

    @Override
    public void record(AccountId account, LastRun run) {
        String levers = leversJson(run.rankedLevers());
        inTransaction(c -> {
            try (PreparedStatement ps = c.prepareStatement(UPSERT)) {
                ps.setObject(1, run.ranAt().atOffset(ZoneOffset.UTC));
                ps.setString(2, run.output());
                ps.setString(3, run.headline());
                ps.setString(4, levers);
                ps.setString(5, run.schemaId().value());
                ps.setString(6, account.value());
                return ps.executeUpdate();
            }
        });
    }

    @Override
    public Optional<LastRun> last(AccountId account, SchemaId schema) {
        return inTransaction(c -> {
            try (PreparedStatement ps = c.prepareStatement(SELECT)) {
                ps.setString(1, schema.value());
                ps.setString(2, account.value());
                try (ResultSet rs = ps.executeQuery()) {
                    if (!rs.next()) {
                        return Optional.empty();
                    }
                    return Optional.of(new LastRun(schema, rs.getObject("ran_at", OffsetDateTime.class).toInstant(),
                            rs.getString("output"), rs.getString("headline"), levers(rs.getString("levers"))));
                }
            }
        });
    }

    private String leversJson(List<Lever> levers) {
        List<Map<String, Object>> rows = new ArrayList<>(levers.size());
        for (Lever lever : levers) {
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("input", lever.input());
            row.put("current", lever.current().toPlainString());
            row.put("measure", lever.measure().name());
            if (lever.impact() != null) {
                row.put("impact", lever.impact().toPlainString());
            }
            row.put("direction", lever.direction().name());
            if (lever.failure() != null) {
                row.put("failure", lever.failure().name());
            }
            rows.add(row);
        }
        try {
            return json.writeValueAsString(rows);
        } catch (IOException e) {
            throw new UncheckedIOException("calculator levers are not JSON", e);
        }
    }

    private List<Lever> levers(String text) {
        JsonNode array;
        try {
            array = json.readValue(text.getBytes(StandardCharsets.UTF_8), JsonNode.class);
        } catch (IOException e) {
            throw new UncheckedIOException("stored calculator levers are not JSON", e);
        }
        List<Lever> levers = new ArrayList<>(array.size());
        for (JsonNode row : array.values()) {
            String impact = text(row, "impact");
            String failure = text(row, "failure");
            levers.add(new Lever(row.get("input").getStringValue(), new BigDecimal(row.get("current").getStringValue()),
                    Lever.Measure.valueOf(row.get("measure").getStringValue()), impact == null ? null : new BigDecimal(impact),
                    Lever.Direction.valueOf(row.get("direction").getStringValue()),
                    failure == null ? null : Arrays.stream(EvaluationFailure.Kind.values())
                            .filter(k -> k.name().equals(failure)).findFirst().orElseThrow()));
        }
        return levers;
    }

    private static String text(JsonNode row, String field) {
        JsonNode value = row.get(field);
        return value == null || value.isNull() ? null : value.getStringValue();
    }

    private <R> R inTransaction(JdbcCalculatorSchemaRepository.ConnectionWork<R> work) {
        return transactions.executeWrite(status -> {
            try {
                return work.run(status.getConnection());
            } catch (SQLException e) {
                throw new DataAccessException("calculator runs: " + e.getMessage(), e);
            }
        });
    }
}
