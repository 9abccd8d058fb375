package io.attest.adapters.http;

import io.attest.domain.shared.PrefixedIds;
import io.micronaut.http.HttpRequest;

/** Names of the per-request facts the filters share, and the request id every response carries. */
public final class RequestAttributes {

    public static final String REQUEST_ID = "attest.request-id";
    public static final String ACCOUNT_ID = "attest.account-id";
    public static final String CALLER = "attest.caller";
    public static final String REQUEST_ID_HEADER = "Request-Id";

    private RequestAttributes() {
    }

    /** The request's {@code req_} id, created on first use so that even early failures have one. */
    public static String requestId(HttpRequest<?> request) {
        return request.getAttribute(REQUEST_ID, String.class).orElseGet(() -> {
            String id = PrefixedIds.next("req_");
            request.setAttribute(REQUEST_ID, id);
            return id;
        });
    }
}
