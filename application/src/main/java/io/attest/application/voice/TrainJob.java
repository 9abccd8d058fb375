package io.attest.application.voice;

import io.attest.application.operations.OperationHandler;
import io.attest.domain.events.EventTypes;
import io.attest.domain.operations.Operation;
import io.attest.domain.shared.AccountId;
import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.ErrorCode;
import io.attest.domain.shared.port.TransactionBoundary;
import io.attest.domain.voice.ProfileStatus;
import io.attest.domain.voice.VoiceProfile;
import io.attest.domain.voice.VoiceProfileId;
import io.attest.domain.voice.port.VoiceProfileRepository;
import io.attest.plugin.api.voice.style.StyleProfile;
import io.attest.plugin.api.voice.style.StyleProfiler;
import io.attest.plugin.api.voice.style.StyleSummary;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The asynchronous training (more than 100 samples): read the pending profile's samples, measure them,
 * then store the result and mark the profile ready in one transaction. The operation worker announces
 * {@code voice_profile.train.completed} when it ends, succeeded or failed.
 *
 * <p>Safe to run again (a worker died mid-run): a profile this operation already made ready is left as
 * it is. A profile deleted before the job finished is not written back: the operation fails with 404
 * {@code voice_profile}. A failure marks the profile {@code failed} (it stays 409 until deleted).
 */
public final class TrainJob implements OperationHandler {

    public static final String TYPE = "voice_profile.train";

    private final VoiceProfileRepository profiles;
    private final TransactionBoundary tx;
    private final Clock clock;

    public TrainJob(VoiceProfileRepository profiles, TransactionBoundary tx, Clock clock) {
        this.profiles = profiles;
        this.tx = tx;
        this.clock = clock;
    }

    @Override
    public String type() {
        return TYPE;
    }

    @Override
    public String completionEvent() {
        return EventTypes.VOICE_TRAIN_COMPLETED;
    }

    @Override
    public void run(Operation operation, Progress progress) {
        AccountId account = operation.accountId();
        VoiceProfileId id = VoiceProfileId.parse(String.valueOf(operation.input().get("profile_id")))
                .orElseThrow(() -> gone(String.valueOf(operation.input().get("profile_id"))));
        record Pending(VoiceProfile profile, List<String> samples) {
        }
        Pending pending = tx.inTransaction(() -> ownedBy(profiles.find(account, id), operation)
                .map(p -> new Pending(p, p.ready() ? List.of() : profiles.samples(account, id))))
                .orElseThrow(() -> gone(id.value()));
        if (pending.profile().ready()) {
            return; // this operation finished before its worker died
        }
        progress.report(0.1);
        VoiceProfile trained;
        try {
            StyleProfile style = StyleProfiler.measure(pending.samples());
            trained = pending.profile().trained(style, StyleSummary.describe(style), clock.instant());
        } catch (RuntimeException e) {
            tx.run(() -> ownedBy(profiles.lock(account, id), operation).filter(p -> p.status() == ProfileStatus.PENDING)
                    .ifPresent(p -> profiles.setStatus(account, id, ProfileStatus.FAILED)));
            throw e;
        }
        progress.report(0.9);
        tx.run(() -> {
            VoiceProfile current = ownedBy(profiles.lock(account, id), operation).orElseThrow(() -> gone(id.value()));
            if (current.status() == ProfileStatus.PENDING) {
                profiles.saveTrained(trained);
            }
        });
    }

    private static Optional<VoiceProfile> ownedBy(Optional<VoiceProfile> profile, Operation operation) {
        return profile.filter(p -> operation.id().value().equals(p.operationId()));
    }

    private static AttestException gone(String id) {
        return new AttestException(ErrorCode.RESOURCE_NOT_FOUND, "voice profile " + id + " was deleted before its training finished",
                null, Map.of("kind", VoiceProfiles.KIND, "profile_id", id));
    }
}
