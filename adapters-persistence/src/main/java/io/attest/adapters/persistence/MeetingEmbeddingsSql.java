package io.attest.adapters.persistence;

import io.attest.plugin.api.meetings.search.EmbeddingStore;
import io.attest.plugin.api.meetings.search.TextHash;
import io.attest.plugin.api.meetings.search.TranscriptVectors;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The SQL of {@code meeting_embeddings} on a given connection, in the caller's transaction: used by
 * {@link JdbcMeetingEmbeddings} (the server's {@link EmbeddingStore}) and by load tools that have a
 * plain JDBC connection. One statement per read, three batched statements per save.
 */
public final class MeetingEmbeddingsSql {

    private static final String FIND = """
            SELECT DISTINCT ON (e.account_id, e.text_hash) e.account_id, e.text_hash, e.vector
              FROM unnest(?::text[], ?::bytea[]) AS k(account_id, text_hash)
              JOIN meeting_embeddings e ON e.account_id = k.account_id AND e.model = ? AND e.text_hash = k.text_hash""";

    /** The transcripts still at the version that was embedded; FOR SHARE holds off a replace or delete until commit. */
    private static final String LOCK_CURRENT = """
            SELECT t.account_id, t.transcript_id
              FROM meeting_transcripts t
              JOIN unnest(?::text[], ?::text[], ?::bigint[]) AS k(account_id, transcript_id, change_sequence)
                ON t.account_id = k.account_id AND t.transcript_id = k.transcript_id AND t.change_sequence = k.change_sequence
             WHERE t.status = 'ready'
             ORDER BY t.account_id, t.transcript_id
               FOR SHARE OF t""";

    /** Rows of texts (or models) the embedded version no longer has. */
    private static final String FORGET = """
            DELETE FROM meeting_embeddings
             WHERE account_id = ? AND transcript_id = ? AND (model <> ? OR NOT (text_hash = ANY (?::bytea[])))""";

    private static final String INSERT = """
            INSERT INTO meeting_embeddings (account_id, transcript_id, model, text_hash, vector)
            SELECT ?, ?, ?, u.text_hash, u.vector FROM unnest(?::bytea[], ?::bytea[]) AS u(text_hash, vector)
            ON CONFLICT DO NOTHING""";

    private MeetingEmbeddingsSql() {
    }

    public static Map<EmbeddingStore.Key, float[]> find(Connection c, String model, Collection<EmbeddingStore.Key> keys)
            throws SQLException {
        if (keys.isEmpty()) {
            return Map.of();
        }
        String[] accounts = new String[keys.size()];
        byte[][] hashes = new byte[keys.size()][];
        int i = 0;
        for (EmbeddingStore.Key key : keys) {
            accounts[i] = key.accountId();
            hashes[i++] = key.text().bytes();
        }
        Map<EmbeddingStore.Key, float[]> found = new HashMap<>();
        try (PreparedStatement ps = c.prepareStatement(FIND)) {
            Array accountArray = c.createArrayOf("text", accounts);
            Array hashArray = c.createArrayOf("bytea", hashes);
            ps.setArray(1, accountArray);
            ps.setArray(2, hashArray);
            ps.setString(3, model);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    found.put(new EmbeddingStore.Key(rs.getString(1), TextHash.fromBytes(rs.getBytes(2))), floats(rs.getBytes(3)));
                }
            }
        }
        return found;
    }

    /** Saves the transcripts that are still at their embedded version; returns how many. */
    public static int saveAll(Connection c, String model, List<TranscriptVectors> transcripts) throws SQLException {
        if (transcripts.isEmpty()) {
            return 0;
        }
        String[] accounts = new String[transcripts.size()];
        String[] ids = new String[transcripts.size()];
        Long[] sequences = new Long[transcripts.size()];
        for (int i = 0; i < transcripts.size(); i++) {
            accounts[i] = transcripts.get(i).accountId();
            ids[i] = transcripts.get(i).transcriptId();
            sequences[i] = transcripts.get(i).sequence();
        }
        Set<List<String>> current = new HashSet<>();
        try (PreparedStatement ps = c.prepareStatement(LOCK_CURRENT)) {
            ps.setArray(1, c.createArrayOf("text", accounts));
            ps.setArray(2, c.createArrayOf("text", ids));
            ps.setArray(3, c.createArrayOf("bigint", sequences));
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    current.add(List.of(rs.getString(1), rs.getString(2)));
                }
            }
        }
        List<TranscriptVectors> kept = new ArrayList<>();
        for (TranscriptVectors t : transcripts) {
            if (current.remove(List.of(t.accountId(), t.transcriptId()))) { // once, even if listed twice
                kept.add(t);
            }
        }
        if (kept.isEmpty()) {
            return 0;
        }
        try (PreparedStatement forget = c.prepareStatement(FORGET); PreparedStatement insert = c.prepareStatement(INSERT)) {
            for (TranscriptVectors t : kept) {
                byte[][] hashes = new byte[t.vectors().size()][];
                byte[][] vectors = new byte[t.vectors().size()][];
                int i = 0;
                for (Map.Entry<TextHash, float[]> entry : t.vectors().entrySet()) {
                    hashes[i] = entry.getKey().bytes();
                    vectors[i++] = bytes(entry.getValue());
                }
                Array hashArray = c.createArrayOf("bytea", hashes);
                forget.setString(1, t.accountId());
                forget.setString(2, t.transcriptId());
                forget.setString(3, model);
                forget.setArray(4, hashArray);
                forget.addBatch();
                insert.setString(1, t.accountId());
                insert.setString(2, t.transcriptId());
                insert.setString(3, model);
                insert.setArray(4, hashArray);
                insert.setArray(5, c.createArrayOf("bytea", vectors));
                insert.addBatch();
            }
            forget.executeBatch();
            insert.executeBatch();
        }
        return kept.size();
    }

    static byte[] bytes(float[] vector) {
        ByteBuffer buffer = ByteBuffer.allocate(vector.length * Float.BYTES).order(ByteOrder.LITTLE_ENDIAN);
        buffer.asFloatBuffer().put(vector);
        return buffer.array();
    }

    static float[] floats(byte[] bytes) {
        float[] vector = new float[bytes.length / Float.BYTES];
        ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer().get(vector);
        return vector;
    }
}
