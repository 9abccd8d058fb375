package io.attest.adapters.http.filter;

import io.attest.domain.accounts.Scope;
import io.micronaut.http.HttpMethod;
import java.util.Optional;

/** Which scope a /v1 route needs and whether a call to it counts against the monthly quota (decisions.md section 2). */
public final class RouteRules {

    /** Authorised by the operator's report token, not by an API key. */
    public static final String COMPROMISED_KEYS_REPORT = "/v1/security/compromised-keys";
    /** The operator's report token; while it is unset the report route answers 404. */
    public static final String REPORT_TOKEN_PROPERTY = "attest.security.report-token";

    private RouteRules() {
    }

    public static Optional<Scope> requiredScope(String path) {
        if (under(path, "/v1/guard")) {
            return Optional.of(Scope.GUARD);
        }
        if (under(path, "/v1/airbnb-deal")) {
            return Optional.of(Scope.DEAL);
        }
        if (under(path, "/v1/voice-profile")) {
            return Optional.of(Scope.VOICE);
        }
        if (under(path, "/v1/calculator-engine")) {
            return Optional.of(Scope.CALCULATOR);
        }
        if (under(path, "/v1/meeting-memory")) {
            return Optional.of(Scope.MEETINGS);
        }
        if (under(path, "/v1/webhooks") || under(path, "/v1/events")) {
            return Optional.of(Scope.WEBHOOKS);
        }
        return Optional.empty(); // /v1/usage, /v1/plugins, /v1/operations: any valid key
    }

    /** Usage and operation polling are free; everything else authenticated by a key is metered. */
    public static boolean isMetered(HttpMethod method, String path) {
        if (under(path, "/v1/usage")) {
            return false;
        }
        return !(method == HttpMethod.GET && under(path, "/v1/operations"));
    }

    public static boolean usesApiKey(String path) {
        return !under(path, COMPROMISED_KEYS_REPORT);
    }

    static boolean under(String path, String prefix) {
        return path.equals(prefix) || path.startsWith(prefix + "/");
    }
}
