package io.attest.adapters.http.filter;

import io.attest.adapters.http.RequestAttributes;
import io.attest.adapters.http.error.HttpErrors;
import io.attest.application.accounts.ConsoleSessions;
import io.attest.domain.shared.AccountId;
import io.attest.domain.shared.ErrorCode;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.core.order.Ordered;
import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpMethod;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.RequestFilter;
import io.micronaut.http.annotation.ServerFilter;
import io.micronaut.http.cookie.Cookie;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.micronaut.web.router.RouteAttributes;
import io.micronaut.web.router.RouteInfo;
import java.net.URI;
import java.util.Optional;
import java.util.Set;

/**
 * The console JSON routes: cross-site requests are refused (CSRF), bodies must be JSON and say so (a
 * route that reads a body refuses a request without {@code Content-Type: application/json}: a browser
 * sends a body without that type across sites with no preflight), and every route but sign-up and login
 * needs a session cookie. API keys are never accepted here.
 */
@ServerFilter("/console/api/**")
public class ConsoleGuardFilter implements Ordered {

    public static final String SESSION_COOKIE = io.attest.adapters.http.console.SessionCookie.NAME;
    private static final Set<String> OPEN_ROUTES = Set.of("/console/api/signup", "/console/api/login", "/console/api/logout");

    private final ConsoleSessions sessions;

    public ConsoleGuardFilter(ConsoleSessions sessions) {
        this.sessions = sessions;
    }

    @Override
    public int getOrder() {
        return HIGHEST_PRECEDENCE + 100;
    }

    @RequestFilter
    @ExecuteOn(TaskExecutors.BLOCKING)
    @Nullable
    public HttpResponse<?> guard(HttpRequest<?> request) {
        if (isCrossSite(request)) {
            return HttpErrors.response(request, ErrorCode.CROSS_SITE_REQUEST,
                    "cross-site requests are refused on the console routes");
        }
        if (changesState(request.getMethod()) && (hasNonJsonBody(request) || readsBodyOfNoStatedType(request))) {
            return HttpErrors.response(request, ErrorCode.UNSUPPORTED_MEDIA_TYPE,
                    "console routes accept only Content-Type: application/json");
        }
        if (OPEN_ROUTES.contains(request.getPath())) {
            return null;
        }
        Optional<AccountId> account = request.getCookies().findCookie(SESSION_COOKIE)
                .map(Cookie::getValue)
                .flatMap(sessions::resolve);
        if (account.isEmpty()) {
            return HttpErrors.response(request, ErrorCode.UNAUTHENTICATED,
                    "sign in first: POST /console/api/login (API keys are not accepted on console routes)");
        }
        request.setAttribute(RequestAttributes.ACCOUNT_ID, account.get().value());
        return null;
    }

    private static boolean changesState(HttpMethod method) {
        return method != HttpMethod.GET && method != HttpMethod.HEAD && method != HttpMethod.OPTIONS;
    }

    private static boolean hasNonJsonBody(HttpRequest<?> request) {
        Optional<MediaType> type = request.getContentType();
        return type.isPresent() && !type.get().matches(MediaType.APPLICATION_JSON_TYPE);
    }

    private static boolean readsBodyOfNoStatedType(HttpRequest<?> request) {
        return request.getContentType().isEmpty()
                && RouteAttributes.getRouteInfo(request).flatMap(RouteInfo::getRequestBodyType).isPresent();
    }

    /** Fetch metadata when the browser sends it; otherwise an Origin that is not this host. */
    static boolean isCrossSite(HttpRequest<?> request) {
        String site = request.getHeaders().get("Sec-Fetch-Site");
        if ("cross-site".equalsIgnoreCase(site)) {
            return true;
        }
        String origin = request.getHeaders().get(HttpHeaders.ORIGIN);
        if (origin == null || origin.isBlank()) {
            return false;
        }
        String host = request.getHeaders().get(HttpHeaders.HOST);
        try {
            URI uri = URI.create(origin);
            String authority = uri.getPort() == -1 ? uri.getHost() : uri.getHost() + ":" + uri.getPort();
            return host == null || !host.equalsIgnoreCase(authority);
        } catch (IllegalArgumentException malformed) {
            return true;
        }
    }
}
