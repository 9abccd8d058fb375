package io.attest.plugin.api.voice;

import java.util.Optional;

/** The formats {@code POST /v1/voice-profile/generate} writes (decisions.md section 6). */
public enum VoiceFormat {
    LINKEDIN("linkedin"),
    INSTAGRAM("instagram"),
    X("x"),
    THREAD("thread"),
    BLOG("blog"),
    EMAIL("email");

    /** The format when a request names none (decisions.md section 6). */
    public static final VoiceFormat DEFAULT = LINKEDIN;

    private final String wireName;

    VoiceFormat(String wireName) {
        this.wireName = wireName;
    }

    public String wireName() {
        return wireName;
    }

    public static Optional<VoiceFormat> fromWire(String name) {
        for (VoiceFormat format : values()) {
            if (format.wireName.equals(name)) {
                return Optional.of(format);
            }
        }
        return Optional.empty();
    }
}
