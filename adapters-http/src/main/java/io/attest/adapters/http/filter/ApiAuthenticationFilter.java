package io.attest.adapters.http.filter;

import io.attest.adapters.http.BearerToken;
import io.attest.adapters.http.RequestAttributes;
import io.attest.adapters.http.error.HttpErrors;
import io.attest.application.accounts.AuthenticateApiKey;
import io.attest.application.accounts.Caller;
import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.ErrorCode;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.core.order.Ordered;
import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.RequestFilter;
import io.micronaut.http.annotation.ServerFilter;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;

/**
 * First check on /v1 (decisions.md section 1): the API key. It runs before the route is resolved
 * and before the body is read, so an unauthenticated caller learns nothing about routes and cannot
 * make the server buffer a body.
 */
@ServerFilter("/v1/**")
public class ApiAuthenticationFilter implements Ordered {

    private final AuthenticateApiKey authenticate;

    public ApiAuthenticationFilter(AuthenticateApiKey authenticate) {
        this.authenticate = authenticate;
    }

    @Override
    public int getOrder() {
        return HIGHEST_PRECEDENCE + 100;
    }

    @RequestFilter
    @ExecuteOn(TaskExecutors.BLOCKING)
    @Nullable
    public HttpResponse<?> authenticate(HttpRequest<?> request) {
        if (!RouteRules.usesApiKey(request.getPath())) {
            return null;
        }
        try {
            Caller caller = authenticate.authenticate(bearerToken(request));
            request.setAttribute(RequestAttributes.CALLER, caller);
            request.setAttribute(RequestAttributes.ACCOUNT_ID, caller.account().id().value());
            return null;
        } catch (AttestException refused) {
            return HttpErrors.response(request, refused.code(), refused.getMessage(), refused.field(), refused.detail());
        }
    }

    private static String bearerToken(HttpRequest<?> request) {
        if (request.getHeaders().get(HttpHeaders.AUTHORIZATION) == null) {
            throw AttestException.of(ErrorCode.UNAUTHENTICATED, "send your API key as Authorization: Bearer att_\u2026");
        }
        return BearerToken.from(request).orElseThrow(() -> AttestException.of(ErrorCode.UNAUTHENTICATED,
                "use the Bearer scheme: Authorization: Bearer att_\u2026"));
    }
}
