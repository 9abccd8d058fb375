package io.attest.adapters.http.error;

import io.attest.domain.shared.AttestException;
import io.micronaut.context.annotation.Requires;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Produces;
import io.micronaut.http.server.exceptions.ExceptionHandler;
import jakarta.inject.Singleton;

/** Domain and application failures become the documented error layout. */
@Produces
@Singleton
@Requires(classes = {AttestException.class, ExceptionHandler.class})
public class AttestExceptionHandler implements ExceptionHandler<AttestException, HttpResponse<ErrorEnvelope>> {

    // ExceptionHandler declares handle with a raw HttpRequest; HttpRequest<?> would not override it
    @SuppressWarnings("rawtypes")
    @Override
    public HttpResponse<ErrorEnvelope> handle(HttpRequest request, AttestException exception) {
        return HttpErrors.response(request, exception.code(), exception.getMessage(), exception.field(), exception.detail());
    }
}
