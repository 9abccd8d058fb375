package io.attest.adapters.http.filter;

import io.attest.adapters.http.error.HttpErrors;
import io.attest.domain.shared.ErrorCode;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.core.order.Ordered;
import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.RequestFilter;
import io.micronaut.http.annotation.ServerFilter;
import java.util.List;

/**
 * A header the server reads as one value must come once: with two {@code Authorization} headers the
 * server would otherwise pick one silently (the first), and a proxy in front may have checked the other.
 * 400 {@code invalid_request} naming the header, before any credential is looked at.
 */
@ServerFilter(ServerFilter.MATCH_ALL_PATTERN)
public class RepeatedHeaderFilter implements Ordered {

    /** The headers the server reads as single values (credentials, body type, CSRF and idempotency checks). */
    static final List<String> SINGLE = List.of(HttpHeaders.AUTHORIZATION, HttpHeaders.CONTENT_TYPE, HttpHeaders.HOST,
            HttpHeaders.ORIGIN, "Idempotency-Key");

    @Override
    public int getOrder() {
        return HIGHEST_PRECEDENCE + 60;
    }

    @RequestFilter
    @Nullable
    public HttpResponse<?> refuseRepeats(HttpRequest<?> request) {
        for (String name : SINGLE) {
            if (request.getHeaders().getAll(name).size() > 1) {
                return HttpErrors.response(request, ErrorCode.INVALID_REQUEST, "send the " + name + " header once", name, null);
            }
        }
        return null;
    }
}
