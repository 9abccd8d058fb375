package io.attest.adapters.http.filter;

import io.micronaut.core.order.Ordered;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.ResponseFilter;
import io.micronaut.http.annotation.ServerFilter;

/**
 * API and console answers may carry secrets (a new key, a webhook secret) or account data: no
 * cache may keep them, and no browser may sniff them into something executable.
 */
@ServerFilter({"/v1/**", "/console/**"})
public class SecurityHeadersFilter implements Ordered {

    @Override
    public int getOrder() {
        return HIGHEST_PRECEDENCE + 50;
    }

    @ResponseFilter
    public void harden(HttpRequest<?> request, MutableHttpResponse<?> response) {
        response.header("Cache-Control", "no-store");
        response.header("X-Content-Type-Options", "nosniff");
    }
}
