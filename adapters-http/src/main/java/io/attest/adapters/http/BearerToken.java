package io.attest.adapters.http;

import io.attest.domain.shared.Sha256;
import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpRequest;
import java.util.Optional;

/** {@code Authorization: Bearer <token>} (RFC 6750), and operator tokens compared by hash in constant time. */
public final class BearerToken {

    private static final String SCHEME = "Bearer ";

    private BearerToken() {
    }

    /** The token of a Bearer header; empty when the header is absent, blank or another scheme. */
    public static Optional<String> from(HttpRequest<?> request) {
        String header = request.getHeaders().get(HttpHeaders.AUTHORIZATION);
        if (header == null || !header.regionMatches(true, 0, SCHEME, 0, SCHEME.length())) {
            return Optional.empty();
        }
        String token = header.substring(SCHEME.length()).strip();
        return token.isEmpty() ? Optional.empty() : Optional.of(token);
    }

    /** An operator-configured secret (report token, metrics token); unset means nothing matches. */
    public record OperatorToken(String sha256) {

        public static OperatorToken of(String configured) {
            return new OperatorToken(configured == null || configured.isBlank() ? null : Sha256.hex(configured));
        }

        public boolean isSet() {
            return sha256 != null;
        }

        public boolean matches(HttpRequest<?> request) {
            return isSet() && from(request).map(token -> Sha256.constantTimeEquals(Sha256.hex(token), sha256)).orElse(false);
        }
    }
}
