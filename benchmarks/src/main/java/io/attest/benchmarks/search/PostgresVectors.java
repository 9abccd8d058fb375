package io.attest.benchmarks.search;

import io.attest.adapters.persistence.MeetingEmbeddingsSql;
import io.attest.plugin.api.meetings.search.EmbeddingStore;
import io.attest.plugin.api.meetings.search.TranscriptDocument;
import io.attest.plugin.api.meetings.search.TranscriptVectors;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.LongAdder;
import org.flywaydb.core.Flyway;

/**
 * The server's embedding store (the same SQL as adapters-persistence's {@code JdbcMeetingEmbeddings}) on
 * one plain JDBC connection, for {@link TranscriptSearchLoad}: the database is migrated with the server's
 * Flyway scripts and holds the synthetic accounts, transcripts (the vectors' foreign key), items and changes, so
 * that a server started on it with an empty data directory rebuilds the same index.
 */
final class PostgresVectors implements EmbeddingStore, AutoCloseable {

    private final Connection connection;
    final LongAdder readNanos = new LongAdder();
    final LongAdder writeNanos = new LongAdder();
    final LongAdder saved = new LongAdder();

    private PostgresVectors(Connection connection) {
        this.connection = connection;
    }

    static PostgresVectors connect(String url, String user, String password) throws SQLException {
        Flyway.configure().dataSource(url, user, password).locations("classpath:db/migration").load().migrate();
        Connection connection = DriverManager.getConnection(url, user, password);
        connection.setAutoCommit(false);
        return new PostgresVectors(connection);
    }

    /** Inserts the accounts and the transcripts (ready, at their sequence) that are not there yet. */
    synchronized void populate(List<TranscriptDocument> transcripts) throws SQLException {
        Set<String> accounts = new LinkedHashSet<>();
        transcripts.forEach(t -> accounts.add(t.accountId()));
        Timestamp now = Timestamp.from(Instant.now());
        try (PreparedStatement account = connection.prepareStatement("""
                INSERT INTO accounts (id, email, password_hash, plan, created_at) VALUES (?, ?, 'none', 'free', ?)
                ON CONFLICT DO NOTHING""");
             PreparedStatement transcript = connection.prepareStatement("""
                INSERT INTO meeting_transcripts (account_id, transcript_id, occurred_at, utc_offset_seconds, participants, text,
                                                 status, ingested_at, created_at, updated_at, change_sequence)
                VALUES (?, ?, ?, 0, ?, ?, 'ready', ?, ?, ?, ?) ON CONFLICT DO NOTHING""")) {
            for (String id : accounts) {
                account.setString(1, id);
                account.setString(2, id + "@bench.example.com");
                account.setTimestamp(3, now);
                account.addBatch();
            }
            account.executeBatch();
            int batched = 0;
            for (TranscriptDocument t : transcripts) {
                transcript.setString(1, t.accountId());
                transcript.setString(2, t.transcriptId());
                transcript.setObject(3, t.occurredAt());
                transcript.setArray(4, connection.createArrayOf("text", t.participants().toArray()));
                transcript.setString(5, t.text());
                transcript.setTimestamp(6, now);
                transcript.setTimestamp(7, now);
                transcript.setTimestamp(8, now);
                transcript.setLong(9, t.sequence());
                transcript.addBatch();
                if (++batched % 500 == 0) {
                    transcript.executeBatch();
                }
            }
            transcript.executeBatch();
        }
        // Items and the change log too, so that a server started on this database with an empty data
        // directory rebuilds its index from it (docs/performance.md: the server's own rebuild).
        try (PreparedStatement item = connection.prepareStatement("""
                INSERT INTO meeting_items (item_id, account_id, transcript_id, position, kind, text, owner, owed_to, due,
                                           confidence, offset_start, offset_end, occurred_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING""");
             PreparedStatement change = connection.prepareStatement("""
                INSERT INTO meeting_changes (sequence, account_id, transcript_id, kind, created_at) VALUES (?, ?, ?, 'index', ?)
                ON CONFLICT DO NOTHING""")) {
            int batched = 0;
            for (TranscriptDocument t : transcripts) {
                int position = 0;
                for (TranscriptDocument.Item i : t.items()) {
                    item.setString(1, "mi_" + i.itemId());
                    item.setString(2, t.accountId());
                    item.setString(3, t.transcriptId());
                    item.setInt(4, position++);
                    item.setString(5, i.kind().wireName());
                    item.setString(6, i.text());
                    item.setString(7, i.owner());
                    item.setString(8, i.owedTo());
                    item.setObject(9, i.due());
                    item.setDouble(10, i.confidence());
                    item.setInt(11, i.offsetStart());
                    item.setInt(12, i.offsetEnd());
                    item.setObject(13, t.occurredAt());
                    item.addBatch();
                }
                change.setLong(1, t.sequence());
                change.setString(2, t.accountId());
                change.setString(3, t.transcriptId());
                change.setTimestamp(4, now);
                change.addBatch();
                if (++batched % 500 == 0) {
                    item.executeBatch();
                    change.executeBatch();
                }
            }
            item.executeBatch();
            change.executeBatch();
        }
        try (PreparedStatement ps = connection.prepareStatement(
                "SELECT setval('meeting_changes_sequence_seq', (SELECT max(sequence) FROM meeting_changes))")) {
            ps.execute();
        }
        connection.commit();
    }

    synchronized long storedVectors() throws SQLException {
        try (PreparedStatement ps = connection.prepareStatement("SELECT count(*), coalesce(sum(octet_length(vector)), 0) FROM meeting_embeddings");
             ResultSet rs = ps.executeQuery()) {
            rs.next();
            long count = rs.getLong(1);
            connection.commit();
            return count;
        }
    }

    synchronized String tableSize() throws SQLException {
        try (PreparedStatement ps = connection.prepareStatement("SELECT pg_size_pretty(pg_total_relation_size('meeting_embeddings'))");
             ResultSet rs = ps.executeQuery()) {
            rs.next();
            String size = rs.getString(1);
            connection.commit();
            return size;
        }
    }

    @Override
    public synchronized Map<Key, float[]> find(String model, Collection<Key> keys) {
        long t0 = System.nanoTime();
        try {
            Map<Key, float[]> found = MeetingEmbeddingsSql.find(connection, model, keys);
            connection.commit();
            return found;
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        } finally {
            readNanos.add(System.nanoTime() - t0);
        }
    }

    @Override
    public synchronized int saveAll(String model, List<TranscriptVectors> transcripts) {
        long t0 = System.nanoTime();
        try {
            int kept = MeetingEmbeddingsSql.saveAll(connection, model, transcripts);
            connection.commit();
            transcripts.forEach(t -> saved.add(t.vectors().size()));
            return kept;
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        } finally {
            writeNanos.add(System.nanoTime() - t0);
        }
    }

    @Override
    public synchronized void close() throws SQLException {
        connection.close();
    }
}
