package io.attest.domain.shared;

import io.attest.plugin.api.UpstreamUnavailableException;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * A failure that the API reports to its caller in the one error layout: a code, a readable
 * message, optionally the offending request field and a detail object. Anything else thrown is a
 * bug and becomes {@code internal_error}.
 */
public final class AttestException extends RuntimeException {

    /**
     * The detail key of an {@link ErrorCode#UPSTREAM_UNAVAILABLE} or {@link ErrorCode#RATE_LIMITED} error
     * that says how many seconds to wait; the HTTP adapter also sends it as {@code Retry-After}.
     */
    public static final String RETRY_AFTER_SECONDS = "retry_after_seconds";

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

    /**
     * A third party this server depends on (market-data service, a model endpoint) cannot answer now:
     * 502 {@code upstream_unavailable} with {@code detail.kind} naming it and, when known, the seconds
     * to wait (rounded up, at least 1) in {@code detail.retry_after_seconds} and {@code Retry-After}.
     */
    /** A provider's {@link UpstreamUnavailableException}, as the caller sees it (the same 502). */
    public static AttestException upstreamUnavailable(UpstreamUnavailableException unavailable) {
        return upstreamUnavailable(unavailable.kind(), unavailable.getMessage(), unavailable.retryAfter());
    }

    public static AttestException upstreamUnavailable(String kind, String message, Duration retryAfter) {
        Map<String, Object> detail = new LinkedHashMap<>();
        detail.put("kind", Objects.requireNonNull(kind, "kind"));
        if (retryAfter != null) {
            detail.put(RETRY_AFTER_SECONDS, Math.max(1, (retryAfter.toMillis() + 999) / 1000));
        }
        return new AttestException(ErrorCode.UPSTREAM_UNAVAILABLE, message, null, detail);
    }

    /**
     * Too many attempts: 429 {@code rate_limited} with the seconds to wait (rounded up, at least 1) in
     * {@code detail.retry_after_seconds} and {@code Retry-After}.
     */
    public static AttestException rateLimited(String message, Duration retryAfter) {
        return new AttestException(ErrorCode.RATE_LIMITED, message, null,
                Map.of(RETRY_AFTER_SECONDS, Math.max(1, (retryAfter.toMillis() + 999) / 1000)));
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
