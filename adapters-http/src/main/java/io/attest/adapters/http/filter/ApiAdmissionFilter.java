package io.attest.adapters.http.filter;

import io.attest.adapters.http.RequestAttributes;
import io.attest.adapters.http.Timestamps;
import io.attest.adapters.http.error.HttpErrors;
import io.attest.application.accounts.Caller;
import io.attest.application.accounts.MeterCalls;
import io.attest.application.shared.IdempotentRequests;
import io.attest.domain.accounts.QuotaDecision;
import io.attest.domain.accounts.Scope;
import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.ErrorCode;
import io.attest.domain.shared.Sha256;
import io.attest.domain.shared.port.IdempotencyStore.Claim;
import io.attest.domain.shared.port.IdempotencyStore.StoredResponse;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.core.order.Ordered;
import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpMethod;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.ServerHttpRequest;
import io.micronaut.http.body.AvailableByteBody;
import io.micronaut.http.body.ByteBody;
import io.micronaut.http.body.CloseableAvailableByteBody;
import io.micronaut.http.annotation.RequestFilter;
import io.micronaut.http.annotation.ResponseFilter;
import io.micronaut.http.annotation.ServerFilter;
import io.micronaut.json.JsonMapper;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.micronaut.web.router.RouteAttributes;
import java.io.IOException;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Admission to /v1 after authentication ({@link ApiAuthenticationFilter}), in the order of
 * decisions.md section 1: the route must exist (the router answers 404/405/415), the body must fit
 * (binding it answers 413), then scope (403), idempotent replay, quota (429). After the route ran,
 * the reserved call is kept only for a 2xx answer, and the first answer to an
 * {@code Idempotency-Key} is stored for replay.
 */
@ServerFilter("/v1/**")
public class ApiAdmissionFilter implements Ordered {

    private static final Logger LOG = LoggerFactory.getLogger(ApiAdmissionFilter.class);
    private static final String QUOTA = "attest.quota";
    private static final String IDEMPOTENCY_KEY = "attest.idempotency-key";
    private final MeterCalls meter;
    private final IdempotentRequests idempotency;
    private final JsonMapper json;
    private final Clock clock;

    public ApiAdmissionFilter(MeterCalls meter, IdempotentRequests idempotency, JsonMapper json, Clock clock) {
        this.meter = meter;
        this.idempotency = idempotency;
        this.json = json;
        this.clock = clock;
    }

    @Override
    public int getOrder() {
        return HIGHEST_PRECEDENCE + 200;
    }

    /**
     * Waiting for the whole body, within Micronaut's size limits, is what makes an oversized body a 413
     * here. The body is buffered as the {@code @Body byte[]} argument buffers it (a split of the request's
     * body), but copied into an array only for an {@code Idempotency-Key}'s fingerprint: a 6 MB check
     * without one costs no 6 MB copy. (A {@code @Body ByteBuffer} argument would avoid the copy too, but
     * Micronaut 4.10 claims the body twice for it and answers 500.)
     */
    @RequestFilter
    @ExecuteOn(TaskExecutors.BLOCKING)
    @Nullable
    public HttpResponse<?> admit(HttpRequest<?> request) throws InterruptedException {
        try (CloseableAvailableByteBody body = buffered(request)) {
            return admitBuffered(request, body);
        }
    }

    /**
     * The whole body (empty for none), or the exception that refused it: a body over the size limits
     * is a 413. A body cut off by the connection's close (a missed body deadline, which
     * {@code RequestDeadlines} has answered 408 already, or a client gone mid-body) is the client's
     * doing: a 408 that nobody reads, logged at DEBUG, not a server error.
     */
    private static CloseableAvailableByteBody buffered(HttpRequest<?> request) throws InterruptedException {
        ByteBody body = ((ServerHttpRequest<?>) request).byteBody();
        try {
            return body.split(ByteBody.SplitBackpressureMode.FASTEST).buffer().get();
        } catch (ExecutionException failed) {
            if (failed.getCause() instanceof RuntimeException refused) {
                throw refused;
            }
            if (failed.getCause() instanceof IOException cut) {
                LOG.debug("request {}: the body did not arrive in full ({})", RequestAttributes.requestId(request), cut.toString());
                throw AttestException.of(ErrorCode.REQUEST_TIMEOUT, "the request body did not arrive in full");
            }
            throw new IllegalStateException("the request body could not be read", failed.getCause());
        }
    }

    @Nullable
    private HttpResponse<?> admitBuffered(HttpRequest<?> request, AvailableByteBody body) {
        String path = request.getPath();
        Optional<Caller> authenticated = request.getAttribute(RequestAttributes.CALLER, Caller.class);
        if (authenticated.isEmpty()) {
            return null; // not an API-key route (the compromised-keys report)
        }
        Caller caller = authenticated.get();
        try {
            if (RouteAttributes.getRouteMatch(request).isEmpty()) {
                return null; // unknown route, wrong method or media type: the router answers
            }
            Optional<Scope> scope = RouteRules.requiredScope(path);
            if (scope.isPresent() && !caller.key().allows(scope.get())) {
                throw AttestException.of(ErrorCode.INSUFFICIENT_SCOPE, "this key lacks the '" + scope.get().id() + "' scope");
            }
            String idempotencyKey = request.getMethod() == HttpMethod.POST
                    ? request.getHeaders().get(IdempotentRequests.HEADER) : null;
            if (idempotencyKey != null) {
                Claim claim = idempotency.claim(caller.account().id(), idempotencyKey, fingerprint(request, body));
                switch (claim) {
                    case Claim.Replay replay -> {
                        return replay(replay.response());
                    }
                    case Claim.InProgress inProgress -> throw AttestException.of(ErrorCode.IDEMPOTENCY_KEY_IN_USE,
                            "a request with this Idempotency-Key is still running; retry when it has finished");
                    case Claim.Mismatch mismatch -> throw AttestException.of(ErrorCode.IDEMPOTENCY_KEY_REUSED,
                            "this Idempotency-Key was used for a different request");
                    case Claim.Acquired acquired -> request.setAttribute(IDEMPOTENCY_KEY, idempotencyKey);
                }
            }
            if (RouteRules.isMetered(request.getMethod(), path)) {
                QuotaDecision decision = meter.reserve(caller.account().id(), caller.account().plan());
                if (decision instanceof QuotaDecision.Exhausted) {
                    abandonIdempotency(request);
                    MutableHttpResponse<?> refused = quotaExceeded(request, caller, (QuotaDecision.Exhausted) decision);
                    QuotaHeaders.apply(refused, decision, clock.instant());
                    return refused;
                }
                request.setAttribute(QUOTA, decision);
            }
            return null;
        } catch (AttestException refused) {
            abandonIdempotency(request);
            return HttpErrors.response(request, refused.code(), refused.getMessage(), refused.field(), refused.detail());
        }
    }

    @ResponseFilter
    @ExecuteOn(TaskExecutors.BLOCKING)
    public void settle(HttpRequest<?> request, MutableHttpResponse<?> response) {
        boolean success = response.code() >= 200 && response.code() < 300;
        request.getAttribute(QUOTA, QuotaDecision.class).ifPresent(decision -> {
            request.removeAttribute(QUOTA, QuotaDecision.class);
            Caller caller = request.getAttribute(RequestAttributes.CALLER, Caller.class).orElseThrow();
            if (success) {
                QuotaHeaders.apply(response, decision, clock.instant());
            } else {
                meter.release(caller.account().id(), decision);
            }
        });
        request.getAttribute(IDEMPOTENCY_KEY, String.class).ifPresent(key -> {
            request.removeAttribute(IDEMPOTENCY_KEY, String.class);
            Caller caller = request.getAttribute(RequestAttributes.CALLER, Caller.class).orElseThrow();
            // 5xx and 429 are not final answers: the client must be able to retry with the same key.
            if (response.code() >= 500 || response.code() == 429) {
                idempotency.abandon(caller.account().id(), key);
            } else {
                idempotency.complete(caller.account().id(), key, stored(response));
            }
        });
    }

    /** What the caller can do: wait for the reset, or ask an operator for another plan or a higher limit. */
    private static MutableHttpResponse<?> quotaExceeded(HttpRequest<?> request, Caller caller, QuotaDecision.Exhausted exhausted) {
        String plan = caller.account().plan().id();
        String resetsAt = Timestamps.iso(exhausted.period().resetsAt());
        String message = "the " + exhausted.limit() + " calls a month of the '" + plan + "' plan are used up until "
                + resetsAt + "; an operator raises the limit with the command line (attest account set-plan --email <email>"
                + " --plan <plan>) or with ATTEST_PLANS_" + plan.toUpperCase(Locale.ROOT) + "_MONTHLY_CALLS";
        Map<String, Object> detail = new LinkedHashMap<>();
        detail.put("plan", plan);
        detail.put("limit", exhausted.limit());
        detail.put("period", exhausted.period().id());
        detail.put("resets_at", resetsAt);
        return HttpErrors.response(request, ErrorCode.QUOTA_EXCEEDED, message, null, detail);
    }

    private void abandonIdempotency(HttpRequest<?> request) {
        Optional<String> key = request.getAttribute(IDEMPOTENCY_KEY, String.class);
        Optional<Caller> caller = request.getAttribute(RequestAttributes.CALLER, Caller.class);
        if (key.isPresent() && caller.isPresent()) {
            request.removeAttribute(IDEMPOTENCY_KEY, String.class);
            idempotency.abandon(caller.get().account().id(), key.get());
        }
    }

    /** Same key, same request: same method, path, query and body bytes. */
    private static String fingerprint(HttpRequest<?> request, AvailableByteBody body) {
        String bodyHash = Sha256.hex(body.toByteArray());
        return Sha256.hex(request.getMethodName() + " " + request.getUri() + "\n" + bodyHash);
    }

    private StoredResponse stored(MutableHttpResponse<?> response) {
        Object body = response.getBody().orElse(null);
        byte[] bytes;
        try {
            bytes = switch (body) {
                case null -> new byte[0];
                case byte[] raw -> raw;
                case CharSequence text -> text.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8);
                default -> json.writeValueAsBytes(body);
            };
        } catch (IOException e) {
            throw new IllegalStateException("response body could not be serialised for idempotent replay", e);
        }
        String contentType = response.getContentType().map(MediaType::toString)
                .orElse(bytes.length == 0 ? null : MediaType.APPLICATION_JSON);
        return new StoredResponse(response.code(), contentType, bytes, response.getHeaders().get(HttpHeaders.LOCATION));
    }

    private static MutableHttpResponse<?> replay(StoredResponse stored) {
        MutableHttpResponse<byte[]> response = HttpResponse.status(io.micronaut.http.HttpStatus.valueOf(stored.status()));
        if (stored.body().length > 0) {
            response.body(stored.body());
        }
        if (stored.contentType() != null) {
            response.contentType(stored.contentType());
        }
        if (stored.location() != null) {
            response.header(HttpHeaders.LOCATION, stored.location());
        }
        response.header("Idempotent-Replayed", "true");
        return response;
    }
}
