package io.attest.adapters.persistence;

import io.attest.domain.shared.AccountId;
import io.attest.domain.voice.ProfileStatus;
import io.attest.domain.voice.VoiceProfile;
import io.attest.domain.voice.VoiceProfileId;
import io.attest.domain.voice.port.VoiceProfileRepository;
import io.attest.plugin.api.voice.style.StyleProfile;
import io.micronaut.json.JsonMapper;
import io.micronaut.transaction.TransactionOperations;
import jakarta.inject.Singleton;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code voice_profiles} and {@code voice_samples}: plain JDBC on the caller's transaction. Every
 * statement names the account (samples through their profile's row), so another account's profile reads
 * as absent. The style is stored as the JSON tree of {@code StyleProfile.toDocument()} (a {@code json}
 * column: it keeps key order, which the profile's ordered maps need) and read back with
 * {@code StyleProfile.fromDocument}.
 */
@Singleton
final class JdbcVoiceProfiles implements VoiceProfileRepository {

    private static final String COLUMNS = """
            id, account_id, name, status, sample_count, summary, style::text AS style, trained_at, operation_id, created_at""";
    private static final String INSERT = """
            INSERT INTO voice_profiles (id, account_id, name, status, sample_count, summary, style, trained_at, operation_id,
                                        created_at, updated_at)
            VALUES (?, ?, ?, ?, ?, ?, CAST(? AS json), ?, ?, ?, ?)""";
    private static final String INSERT_SAMPLE = "INSERT INTO voice_samples (profile_id, position, text) VALUES (?, ?, ?)";
    private static final String SAMPLES = """
            SELECT s.text FROM voice_samples s JOIN voice_profiles p ON p.id = s.profile_id
            WHERE p.id = ? AND p.account_id = ? ORDER BY s.position""";
    private static final String SAVE_TRAINED = """
            UPDATE voice_profiles SET status = 'ready', summary = ?, style = CAST(? AS json), trained_at = ?, updated_at = ?
            WHERE id = ? AND account_id = ?""";

    private final SqlWork sql;
    private final JsonText json;

    JdbcVoiceProfiles(TransactionOperations<Connection> transactions, JsonMapper mapper) {
        this.sql = new SqlWork(transactions, "voice profiles");
        this.json = new JsonText(mapper);
    }

    @Override
    public void insert(VoiceProfile profile, List<String> samples) {
        sql.joined(c -> {
            try (PreparedStatement ps = SqlWork.bind(c.prepareStatement(INSERT), profile.id().value(), profile.accountId().value(),
                    profile.name(), profile.status().wireName(), profile.sampleCount(), profile.summary(), style(profile),
                    profile.trainedAt(), profile.operationId(), profile.createdAt(), profile.createdAt())) {
                ps.executeUpdate();
            }
            if (!samples.isEmpty()) {
                try (PreparedStatement ps = c.prepareStatement(INSERT_SAMPLE)) {
                    for (int i = 0; i < samples.size(); i++) {
                        SqlWork.bind(ps, profile.id().value(), i, samples.get(i)).addBatch();
                    }
                    ps.executeBatch();
                }
            }
            return null;
        });
    }

    @Override
    public Optional<VoiceProfile> find(AccountId account, VoiceProfileId id) {
        return one(account, id, "");
    }

    @Override
    public Optional<VoiceProfile> lock(AccountId account, VoiceProfileId id) {
        return one(account, id, " FOR UPDATE");
    }

    private Optional<VoiceProfile> one(AccountId account, VoiceProfileId id, String suffix) {
        return sql.joined(c -> {
            try (PreparedStatement ps = SqlWork.bind(c.prepareStatement("SELECT " + COLUMNS
                    + " FROM voice_profiles WHERE id = ? AND account_id = ?" + suffix), id.value(), account.value());
                 ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(profile(rs)) : Optional.empty();
            }
        });
    }

    @Override
    public List<String> samples(AccountId account, VoiceProfileId id) {
        return sql.joined(c -> {
            try (PreparedStatement ps = SqlWork.bind(c.prepareStatement(SAMPLES), id.value(), account.value());
                 ResultSet rs = ps.executeQuery()) {
                List<String> samples = new ArrayList<>();
                while (rs.next()) {
                    samples.add(rs.getString(1));
                }
                return samples;
            }
        });
    }

    @Override
    public void saveTrained(VoiceProfile profile) {
        sql.joined(c -> {
            try (PreparedStatement ps = SqlWork.bind(c.prepareStatement(SAVE_TRAINED), profile.summary(), style(profile),
                    profile.trainedAt(), profile.trainedAt(), profile.id().value(), profile.accountId().value())) {
                return ps.executeUpdate();
            }
        });
    }

    @Override
    public boolean setStatus(AccountId account, VoiceProfileId id, ProfileStatus status) {
        return sql.joined(c -> {
            try (PreparedStatement ps = SqlWork.bind(c.prepareStatement(
                    "UPDATE voice_profiles SET status = ?, updated_at = now() WHERE id = ? AND account_id = ?"),
                    status.wireName(), id.value(), account.value())) {
                return ps.executeUpdate() == 1;
            }
        });
    }

    @Override
    public boolean delete(AccountId account, VoiceProfileId id) {
        return sql.joined(c -> {
            try (PreparedStatement ps = SqlWork.bind(c.prepareStatement("DELETE FROM voice_profiles WHERE id = ? AND account_id = ?"),
                    id.value(), account.value())) {
                return ps.executeUpdate() == 1; // voice_samples rows go with it (ON DELETE CASCADE)
            }
        });
    }

    private String style(VoiceProfile profile) {
        return profile.style() == null ? null : json.write(profile.style().toDocument());
    }

    private VoiceProfile profile(ResultSet rs) throws SQLException {
        String style = rs.getString("style");
        Map<String, Object> tree = json.readMap(style);
        return new VoiceProfile(new VoiceProfileId(rs.getString("id")), new AccountId(rs.getString("account_id")),
                rs.getString("name"), ProfileStatus.fromWire(rs.getString("status")), rs.getInt("sample_count"),
                rs.getString("summary"), tree == null ? null : StyleProfile.fromDocument(tree), SqlWork.instant(rs, "trained_at"),
                rs.getString("operation_id"), SqlWork.instant(rs, "created_at"));
    }
}
