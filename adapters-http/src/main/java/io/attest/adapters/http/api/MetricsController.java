package io.attest.adapters.http.api;

import io.attest.adapters.http.BearerToken;
import io.attest.adapters.http.error.HttpErrors;
import io.attest.domain.shared.ErrorCode;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import io.micronaut.context.annotation.Value;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Produces;
import io.swagger.v3.oas.annotations.Hidden;

/**
 * Prometheus metrics. Public only when the operator says so ({@code attest.metrics.public=true});
 * otherwise the scraper sends the operator's metrics token as a Bearer token.
 */
@Controller("/metrics")
@Hidden
public class MetricsController {

    private static final String PROMETHEUS_TEXT = "text/plain; version=0.0.4; charset=utf-8";

    private final PrometheusMeterRegistry registry;
    private final boolean isPublic;
    private final BearerToken.OperatorToken token;

    public MetricsController(PrometheusMeterRegistry registry,
                             @Value("${attest.metrics.public:false}") boolean isPublic,
                             @Nullable @Value("${attest.metrics.token:}") String token) {
        this.registry = registry;
        this.isPublic = isPublic;
        this.token = BearerToken.OperatorToken.of(token);
    }

    @Get
    @Produces(PROMETHEUS_TEXT)
    public HttpResponse<?> scrape(HttpRequest<?> request) {
        if (!isPublic && !this.token.matches(request)) {
            return HttpErrors.response(request, ErrorCode.UNAUTHENTICATED,
                    "metrics need the operator's token (attest.metrics.token) or attest.metrics.public=true");
        }
        return HttpResponse.ok(registry.scrape()).contentType(PROMETHEUS_TEXT);
    }
}
