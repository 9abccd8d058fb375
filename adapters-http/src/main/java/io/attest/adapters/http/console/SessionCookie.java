package io.attest.adapters.http.console;

import io.micronaut.http.HttpRequest;
import io.micronaut.http.cookie.Cookie;
import io.micronaut.http.cookie.SameSite;

/** The console session cookie, shared by the JSON routes and the pages: HttpOnly, SameSite=Strict, Secure under TLS. */
public final class SessionCookie {

    public static final String NAME = "attest_session";

    private SessionCookie() {
    }

    /** A browser-session cookie: the server expires the session after 12 h idle. */
    public static Cookie of(String token, HttpRequest<?> request) {
        return Cookie.of(NAME, token)
                .path("/")
                .httpOnly(true)
                .sameSite(SameSite.Strict)
                .secure(request.isSecure());
    }

    public static Cookie cleared(HttpRequest<?> request) {
        return of("", request).maxAge(0);
    }
}
