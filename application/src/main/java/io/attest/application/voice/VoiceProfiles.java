package io.attest.application.voice;

import io.attest.domain.shared.AccountId;
import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.ErrorCode;
import io.attest.domain.voice.ProfileStatus;
import io.attest.domain.voice.VoiceProfile;
import io.attest.domain.voice.VoiceProfileId;
import io.attest.domain.voice.port.VoiceProfileRepository;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * How every voice route finds a profile: another account's id is as unknown as a missing or deleted
 * one (404 {@code detail.kind: "voice_profile"}); a profile whose asynchronous training has not
 * succeeded is 409 {@code resource_not_ready} with its status and operation in {@code detail}.
 */
final class VoiceProfiles {

    static final String KIND = "voice_profile";

    private VoiceProfiles() {
    }

    /** The ready profile; call inside the use case's transaction. */
    static VoiceProfile ready(VoiceProfileRepository profiles, AccountId account, VoiceProfileId id) {
        VoiceProfile profile = profiles.find(account, id).orElseThrow(VoiceProfiles::notFound);
        if (profile.status() != ProfileStatus.READY) {
            throw notReady(profile);
        }
        return profile;
    }

    static AttestException notFound() {
        return AttestException.notFound(KIND, "no voice profile with this id");
    }

    static AttestException notReady(VoiceProfile profile) {
        Map<String, Object> detail = new LinkedHashMap<>();
        detail.put("kind", KIND);
        detail.put("status", profile.status().wireName());
        if (profile.operationId() != null) {
            detail.put("operation_id", profile.operationId());
        }
        String message = profile.status() == ProfileStatus.PENDING
                ? "the voice profile is still being trained; poll the operation in detail.operation_id"
                : "the training of this voice profile failed (see the operation); train it again";
        return new AttestException(ErrorCode.RESOURCE_NOT_READY, message, null, detail);
    }
}
