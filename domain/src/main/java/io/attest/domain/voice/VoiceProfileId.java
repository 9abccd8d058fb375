package io.attest.domain.voice;

import io.attest.domain.shared.PrefixedIds;
import java.util.Objects;
import java.util.Optional;

/** A voice profile's id: {@code vp_} followed by 22 random base62 characters (spec 2.2). */
public record VoiceProfileId(String value) {

    public static final String PREFIX = "vp_";

    public VoiceProfileId {
        Objects.requireNonNull(value, "value");
        if (!PrefixedIds.looksLike(PREFIX, value)) {
            throw new IllegalArgumentException("voice profile ids look like vp_ followed by base62 characters");
        }
    }

    public static VoiceProfileId next() {
        return new VoiceProfileId(PrefixedIds.next(PREFIX));
    }

    /** The id when {@code text} could be one; empty for junk (which then names no profile: 404). */
    public static Optional<VoiceProfileId> parse(String text) {
        return PrefixedIds.looksLike(PREFIX, text) ? Optional.of(new VoiceProfileId(text)) : Optional.empty();
    }

    @Override
    public String toString() {
        return value;
    }
}
