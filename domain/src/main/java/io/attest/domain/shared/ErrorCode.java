package io.attest.domain.shared;

/** The closed set of error codes of the API (decisions.md section 1). Adapters map each to a status. */
public enum ErrorCode {
    INVALID_REQUEST("invalid_request"),
    UNAUTHENTICATED("unauthenticated"),
    INVALID_API_KEY("invalid_api_key"),
    INVALID_CREDENTIALS("invalid_credentials"),
    INSUFFICIENT_SCOPE("insufficient_scope"),
    SIGNUP_DISABLED("signup_disabled"),
    CROSS_SITE_REQUEST("cross_site_request"),
    RESOURCE_NOT_FOUND("resource_not_found"),
    METHOD_NOT_ALLOWED("method_not_allowed"),
    UNSUPPORTED_MEDIA_TYPE("unsupported_media_type"),
    NOT_ACCEPTABLE("not_acceptable"),
    EMAIL_TAKEN("email_taken"),
    IDEMPOTENCY_KEY_IN_USE("idempotency_key_in_use"),
    RESOURCE_NOT_READY("resource_not_ready"),
    PAYLOAD_TOO_LARGE("payload_too_large"),
    /** The request line (its target) is longer than the server reads: 414. */
    URI_TOO_LONG("uri_too_long"),
    /** The request's headers are larger than the server reads: 431. */
    HEADERS_TOO_LARGE("headers_too_large"),
    /** The request's headers or body did not arrive within the server's deadlines: 408, and the connection closes. */
    REQUEST_TIMEOUT("request_timeout"),
    DOMAIN_UNSUPPORTED("domain_unsupported"),
    SCHEMA_VALIDATION_FAILED("schema_validation_failed"),
    EVALUATION_FAILED("evaluation_failed"),
    IDEMPOTENCY_KEY_REUSED("idempotency_key_reused"),
    QUOTA_EXCEEDED("quota_exceeded"),
    /** Too many attempts (console login, sign-up, report token) from this address or for this account; retry later. */
    RATE_LIMITED("rate_limited"),
    INTERNAL_ERROR("internal_error"),
    UPSTREAM_UNAVAILABLE("upstream_unavailable"),
    /** The server cannot take the request now (its database connections are exhausted or unreachable); retry. */
    SERVICE_UNAVAILABLE("service_unavailable");

    private final String wireName;

    ErrorCode(String wireName) {
        this.wireName = wireName;
    }

    /** The value of {@code error.code} in a response body. */
    public String wireName() {
        return wireName;
    }
}
