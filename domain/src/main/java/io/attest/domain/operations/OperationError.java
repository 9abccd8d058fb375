package io.attest.domain.operations;

import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.ErrorCode;
import java.util.Map;
import java.util.Objects;

/** Why an operation failed, in the error layout of decisions.md section 1 (without a request id). */
public record OperationError(ErrorCode code, String message, String field, Map<String, Object> detail) {

    public OperationError {
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(message, "message");
        detail = detail == null ? Map.of() : Map.copyOf(detail);
    }

    public static OperationError of(AttestException e) {
        return new OperationError(e.code(), e.getMessage(), e.field(), e.detail());
    }

    /** A bug or a crash: never the exception's own text, which may name Java types. */
    public static OperationError internal() {
        return new OperationError(ErrorCode.INTERNAL_ERROR, "the operation failed unexpectedly", null, null);
    }
}
