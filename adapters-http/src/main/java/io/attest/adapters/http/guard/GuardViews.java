package io.attest.adapters.http.guard;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.attest.adapters.http.Timestamps;
import io.attest.application.guard.VerifyReferences;
import io.attest.domain.guard.Flag;
import io.attest.adapters.http.json.StrictJson;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.media.ArraySchema;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;
import java.util.Objects;

/** Request and response bodies of the citation check (spec 4.1, 2.1, plus additive fields). */
public final class GuardViews {

    private static final int MAX_DOMAIN = 64;

    private GuardViews() {
    }

    @Serdeable
    @Schema(name = "VerifyReferencesRequest")
    public record VerifyReferencesRequest(
            @StrictJson.Text
            @NotNull(message = "is required")
            @Size(max = VerifyReferences.MAX_TEXT_CHARS, message = "must be at most " + VerifyReferences.MAX_TEXT_CHARS + " characters")
            @Schema(description = "AI-generated text to inspect", maxLength = VerifyReferences.MAX_TEXT_CHARS) String text,

            @StrictJson.TextList
            @NotEmpty(message = "must be a non-empty array of strings")
            @Size(max = VerifyReferences.MAX_SOURCES, message = "must have at most " + VerifyReferences.MAX_SOURCES + " elements")
            @ArraySchema(minItems = 1, maxItems = VerifyReferences.MAX_SOURCES, arraySchema = @Schema(
                    description = "Source material the citations must come from; non-empty, at most 1000, 10,000,000 characters in all"))
            List<@Size(max = VerifyReferences.MAX_SOURCE_CHARS, message = "must be at most " + VerifyReferences.MAX_SOURCE_CHARS
                    + " characters") String> sources,

            @Nullable
            @StrictJson.Text
            @Size(max = MAX_DOMAIN, message = "must be at most " + MAX_DOMAIN + " characters")
            @Schema(type = "string", description = "Pattern set: a domain of an installed pack (the document this server serves at /openapi.yml "
                    + "lists them; GET /v1/plugins shows the packs), or auto for the pack that finds most; default legal. "
                    + "Another value is 422 domain_unsupported", example = "legal", nullable = true) String domain,

            @Nullable
            @StrictJson.Flag
            @Schema(description = "Case names pass only on the literal rule", defaultValue = "false", nullable = true) Boolean strict,

            @Nullable
            @StrictJson.Text
            @JsonProperty("marker_position")
            @Pattern(regexp = "span|citation", message = "must be \"span\" or \"citation\"")
            @Schema(type = "string", description = "Additive. Where flagged_text puts \" [verify]\": right after the flag's span (span, the default:"
                    + " Roe v. Wade, 410 U.S. 113 [verify], 120 (1973)) or once after the whole citation, its pin cites, parallel cites"
                    + " and court and year parenthetical (citation: Roe v. Wade, 410 U.S. 113, 120 (1973) [verify]). Offsets are the"
                    + " same either way", defaultValue = "span", nullable = true, allowableValues = {"span", "citation"})
            String markerPosition) {

        /**
         * Bean Validation keeps each bean it validates in a {@code HashSet}, which hashes the record: the
         * generated hash reads every character of the text and the sources (up to 12 M). Equal requests
         * have equal lengths, so this agrees with the generated {@code equals} at the cost of a few fields.
         */
        @Override
        public int hashCode() {
            return Objects.hash(text == null ? -1 : text.length(), sources == null ? -1 : sources.size(),
                    domain, strict, markerPosition);
        }
    }

    @Serdeable
    @Schema(name = "CitationFlag")
    public record FlagView(
            @Schema(type = "string", allowableValues = {"case_citation", "usc", "cfr", "section_ref", "reporter"}) String type,
            String raw,
            @JsonProperty("offset_start") @Schema(description = "UTF-16 index, inclusive") int offsetStart,
            @JsonProperty("offset_end") @Schema(description = "UTF-16 index, exclusive") int offsetEnd,
            @JsonProperty("in_sources") boolean inSources,
            @Schema(type = "string", allowableValues = {"high", "medium", "low"}) String severity,
            @Schema(type = "string", description = "Why the flag is suspect; absent when verified",
                    allowableValues = {"not_in_sources", "name_mismatch", "reporter_out_of_range"}) String reason,
            @Schema(description = "The cited authority's canonical name, the same for every way of writing it "
                    + "(28 U.S.C. § 1332 for 28 USC Sec. 1332); for case names the name with single spaces") String normalized,
            @JsonProperty("authority_url") @Schema(description = "Link to the official free text of the cited authority "
                    + "(Cornell LII for U.S.C. and C.F.R., the legislature's site, CourtListener for reporters); absent when none",
                    format = "uri") String authorityUrl) {

        static FlagView of(Flag flag) {
            return new FlagView(flag.type().wireName(), flag.raw(), flag.start(), flag.end(), flag.inSources(),
                    flag.type().severity().wireName(), flag.reason() == null ? null : flag.reason().wireName(), flag.normalized(),
                    flag.authorityUrl());
        }
    }

    /**
     * At most this many flags are listed in a response, the first in text order: a text of 2 M
     * characters can hold hundreds of thousands of citations ({@code "1 U.S. 1 "} repeated), and a
     * flag takes more room in JSON than in the text. The marked text and the risk score still count
     * every flag; {@code flags_truncated} and {@code flags_total} say that some are not listed.
     */
    static final int MAX_FLAGS = 10_000;

    @Serdeable
    @JsonInclude(JsonInclude.Include.ALWAYS)
    @Schema(name = "VerifyReferencesResponse")
    public record VerifyReferencesResponse(
            @JsonProperty("flagged_text") String flaggedText,
            @Schema(description = "The flags in text order; at most " + MAX_FLAGS + " (see flags_truncated)") List<FlagView> flags,
            @JsonProperty("flags_truncated") @Schema(description = "True when the text has more flags than the "
                    + MAX_FLAGS + " listed; flagged_text and risk_score still count every one") boolean flagsTruncated,
            @JsonProperty("flags_total") @Schema(description = "How many flags the text has, listed or not") int flagsTotal,
            @JsonProperty("risk_score") @Schema(description = "0 to 1; 1 − e^(−W/3) over unverified flags' weights") double riskScore,
            @Schema(description = "The domain of the pack used") String domain,
            @JsonProperty("checked_at") String checkedAt) {

        static VerifyReferencesResponse of(VerifyReferences.Result result) {
            List<Flag> all = result.outcome().flags();
            List<FlagView> listed = all.subList(0, Math.min(all.size(), MAX_FLAGS)).stream().map(FlagView::of).toList();
            return new VerifyReferencesResponse(result.outcome().flaggedText(), listed, all.size() > listed.size(), all.size(),
                    result.outcome().riskScore(), result.domain(), Timestamps.iso(result.checkedAt()));
        }
    }
}
