package io.attest.domain.voice;

import io.attest.domain.shared.AttestException;
import io.attest.domain.voice.style.StyleProfile;
import java.time.Instant;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The portable profile of {@code GET /v1/voice-profile/{id}/export} and {@code POST /v1/voice-profile/import}
 * (decisions.md section 6; JSON Schema in {@code docs/voice-profile.schema.json}): {@code format}
 * {@value #FORMAT}, {@code version} {@value #VERSION}, the summary, the measured features (the
 * {@link StyleProfile#toDocument()} tree) with its phrase bank and format habits lifted beside them, and
 * the raw samples only when asked for.
 *
 * @param features     the measured features, without the lifted parts
 * @param phraseBank   the writer's recurring short phrases, or null when the profile has none
 * @param formatHabits how the writer uses line breaks, emoji, hashtags, mentions, links…, or null
 * @param samples      the training samples, or null when not exported
 */
public record VoiceProfileDocument(String profileId, String name, String summary, int sampleCount, Instant trainedAt,
                                   Map<String, Object> features, Object phraseBank, Object formatHabits, List<String> samples) {

    public static final String FORMAT = "attest.voice-profile";
    public static final int VERSION = 1;
    /** Keys of the features tree shown at the top level of the document. */
    public static final String PHRASE_BANK = "phrase_bank";
    public static final String FORMAT_HABITS = "format_habits";

    public VoiceProfileDocument {
        Objects.requireNonNull(features, "features");
        features = Collections.unmodifiableMap(new LinkedHashMap<>(features));
        samples = samples == null ? null : List.copyOf(samples);
    }

    /** The document of a ready profile; {@code samples} null to leave them out. */
    public static VoiceProfileDocument of(VoiceProfile profile, List<String> samples) {
        if (!profile.ready()) {
            throw new IllegalArgumentException("only a ready profile has a document");
        }
        Map<String, Object> features = new LinkedHashMap<>(profile.style().toDocument());
        Object phraseBank = features.remove(PHRASE_BANK);
        Object formatHabits = features.remove(FORMAT_HABITS);
        return new VoiceProfileDocument(profile.id().value(), profile.name(), profile.summary(), profile.sampleCount(),
                profile.trainedAt(), features, phraseBank, formatHabits, samples);
    }

    /**
     * The style the document describes: the features with the phrase bank and format habits put back.
     *
     * @throws AttestException 400 {@code invalid_request}, {@code field: features}, when they are not a valid profile
     */
    public StyleProfile style() {
        Map<String, Object> tree = new LinkedHashMap<>(features);
        if (phraseBank != null) {
            tree.put(PHRASE_BANK, phraseBank);
        }
        if (formatHabits != null) {
            tree.put(FORMAT_HABITS, formatHabits);
        }
        try {
            return StyleProfile.fromDocument(tree);
        } catch (IllegalArgumentException | ClassCastException | NullPointerException e) {
            String reason = e instanceof IllegalArgumentException && e.getMessage() != null ? ": " + e.getMessage() : "";
            throw AttestException.invalidRequest("features", "features is not a valid voice profile" + reason);
        }
    }
}
