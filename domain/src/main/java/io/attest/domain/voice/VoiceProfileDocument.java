package io.attest.domain.voice;

import io.attest.domain.shared.AttestException;
import io.attest.plugin.api.voice.style.StyleProfile;
import java.time.Instant;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The portable profile of {@code GET /v1/voice-profile/{id}/export} and {@code POST /v1/voice-profile/import}
 * (decisions.md section 6; JSON Schema in {@code docs/voice-profile.schema.json}): {@code format}
 * {@value #FORMAT}, {@code version} {@value #VERSION}, the summary, the measured features (the
 * {@link StyleProfile#toDocument()} tree) with its phrase bank ({@code phrase_bank}) and format habits
 * (the tree's {@code markers}: emoji, hashtags, mentions, links, line breaks, paragraphs per sample)
 * lifted beside them, and the raw samples only when asked for.
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
    /** The phrase bank: the same key in the document and in the features tree. */
    public static final String PHRASE_BANK = "phrase_bank";
    /** The format habits: {@code format_habits} in the document, {@code markers} in the features tree. */
    public static final String FORMAT_HABITS = "format_habits";
    static final String MARKERS = "markers";
    private static final Pattern PATH = Pattern.compile("^\\$\\.([A-Za-z0-9_]+)((?:[.\\[][^\\s]*)?)");

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
        Object formatHabits = features.remove(MARKERS);
        return new VoiceProfileDocument(profile.id().value(), profile.name(), profile.summary(), profile.sampleCount(),
                profile.trainedAt(), features, phraseBank, formatHabits, samples);
    }

    /**
     * The style the document describes: the features with the phrase bank and format habits put back.
     *
     * @throws AttestException 400 {@code invalid_request} naming the field ({@code features.lengths.sentence_words},
     *                         {@code phrase_bank[2]}, {@code format_habits.emoji}) when they are not a valid profile
     */
    public StyleProfile style() {
        Map<String, Object> tree = new LinkedHashMap<>(features);
        if (phraseBank != null) {
            tree.put(PHRASE_BANK, phraseBank);
        }
        if (formatHabits != null) {
            tree.put(MARKERS, formatHabits);
        }
        try {
            return StyleProfile.fromDocument(tree);
        } catch (IllegalArgumentException | ClassCastException | NullPointerException e) {
            String reason = e instanceof IllegalArgumentException && e.getMessage() != null ? e.getMessage() : "";
            String field = field(reason);
            throw AttestException.invalidRequest(field, "not a valid voice profile at " + field
                    + (reason.isEmpty() ? "" : ": " + reason.replaceFirst("^\\$\\.\\S*\\s*", "")));
        }
    }

    /** The document field of a stylometry error path ({@code $.markers.emoji} → {@code format_habits.emoji}). */
    static String field(String reason) {
        Matcher m = PATH.matcher(reason);
        if (!m.find()) {
            return "features";
        }
        String top = m.group(1);
        String rest = m.group(2);
        return switch (top) {
            case PHRASE_BANK -> PHRASE_BANK + rest;
            case MARKERS -> FORMAT_HABITS + rest;
            default -> "features." + top + rest;
        };
    }
}
