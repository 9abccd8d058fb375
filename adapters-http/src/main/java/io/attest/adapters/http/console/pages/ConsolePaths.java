package io.attest.adapters.http.console.pages;

import java.util.Set;

/** Where the console pages live, which of them are open without a session, and request attributes they share. */
public final class ConsolePaths {

    public static final String ROOT = "/console";
    public static final String LOGIN = "/console/login";
    public static final String SIGNUP = "/console/signup";
    public static final String KEYS = "/console/keys";
    public static final String ASSETS = "/console/assets/";
    /** The session cookie's token, for the per-session CSRF token of the page's forms. */
    public static final String SESSION_TOKEN_ATTRIBUTE = "attest.console.session-token";

    private static final Set<String> OPEN = Set.of(LOGIN, SIGNUP);

    private ConsolePaths() {
    }

    /** A page (or its asset), not a JSON route. */
    public static boolean isPage(String path) {
        return (path.equals(ROOT) || path.startsWith(ROOT + "/")) && !path.startsWith(ROOT + "/api/")
                && !path.equals(ROOT + "/api");
    }

    /** Pages that need no session: sign-in, sign-up and the assets. */
    public static boolean isOpen(String path) {
        return OPEN.contains(path) || path.startsWith(ASSETS);
    }
}
