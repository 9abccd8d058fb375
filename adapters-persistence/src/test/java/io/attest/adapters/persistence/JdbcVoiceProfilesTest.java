package io.attest.adapters.persistence;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.domain.accounts.Account;
import io.attest.domain.operations.OperationId;
import io.attest.domain.shared.port.TransactionBoundary;
import io.attest.domain.voice.ProfileStatus;
import io.attest.domain.voice.VoiceProfile;
import io.attest.domain.voice.VoiceProfileId;
import io.attest.domain.voice.port.VoiceProfileRepository;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class JdbcVoiceProfilesTest extends DatabaseTest {

    private TransactionBoundary tx;
    private VoiceProfileRepository profiles;

    @BeforeAll
    void beans() {
        tx = context.getBean(TransactionBoundary.class);
        profiles = context.getBean(VoiceProfileRepository.class);
    }

    private VoiceProfile pending(Account account, String name, int samples) {
        return new VoiceProfile(VoiceProfileId.next(), account.id(), name, ProfileStatus.PENDING, samples, null, null, null,
                OperationId.next().value(), now());
    }

    @Test
    void aPendingProfileRoundTripsWithItsSamplesInOrder() {
        Account account = newAccount();
        List<String> samples = List.of("first sample", "second ✍️ sample", "third", "fourth", "fifth");
        VoiceProfile profile = pending(account, "Ada's blog", samples.size());
        tx.run(() -> profiles.insert(profile, samples));

        assertThat(tx.inTransaction(() -> profiles.find(account.id(), profile.id()))).contains(profile);
        assertThat(tx.inTransaction(() -> profiles.samples(account.id(), profile.id()))).isEqualTo(samples);
        assertThat(tx.inTransaction(() -> profiles.lock(account.id(), profile.id()))).contains(profile);
    }

    @Test
    void anotherAccountSeesNothing() {
        Account owner = newAccount();
        Account other = newAccount();
        VoiceProfile profile = pending(owner, null, 5);
        tx.run(() -> profiles.insert(profile, List.of("a", "b", "c", "d", "e")));

        assertThat(tx.inTransaction(() -> profiles.find(other.id(), profile.id()))).isEmpty();
        assertThat(tx.inTransaction(() -> profiles.samples(other.id(), profile.id()))).isEmpty();
        assertThat(tx.inTransaction(() -> profiles.setStatus(other.id(), profile.id(), ProfileStatus.FAILED))).isFalse();
        assertThat(tx.inTransaction(() -> profiles.delete(other.id(), profile.id()))).isFalse();
        assertThat(tx.inTransaction(() -> profiles.find(owner.id(), profile.id()))).map(VoiceProfile::status)
                .contains(ProfileStatus.PENDING);
    }

    @Test
    void deleteErasesTheSampleRows() {
        Account account = newAccount();
        VoiceProfile profile = pending(account, null, 5);
        tx.run(() -> profiles.insert(profile, List.of("one", "two", "three", "four", "five")));
        assertThat(count("SELECT count(*) FROM voice_samples WHERE profile_id = ?", profile.id().value())).isEqualTo(5);

        assertThat(tx.inTransaction(() -> profiles.delete(account.id(), profile.id()))).isTrue();

        assertThat(count("SELECT count(*) FROM voice_samples WHERE profile_id = ?", profile.id().value())).isZero();
        assertThat(count("SELECT count(*) FROM voice_profiles WHERE id = ?", profile.id().value())).isZero();
        assertThat(tx.inTransaction(() -> profiles.delete(account.id(), profile.id()))).isFalse();
    }

    @Test
    void aFailedTrainingKeepsItsOperation() {
        Account account = newAccount();
        VoiceProfile profile = pending(account, null, 120);
        tx.run(() -> profiles.insert(profile, List.of("x".repeat(20_000))));
        assertThat(tx.inTransaction(() -> profiles.setStatus(account.id(), profile.id(), ProfileStatus.FAILED))).isTrue();
        VoiceProfile failed = tx.inTransaction(() -> profiles.find(account.id(), profile.id())).orElseThrow();
        assertThat(failed.status()).isEqualTo(ProfileStatus.FAILED);
        assertThat(failed.operationId()).isEqualTo(profile.operationId());
    }
}
