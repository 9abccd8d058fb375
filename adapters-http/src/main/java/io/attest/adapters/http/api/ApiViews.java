package io.attest.adapters.http.api;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.attest.adapters.http.json.StrictJson;
import io.attest.application.accounts.CompromisedKeys;
import io.attest.domain.shared.plugin.InstalledPlugin;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;

/** Request and response bodies of the platform /v1 routes. */
public final class ApiViews {

    private static final int MAX_FIELD = 2048;
    private static final String FIELD_RULE = "must be at most " + MAX_FIELD + " characters";

    private ApiViews() {
    }

    @Serdeable
    @JsonInclude(JsonInclude.Include.ALWAYS)
    @Schema(name = "Plugin")
    public record PluginView(
            @Schema(example = "patterns-legal") String id,
            @Schema(example = "1.0.0") String version,
            @Schema(description = "The SPI", example = "citation_pattern_pack") String kind,
            @Schema(description = "classpath, or the drop-in's name in the plugins directory (a jar, a data file, or a directory of jars)",
                    example = "classpath") String source,
            @Schema(description = "SHA-256 (lowercase hex) of the drop-in: of the jar or data file, of a plugin directory the"
                    + " combined hash of its jars; the value of its allow-list line <id>=<sha256>. Null for class-path providers",
                    nullable = true) String sha256) {
        static PluginView of(InstalledPlugin plugin) {
            return new PluginView(plugin.id(), plugin.version(), plugin.kind(), plugin.source(), plugin.sha256());
        }
    }

    /** One token of a report; only {@code token} is required ({@code type} defaults to {@code attest_api_key}). */
    @Serdeable
    @Schema(name = "ReportedToken")
    public record ReportedTokenView(
            @StrictJson.Text @NotNull(message = "is required") @Size(max = MAX_FIELD, message = FIELD_RULE)
            @Schema(maxLength = MAX_FIELD) String token,
            @Nullable @StrictJson.Text @Size(max = MAX_FIELD, message = FIELD_RULE)
            @Schema(maxLength = MAX_FIELD, defaultValue = "attest_api_key", nullable = true) String type,
            @Nullable @StrictJson.Text @Size(max = MAX_FIELD, message = FIELD_RULE)
            @Schema(maxLength = MAX_FIELD, nullable = true) String url,
            @Nullable @StrictJson.Text @Size(max = MAX_FIELD, message = FIELD_RULE)
            @Schema(maxLength = MAX_FIELD, nullable = true) String source) {

        CompromisedKeys.ReportedToken reported() {
            return new CompromisedKeys.ReportedToken(token, type == null ? "attest_api_key" : type, url, source);
        }
    }

    @Serdeable
    @Schema(name = "TokenVerdict")
    public record TokenVerdictView(@JsonProperty("token_hash") String tokenHash,
                                   @JsonProperty("token_type") String tokenType,
                                   @Schema(type = "string", allowableValues = {"true_positive", "false_positive"}) String label) {
    }
}
