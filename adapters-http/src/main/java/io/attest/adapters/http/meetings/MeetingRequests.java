package io.attest.adapters.http.meetings;

import io.attest.adapters.http.json.JsonTypeMismatch;
import io.attest.adapters.http.json.StrictJson;
import io.attest.adapters.http.validation.EmailAddress;
import io.attest.adapters.http.validation.Rfc3339Time;
import io.attest.domain.meetings.MeetingLimits;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.core.type.Argument;
import io.micronaut.json.tree.JsonNode;
import io.micronaut.serde.Decoder;
import io.micronaut.serde.Deserializer;
import io.micronaut.serde.annotation.Serdeable;
import io.micronaut.serde.config.naming.SnakeCaseStrategy;
import io.swagger.v3.oas.annotations.media.ArraySchema;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.inject.Singleton;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.io.IOException;
import java.util.List;

/**
 * The request bodies of the meeting-memory routes, bound by Micronaut Serde (strictly: a wrong JSON type
 * is a 400, see {@link StrictJson}) and checked by Bean Validation; both failures name the exact field.
 * JSON names are the snake_case of the components (Serde's naming strategy; {@code @Schema(name)} tells the
 * OpenAPI document). The use cases check the same rules again (they may
 * be called from elsewhere), with the same limits from {@link MeetingLimits}.
 */
public final class MeetingRequests {

    private MeetingRequests() {
    }

    static final String TRANSCRIPT_ID_RULE = "must be 1-" + MeetingLimits.TRANSCRIPT_ID_MAX
            + " characters of letters, digits and . _ - : @, starting with a letter or digit";

    @Serdeable(naming = SnakeCaseStrategy.class)
    @Schema(name = "IngestRequest")
    public record IngestRequest(
            @StrictJson.Text
            @NotNull(message = "is required")
            @Pattern(regexp = MeetingLimits.TRANSCRIPT_ID_PATTERN, message = TRANSCRIPT_ID_RULE)
            @Schema(name = "transcript_id", description = "Your identifier; the same id again replaces the transcript", example = "weekly-2026-01-05",
                    maxLength = MeetingLimits.TRANSCRIPT_ID_MAX, pattern = MeetingLimits.TRANSCRIPT_ID_PATTERN)
            String transcriptId,

            @StrictJson.Text
            @NotNull(message = "is required")
            @Rfc3339Time
            @Schema(name = "occurred_at",
                    description = "When the meeting took place (RFC 3339 with a zone); relative due dates resolve in its offset",
                    example = "2026-01-05T09:00:00-08:00")
            String occurredAt,

            @StrictJson.TextList
            @NotNull(message = "must be a non-empty array of e-mail addresses")
            @Size(min = 1, max = MeetingLimits.PARTICIPANTS_MAX,
                    message = "must have 1 to " + MeetingLimits.PARTICIPANTS_MAX + " elements")
            @ArraySchema(schema = @Schema(description = "Participant e-mail address", example = "ian@example.com"),
                    minItems = 1, maxItems = MeetingLimits.PARTICIPANTS_MAX)
            List<@EmailAddress String> participants,

            @StrictJson.Text
            @NotNull(message = "is required")
            @NotBlank(message = "must not be empty")
            @Size(max = MeetingLimits.TRANSCRIPT_MAX, message = "must be at most " + MeetingLimits.TRANSCRIPT_MAX + " characters")
            @Schema(description = "The full text: speaker turns (Name: text), IRC scribe notes or prose minutes; "
                    + "above 50,000 characters the ingest runs asynchronously (202)", maxLength = MeetingLimits.TRANSCRIPT_MAX)
            String transcript,

            @Nullable
            @StrictJson.Text
            @Size(max = MeetingLimits.TITLE_MAX, message = "must be at most " + MeetingLimits.TITLE_MAX + " characters")
            @Schema(description = "Optional title (additive)", nullable = true, maxLength = MeetingLimits.TITLE_MAX)
            String title) {
    }

    @Serdeable(naming = SnakeCaseStrategy.class)
    @Schema(name = "QueryRequest", description = "The filters may also be given in the query string under the same names "
            + "(participants repeated or comma-separated); a field given in both places is a 400.")
    public record QueryRequest(
            @Nullable
            @StrictJson.Text
            @Size(max = MeetingLimits.QUERY_MAX, message = "must be at most " + MeetingLimits.QUERY_MAX + " characters")
            @Schema(description = "The question (required, here or in the query string)", example = "who owes the budget?",
                    maxLength = MeetingLimits.QUERY_MAX)
            String q,

            @Nullable
            @StrictJson.Text
            @Schema(type = "string", description = "Only items of this kind", nullable = true,
                    allowableValues = {"commitment", "decision", "open_question", "action_item"})
            String kind,

            @Nullable
            @StrictJson.Text
            @Rfc3339Time
            @Schema(description = "Only meetings strictly after this time (RFC 3339)", nullable = true)
            String since,

            @Nullable
            @StrictJson.TextList
            @Size(max = MeetingLimits.QUERY_PARTICIPANTS_MAX,
                    message = "must have at most " + MeetingLimits.QUERY_PARTICIPANTS_MAX + " elements")
            @ArraySchema(schema = @Schema(description = "Meetings with any of these participants"),
                    maxItems = MeetingLimits.QUERY_PARTICIPANTS_MAX)
            List<@EmailAddress String> participants,

            @Nullable
            @StrictJson.WholeNumber
            @Min(value = 1, message = "must be an integer between 1 and " + MeetingLimits.QUERY_LIMIT_MAX)
            @Max(value = MeetingLimits.QUERY_LIMIT_MAX, message = "must be an integer between 1 and " + MeetingLimits.QUERY_LIMIT_MAX)
            @Schema(description = "1 to 100, default 20", nullable = true, minimum = "1", maximum = "100")
            Integer limit) {
    }

    @Serdeable(naming = SnakeCaseStrategy.class)
    @Schema(name = "DigestRequest")
    public record DigestRequest(
            @NotNull(message = "is required")
            @Serdeable.Deserializable(using = WindowDeserializer.class)
            @Schema(implementation = Object.class, oneOf = {String.class, CustomWindow.class}, example = "last_7_days",
                    description = "\"last_7_days\" or \"last_30_days\" (both ending now), or {\"from\": …, \"to\": …} "
                            + "(RFC 3339, from before to)")
            Window window) {
    }

    /** The digest window as sent: a name, or a custom range ({@code name} null). */
    public record Window(String name, String from, String to) {
    }

    @Schema(name = "DigestWindow")
    public record CustomWindow(@Schema(example = "2026-01-05T08:00:00Z") String from,
                               @Schema(example = "2026-01-12T08:00:00Z") String to) {
    }

    /** {@code "last_7_days"} or {@code {"from": "…", "to": "…"}}; anything else is a type error at {@code window}. */
    @Singleton
    public static final class WindowDeserializer implements Deserializer<Window> {

        @Override
        public Window deserialize(Decoder decoder, DecoderContext context, Argument<? super Window> type) throws IOException {
            JsonNode node = decoder.decodeNode();
            if (node.isString()) {
                return new Window(node.getStringValue(), null, null);
            }
            if (!node.isObject()) {
                throw new JsonTypeMismatch("", "a string or an object {from, to}");
            }
            return new Window(null, optionalText(node, "from"), optionalText(node, "to"));
        }

        @Override
        public Window deserializeNullable(Decoder decoder, DecoderContext context, Argument<? super Window> type)
                throws IOException {
            return decoder.decodeNull() ? null : deserialize(decoder, context, type);
        }

        private static String optionalText(JsonNode object, String name) throws JsonTypeMismatch {
            JsonNode value = object.get(name);
            return value == null || value.isNull() ? null : StrictJson.text(value, "." + name);
        }
    }
}
