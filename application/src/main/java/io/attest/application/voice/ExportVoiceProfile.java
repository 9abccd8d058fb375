package io.attest.application.voice;

import io.attest.domain.shared.AccountId;
import io.attest.domain.shared.port.TransactionBoundary;
import io.attest.domain.voice.VoiceProfile;
import io.attest.domain.voice.VoiceProfileDocument;
import io.attest.domain.voice.VoiceProfileId;
import io.attest.domain.voice.port.VoiceProfileRepository;
import java.time.Clock;
import java.time.Instant;

/**
 * {@code GET /v1/voice-profile/{id}/export} (spec 4.5, decisions.md section 6): the portable document of
 * a ready profile, with its samples only when asked for.
 */
public final class ExportVoiceProfile {

    /** The document and when it was made. */
    public record Exported(VoiceProfileDocument document, Instant exportedAt) {
    }

    private final VoiceProfileRepository profiles;
    private final TransactionBoundary tx;
    private final Clock clock;

    public ExportVoiceProfile(VoiceProfileRepository profiles, TransactionBoundary tx, Clock clock) {
        this.profiles = profiles;
        this.tx = tx;
        this.clock = clock;
    }

    public Exported export(AccountId account, String profileId, boolean includeSamples) {
        VoiceProfileId id = VoiceCommands.profileId(profileId);
        VoiceProfileDocument document = tx.inTransaction(() -> {
            VoiceProfile profile = VoiceProfiles.ready(profiles, account, id);
            return VoiceProfileDocument.of(profile, includeSamples ? profiles.samples(account, id) : null);
        });
        return new Exported(document, clock.instant());
    }
}
