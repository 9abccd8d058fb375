package io.attest.adapters.http.operations;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.attest.adapters.http.Timestamps;
import io.attest.domain.operations.Operation;
import io.attest.domain.operations.OperationError;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.media.Schema;
import java.util.Map;

/** The operation resource of decisions.md section 3. */
public final class OperationViews {

    private OperationViews() {
    }

    @Serdeable
    @Schema(name = "OperationResource")
    public record ResourceView(String kind, String id) {
    }

    @Serdeable
    @Schema(name = "OperationError", description = "The error layout of every route, without request_id")
    public record ErrorView(String code, String message, @Nullable String field, @Nullable Map<String, Object> detail) {

        public static ErrorView of(OperationError error) {
            return error == null ? null : new ErrorView(error.code().wireName(), error.message(), error.field(),
                    error.detail().isEmpty() ? null : error.detail());
        }
    }

    @Serdeable
    @Schema(name = "Operation")
    public record OperationView(
            String id,
            @Schema(type = "string", allowableValues = "operation") String object,
            String type,
            @Schema(type = "string", allowableValues = {"queued", "running", "succeeded", "failed"}) String status,
            @Schema(description = "0 to 1") double progress,
            @Nullable ResourceView resource,
            @Nullable @Schema(description = "Present when status is failed") ErrorView error,
            @JsonProperty("created_at") String createdAt,
            @JsonProperty("updated_at") String updatedAt,
            @Nullable @JsonProperty("started_at") @Schema(description = "Absent while queued") String startedAt,
            @Nullable @JsonProperty("finished_at") @Schema(description = "Absent until it ends") String finishedAt) {

        public static OperationView of(Operation op) {
            return new OperationView(op.id().value(), "operation", op.type(), op.status().wireName(), op.progress(),
                    op.resource() == null ? null : new ResourceView(op.resource().kind(), op.resource().id()),
                    ErrorView.of(op.error()), Timestamps.iso(op.createdAt()), Timestamps.iso(op.updatedAt()),
                    Timestamps.iso(op.startedAt()), Timestamps.iso(op.finishedAt()));
        }
    }
}
