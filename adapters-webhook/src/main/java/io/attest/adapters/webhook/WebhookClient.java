package io.attest.adapters.webhook;

import io.attest.domain.events.DeliveryAttempt;
import io.attest.domain.events.DueDelivery;
import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLException;
import org.apache.hc.client5.http.ConnectTimeoutException;
import org.apache.hc.client5.http.DnsResolver;
import org.apache.hc.client5.http.classic.methods.HttpPost;
import org.apache.hc.client5.http.config.ConnectionConfig;
import org.apache.hc.client5.http.config.RequestConfig;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.apache.hc.client5.http.impl.classic.HttpClients;
import org.apache.hc.client5.http.impl.io.PoolingHttpClientConnectionManager;
import org.apache.hc.client5.http.impl.io.PoolingHttpClientConnectionManagerBuilder;
import org.apache.hc.client5.http.ssl.DefaultClientTlsStrategy;
import org.apache.hc.client5.http.ssl.HostnameVerificationPolicy;
import org.apache.hc.client5.http.ssl.HttpsSupport;
import org.apache.hc.client5.http.ssl.TlsSocketStrategy;
import org.apache.hc.core5.http.ClassicHttpResponse;
import org.apache.hc.core5.http.ContentType;
import org.apache.hc.core5.http.HttpEntity;
import org.apache.hc.core5.http.HttpHost;
import org.apache.hc.core5.http.io.entity.ByteArrayEntity;
import org.apache.hc.core5.reactor.ssl.SSLBufferMode;
import org.apache.hc.core5.util.Timeout;

/**
 * One webhook attempt over Apache HttpClient 5. Before connecting, {@link TargetCheck} resolves the
 * host and checks every address; the request then goes to an {@link HttpHost} that carries the
 * checked address and the original host name, so the connection is pinned to that address (no second
 * lookup) while {@code Host}, SNI and certificate verification use the name. As a second line, the
 * connection manager's {@link DnsResolver} refuses any address the rules refuse. Redirects are never
 * followed (a 3xx is a failed attempt), nothing is retried inside an attempt, connections are not
 * reused (each attempt is checked afresh), no proxy or cookie is used; 5 s to connect, 15 s for the
 * whole attempt. Only the first 1 KB of the answer is read. TLS trusts the JVM's default trust store.
 */
public final class WebhookClient implements AutoCloseable {

    public static final String USER_AGENT = "Attest-Webhooks/1";

    private final TargetCheck check;
    private final WebhookSettings settings;
    private final CloseableHttpClient http;
    private final ScheduledExecutorService deadlines = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "webhook-deadlines");
        t.setDaemon(true);
        return t;
    });

    /** Trusts the JVM's default trust store (which honours {@code javax.net.ssl.trustStore}). */
    public WebhookClient(TargetCheck check, AddressRules rules, HostResolver resolver, WebhookSettings settings) {
        this(check, rules, resolver, settings, DefaultClientTlsStrategy.createSystemDefault());
    }

    /**
     * Trusts what {@code trust} trusts instead of the JVM default (tests with their own certificate).
     * Everything else is built as {@link DefaultClientTlsStrategy#createSystemDefault()} builds it, so
     * the tests exercise the production path: the {@code https.protocols} and
     * {@code https.cipherSuites} properties apply, and JSSE verifies the host name
     * ({@link HostnameVerificationPolicy#BUILTIN}, endpoint identification {@code HTTPS}).
     */
    public WebhookClient(TargetCheck check, AddressRules rules, HostResolver resolver, WebhookSettings settings,
                         SSLContext trust) {
        this(check, rules, resolver, settings, new DefaultClientTlsStrategy(Objects.requireNonNull(trust, "trust"),
                HttpsSupport.getSystemProtocols(), HttpsSupport.getSystemCipherSuits(), SSLBufferMode.STATIC,
                HostnameVerificationPolicy.BUILTIN, null));
    }

    private WebhookClient(TargetCheck check, AddressRules rules, HostResolver resolver, WebhookSettings settings,
                          TlsSocketStrategy tls) {
        this.check = check;
        this.settings = settings;
        PoolingHttpClientConnectionManager connections = PoolingHttpClientConnectionManagerBuilder.create()
                .setDnsResolver(new CheckingDnsResolver(rules, resolver))
                .setTlsSocketStrategy(tls)
                .setDefaultConnectionConfig(ConnectionConfig.custom()
                        .setConnectTimeout(Timeout.of(settings.connectTimeout()))
                        .setSocketTimeout(Timeout.of(settings.totalTimeout()))
                        .build())
                .setMaxConnTotal(settings.concurrency() * 2)
                .setMaxConnPerRoute(settings.perEndpointConcurrency() * 2)
                .build();
        this.http = HttpClients.custom()
                .setConnectionManager(connections)
                .disableRedirectHandling()
                .disableAutomaticRetries()
                .disableCookieManagement()
                .disableAuthCaching()
                .disableContentCompression()
                .setConnectionReuseStrategy((request, response, context) -> false)
                .setDefaultRequestConfig(RequestConfig.custom()
                        .setConnectionRequestTimeout(Timeout.of(settings.connectTimeout()))
                        .setResponseTimeout(Timeout.of(settings.totalTimeout()))
                        .build())
                .setUserAgent(USER_AGENT)
                .build();
    }

    /** Makes one attempt at {@code now} (the clock's time, sent as {@code Service-Webhook-Timestamp}). */
    public DeliveryAttempt send(DueDelivery delivery, Instant now) {
        long start = System.nanoTime();
        TargetCheck.Outcome target = check.resolve(delivery.url());
        if (target instanceof TargetCheck.Refused refused) {
            return failure(now, start, null, "refused: " + refused.reason(), null);
        }
        TargetCheck.Allowed allowed = (TargetCheck.Allowed) target;
        URI url = delivery.url();
        String scheme = url.getScheme().toLowerCase(Locale.ROOT);
        InetAddress pinned = allowed.addresses().getFirst();
        HttpHost host = new HttpHost(scheme, pinned, allowed.host(), allowed.port());

        byte[] body = Envelope.body(delivery);
        String path = url.getRawPath() == null || url.getRawPath().isEmpty() ? "/" : url.getRawPath();
        HttpPost post = new HttpPost(URI.create(url.getRawQuery() == null ? path : path + "?" + url.getRawQuery()));
        post.setEntity(new ByteArrayEntity(body, ContentType.APPLICATION_JSON));
        post.setHeader("Service-Webhook-Id", delivery.eventId().value());
        post.setHeader("Service-Webhook-Timestamp", Long.toString(now.getEpochSecond()));
        post.setHeader("Service-Signature", WebhookSignature.sign(delivery.secret().value(), body));
        if (delivery.previousSecret() != null) {
            post.setHeader("Service-Signature-Previous", WebhookSignature.sign(delivery.previousSecret().value(), body));
        }

        AtomicBoolean timedOut = new AtomicBoolean();
        ScheduledFuture<?> deadline = deadlines.schedule(() -> {
            timedOut.set(true);
            post.cancel();
        }, settings.totalTimeout().toMillis(), TimeUnit.MILLISECONDS);
        try (ClassicHttpResponse response = http.executeOpen(host, post, null)) {
            int status = response.getCode();
            String excerpt = excerpt(response.getEntity());
            if (timedOut.get()) {
                return failure(now, start, status, "timeout: no complete answer within " + settings.totalTimeout().toSeconds() + " s", excerpt);
            }
            if (status >= 200 && status < 300) {
                return new DeliveryAttempt(0, now, elapsed(start), status, true, null, excerpt);
            }
            String error = status >= 300 && status < 400 ? "redirect not followed (HTTP " + status + ")" : "HTTP " + status;
            return failure(now, start, status, error, excerpt);
        } catch (IOException | RuntimeException e) {
            return failure(now, start, null, describe(e, timedOut.get()), null);
        } finally {
            deadline.cancel(false);
        }
    }

    private String describe(Exception e, boolean timedOut) {
        if (timedOut) {
            return "timeout: no complete answer within " + settings.totalTimeout().toSeconds() + " s";
        }
        if (e instanceof ConnectTimeoutException) {
            return "connect timeout after " + settings.connectTimeout().toSeconds() + " s";
        }
        if (e instanceof SocketTimeoutException || e instanceof InterruptedIOException) {
            return "timeout: " + e.getMessage();
        }
        if (e instanceof RefusedAddressException) {
            return "refused: " + e.getMessage();
        }
        if (e instanceof SSLException) {
            return "tls error: " + e.getMessage();
        }
        if (e instanceof ConnectException) {
            return "connection refused: " + e.getMessage();
        }
        if (e instanceof UnknownHostException) {
            return "dns: " + e.getMessage();
        }
        return "connection error: " + e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
    }

    private static String excerpt(HttpEntity entity) throws IOException {
        if (entity == null) {
            return null;
        }
        try (InputStream in = entity.getContent()) {
            if (in == null) {
                return null;
            }
            byte[] bytes = in.readNBytes(DeliveryAttempt.MAX_EXCERPT_BYTES);
            String text = new String(bytes, StandardCharsets.UTF_8);
            // A cut in the middle of a UTF-8 sequence decodes to U+FFFD; drop it.
            return text.endsWith("\uFFFD") && bytes.length == DeliveryAttempt.MAX_EXCERPT_BYTES
                    ? text.substring(0, text.length() - 1) : text;
        }
    }

    private static DeliveryAttempt failure(Instant now, long start, Integer status, String error, String excerpt) {
        String bounded = error.length() > DeliveryAttempt.MAX_ERROR_CHARS
                ? error.substring(0, DeliveryAttempt.MAX_ERROR_CHARS) : error;
        return new DeliveryAttempt(0, now, elapsed(start), status, false, bounded, excerpt);
    }

    private static long elapsed(long start) {
        return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
    }

    @Override
    public void close() {
        deadlines.shutdownNow();
        try {
            http.close();
        } catch (IOException ignored) {
            // closing sockets on shutdown
        }
    }

    /** An address the rules refuse, found by the connection manager's own resolution. */
    static final class RefusedAddressException extends UnknownHostException {

        private static final long serialVersionUID = 1L;

        RefusedAddressException(String message) {
            super(message);
        }
    }

    /** The second line of defence: any resolution inside the client is checked too. */
    static final class CheckingDnsResolver implements DnsResolver {

        private final AddressRules rules;
        private final HostResolver resolver;

        CheckingDnsResolver(AddressRules rules, HostResolver resolver) {
            this.rules = rules;
            this.resolver = resolver;
        }

        /** Without a port: refuses what no port of the allow-list opens. */
        @Override
        public InetAddress[] resolve(String host) throws UnknownHostException {
            InetAddress[] addresses = lookUp(host);
            for (InetAddress address : addresses) {
                var refusal = rules.refusal(address);
                if (refusal.isPresent()) {
                    throw new RefusedAddressException(refusal.get());
                }
            }
            return addresses;
        }

        @Override
        public List<InetSocketAddress> resolve(String host, int port) throws UnknownHostException {
            List<InetSocketAddress> out = new ArrayList<>();
            for (InetAddress address : lookUp(host)) {
                var refusal = rules.refusal(address, port);
                if (refusal.isPresent()) {
                    throw new RefusedAddressException(refusal.get());
                }
                out.add(new InetSocketAddress(address, port));
            }
            return out;
        }

        private InetAddress[] lookUp(String host) throws UnknownHostException {
            String name = host.startsWith("[") && host.endsWith("]") ? host.substring(1, host.length() - 1) : host;
            return resolver.resolve(name);
        }

        @Override
        public String resolveCanonicalHostname(String host) throws UnknownHostException {
            return host;
        }
    }
}
