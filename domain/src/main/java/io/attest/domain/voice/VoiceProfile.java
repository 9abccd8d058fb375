package io.attest.domain.voice;

import io.attest.domain.shared.AccountId;
import io.attest.plugin.api.voice.style.StyleProfile;
import java.time.Instant;
import java.util.Objects;

/**
 * A writer's voice profile (spec 2.2) as stored: its measured habits ({@link StyleProfile}), the
 * readable summary derived from them, how many samples trained it and when. The samples themselves
 * are stored beside it (the repository) and read only where they are needed (copy guard, export,
 * an asynchronous training).
 *
 * @param name        the caller's label, or null
 * @param summary     null until ready
 * @param style       null until ready
 * @param trainedAt   null until ready
 * @param operationId the asynchronous training that writes it, or null for a synchronous one
 */
public record VoiceProfile(VoiceProfileId id, AccountId accountId, String name, ProfileStatus status, int sampleCount,
                           String summary, StyleProfile style, Instant trainedAt, String operationId, Instant createdAt) {

    public VoiceProfile {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(accountId, "accountId");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(createdAt, "createdAt");
        if (status == ProfileStatus.READY && (summary == null || style == null || trainedAt == null)) {
            throw new IllegalArgumentException("a ready profile has a summary, a style and a training time");
        }
        if (sampleCount < 0) {
            throw new IllegalArgumentException("sampleCount must not be negative");
        }
    }

    public boolean ready() {
        return status == ProfileStatus.READY;
    }

    /** This profile made ready by its training. */
    public VoiceProfile trained(StyleProfile measured, String readable, Instant at) {
        return new VoiceProfile(id, accountId, name, ProfileStatus.READY, sampleCount, readable, measured, at, operationId,
                createdAt);
    }
}
