package io.attest.adapters.http.console.pages;

import io.micronaut.http.HttpRequest;

/**
 * What every page's frame needs: whether someone is signed in (the navigation and the sign-out form), the
 * CSRF token of that form, and which navigation entry is current.
 */
public record Chrome(boolean signedIn, String csrf, String active) {

    public static Chrome signedIn(HttpRequest<?> request, String active) {
        return new Chrome(true, ConsoleCsrf.sessionToken(request), active);
    }

    public static Chrome signedOut(String active) {
        return new Chrome(false, "", active);
    }

    public boolean isActive(String entry) {
        return entry.equals(active);
    }
}
