package io.attest.adapters.http.error;

import io.attest.adapters.http.RequestAttributes;
import io.attest.domain.shared.ErrorCode;
import io.micronaut.context.annotation.Replaces;
import io.micronaut.http.HttpMethod;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MediaType;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.server.exceptions.response.Error;
import io.micronaut.http.server.exceptions.response.ErrorContext;
import io.micronaut.http.server.exceptions.response.ErrorResponseProcessor;
import io.micronaut.http.server.netty.NettyHttpRequest;
import io.micronaut.http.server.netty.configuration.NettyHttpServerConfiguration;
import io.netty.handler.codec.http.TooLongHttpHeaderException;
import io.netty.handler.codec.http.TooLongHttpLineException;
import jakarta.inject.Singleton;
import java.util.Map;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Every error Micronaut produces itself (unknown route, wrong method or media type, oversized or
 * unreadable body, unhandled exception) is rewritten into our layout. Framework messages are not
 * passed through: they can name Java types. 5xx are logged with the request id, never returned.
 * A request line or header block longer than Netty reads is answered before routing (no filter runs,
 * and Micronaut calls it 413): it becomes 414 {@code uri_too_long} or 431 {@code headers_too_large},
 * and the {@code Request-Id} header is set here for it.
 */
@Singleton
@Replaces(ErrorResponseProcessor.class)
public class FrameworkErrorProcessor implements ErrorResponseProcessor<ErrorEnvelope> {

    private static final Logger LOG = LoggerFactory.getLogger(FrameworkErrorProcessor.class);

    private final long maxRequestSize;
    private final int maxRequestLine;
    private final int maxHeaders;

    /**
     * The body limit named in a 413 is the one that applies: Micronaut refuses a body over
     * {@code max-request-size} and also one over {@code max-request-buffer-size} (10 MiB unless set;
     * application.yml sets both from ATTEST_MAX_REQUEST_SIZE), so the smaller of the two.
     */
    public FrameworkErrorProcessor(@io.micronaut.context.annotation.Value("${micronaut.server.max-request-size:10485760}") long maxRequestSize,
                                   @io.micronaut.context.annotation.Value("${micronaut.server.max-request-buffer-size:10485760}") long maxBuffered,
                                   NettyHttpServerConfiguration netty) {
        this.maxRequestSize = Math.min(maxRequestSize, maxBuffered);
        this.maxRequestLine = netty.getMaxInitialLineLength();
        this.maxHeaders = netty.getMaxHeaderSize();
    }

    @Override
    public MutableHttpResponse<ErrorEnvelope> processResponse(ErrorContext context, MutableHttpResponse<?> response) {
        HttpRequest<?> request = context.getRequest();
        Optional<ErrorCode> unreadableHead = unreadableHead(request);
        unreadableHead.ifPresent(head -> response.status(HttpErrors.statusOf(head)));
        int status = response.code();
        ErrorCode code = unreadableHead.orElseGet(() -> codeFor(status));
        String field = null;
        Map<String, Object> detail = null;
        String message;
        switch (code) {
            case RESOURCE_NOT_FOUND -> {
                message = "no route " + request.getMethodName() + " " + request.getPath();
                detail = Map.of("kind", "route");
            }
            case METHOD_NOT_ALLOWED -> message = "method " + request.getMethodName() + " is not allowed on " + request.getPath()
                    + allowed(response);
            case UNSUPPORTED_MEDIA_TYPE -> message = "send the request body as Content-Type: application/json";
            case NOT_ACCEPTABLE -> message = "this route answers application/json";
            case PAYLOAD_TOO_LARGE -> {
                message = "the request body is larger than the server limit of " + maxRequestSize + " bytes" + inMebibytes(maxRequestSize);
                detail = Map.of("limit_bytes", maxRequestSize);
            }
            case URI_TOO_LONG -> message = "the request line is longer than the server limit of " + maxRequestLine
                    + " bytes; send long values in a JSON body";
            case REQUEST_TIMEOUT -> message = "the request did not arrive in time";
            case HEADERS_TOO_LARGE -> message = "the request headers are larger than the server limit of " + maxHeaders + " bytes";
            case INVALID_REQUEST -> {
                Optional<RequestBodyErrors.BodyError> body = context.getRootCause().flatMap(RequestBodyErrors::of);
                if (body.isPresent()) {
                    field = body.get().field();
                    message = body.get().message();
                } else {
                    field = context.getErrors().stream().map(Error::getPath).flatMap(Optional::stream).findFirst().orElse(null);
                    message = "the request is malformed" + (field == null ? "" : ": check " + field);
                }
            }
            default -> {
                message = "an unexpected error occurred; quote the request id when you report it";
                LOG.error("request {} {} {} failed with {}", RequestAttributes.requestId(request),
                        request.getMethodName(), request.getPath(), status, context.getRootCause().orElse(null));
            }
        }
        ErrorEnvelope body = HttpErrors.envelope(request, code, message, field, detail);
        MutableHttpResponse<ErrorEnvelope> out = response.body(request.getMethod() == HttpMethod.HEAD ? null : body);
        out.contentType(MediaType.APPLICATION_JSON_TYPE);
        out.getHeaders().set(RequestAttributes.REQUEST_ID_HEADER, RequestAttributes.requestId(request));
        HttpErrors.decorate(out, code);
        return out;
    }

    /** 414 or 431 when Netty could not read the request line or headers within its limits. */
    private static Optional<ErrorCode> unreadableHead(HttpRequest<?> request) {
        if (request instanceof NettyHttpRequest<?> netty) {
            Throwable cause = netty.getNativeRequest().decoderResult().cause();
            if (cause instanceof TooLongHttpLineException) {
                return Optional.of(ErrorCode.URI_TOO_LONG);
            }
            if (cause instanceof TooLongHttpHeaderException) {
                return Optional.of(ErrorCode.HEADERS_TOO_LARGE);
            }
        }
        return Optional.empty();
    }

    private static String allowed(MutableHttpResponse<?> response) {
        return response.getHeaders().get("Allow") == null ? "" : "; allowed: " + response.getHeaders().get("Allow");
    }

    static ErrorCode codeFor(int status) {
        return switch (status) {
            case 400 -> ErrorCode.INVALID_REQUEST;
            case 401 -> ErrorCode.UNAUTHENTICATED;
            case 404 -> ErrorCode.RESOURCE_NOT_FOUND;
            case 405 -> ErrorCode.METHOD_NOT_ALLOWED;
            case 406 -> ErrorCode.NOT_ACCEPTABLE;
            case 408 -> ErrorCode.REQUEST_TIMEOUT;
            case 413 -> ErrorCode.PAYLOAD_TOO_LARGE;
            case 415 -> ErrorCode.UNSUPPORTED_MEDIA_TYPE;
            case 503 -> ErrorCode.SERVICE_UNAVAILABLE;
            default -> status >= 400 && status < 500 && status != HttpStatus.TOO_MANY_REQUESTS.getCode()
                    ? ErrorCode.INVALID_REQUEST : ErrorCode.INTERNAL_ERROR;
        };
    }

    /** {@code " (32 MiB)"} for a whole number of mebibytes, else nothing. */
    private static String inMebibytes(long bytes) {
        long mib = 1024 * 1024;
        return bytes % mib == 0 ? " (" + bytes / mib + " MiB)" : "";
    }
}
