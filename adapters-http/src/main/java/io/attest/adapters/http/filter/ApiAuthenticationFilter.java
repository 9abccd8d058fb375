package io.attest.adapters.http.filter;

import io.attest.adapters.http.BearerToken;
import io.attest.adapters.http.ClientAddresses;
import io.attest.adapters.http.RequestAttributes;
import io.attest.adapters.http.error.HttpErrors;
import io.attest.application.accounts.AuthenticateApiKey;
import io.attest.application.accounts.Caller;
import io.attest.application.accounts.ReportTokenAttempts;
import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.ErrorCode;
import io.micronaut.context.annotation.Value;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.core.order.Ordered;
import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.RequestFilter;
import io.micronaut.http.annotation.ServerFilter;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import java.util.Map;

/**
 * First check on /v1 (decisions.md section 1): the API key, or on the compromised-keys report the
 * operator's report token. It runs before the route is resolved and before the body is read, so an
 * unauthenticated caller learns nothing about routes and cannot make the server buffer a body. Without a
 * configured report token the report route answers like an unknown one (404 {@code route}).
 */
@ServerFilter("/v1/**")
public class ApiAuthenticationFilter implements Ordered {

    private final AuthenticateApiKey authenticate;
    private final BearerToken.OperatorToken reportToken;
    private final ReportTokenAttempts tokenAttempts;
    private final ClientAddresses clientAddresses;

    public ApiAuthenticationFilter(AuthenticateApiKey authenticate,
                                   @Nullable @Value("${" + RouteRules.REPORT_TOKEN_PROPERTY + ":}") String reportToken,
                                   ReportTokenAttempts tokenAttempts, ClientAddresses clientAddresses) {
        this.authenticate = authenticate;
        this.reportToken = BearerToken.OperatorToken.of(reportToken);
        this.tokenAttempts = tokenAttempts;
        this.clientAddresses = clientAddresses;
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
            return operatorReport(request);
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

    /**
     * The compromised-keys report: 404 like an unknown route while no token is set; 401 without the
     * token, and 429 once an address sent too many wrong ones ({@link ReportTokenAttempts}).
     */
    @Nullable
    private HttpResponse<?> operatorReport(HttpRequest<?> request) {
        if (!reportToken.isSet()) {
            return HttpErrors.response(request, ErrorCode.RESOURCE_NOT_FOUND,
                    "no route " + request.getMethodName() + " " + request.getPath(), null, Map.of("kind", "route"));
        }
        try {
            tokenAttempts.check(clientAddresses.of(request), reportToken.matches(request));
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
