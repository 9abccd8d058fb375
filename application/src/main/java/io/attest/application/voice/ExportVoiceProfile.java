package io.attest.application.voice;

import io.attest.domain.shared.AccountId;
import io.attest.domain.shared.port.TransactionBoundary;
import io.attest.domain.voice.VoiceProfile;
import io.attest.domain.voice.VoiceProfileDocument;
import io.attest.domain.voice.VoiceProfileId;
import io.attest.domain.voice.port.VoiceProfileRepository;

/**
 * {@code GET /v1/voice-profile/{id}/export} (spec 4.5, decisions.md section 6): the portable document of
 * a ready profile, with its samples only when asked for.
 */
public final class ExportVoiceProfile {

    private final VoiceProfileRepository profiles;
    private final TransactionBoundary tx;

    public ExportVoiceProfile(VoiceProfileRepository profiles, TransactionBoundary tx) {
        this.profiles = profiles;
        this.tx = tx;
    }

    public VoiceProfileDocument export(AccountId account, String profileId, boolean includeSamples) {
        VoiceProfileId id = VoiceCommands.profileId(profileId);
        return tx.inTransaction(() -> {
            VoiceProfile profile = VoiceProfiles.ready(profiles, account, id);
            return VoiceProfileDocument.of(profile, includeSamples ? profiles.samples(account, id) : null);
        });
    }
}
