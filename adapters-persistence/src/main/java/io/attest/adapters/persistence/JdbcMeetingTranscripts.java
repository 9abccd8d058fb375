package io.attest.adapters.persistence;

import io.attest.domain.meetings.DeliveryEvidence;
import io.attest.domain.meetings.DoneReport;
import io.attest.plugin.api.meetings.ItemKind;
import io.attest.plugin.api.meetings.MeetingItem;
import io.attest.domain.meetings.StoredItem;
import io.attest.domain.meetings.StoredTranscript;
import io.attest.plugin.api.meetings.TranscriptInput;
import io.attest.domain.meetings.TranscriptKey;
import io.attest.domain.meetings.TranscriptSnapshot;
import io.attest.domain.meetings.TranscriptStatus;
import io.attest.domain.meetings.port.TranscriptRepository;
import io.attest.domain.shared.AccountId;
import io.micronaut.transaction.TransactionOperations;
import jakarta.inject.Singleton;
import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code meeting_transcripts}, {@code meeting_items} and {@code meeting_done_reports}: plain JDBC on the
 * caller's transaction. Every statement about one account's data has the account in its key or its
 * {@code WHERE}; only the index rebuild reads across accounts.
 */
@Singleton
final class JdbcMeetingTranscripts implements TranscriptRepository {

    private static final String TRANSCRIPT_COLUMNS = """
            account_id, transcript_id, title, occurred_at, utc_offset_seconds, participants, text, status, operation_id,
            ingested_at, updated_at, change_sequence""";

    private static final String UPSERT = """
            INSERT INTO meeting_transcripts (account_id, transcript_id, title, occurred_at, utc_offset_seconds, participants,
                                             text, status, operation_id, ingested_at, created_at, updated_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (account_id, transcript_id) DO UPDATE
            SET title = excluded.title, occurred_at = excluded.occurred_at, utc_offset_seconds = excluded.utc_offset_seconds,
                participants = excluded.participants, text = excluded.text, status = excluded.status,
                operation_id = excluded.operation_id, ingested_at = excluded.ingested_at, updated_at = excluded.updated_at""";

    private static final String ITEM_COLUMNS = """
            i.item_id, i.account_id, i.transcript_id, i.kind, i.text, i.owner, i.owed_to, i.due, i.confidence, i.offset_start,
            i.offset_end, i.occurred_at, t.utc_offset_seconds""";

    private final SqlWork sql;

    JdbcMeetingTranscripts(TransactionOperations<Connection> transactions) {
        this.sql = new SqlWork(transactions, "meeting transcripts");
    }

    @Override
    public Optional<StoredTranscript> lock(TranscriptKey key) {
        return findOne(key, " FOR UPDATE");
    }

    @Override
    public Optional<StoredTranscript> find(TranscriptKey key) {
        return findOne(key, "");
    }

    private Optional<StoredTranscript> findOne(TranscriptKey key, String suffix) {
        return sql.joined(c -> {
            try (PreparedStatement ps = SqlWork.bind(c.prepareStatement("SELECT " + TRANSCRIPT_COLUMNS
                    + " FROM meeting_transcripts WHERE account_id = ? AND transcript_id = ?" + suffix),
                    key.accountId().value(), key.transcriptId());
                 ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(transcript(rs)) : Optional.empty();
            }
        });
    }

    @Override
    public void save(AccountId account, TranscriptInput input, TranscriptStatus status, String operationId, Instant ingestedAt,
                     Instant now) {
        sql.joined(c -> {
            try (PreparedStatement ps = c.prepareStatement(UPSERT)) {
                ps.setString(1, account.value());
                ps.setString(2, input.transcriptId());
                ps.setString(3, input.title());
                ps.setObject(4, input.occurredAt().withOffsetSameInstant(ZoneOffset.UTC));
                ps.setInt(5, input.occurredAt().getOffset().getTotalSeconds());
                ps.setArray(6, c.createArrayOf("text", input.participants().toArray()));
                ps.setString(7, input.text());
                ps.setString(8, status.wireName());
                ps.setString(9, operationId);
                ps.setObject(10, SqlWork.utc(ingestedAt));
                ps.setObject(11, SqlWork.utc(now));
                ps.setObject(12, SqlWork.utc(now));
                ps.executeUpdate();
            }
            for (String table : List.of("meeting_items", "meeting_done_reports")) {
                try (PreparedStatement ps = SqlWork.bind(c.prepareStatement("DELETE FROM " + table
                        + " WHERE account_id = ? AND transcript_id = ?"), account.value(), input.transcriptId())) {
                    ps.executeUpdate();
                }
            }
            return null;
        });
    }

    @Override
    public void addExtraction(TranscriptKey key, List<StoredItem> items, List<DoneReport> reports) {
        sql.joined(c -> {
            if (!items.isEmpty()) {
                try (PreparedStatement ps = c.prepareStatement("""
                        INSERT INTO meeting_items (item_id, account_id, transcript_id, position, kind, text, owner, owed_to, due,
                                                   confidence, offset_start, offset_end, occurred_at)
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""")) {
                    int position = 0;
                    for (StoredItem stored : items) {
                        MeetingItem item = stored.item();
                        ps.setString(1, stored.itemId());
                        ps.setString(2, key.accountId().value());
                        ps.setString(3, key.transcriptId());
                        ps.setInt(4, position++);
                        ps.setString(5, item.kind().wireName());
                        ps.setString(6, item.text());
                        ps.setString(7, item.owner());
                        ps.setString(8, item.owedTo());
                        if (item.due() == null) {
                            ps.setNull(9, Types.DATE);
                        } else {
                            ps.setObject(9, item.due());
                        }
                        ps.setDouble(10, item.confidence());
                        ps.setInt(11, item.offsetStart());
                        ps.setInt(12, item.offsetEnd());
                        ps.setObject(13, stored.occurredAt().withOffsetSameInstant(ZoneOffset.UTC));
                        ps.addBatch();
                    }
                    ps.executeBatch();
                }
            }
            if (!reports.isEmpty()) {
                try (PreparedStatement ps = c.prepareStatement("""
                        INSERT INTO meeting_done_reports (account_id, transcript_id, position, owners, text, offset_start,
                                                          offset_end, occurred_at)
                        SELECT ?, ?, ?, ?, ?, ?, ?, occurred_at FROM meeting_transcripts WHERE account_id = ? AND transcript_id = ?""")) {
                    int position = 0;
                    for (DoneReport report : reports) {
                        ps.setString(1, key.accountId().value());
                        ps.setString(2, key.transcriptId());
                        ps.setInt(3, position++);
                        ps.setArray(4, c.createArrayOf("text", report.owners().toArray()));
                        ps.setString(5, report.text());
                        ps.setInt(6, report.offsetStart());
                        ps.setInt(7, report.offsetEnd());
                        ps.setString(8, key.accountId().value());
                        ps.setString(9, key.transcriptId());
                        ps.addBatch();
                    }
                    ps.executeBatch();
                }
            }
            return null;
        });
    }

    @Override
    public boolean setStatus(TranscriptKey key, TranscriptStatus status, Instant ingestedAt, Instant now) {
        return sql.joined(c -> {
            try (PreparedStatement ps = SqlWork.bind(c.prepareStatement("""
                    UPDATE meeting_transcripts
                    SET status = ?, ingested_at = ?, updated_at = ?
                    WHERE account_id = ? AND transcript_id = ?"""), status.wireName(), ingestedAt, now,
                    key.accountId().value(), key.transcriptId())) {
                return ps.executeUpdate() == 1;
            }
        });
    }

    @Override
    public boolean delete(TranscriptKey key) {
        return sql.joined(c -> {
            try (PreparedStatement ps = SqlWork.bind(c.prepareStatement(
                    "DELETE FROM meeting_transcripts WHERE account_id = ? AND transcript_id = ?"),
                    key.accountId().value(), key.transcriptId())) {
                return ps.executeUpdate() == 1;
            }
        });
    }

    @Override
    public List<StoredItem> items(TranscriptKey key) {
        return sql.joined(c -> {
            try (PreparedStatement ps = SqlWork.bind(c.prepareStatement("SELECT " + ITEM_COLUMNS + """
                     FROM meeting_items i JOIN meeting_transcripts t USING (account_id, transcript_id)
                    WHERE i.account_id = ? AND i.transcript_id = ? ORDER BY i.position"""),
                    key.accountId().value(), key.transcriptId());
                 ResultSet rs = ps.executeQuery()) {
                return items(rs);
            }
        });
    }

    @Override
    public List<TranscriptSnapshot> readyInChangeOrder(long afterSequence, int limit) {
        return sql.joined(c -> {
            List<StoredTranscript> transcripts = new ArrayList<>();
            try (PreparedStatement ps = SqlWork.bind(c.prepareStatement("SELECT " + TRANSCRIPT_COLUMNS + """
                     FROM meeting_transcripts WHERE status = 'ready' AND change_sequence > ?
                    ORDER BY change_sequence LIMIT ?"""), afterSequence, limit);
                 ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    transcripts.add(transcript(rs));
                }
            }
            return withItems(c, transcripts);
        });
    }

    @Override
    public List<TranscriptSnapshot> ready(Collection<TranscriptKey> keys) {
        if (keys.isEmpty()) {
            return List.of();
        }
        return sql.joined(c -> {
            List<StoredTranscript> transcripts = new ArrayList<>();
            try (PreparedStatement ps = c.prepareStatement("SELECT " + TRANSCRIPT_COLUMNS + """
                     FROM meeting_transcripts
                    WHERE status = 'ready' AND (account_id, transcript_id) IN (SELECT * FROM unnest(?::text[], ?::text[]))
                    ORDER BY change_sequence""")) {
                bindKeys(c, ps, 1, keys);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        transcripts.add(transcript(rs));
                    }
                }
            }
            return withItems(c, transcripts);
        });
    }

    /** The items of a page of transcripts in one query. */
    private static List<TranscriptSnapshot> withItems(Connection c, List<StoredTranscript> transcripts) throws SQLException {
        if (transcripts.isEmpty()) {
            return List.of();
        }
        Map<TranscriptKey, List<StoredItem>> items = new LinkedHashMap<>();
        transcripts.forEach(t -> items.put(t.key(), new ArrayList<>()));
        try (PreparedStatement ps = c.prepareStatement("SELECT " + ITEM_COLUMNS + """
                 FROM meeting_items i JOIN meeting_transcripts t USING (account_id, transcript_id)
                WHERE (i.account_id, i.transcript_id) IN (SELECT * FROM unnest(?::text[], ?::text[]))
                ORDER BY i.account_id, i.transcript_id, i.position""")) {
            bindKeys(c, ps, 1, items.keySet());
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    TranscriptKey key = new TranscriptKey(new AccountId(rs.getString("account_id")), rs.getString("transcript_id"));
                    items.get(key).add(item(rs));
                }
            }
        }
        return transcripts.stream().map(t -> new TranscriptSnapshot(t, items.get(t.key()))).toList();
    }

    @Override
    public List<StoredItem> promisesBefore(AccountId account, Instant to) {
        return sql.joined(c -> {
            try (PreparedStatement ps = SqlWork.bind(c.prepareStatement("SELECT " + ITEM_COLUMNS + """
                     FROM meeting_items i JOIN meeting_transcripts t USING (account_id, transcript_id)
                    WHERE i.account_id = ? AND i.kind IN ('commitment', 'action_item') AND i.occurred_at < ? AND t.status = 'ready'
                    ORDER BY i.occurred_at, i.transcript_id, i.position"""), account.value(), to);
                 ResultSet rs = ps.executeQuery()) {
                return items(rs);
            }
        });
    }

    @Override
    public List<StoredItem> openQuestionsBetween(AccountId account, Instant from, Instant to) {
        return sql.joined(c -> {
            try (PreparedStatement ps = SqlWork.bind(c.prepareStatement("SELECT " + ITEM_COLUMNS + """
                     FROM meeting_items i JOIN meeting_transcripts t USING (account_id, transcript_id)
                    WHERE i.account_id = ? AND i.kind = 'open_question' AND i.occurred_at >= ? AND i.occurred_at < ?
                      AND t.status = 'ready'
                    ORDER BY i.occurred_at, i.transcript_id, i.position"""), account.value(), from, to);
                 ResultSet rs = ps.executeQuery()) {
                return items(rs);
            }
        });
    }

    @Override
    public List<DeliveryEvidence> evidenceBefore(AccountId account, Instant to) {
        return sql.joined(c -> {
            try (PreparedStatement ps = SqlWork.bind(c.prepareStatement("""
                    SELECT r.transcript_id, r.owners, r.text, r.offset_start, r.offset_end, r.occurred_at, t.utc_offset_seconds
                    FROM meeting_done_reports r JOIN meeting_transcripts t USING (account_id, transcript_id)
                    WHERE r.account_id = ? AND r.occurred_at < ? AND t.status = 'ready'
                    ORDER BY r.occurred_at, r.transcript_id, r.position"""), account.value(), to);
                 ResultSet rs = ps.executeQuery()) {
                List<DeliveryEvidence> evidence = new ArrayList<>();
                while (rs.next()) {
                    evidence.add(new DeliveryEvidence(rs.getString("transcript_id"), occurredAt(rs),
                            new DoneReport(rs.getString("text"), strings(rs.getArray("owners")), rs.getInt("offset_start"),
                                    rs.getInt("offset_end"))));
                }
                return evidence;
            }
        });
    }

    @Override
    public List<AccountId> accountsWithTranscriptsBefore(Instant to) {
        return sql.joined(c -> {
            try (PreparedStatement ps = SqlWork.bind(c.prepareStatement("""
                    SELECT DISTINCT account_id FROM meeting_transcripts WHERE status = 'ready' AND occurred_at < ?
                    ORDER BY account_id"""), to);
                 ResultSet rs = ps.executeQuery()) {
                List<AccountId> accounts = new ArrayList<>();
                while (rs.next()) {
                    accounts.add(new AccountId(rs.getString(1)));
                }
                return accounts;
            }
        });
    }

    private static void bindKeys(Connection c, PreparedStatement ps, int first, Collection<TranscriptKey> keys)
            throws SQLException {
        ps.setArray(first, c.createArrayOf("text", keys.stream().map(k -> k.accountId().value()).toArray()));
        ps.setArray(first + 1, c.createArrayOf("text", keys.stream().map(TranscriptKey::transcriptId).toArray()));
    }

    private static StoredTranscript transcript(ResultSet rs) throws SQLException {
        TranscriptInput input = new TranscriptInput(rs.getString("transcript_id"), rs.getString("title"), occurredAt(rs),
                strings(rs.getArray("participants")), rs.getString("text"));
        return new StoredTranscript(new AccountId(rs.getString("account_id")), input,
                TranscriptStatus.fromWireName(rs.getString("status")), rs.getString("operation_id"),
                SqlWork.instant(rs, "ingested_at"), SqlWork.instant(rs, "updated_at"), rs.getLong("change_sequence"));
    }

    private static List<StoredItem> items(ResultSet rs) throws SQLException {
        List<StoredItem> items = new ArrayList<>();
        while (rs.next()) {
            items.add(item(rs));
        }
        return items;
    }

    private static StoredItem item(ResultSet rs) throws SQLException {
        LocalDate dueDay = rs.getObject("due", LocalDate.class);
        MeetingItem item = new MeetingItem(ItemKind.fromWireName(rs.getString("kind")), rs.getString("text"), rs.getString("owner"),
                rs.getString("owed_to"), dueDay, rs.getDouble("confidence"), rs.getInt("offset_start"), rs.getInt("offset_end"));
        return new StoredItem(rs.getString("item_id"), rs.getString("transcript_id"), occurredAt(rs), item);
    }

    /** {@code occurred_at} in the meeting's own offset. */
    private static OffsetDateTime occurredAt(ResultSet rs) throws SQLException {
        return rs.getObject("occurred_at", OffsetDateTime.class)
                .withOffsetSameInstant(ZoneOffset.ofTotalSeconds(rs.getInt("utc_offset_seconds")));
    }

    private static List<String> strings(Array array) throws SQLException {
        return Arrays.asList((String[]) array.getArray());
    }
}
