package io.attest.server.errors;

import io.attest.adapters.http.error.ErrorEnvelope;
import io.attest.adapters.http.error.HttpErrors;
import io.attest.domain.shared.ErrorCode;
import io.micronaut.data.connection.jdbc.exceptions.CannotGetJdbcConnectionException;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Produces;
import io.micronaut.http.server.exceptions.ExceptionHandler;
import jakarta.inject.Singleton;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * No database connection within the pool's wait (every connection busy under a burst, or the
 * database down): the request did nothing, so it is a retryable 503 with {@code Retry-After}, not
 * a 500. It lives in the composition root because it joins the persistence library's exception to
 * the HTTP layout, and neither adapter may know the other.
 */
@Produces
@Singleton
public class DatabaseUnavailableHandler implements ExceptionHandler<CannotGetJdbcConnectionException, HttpResponse<ErrorEnvelope>> {

    private static final Logger LOG = LoggerFactory.getLogger(DatabaseUnavailableHandler.class);

    @Override
    public HttpResponse<ErrorEnvelope> handle(HttpRequest request, CannotGetJdbcConnectionException exception) {
        LOG.warn("no database connection for {} {}: {}", request.getMethodName(), request.getPath(), exception.getMessage());
        return HttpErrors.response(request, ErrorCode.SERVICE_UNAVAILABLE,
                "the server is busy or cannot reach its database; retry after the time in Retry-After");
    }
}
