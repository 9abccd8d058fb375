package io.attest.application.voice;

import io.attest.domain.accounts.Plan;
import io.attest.domain.shared.AccountId;
import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.port.TransactionBoundary;
import io.attest.domain.voice.ProfileStatus;
import io.attest.domain.voice.VoiceLimits;
import io.attest.domain.voice.VoiceProfile;
import io.attest.domain.voice.VoiceProfileDocument;
import io.attest.domain.voice.VoiceProfileId;
import io.attest.domain.voice.port.VoiceProfileRepository;
import io.attest.plugin.api.voice.style.StyleProfile;
import io.attest.plugin.api.voice.style.StyleSummary;
import java.time.Clock;
import java.time.Instant;
import java.util.List;

/**
 * Additive {@code POST /v1/voice-profile/import} (decisions.md section 6): a document of
 * {@link ExportVoiceProfile} becomes a new ready profile of the caller's account, with a new id. The
 * features are validated by the stylometry ({@code StyleProfile.fromDocument}); the summary is derived
 * from them again (the document's own summary is informational); samples, when the document carries
 * them, obey the training rules and the plan's limit and are stored for the copy guard.
 */
public final class ImportVoiceProfile {

    /** {@code document.samples()} may be null; {@code document.trainedAt()} null means now. */
    public record Command(AccountId account, Plan plan, VoiceProfileDocument document) {
    }

    private final VoiceProfileRepository profiles;
    private final TransactionBoundary tx;
    private final Clock clock;

    public ImportVoiceProfile(VoiceProfileRepository profiles, TransactionBoundary tx, Clock clock) {
        this.profiles = profiles;
        this.tx = tx;
        this.clock = clock;
    }

    public VoiceProfile importProfile(Command command) {
        VoiceProfileDocument document = command.document();
        String name = VoiceCommands.name(document.name());
        if (document.sampleCount() < VoiceLimits.SAMPLES_MIN || document.sampleCount() > VoiceLimits.SAMPLES_MAX) {
            throw AttestException.invalidRequest("sample_count", "sample_count must be between " + VoiceLimits.SAMPLES_MIN
                    + " and " + VoiceLimits.SAMPLES_MAX);
        }
        List<String> samples = document.samples() == null ? List.of() : VoiceCommands.samples(document.samples(), command.plan());
        StyleProfile style = document.style();
        String summary = StyleSummary.describe(style);
        Instant now = clock.instant();
        Instant trainedAt = document.trainedAt() == null || document.trainedAt().isAfter(now) ? now : document.trainedAt();
        VoiceProfile profile = new VoiceProfile(VoiceProfileId.next(), command.account(), name, ProfileStatus.READY,
                document.sampleCount(), summary, style, trainedAt, null, now);
        tx.run(() -> profiles.insert(profile, samples));
        return profile;
    }
}
