package io.attest.adapters.http.docs;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Every error each documented route can answer, by status and code (decisions.md section 1 and
 * docs/decisions.md "Errors"). The rules that hold for whole families of routes are here once; what
 * only one route does is in {@link #SPECIFIC}, keyed by operation id. The HTTP test suite validates
 * every answer against the document, so a status or code missing here fails a test.
 */
final class RouteErrors {

    /** One documented error: a status, its {@code error.code}, and when it happens. */
    record Failure(int status, String code, String when) {
    }

    /** Routes any valid key may call: no scope check. */
    private static final Set<String> UNSCOPED = Set.of("usage", "listPlugins", "getOperation");
    /** Routes whose calls are not metered (decisions.md section 2). */
    private static final Set<String> UNMETERED = Set.of("usage", "getOperation");

    private static final Map<String, List<Failure>> SPECIFIC = Map.ofEntries(
            Map.entry("signUp", List.of(
                    new Failure(403, "signup_disabled", "the operator has turned open sign-up off"),
                    new Failure(409, "email_taken", "an account has this e-mail"),
                    new Failure(429, "rate_limited", "too many sign-ups from this address; Retry-After"))),
            Map.entry("logIn", List.of(
                    new Failure(401, "invalid_credentials", "wrong e-mail or password (the same answer for both)"),
                    new Failure(429, "rate_limited", "too many failed logins for this account or address; Retry-After"))),
            Map.entry("revokeKey", List.of(notFound("key"))),
            Map.entry("reportCompromisedKeys", List.of(
                    new Failure(401, "unauthenticated", "missing or wrong report token"),
                    new Failure(404, "resource_not_found", "the route is off: no report token is configured (detail.kind route)"),
                    new Failure(429, "rate_limited", "too many wrong report tokens from this address; Retry-After"))),
            Map.entry("verifyReferences", List.of(
                    new Failure(422, "domain_unsupported", "domain names no installed pack; detail.supported lists the installed ones"))),
            Map.entry("analyzeDeal", List.of(
                    new Failure(404, "resource_not_found", "detail.kind address (not a rentable US street address; detail.reason) "
                            + "or market (no market data; detail.address_normalized)"),
                    new Failure(502, "upstream_unavailable", "the market-data provider cannot answer now; Retry-After"))),
            Map.entry("createCalculatorSchema", List.of(
                    new Failure(422, "schema_validation_failed", "the schema is invalid or too complex; detail.errors[] lists every problem"))),
            Map.entry("getCalculatorSchema", List.of(notFound("schema"))),
            Map.entry("deleteCalculatorSchema", List.of(notFound("schema"))),
            Map.entry("runCalculator", List.of(notFound("schema"),
                    new Failure(422, "evaluation_failed", "the run cannot produce a number: detail {kind: division_by_zero | out_of_range, line}"),
                    new Failure(422, "schema_validation_failed", "a stored schema over the server's current cost budget (too_complex)"))),
            Map.entry("listEvents", List.of(
                    new Failure(404, "resource_not_found", "starting_after is not an event of this account (detail.kind event)"))),
            Map.entry("getEvent", List.of(notFound("event"))),
            Map.entry("listEventDeliveries", List.of(notFound("event"))),
            Map.entry("replayEvent", List.of(notFound("event"))),
            Map.entry("getTranscript", List.of(notFound("transcript"), notReady("its asynchronous ingest runs or failed"))),
            Map.entry("deleteTranscript", List.of(notFound("transcript"))),
            Map.entry("getOperation", List.of(notFound("operation"))),
            Map.entry("generateInVoice", List.of(notFound("voice_profile"), notReady("its training runs or failed"),
                    new Failure(502, "upstream_unavailable", "the text generator cannot answer or no draft passed; Retry-After"))),
            Map.entry("exportVoiceProfile", List.of(notFound("voice_profile"), notReady("its training runs or failed"))),
            Map.entry("deleteVoiceProfile", List.of(notFound("voice_profile"))),
            Map.entry("getWebhookEndpoint", List.of(notFound("webhook_endpoint"))),
            Map.entry("deleteWebhookEndpoint", List.of(notFound("webhook_endpoint"))),
            Map.entry("rotateWebhookSecret", List.of(notFound("webhook_endpoint"))),
            Map.entry("replayParkedDeliveries", List.of(notFound("webhook_endpoint"))),
            Map.entry("listEndpointDeliveries", List.of(notFound("webhook_endpoint"))));

    private RouteErrors() {
    }

    private static Failure notFound(String kind) {
        return new Failure(404, "resource_not_found", "unknown id, or another account's (detail.kind " + kind + ")");
    }

    private static Failure notReady(String why) {
        return new Failure(409, "resource_not_ready", why + " (detail.status, detail.operation_id)");
    }

    /** The errors of one operation, in the order of the decisions' checks. */
    static List<Failure> of(String method, String path, String operationId, boolean apiKey, boolean hasBody) {
        List<Failure> out = new ArrayList<>();
        boolean v1 = path.startsWith("/v1/");
        boolean console = path.startsWith("/console/api/");
        boolean post = method.equals("post");
        out.add(new Failure(400, "invalid_request", hasBody
                ? "the body is not the documented JSON shape, a field is missing, of the wrong type or out of range (field: its path); "
                        + "or a header read as one value (Authorization, Content-Type, Host, Origin, Idempotency-Key) sent twice"
                : "a query or path value is out of range (field: its name); or a header read as one value sent twice"));
        if (apiKey) {
            out.add(new Failure(401, "unauthenticated", "no Authorization header (WWW-Authenticate: Bearer realm=\"attest\")"));
            out.add(new Failure(401, "invalid_api_key", "an unknown, revoked or expired key"));
            if (!UNSCOPED.contains(operationId)) {
                out.add(new Failure(403, "insufficient_scope", "the key lacks this route's scope"));
            }
        }
        if (console && !path.equals("/console/api/signup") && !path.equals("/console/api/login") && !path.equals("/console/api/logout")) {
            out.add(new Failure(401, "unauthenticated", "no console session (API keys are not accepted here)"));
        }
        if (console && !method.equals("get")) {
            out.add(new Failure(403, "cross_site_request", "a cross-site Origin or Sec-Fetch-Site: cross-site"));
        }
        out.add(new Failure(406, "not_acceptable", "Accept refuses application/json"));
        out.add(new Failure(408, "request_timeout", "the headers or the body did not arrive within the server's deadlines; "
                + "the connection closes"));
        if (hasBody || (console && !method.equals("get"))) {
            out.add(new Failure(415, "unsupported_media_type", "a body that is not Content-Type: application/json"));
        }
        out.add(new Failure(413, "payload_too_large", "a body over the server limit (ATTEST_MAX_REQUEST_SIZE, default 32 MiB)"));
        out.add(new Failure(414, "uri_too_long", "a request line over 4096 bytes"));
        out.add(new Failure(431, "headers_too_large", "headers over 8192 bytes in all"));
        if (v1 && post && apiKey) {
            out.add(new Failure(409, "idempotency_key_in_use", "the same Idempotency-Key while its first request still runs"));
            out.add(new Failure(422, "idempotency_key_reused", "the same Idempotency-Key with another method, path or body"));
        }
        if (apiKey && !UNMETERED.contains(operationId)) {
            out.add(new Failure(429, "quota_exceeded", "the plan's monthly calls are used up; Retry-After and RateLimit say when they reset"));
        }
        out.addAll(SPECIFIC.getOrDefault(operationId, List.of()));
        out.add(new Failure(500, "internal_error", "a bug, logged with the request id"));
        if (!path.equals("/health")) {
            out.add(new Failure(503, "service_unavailable", "no database connection could be had in time (Retry-After: 2); "
                    + "the call did not start and is safe to retry"));
        }
        return out;
    }
}
