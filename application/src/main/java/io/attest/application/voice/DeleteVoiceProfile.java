package io.attest.application.voice;

import io.attest.domain.shared.AccountId;
import io.attest.domain.shared.port.TransactionBoundary;
import io.attest.domain.voice.port.VoiceProfileRepository;

/**
 * {@code DELETE /v1/voice-profile/{id}} (decisions.md section 6): removes the profile and erases its
 * samples (their rows are deleted in the same transaction). Works in any status: a profile whose
 * training is queued makes that operation fail with 404 instead of writing the profile back.
 */
public final class DeleteVoiceProfile {

    private final VoiceProfileRepository profiles;
    private final TransactionBoundary tx;

    public DeleteVoiceProfile(VoiceProfileRepository profiles, TransactionBoundary tx) {
        this.profiles = profiles;
        this.tx = tx;
    }

    public void delete(AccountId account, String profileId) {
        var id = VoiceCommands.profileId(profileId);
        tx.run(() -> {
            if (!profiles.delete(account, id)) {
                throw VoiceProfiles.notFound();
            }
        });
    }
}
