package io.attest.domain.voice.port;

import io.attest.domain.shared.AccountId;
import io.attest.domain.voice.ProfileStatus;
import io.attest.domain.voice.VoiceProfile;
import io.attest.domain.voice.VoiceProfileId;
import java.util.List;
import java.util.Optional;

/**
 * Voice profiles and their samples in PostgreSQL. Every method joins the caller's transaction and is
 * scoped to one account: another account's profile reads as absent.
 */
public interface VoiceProfileRepository {

    /** Stores a new profile with its samples, in order. */
    void insert(VoiceProfile profile, List<String> samples);

    Optional<VoiceProfile> find(AccountId account, VoiceProfileId id);

    /** As {@link #find}, locked until the transaction ends (a concurrent delete or training waits). */
    Optional<VoiceProfile> lock(AccountId account, VoiceProfileId id);

    /** The profile's samples in the order they were given; empty when it has none (or does not exist). */
    List<String> samples(AccountId account, VoiceProfileId id);

    /** Writes the training result of a pending profile: status ready, summary, style, training time. */
    void saveTrained(VoiceProfile profile);

    /** Sets the status of a profile (a failed training); false when it does not exist. */
    boolean setStatus(AccountId account, VoiceProfileId id, ProfileStatus status);

    /** Removes the profile and erases its samples (the rows, not a flag); false when there was none. */
    boolean delete(AccountId account, VoiceProfileId id);
}
