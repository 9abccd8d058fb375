package io.attest.domain.voice;

/**
 * The documented maxima of the voice-profile routes (decisions.md sections 6 and 9). The samples per
 * call of each plan are {@code Plan.maxVoiceSamplesPerCall()}; the rest is the same for every plan.
 */
public final class VoiceLimits {

    /** Fewer samples cannot give stable rates. */
    public static final int SAMPLES_MIN = 5;
    /** The largest per-call limit of any plan (higher); an import may carry this many samples. */
    public static final int SAMPLES_MAX = 200;
    /** Above this many samples a training runs asynchronously (spec 8). */
    public static final int SYNCHRONOUS_SAMPLES_MAX = 100;
    public static final int SAMPLE_MAX_CHARS = 20_000;
    public static final int NAME_MAX = 200;
    public static final int TOPIC_MAX = 2_000;
    public static final int INSPIRATIONS_MAX = 10;
    public static final int INSPIRATION_MAX_CHARS = 20_000;
    public static final int VARIANTS_DEFAULT = 3;
    public static final int VARIANTS_MAX = 5;

    private VoiceLimits() {
    }
}
