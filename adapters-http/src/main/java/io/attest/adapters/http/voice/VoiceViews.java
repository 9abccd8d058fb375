package io.attest.adapters.http.voice;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.attest.adapters.http.Timestamps;
import io.attest.application.voice.ExportVoiceProfile;
import io.attest.application.voice.GenerateVariants;
import io.attest.application.voice.TrainVoiceProfile;
import io.attest.domain.operations.Operation;
import io.attest.plugin.api.voice.VoiceFormat;
import io.attest.domain.voice.VoiceProfile;
import io.attest.domain.voice.VoiceProfileDocument;
import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.media.ArraySchema;
import io.swagger.v3.oas.annotations.media.Schema;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The response bodies of the voice-profile routes (spec 2.2, 4.3–4.5; decisions.md sections 3 and 6). */
public final class VoiceViews {

    private VoiceViews() {
    }

    /** Spec 2.2: the profile after training or import. */
    @Serdeable
    @Schema(name = "VoiceProfile")
    public record Profile(@JsonProperty("profile_id") String profileId,
                          @Schema(description = "Caller's label", nullable = true) String name,
                          @Schema(description = "A readable paragraph derived from the measurements") String summary,
                          @JsonProperty("sample_count") int sampleCount,
                          @JsonProperty("trained_at") String trainedAt) {

        static Profile of(VoiceProfile profile) {
            return new Profile(profile.id().value(), profile.name(), profile.summary(), profile.sampleCount(),
                    Timestamps.iso(profile.trainedAt()));
        }
    }

    @Serdeable
    @Schema(name = "VoiceProfileResource")
    public record Resource(String kind, String id) {
    }

    /** decisions.md section 3: the immediate answer of an asynchronous training (202). */
    @Serdeable
    @Schema(name = "TrainAccepted")
    public record Accepted(String id, @Schema(type = "string", allowableValues = "operation") String object,
                           @Schema(type = "string", allowableValues = "voice_profile.train") String type,
                           @Schema(type = "string", allowableValues = "queued") String status, @JsonProperty("created_at") String createdAt,
                           Resource resource, @JsonProperty("profile_id") String profileId) {

        static Accepted of(TrainVoiceProfile.Accepted accepted) {
            Operation op = accepted.operation();
            return new Accepted(op.id().value(), "operation", op.type(), op.status().wireName(), Timestamps.iso(op.createdAt()),
                    new Resource(op.resource().kind(), op.resource().id()), accepted.profileId().value());
        }
    }

    @Serdeable
    @Schema(name = "Variant")
    public record Variant(String content,
                          @Schema(description = "Unicode code points of content") @JsonProperty("char_count") int charCount,
                          @Schema(description = "x and thread only: the X weight of each post, in order (most characters 1, "
                                  + "CJK and emoji 2, any URL 23; at most 280 each) (additive)", nullable = true)
                          @JsonProperty("weighted_length") List<Integer> weightedLength) {

        static Variant of(GenerateVariants.Variant variant, VoiceFormat format) {
            boolean posts = format == VoiceFormat.X || format == VoiceFormat.THREAD;
            return new Variant(variant.content(), variant.charCount(), posts ? variant.weightedLengths() : null);
        }
    }

    @Serdeable
    @Schema(name = "GenerateResult")
    public record Generated(@Schema(description = "Closest to the profile first; at most variant_count, fewer when too few "
                                    + "drafts passed the format limits and guards") List<Variant> variants,
                            @JsonProperty("profile_id") @Schema(description = "(additive)") String profileId,
                            @Schema(description = "The format written (additive)") String format,
                            @Schema(description = "Send it again to repeat the drafts of a deterministic generator (additive)")
                            long seed) {

        static Generated of(GenerateVariants.Generated generated) {
            return new Generated(generated.variants().stream().map(v -> Variant.of(v, generated.format())).toList(),
                    generated.profileId().value(), generated.format().wireName(), generated.seed());
        }
    }

    /** The portable document (decisions.md section 6; docs/voice-profile.schema.json). */
    @Serdeable
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(name = "VoiceProfileExport")
    public record Export(@Schema(type = "string", allowableValues = VoiceProfileDocument.FORMAT) String format,
                         @Schema(type = "integer", allowableValues = "1") int version,
                         @JsonProperty("profile_id") String profileId,
                         @Schema(nullable = true) String name,
                         String summary,
                         @JsonProperty("sample_count") int sampleCount,
                         @JsonProperty("trained_at") String trainedAt,
                         @JsonProperty("exported_at") String exportedAt,
                         @Schema(description = "Measured features: lengths, punctuation, endings, capitalisation, pronouns, "
                                 + "openers, closers, function words, character trigrams, vocabulary", type = "object")
                         Map<String, Object> features,
                         @JsonProperty("phrase_bank")
                         @ArraySchema(arraySchema = @Schema(description = "Recurring 2-4-word phrases"), schema = @Schema(type = "object"))
                         List<Object> phraseBank,
                         @JsonProperty("format_habits") @Schema(description = "Emoji, hashtags, mentions, links, line breaks "
                                 + "and paragraphs per sample; share of samples closing on hashtags", type = "object")
                         Object formatHabits,
                         @Schema(description = "Only with include_samples=true", nullable = true) List<String> samples) {

        static Export of(ExportVoiceProfile.Exported exported) {
            VoiceProfileDocument document = exported.document();
            Instant now = exported.exportedAt();
            return new Export(VoiceProfileDocument.FORMAT, VoiceProfileDocument.VERSION, document.profileId(), document.name(),
                    document.summary(), document.sampleCount(), Timestamps.iso(document.trainedAt()), Timestamps.iso(now),
                    document.features(), list(document.phraseBank()), document.formatHabits(), document.samples());
        }

        /** The phrase bank is a JSON array of phrase objects; typed as a list so that the document says so. */
        private static List<Object> list(Object phraseBank) {
            return phraseBank instanceof List<?> phrases ? new ArrayList<>(phrases) : null;
        }
    }
}
