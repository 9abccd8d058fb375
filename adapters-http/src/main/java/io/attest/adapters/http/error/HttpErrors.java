package io.attest.adapters.http.error;

import io.attest.adapters.http.RequestAttributes;
import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.ErrorCode;
import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MediaType;
import io.micronaut.http.MutableHttpResponse;
import java.util.Map;

/** Builds error responses in the one layout; the only place that knows which status each code has. */
public final class HttpErrors {

    private HttpErrors() {
    }

    public static HttpStatus statusOf(ErrorCode code) {
        return switch (code) {
            case INVALID_REQUEST -> HttpStatus.BAD_REQUEST;
            case UNAUTHENTICATED, INVALID_API_KEY, INVALID_CREDENTIALS -> HttpStatus.UNAUTHORIZED;
            case INSUFFICIENT_SCOPE, SIGNUP_DISABLED, CROSS_SITE_REQUEST -> HttpStatus.FORBIDDEN;
            case RESOURCE_NOT_FOUND -> HttpStatus.NOT_FOUND;
            case METHOD_NOT_ALLOWED -> HttpStatus.METHOD_NOT_ALLOWED;
            case NOT_ACCEPTABLE -> HttpStatus.NOT_ACCEPTABLE;
            case UNSUPPORTED_MEDIA_TYPE -> HttpStatus.UNSUPPORTED_MEDIA_TYPE;
            case EMAIL_TAKEN, IDEMPOTENCY_KEY_IN_USE, RESOURCE_NOT_READY -> HttpStatus.CONFLICT;
            case PAYLOAD_TOO_LARGE -> HttpStatus.REQUEST_ENTITY_TOO_LARGE;
            case URI_TOO_LONG -> HttpStatus.REQUEST_URI_TOO_LONG;
            case HEADERS_TOO_LARGE -> HttpStatus.REQUEST_HEADER_FIELDS_TOO_LARGE;
            case REQUEST_TIMEOUT -> HttpStatus.REQUEST_TIMEOUT;
            case DOMAIN_UNSUPPORTED, SCHEMA_VALIDATION_FAILED, EVALUATION_FAILED, IDEMPOTENCY_KEY_REUSED -> HttpStatus.UNPROCESSABLE_ENTITY;
            case QUOTA_EXCEEDED, RATE_LIMITED -> HttpStatus.TOO_MANY_REQUESTS;
            case INTERNAL_ERROR -> HttpStatus.INTERNAL_SERVER_ERROR;
            case UPSTREAM_UNAVAILABLE -> HttpStatus.BAD_GATEWAY;
            case SERVICE_UNAVAILABLE -> HttpStatus.SERVICE_UNAVAILABLE;
        };
    }

    public static MutableHttpResponse<ErrorEnvelope> response(HttpRequest<?> request, ErrorCode code, String message) {
        return response(request, code, message, null, null);
    }

    public static MutableHttpResponse<ErrorEnvelope> response(HttpRequest<?> request, ErrorCode code, String message,
                                                              String field, Map<String, Object> detail) {
        MutableHttpResponse<ErrorEnvelope> response = HttpResponse.<ErrorEnvelope>status(statusOf(code))
                .body(envelope(request, code, message, field, detail))
                .contentType(MediaType.APPLICATION_JSON_TYPE);
        decorate(response, code);
        if ((code == ErrorCode.UPSTREAM_UNAVAILABLE || code == ErrorCode.RATE_LIMITED) && detail != null) {
            retryAfter(response, detail.get(AttestException.RETRY_AFTER_SECONDS));
        }
        return response;
    }

    public static ErrorEnvelope envelope(HttpRequest<?> request, ErrorCode code, String message, String field,
                                         Map<String, Object> detail) {
        return new ErrorEnvelope(new ErrorEnvelope.ErrorBody(code.wireName(), message, field,
                detail == null || detail.isEmpty() ? null : detail, RequestAttributes.requestId(request)));
    }

    /**
     * {@code Retry-After} of a 502 {@code upstream_unavailable} (the seconds the failing third party asked
     * for) or a 429 {@code rate_limited} (until the lockout ends), carried in {@code detail.retry_after_seconds}.
     */
    private static void retryAfter(MutableHttpResponse<?> response, Object seconds) {
        if (seconds instanceof Number number && number.longValue() > 0) {
            response.header(HttpHeaders.RETRY_AFTER, Long.toString(number.longValue()));
        }
    }

    /** Seconds a client should wait before retrying a 503: long enough for a burst to drain. */
    static final String SERVICE_UNAVAILABLE_RETRY_AFTER = "2";

    /** Headers that belong to a code: the Bearer challenge of RFC 6750 on 401s, Retry-After on 503s. */
    static void decorate(MutableHttpResponse<?> response, ErrorCode code) {
        switch (code) {
            case SERVICE_UNAVAILABLE -> response.header(HttpHeaders.RETRY_AFTER, SERVICE_UNAVAILABLE_RETRY_AFTER);
            case UNAUTHENTICATED -> response.header(HttpHeaders.WWW_AUTHENTICATE, "Bearer realm=\"attest\"");
            case INVALID_API_KEY -> response.header(HttpHeaders.WWW_AUTHENTICATE, "Bearer realm=\"attest\", error=\"invalid_token\"");
            default -> {
            }
        }
    }
}
