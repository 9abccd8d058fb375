package io.attest.adapters.http.filter;

import io.attest.adapters.http.RequestAttributes;
import io.attest.adapters.http.console.SessionCookie;
import io.attest.adapters.http.console.pages.ConsolePaths;
import io.attest.application.accounts.ConsoleSessions;
import io.attest.domain.shared.AccountId;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.core.order.Ordered;
import io.micronaut.http.HttpMethod;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MediaType;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.RequestFilter;
import io.micronaut.http.annotation.ResponseFilter;
import io.micronaut.http.annotation.ServerFilter;
import io.micronaut.http.cookie.Cookie;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import java.net.URI;
import java.util.Optional;

/**
 * The console pages (everything under {@code /console} but the JSON routes): cross-site form posts are
 * refused before any work, posts must be HTML forms, and every page but sign-in and sign-up needs a live
 * session; without one the browser is sent to sign-in, told whether its session ended. The per-form CSRF
 * token is checked where the form is read ({@code ConsoleForms}). Every page carries a strict
 * Content-Security-Policy: only this server's stylesheet and script, no inline code, no framing.
 */
@ServerFilter("/console/**")
public class ConsolePageFilter implements Ordered {

    /** No inline script or style, nothing from elsewhere; forms post only here; never framed. */
    public static final String CONTENT_SECURITY_POLICY = "default-src 'none'; script-src 'self'; style-src 'self'; "
            + "img-src 'self' data:; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

    private final ConsoleSessions sessions;

    public ConsolePageFilter(ConsoleSessions sessions) {
        this.sessions = sessions;
    }

    @Override
    public int getOrder() {
        return HIGHEST_PRECEDENCE + 110;
    }

    @RequestFilter
    @ExecuteOn(TaskExecutors.BLOCKING)
    @Nullable
    public HttpResponse<?> admit(HttpRequest<?> request) {
        String path = request.getPath();
        if (!ConsolePaths.isPage(path)) {
            return null;
        }
        boolean post = request.getMethod() != HttpMethod.GET && request.getMethod() != HttpMethod.HEAD;
        if (post && ConsoleGuardFilter.isCrossSite(request)) {
            return refuse(HttpStatus.FORBIDDEN, "Cross-site form posts are refused. Open the console and try again.");
        }
        if (post && !request.getContentType().map(t -> t.matches(MediaType.APPLICATION_FORM_URLENCODED_TYPE)).orElse(false)) {
            return refuse(HttpStatus.UNSUPPORTED_MEDIA_TYPE, "Console pages accept only HTML form posts.");
        }
        if (ConsolePaths.isOpen(path)) {
            return null;
        }
        Optional<String> token = request.getCookies().findCookie(SessionCookie.NAME).map(Cookie::getValue)
                .filter(v -> !v.isEmpty());
        Optional<AccountId> account = token.flatMap(sessions::resolve);
        if (account.isEmpty()) {
            // A cookie that no longer opens a session: it expired or was signed out elsewhere.
            String to = token.isPresent() ? ConsolePaths.LOGIN + "?expired=1" : ConsolePaths.LOGIN;
            MutableHttpResponse<?> redirect = HttpResponse.seeOther(URI.create(to));
            token.ifPresent(t -> redirect.cookie(SessionCookie.cleared(request)));
            return redirect;
        }
        request.setAttribute(RequestAttributes.ACCOUNT_ID, account.get().value());
        request.setAttribute(ConsolePaths.SESSION_TOKEN_ATTRIBUTE, token.get());
        return null;
    }

    @ResponseFilter
    public void harden(HttpRequest<?> request, MutableHttpResponse<?> response) {
        response.header("Content-Security-Policy", CONTENT_SECURITY_POLICY);
        response.header("X-Frame-Options", "DENY");
        response.header("Referrer-Policy", "same-origin");
    }

    private static MutableHttpResponse<String> refuse(HttpStatus status, String message) {
        return HttpResponse.<String>status(status).contentType(MediaType.TEXT_PLAIN_TYPE).body(message);
    }
}
