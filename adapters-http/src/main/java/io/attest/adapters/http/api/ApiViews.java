package io.attest.adapters.http.api;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.attest.domain.shared.plugin.InstalledPlugin;
import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.media.Schema;

/** Response bodies of the platform /v1 routes. */
public final class ApiViews {

    private ApiViews() {
    }

    @Serdeable
    @JsonInclude(JsonInclude.Include.ALWAYS)
    @Schema(name = "Plugin")
    public record PluginView(
            @Schema(example = "patterns-legal") String id,
            @Schema(example = "1.0.0") String version,
            @Schema(description = "The SPI", example = "citation_pattern_pack") String kind,
            @Schema(description = "classpath, or the jar's file name", example = "classpath") String source,
            @Schema(description = "SHA-256 of the jar; null for class-path providers", nullable = true) String sha256) {
        static PluginView of(InstalledPlugin plugin) {
            return new PluginView(plugin.id(), plugin.version(), plugin.kind(), plugin.source(), plugin.sha256());
        }
    }

    @Serdeable
    @Schema(name = "ReportedToken")
    public record ReportedTokenView(String token, String type, String url, String source) {
    }

    @Serdeable
    @Schema(name = "TokenVerdict")
    public record TokenVerdictView(@JsonProperty("token_hash") String tokenHash,
                                   @JsonProperty("token_type") String tokenType,
                                   @Schema(allowableValues = {"true_positive", "false_positive"}) String label) {
    }
}
