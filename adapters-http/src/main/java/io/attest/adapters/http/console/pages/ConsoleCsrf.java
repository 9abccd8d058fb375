package io.attest.adapters.http.console.pages;

import io.micronaut.http.HttpRequest;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.cookie.Cookie;
import io.micronaut.http.cookie.SameSite;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Optional;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * CSRF tokens of the console forms, synchroniser tokens that need no storage: the token is an HMAC keyed
 * by a secret the browser holds only in an HttpOnly cookie: the session token on signed-in pages, a random
 * pre-session cookie on sign-in and sign-up (login CSRF). Another site can neither read the cookie nor so
 * compute the token; a token is worthless with another session. Checked in constant time.
 */
public final class ConsoleCsrf {

    public static final String FIELD = "csrf";
    static final String PRE_SESSION_COOKIE = "attest_csrf";
    private static final String PRE_SESSION_ATTRIBUTE = "attest.console.pre-session";
    private static final SecureRandom RANDOM = new SecureRandom();

    private ConsoleCsrf() {
    }

    /** The token for the forms of a signed-in page. */
    public static String sessionToken(HttpRequest<?> request) {
        return hmac(request.getAttribute(ConsolePaths.SESSION_TOKEN_ATTRIBUTE, String.class).orElseThrow(), "session");
    }

    /** The token for the sign-in and sign-up forms; creates the pre-session secret when the browser has none. */
    public static String preSessionToken(HttpRequest<?> request) {
        return hmac(preSessionSecret(request).orElseGet(() -> {
            byte[] bytes = new byte[32];
            RANDOM.nextBytes(bytes);
            String fresh = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
            request.setAttribute(PRE_SESSION_ATTRIBUTE, fresh);
            return fresh;
        }), "pre-session");
    }

    /** Sets the pre-session cookie when {@link #preSessionToken} created one for this request. */
    public static <T> MutableHttpResponse<T> withPreSessionCookie(HttpRequest<?> request, MutableHttpResponse<T> response) {
        request.getAttribute(PRE_SESSION_ATTRIBUTE, String.class).ifPresent(secret -> response.cookie(
                Cookie.of(PRE_SESSION_COOKIE, secret).path(ConsolePaths.ROOT).httpOnly(true).sameSite(SameSite.Strict)
                        .secure(request.isSecure())));
        return response;
    }

    /** Refuses a signed-in form whose token is missing or not this session's. */
    static void checkSession(HttpRequest<?> request, String token) {
        check(sessionToken(request), token);
    }

    /** Refuses a sign-in or sign-up form whose token does not match the pre-session cookie. */
    static void checkPreSession(HttpRequest<?> request, String token) {
        Optional<String> secret = request.getCookies().findCookie(PRE_SESSION_COOKIE).map(Cookie::getValue);
        check(secret.map(s -> hmac(s, "pre-session")).orElse(null), token);
    }

    private static Optional<String> preSessionSecret(HttpRequest<?> request) {
        return request.getAttribute(PRE_SESSION_ATTRIBUTE, String.class)
                .or(() -> request.getCookies().findCookie(PRE_SESSION_COOKIE).map(Cookie::getValue)
                        .filter(v -> v.length() >= 32));
    }

    private static void check(String expected, String given) {
        if (expected == null || given == null || !MessageDigest.isEqual(expected.getBytes(StandardCharsets.US_ASCII),
                given.getBytes(StandardCharsets.US_ASCII))) {
            throw new FormRefused();
        }
    }

    /** A form post without this browser's token: answered 403 with a page that says to reload ({@link FormRefusedHandler}). */
    static final class FormRefused extends RuntimeException {
        FormRefused() {
            super("CSRF token missing or wrong", null, false, false);
        }
    }

    private static String hmac(String key, String purpose) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
            byte[] digest = mac.doFinal(("attest-console-csrf:" + purpose).getBytes(StandardCharsets.UTF_8));
            return Base64.getUrlEncoder().withoutPadding().encodeToString(digest);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is part of every JDK", e);
        }
    }
}
