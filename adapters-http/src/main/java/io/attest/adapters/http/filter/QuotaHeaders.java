package io.attest.adapters.http.filter;

import io.attest.domain.accounts.QuotaDecision;
import io.micronaut.http.MutableHttpResponse;
import java.time.Instant;

/** The IETF RateLimit headers for the monthly quota, and Retry-After on 429 (decisions.md section 2). */
final class QuotaHeaders {

    private QuotaHeaders() {
    }

    static void apply(MutableHttpResponse<?> response, QuotaDecision decision, Instant now) {
        long toReset = decision.period().secondsToReset(now);
        switch (decision) {
            case QuotaDecision.Reserved reserved -> {
                policy(response, reserved.limit(), decision);
                response.header("RateLimit", "\"monthly\";r=" + reserved.remaining() + ";t=" + toReset);
            }
            case QuotaDecision.Exhausted exhausted -> {
                policy(response, exhausted.limit(), decision);
                response.header("RateLimit", "\"monthly\";r=0;t=" + toReset);
                response.header("Retry-After", Long.toString(toReset));
            }
            case QuotaDecision.Unlimited unlimited -> {
                // No RateLimit headers for unlimited plans.
            }
        }
    }

    private static void policy(MutableHttpResponse<?> response, long limit, QuotaDecision decision) {
        response.header("RateLimit-Policy", "\"monthly\";q=" + limit + ";w=" + decision.period().lengthSeconds());
    }
}
