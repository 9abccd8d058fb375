package io.attest.adapters.http.voice;

import io.attest.adapters.http.json.StrictJson;
import io.attest.adapters.http.validation.Rfc3339Time;
import io.attest.domain.voice.VoiceLimits;
import io.attest.domain.voice.VoiceProfileDocument;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.serde.annotation.Serdeable;
import io.micronaut.serde.config.naming.SnakeCaseStrategy;
import io.swagger.v3.oas.annotations.media.ArraySchema;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;
import java.util.Map;

/**
 * The request bodies of the voice-profile routes, bound by Micronaut Serde ({@link StrictJson}: a wrong JSON
 * type is a 400) and checked by Bean Validation, both naming the exact field. The plan's sample limit (50 or
 * 200) depends on the caller, so the use case checks it; the use cases check every rule again.
 */
public final class VoiceRequests {

    private VoiceRequests() {
    }

    static final String SAMPLE_RULE = "must be 1-" + VoiceLimits.SAMPLE_MAX_CHARS + " characters";

    @Serdeable(naming = SnakeCaseStrategy.class)
    @Schema(name = "TrainRequest")
    public record TrainRequest(
            @StrictJson.TextList
            @NotNull(message = "is required: an array of writing samples")
            @Size(min = VoiceLimits.SAMPLES_MIN, max = VoiceLimits.SAMPLES_MAX,
                    message = "must have " + VoiceLimits.SAMPLES_MIN + " to " + VoiceLimits.SAMPLES_MAX
                            + " elements (free and entry plans: 50)")
            @ArraySchema(schema = @Schema(description = "One writing sample (1-20,000 characters)",
                    maxLength = VoiceLimits.SAMPLE_MAX_CHARS), minItems = VoiceLimits.SAMPLES_MIN,
                    maxItems = VoiceLimits.SAMPLES_MAX, arraySchema = @Schema(description = "Writing samples from one writer; "
                    + "20 or more recommended. Free and entry plans: at most 50 per call, higher: 200. Above 100 the "
                    + "training runs asynchronously (202)."))
            List<@NotBlank(message = "must not be empty") @Size(max = VoiceLimits.SAMPLE_MAX_CHARS, message = SAMPLE_RULE)
                    String> samples,

            @Nullable
            @StrictJson.Text
            @Size(max = VoiceLimits.NAME_MAX, message = "must be at most " + VoiceLimits.NAME_MAX + " characters")
            @Schema(description = "Optional label", nullable = true, maxLength = VoiceLimits.NAME_MAX, example = "Ada's newsletter")
            String name) {
    }

    @Serdeable(naming = SnakeCaseStrategy.class)
    @Schema(name = "GenerateRequest")
    public record GenerateRequest(
            @StrictJson.Text
            @NotNull(message = "is required")
            @Schema(name = "profile_id", description = "A trained or imported profile", example = "vp_4bT9x2LqZ8mN3pR7sV1wYc")
            String profileId,

            @StrictJson.Text
            @NotNull(message = "is required")
            @NotBlank(message = "must not be empty")
            @Size(max = VoiceLimits.TOPIC_MAX, message = "must be at most " + VoiceLimits.TOPIC_MAX + " characters")
            @Schema(description = "What to write about: one sentence to one paragraph", maxLength = VoiceLimits.TOPIC_MAX,
                    example = "why we moved our builds to smaller machines")
            String topic,

            @Nullable
            @StrictJson.Text
            @Pattern(regexp = "linkedin|instagram|x|thread|blog|email",
                    message = "must be one of linkedin, instagram, x, thread, blog, email")
            @Schema(type = "string", description = "Default linkedin", nullable = true,
                    allowableValues = {"linkedin", "instagram", "x", "thread", "blog", "email"})
            String format,

            @Nullable
            @StrictJson.TextList
            @Size(max = VoiceLimits.INSPIRATIONS_MAX, message = "must have at most " + VoiceLimits.INSPIRATIONS_MAX + " elements")
            @ArraySchema(schema = @Schema(maxLength = VoiceLimits.INSPIRATION_MAX_CHARS), maxItems = VoiceLimits.INSPIRATIONS_MAX,
                    arraySchema = @Schema(description = "Structural references only (length, list or story form, hook): "
                            + "no variant shares a 5-word sequence with any of them"))
            List<@NotBlank(message = "must not be empty")
                    @Size(max = VoiceLimits.INSPIRATION_MAX_CHARS, message = "must be at most "
                            + VoiceLimits.INSPIRATION_MAX_CHARS + " characters") String> inspirations,

            @Nullable
            @StrictJson.WholeNumber
            @Min(value = 1, message = "must be an integer between 1 and " + VoiceLimits.VARIANTS_MAX)
            @Max(value = VoiceLimits.VARIANTS_MAX, message = "must be an integer between 1 and " + VoiceLimits.VARIANTS_MAX)
            @Schema(name = "variant_count", description = "1 to 5, default 3 (additive)", nullable = true, minimum = "1",
                    maximum = "5")
            Integer variantCount,

            @Nullable
            @StrictJson.WholeNumber
            @Min(value = 0, message = "must be a non-negative integer")
            @Schema(description = "Repeats a deterministic generator's drafts when sent again; the answer always "
                    + "carries the seed it used (additive)", nullable = true, minimum = "0")
            Integer seed) {
    }

    /** The document of an export (see docs/voice-profile.schema.json); fields of a later version are refused. */
    @Serdeable(naming = SnakeCaseStrategy.class)
    @Schema(name = "VoiceProfileImport", description = "A document exported by GET /v1/voice-profile/{id}/export")
    public record ImportRequest(
            @StrictJson.Text
            @NotNull(message = "is required")
            @Pattern(regexp = "attest\\.voice-profile", message = "must be \"" + VoiceProfileDocument.FORMAT + "\"")
            @Schema(type = "string", allowableValues = VoiceProfileDocument.FORMAT)
            String format,

            @StrictJson.WholeNumber
            @NotNull(message = "is required")
            @Min(value = VoiceProfileDocument.VERSION, message = "must be " + VoiceProfileDocument.VERSION)
            @Max(value = VoiceProfileDocument.VERSION, message = "must be " + VoiceProfileDocument.VERSION)
            @Schema(type = "integer", allowableValues = "1")
            Integer version,

            @Nullable
            @StrictJson.Text
            @Schema(name = "profile_id", description = "The exported profile's id (informational: the import gets a new one)",
                    nullable = true)
            String profileId,

            @Nullable
            @StrictJson.Text
            @Size(max = VoiceLimits.NAME_MAX, message = "must be at most " + VoiceLimits.NAME_MAX + " characters")
            @Schema(nullable = true, maxLength = VoiceLimits.NAME_MAX)
            String name,

            @Nullable
            @StrictJson.Text
            @Schema(description = "Informational: derived again from the features", nullable = true)
            String summary,

            @StrictJson.WholeNumber
            @NotNull(message = "is required")
            @Min(value = VoiceLimits.SAMPLES_MIN, message = "must be between " + VoiceLimits.SAMPLES_MIN + " and " + VoiceLimits.SAMPLES_MAX)
            @Max(value = VoiceLimits.SAMPLES_MAX, message = "must be between " + VoiceLimits.SAMPLES_MIN + " and " + VoiceLimits.SAMPLES_MAX)
            @Schema(name = "sample_count")
            Integer sampleCount,

            @Nullable
            @StrictJson.Text
            @Rfc3339Time
            @Schema(name = "trained_at", nullable = true, description = "Kept when not in the future; default now")
            String trainedAt,

            @Nullable
            @StrictJson.Text
            @Schema(name = "exported_at", nullable = true, description = "Informational")
            String exportedAt,

            @NotNull(message = "is required: the measured features of the export")
            @Schema(description = "The measured features, as exported", type = "object")
            Map<String, Object> features,

            @NotNull(message = "is required")
            @ArraySchema(arraySchema = @Schema(name = "phrase_bank", description = "As exported"))
            List<Object> phraseBank,

            @NotNull(message = "is required")
            @Schema(name = "format_habits", description = "As exported", type = "object")
            Map<String, Object> formatHabits,

            @Nullable
            @StrictJson.TextList
            @Size(max = VoiceLimits.SAMPLES_MAX, message = "must have at most " + VoiceLimits.SAMPLES_MAX + " elements")
            @ArraySchema(schema = @Schema(maxLength = VoiceLimits.SAMPLE_MAX_CHARS), maxItems = VoiceLimits.SAMPLES_MAX,
                    arraySchema = @Schema(description = "The samples, when exported with include_samples=true; "
                            + "the plan's per-call limit applies"))
            List<@NotBlank(message = "must not be empty") @Size(max = VoiceLimits.SAMPLE_MAX_CHARS, message = SAMPLE_RULE)
                    String> samples) {
    }
}
