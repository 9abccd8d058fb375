package io.attest.adapters.http.filter;

import io.attest.adapters.http.RequestAttributes;
import io.micronaut.core.order.Ordered;
import io.micronaut.http.BasicHttpAttributes;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.RequestFilter;
import io.micronaut.http.annotation.ResponseFilter;
import io.micronaut.http.annotation.ServerFilter;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Gives every request its {@code req_} id (response header {@code Request-Id}) and writes one
 * structured log line per request: method, route template, status, duration, request id, account
 * id. Never the query string, headers or body: they may carry keys, passwords or client data.
 */
@ServerFilter(ServerFilter.MATCH_ALL_PATTERN)
public class AccessLogFilter implements Ordered {

    private static final Logger LOG = LoggerFactory.getLogger("io.attest.access");
    private static final String STARTED = "attest.started-nanos";

    @Override
    public int getOrder() {
        return HIGHEST_PRECEDENCE;
    }

    @RequestFilter
    public void start(HttpRequest<?> request) {
        RequestAttributes.requestId(request);
        request.setAttribute(STARTED, System.nanoTime());
    }

    @ResponseFilter
    public void finish(HttpRequest<?> request, MutableHttpResponse<?> response) {
        String requestId = RequestAttributes.requestId(request);
        response.getHeaders().set(RequestAttributes.REQUEST_ID_HEADER, requestId); // set, not add: error answers carry it already
        long started = request.getAttribute(STARTED, Long.class).orElse(System.nanoTime());
        LOG.atInfo()
                .addKeyValue("method", request.getMethodName())
                .addKeyValue("route", BasicHttpAttributes.getUriTemplate(request).orElse("unmatched"))
                .addKeyValue("status", response.code())
                .addKeyValue("duration_ms", (System.nanoTime() - started) / 1_000_000.0)
                .addKeyValue("request_id", requestId)
                .addKeyValue("account_id", request.getAttribute(RequestAttributes.ACCOUNT_ID, String.class).orElse(null))
                .log("{} {} {}", request.getMethodName(), BasicHttpAttributes.getUriTemplate(request).orElse("unmatched"), response.code());
    }
}
