package io.attest.adapters.persistence;

import io.attest.domain.meetings.MeetingChange;
import io.attest.domain.meetings.TranscriptKey;
import io.attest.domain.meetings.port.MeetingChangeLog;
import io.attest.domain.shared.AccountId;
import io.micronaut.transaction.TransactionOperations;
import jakarta.inject.Singleton;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code meeting_changes}. The append takes a transaction-scoped advisory lock before drawing the
 * sequence: writers are serialised from there to their commit, so sequences become readable in order
 * and an index that applied everything up to {@code n} never misses a lower one that commits later.
 * The lock is held only for the tail of the transaction (append is its last step).
 */
@Singleton
final class JdbcMeetingChangeLog implements MeetingChangeLog {

    private static final long APPEND_LOCK = 0x6174746573744DL; // "attestM"

    private final SqlWork sql;

    JdbcMeetingChangeLog(TransactionOperations<Connection> transactions) {
        this.sql = new SqlWork(transactions, "meeting changes");
    }

    @Override
    public long append(TranscriptKey key, MeetingChange.Kind kind, Instant now) {
        return sql.joined(c -> {
            try (PreparedStatement lock = c.prepareStatement("SELECT pg_advisory_xact_lock(?)")) {
                lock.setLong(1, APPEND_LOCK);
                lock.execute();
            }
            long sequence;
            try (PreparedStatement ps = SqlWork.bind(c.prepareStatement("""
                    INSERT INTO meeting_changes (account_id, transcript_id, kind, created_at) VALUES (?, ?, ?, ?)
                    RETURNING sequence"""), key.accountId().value(), key.transcriptId(), kind.name().toLowerCase(Locale.ROOT), now);
                 ResultSet rs = ps.executeQuery()) {
                rs.next();
                sequence = rs.getLong(1);
            }
            try (PreparedStatement ps = SqlWork.bind(c.prepareStatement("""
                    UPDATE meeting_transcripts SET change_sequence = ? WHERE account_id = ? AND transcript_id = ?"""),
                    sequence, key.accountId().value(), key.transcriptId())) {
                ps.executeUpdate();
            }
            return sequence;
        });
    }

    @Override
    public List<MeetingChange> after(long sequence, int limit) {
        return sql.joined(c -> {
            try (PreparedStatement ps = SqlWork.bind(c.prepareStatement("""
                    SELECT sequence, account_id, transcript_id, kind FROM meeting_changes
                    WHERE sequence > ? ORDER BY sequence LIMIT ?"""), sequence, limit);
                 ResultSet rs = ps.executeQuery()) {
                List<MeetingChange> changes = new ArrayList<>();
                while (rs.next()) {
                    changes.add(new MeetingChange(rs.getLong("sequence"), new AccountId(rs.getString("account_id")),
                            rs.getString("transcript_id"), MeetingChange.Kind.valueOf(rs.getString("kind").toUpperCase(Locale.ROOT))));
                }
                return changes;
            }
        });
    }

    @Override
    public long latest() {
        return sql.joined(c -> {
            try (PreparedStatement ps = c.prepareStatement("SELECT coalesce(max(sequence), 0) FROM meeting_changes");
                 ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        });
    }
}
