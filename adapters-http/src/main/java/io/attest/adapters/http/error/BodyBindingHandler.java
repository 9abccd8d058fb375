package io.attest.adapters.http.error;

import io.attest.domain.shared.ErrorCode;
import io.micronaut.context.annotation.Replaces;
import io.micronaut.core.convert.exceptions.ConversionErrorException;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Produces;
import io.micronaut.http.server.exceptions.ConversionErrorHandler;
import io.micronaut.http.server.exceptions.ExceptionHandler;
import jakarta.inject.Singleton;

/**
 * A body (or parameter) that cannot be converted to its declared type: 400 {@code invalid_request}
 * with the exact field path when a typed request record failed to bind (see {@link RequestBodyErrors}),
 * else with the name of the argument that failed.
 */
@Produces
@Singleton
@Replaces(ConversionErrorHandler.class)
public class BodyBindingHandler implements ExceptionHandler<ConversionErrorException, HttpResponse<ErrorEnvelope>> {

    // ExceptionHandler declares handle with a raw HttpRequest; HttpRequest<?> would not override it
    @SuppressWarnings("rawtypes")
    @Override
    public HttpResponse<ErrorEnvelope> handle(HttpRequest request, ConversionErrorException exception) {
        return RequestBodyErrors.of(exception, exception.getArgument())
                .map(e -> HttpErrors.response(request, ErrorCode.INVALID_REQUEST, e.message(), e.field(), null))
                .orElseGet(() -> {
                    String name = exception.getArgument().getName();
                    return HttpErrors.response(request, ErrorCode.INVALID_REQUEST, name + " has the wrong type or format", name, null);
                });
    }
}
