package io.attest.adapters.http.error;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.media.Schema;
import java.util.Map;

/** The one error layout of decisions.md section 1: {@code {"error": {code, message, field?, detail?, request_id}}}. */
@Serdeable
@Schema(name = "Error")
public record ErrorEnvelope(ErrorBody error) {

    @Serdeable
    @JsonInclude(JsonInclude.Include.NON_EMPTY)
    @Schema(name = "ErrorBody")
    public record ErrorBody(
            @Schema(description = "Stable machine-readable code", example = "invalid_request") String code,
            @Schema(description = "Readable explanation") String message,
            @Schema(description = "The offending request field as a path", nullable = true, example = "sources[1]") String field,
            @Schema(description = "Extra facts, e.g. {\"kind\": \"address\"}", nullable = true) Map<String, Object> detail,
            @JsonProperty("request_id") @Schema(example = "req_4xQ0d2JmCkq8Yv7h3nT1aZ") String requestId) {
    }
}
