package io.attest.domain.shared;

import java.util.Map;
import java.util.Objects;

/**
 * A failure that the API reports to its caller in the one error layout: a code, a readable
 * message, optionally the offending request field and a detail object. Anything else thrown is a
 * bug and becomes {@code internal_error}.
 */
public final class AttestException extends RuntimeException {

    private final ErrorCode code;
    private final String field;
    private final Map<String, Object> detail;

    public AttestException(ErrorCode code, String message, String field, Map<String, Object> detail) {
        super(Objects.requireNonNull(message, "message"), null, false, false);
        this.code = Objects.requireNonNull(code, "code");
        this.field = field;
        this.detail = detail == null ? Map.of() : Map.copyOf(detail);
    }

    public static AttestException invalidRequest(String field, String message) {
        return new AttestException(ErrorCode.INVALID_REQUEST, message, field, null);
    }

    public static AttestException notFound(String kind, String message) {
        return new AttestException(ErrorCode.RESOURCE_NOT_FOUND, message, null, Map.of("kind", kind));
    }

    public static AttestException of(ErrorCode code, String message) {
        return new AttestException(code, message, null, null);
    }

    public ErrorCode code() {
        return code;
    }

    /** The offending request field as a path ({@code sources[1]}, {@code values.rent}), or null. */
    public String field() {
        return field;
    }

    /** Extra structured facts about the error; empty when there are none. */
    public Map<String, Object> detail() {
        return detail;
    }
}
