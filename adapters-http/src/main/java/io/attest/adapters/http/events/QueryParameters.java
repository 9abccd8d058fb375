package io.attest.adapters.http.events;

import io.attest.domain.shared.AttestException;
import io.micronaut.http.HttpRequest;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Optional;

/** Query-string values of the events and webhooks routes, each failure naming its parameter. */
public final class QueryParameters {

    private QueryParameters() {
    }

    public static Optional<String> string(HttpRequest<?> request, String name, int maxLength) {
        Optional<String> value = request.getParameters().getFirst(name);
        value.filter(v -> v.length() > maxLength).ifPresent(v -> {
            throw AttestException.invalidRequest(name, name + " must be at most " + maxLength + " characters");
        });
        return value;
    }

    public static int limit(HttpRequest<?> request, int defaultLimit, int max) {
        Optional<String> value = string(request, "limit", 10);
        if (value.isEmpty()) {
            return defaultLimit;
        }
        try {
            int limit = Integer.parseInt(value.get());
            if (limit >= 1 && limit <= max) {
                return limit;
            }
        } catch (NumberFormatException ignored) {
            // answered below
        }
        throw AttestException.invalidRequest("limit", "limit must be an integer between 1 and " + max);
    }

    public static Optional<Instant> timestamp(HttpRequest<?> request, String name) {
        return string(request, name, 64).map(v -> parseTimestamp(name, v));
    }

    /** An ISO 8601 timestamp with a zone ({@code Z} or an offset). */
    public static Instant parseTimestamp(String field, String value) {
        try {
            return java.time.OffsetDateTime.parse(value).toInstant();
        } catch (DateTimeParseException e) {
            throw AttestException.invalidRequest(field, field + " must be an ISO 8601 timestamp with a zone, e.g. 2026-01-05T08:00:00Z");
        }
    }
}
