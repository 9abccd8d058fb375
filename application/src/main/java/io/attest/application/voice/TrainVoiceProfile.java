package io.attest.application.voice;

import io.attest.domain.accounts.Plan;
import io.attest.domain.operations.NewOperation;
import io.attest.domain.operations.Operation;
import io.attest.domain.operations.OperationId;
import io.attest.domain.operations.ResourceRef;
import io.attest.domain.operations.port.OperationQueue;
import io.attest.domain.shared.AccountId;
import io.attest.domain.shared.port.TransactionBoundary;
import io.attest.domain.voice.ProfileStatus;
import io.attest.domain.voice.VoiceLimits;
import io.attest.domain.voice.VoiceProfile;
import io.attest.domain.voice.VoiceProfileId;
import io.attest.domain.voice.port.VoiceProfileRepository;
import io.attest.plugin.api.voice.style.StyleProfile;
import io.attest.plugin.api.voice.style.StyleProfiler;
import io.attest.plugin.api.voice.style.StyleSummary;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * {@code POST /v1/voice-profile/train} (spec 4.3, decisions.md sections 3 and 6). Up to 100 samples:
 * measure (outside the transaction), then store the ready profile and its samples in one transaction.
 * More: store the profile {@code pending} with its samples and queue a {@link TrainJob} in one
 * transaction, and answer 202; the profile answers 409 {@code resource_not_ready} until the job ends.
 */
public final class TrainVoiceProfile {

    /** The request as the caller sent it (validated here); {@code plan} sets the sample limit; {@code name} may be null. */
    public record Command(AccountId account, Plan plan, List<String> samples, String name) {
    }

    public sealed interface Outcome permits Trained, Accepted {
    }

    /** Trained now (200). */
    public record Trained(VoiceProfile profile) implements Outcome {
    }

    /** Queued (202): the profile id is reserved, the operation trains it. */
    public record Accepted(VoiceProfileId profileId, Operation operation) implements Outcome {
    }

    private final VoiceProfileRepository profiles;
    private final OperationQueue queue;
    private final TransactionBoundary tx;
    private final Clock clock;

    public TrainVoiceProfile(VoiceProfileRepository profiles, OperationQueue queue, TransactionBoundary tx, Clock clock) {
        this.profiles = profiles;
        this.queue = queue;
        this.tx = tx;
        this.clock = clock;
    }

    public Outcome train(Command command) {
        List<String> samples = VoiceCommands.samples(command.samples(), command.plan());
        String name = VoiceCommands.name(command.name());
        VoiceProfileId id = VoiceProfileId.next();
        if (samples.size() > VoiceLimits.SYNCHRONOUS_SAMPLES_MAX) {
            return accept(command.account(), id, name, samples);
        }
        StyleProfile style = StyleProfiler.measure(samples);
        String summary = StyleSummary.describe(style);
        Instant now = clock.instant();
        VoiceProfile profile = new VoiceProfile(id, command.account(), name, ProfileStatus.READY, samples.size(), summary, style,
                now, null, now);
        tx.run(() -> profiles.insert(profile, samples));
        return new Trained(profile);
    }

    private Accepted accept(AccountId account, VoiceProfileId id, String name, List<String> samples) {
        Instant now = clock.instant();
        OperationId operationId = OperationId.next();
        VoiceProfile pending = new VoiceProfile(id, account, name, ProfileStatus.PENDING, samples.size(), null, null, null,
                operationId.value(), now);
        Operation operation = tx.inTransaction(() -> {
            profiles.insert(pending, samples);
            return queue.enqueue(new NewOperation(operationId, account, TrainJob.TYPE,
                    new ResourceRef(VoiceProfiles.KIND, id.value()), Map.of("profile_id", id.value(), "samples", samples.size()),
                    now));
        });
        return new Accepted(id, operation);
    }
}
