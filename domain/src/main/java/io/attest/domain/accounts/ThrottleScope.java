package io.attest.domain.accounts;

/** What a throttle counter counts; the wire name is stored and logged. */
public enum ThrottleScope {
    /** Failed console logins for one e-mail from one client address. */
    LOGIN_ACCOUNT_ADDRESS("login_account_address"),
    /** Failed console logins for one e-mail from every address (a distributed guess at one account). */
    LOGIN_ACCOUNT("login_account"),
    /** Failed console logins from one address for every e-mail (password spraying). */
    LOGIN_ADDRESS("login_address"),
    /** Sign-ups from one address (each costs a password hash and gives a plan's free calls). */
    SIGNUP_ADDRESS("signup_address"),
    /** Wrong report tokens on the secret-scanning route from one address. */
    REPORT_TOKEN_ADDRESS("report_token_address");

    private final String wireName;

    ThrottleScope(String wireName) {
        this.wireName = wireName;
    }

    public String wireName() {
        return wireName;
    }

    public static ThrottleScope fromWireName(String name) {
        for (ThrottleScope scope : values()) {
            if (scope.wireName.equals(name)) {
                return scope;
            }
        }
        throw new IllegalArgumentException("unknown throttle scope " + name);
    }
}
