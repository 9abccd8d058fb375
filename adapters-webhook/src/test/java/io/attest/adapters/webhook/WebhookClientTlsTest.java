package io.attest.adapters.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpsConfigurator;
import com.sun.net.httpserver.HttpsExchange;
import com.sun.net.httpserver.HttpsServer;
import io.attest.domain.events.DeliveryAttempt;
import io.attest.domain.events.DueDelivery;
import io.attest.domain.events.EventId;
import io.attest.domain.events.WebhookEndpointId;
import io.attest.domain.events.WebhookSecret;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import javax.net.ssl.ExtendedSSLSession;
import javax.net.ssl.SNIHostName;
import javax.net.ssl.SSLContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The client over real TLS: a local HTTPS receiver with a certificate made at test time for
 * {@value #NAME} only. The connection is pinned to 127.0.0.1 while SNI, {@code Host} and the
 * certificate check use the URL's name; a name the certificate does not cover, or a certificate the
 * client does not trust, fails the attempt before any request is sent. No test connects anywhere but
 * 127.0.0.1, and nothing is trusted beyond that one certificate.
 */
class WebhookClientTlsTest {

    private static final String NAME = "hooks.attest.test";
    private static final String OTHER_NAME = "other.attest.test";
    private static final String SECRET = "whsec_5WbX4pPzFBuZ2uFyG8DQm1qKcT0aVn7R";

    /** https only (no plain-http switch); 127.0.0.1 let through as an operator's allowed network. */
    private static final AddressRules RULES = new AddressRules(List.of(AllowedRange.parse("127.0.0.1/32")));
    private static final WebhookSettings SETTINGS = new WebhookSettings(RULES.allowed(), false, "test-worker", 4, 2, 4,
            Duration.ofMillis(100), Duration.ofSeconds(25), WebhookSettings.CONNECT_TIMEOUT, WebhookSettings.TOTAL_TIMEOUT);

    /** What the receiver saw of one request. */
    record Received(String host, List<String> serverNames, String protocol, byte[] body, boolean signatureValid) {
    }

    private static SelfSignedCertificate certificate;
    private static HttpsServer receiver;
    private static final Map<String, Received> received = new ConcurrentHashMap<>();
    private static final AtomicInteger hits = new AtomicInteger();

    @BeforeAll
    static void start() throws Exception {
        certificate = SelfSignedCertificate.generate(NAME);
        receiver = HttpsServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        receiver.setHttpsConfigurator(new HttpsConfigurator(certificate.serverContext()));
        receiver.setExecutor(Executors.newVirtualThreadPerTaskExecutor());
        receiver.createContext("/", exchange -> {
            hits.incrementAndGet();
            ExtendedSSLSession session = (ExtendedSSLSession) ((HttpsExchange) exchange).getSSLSession();
            List<String> serverNames = session.getRequestedServerNames().stream()
                    .map(name -> ((SNIHostName) name).getAsciiName()).toList();
            byte[] body = exchange.getRequestBody().readAllBytes();
            boolean valid = WebhookSignature.verify(SECRET, body, exchange.getRequestHeaders().getFirst("Service-Signature"));
            received.put(exchange.getRequestURI().getPath(), new Received(exchange.getRequestHeaders().getFirst("Host"),
                    serverNames, session.getProtocol(), body, valid));
            byte[] answer = "received".getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(200, answer.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(answer);
            }
        });
        receiver.start();
    }

    @AfterAll
    static void stop() {
        receiver.stop(0);
    }

    /** Both names point at the receiver; nothing else resolves (no real DNS in these tests). */
    private static InetAddress[] resolve(String host) throws UnknownHostException {
        if (host.equals(NAME) || host.equals(OTHER_NAME)) {
            return new InetAddress[] {InetAddress.getByAddress(host, new byte[] {127, 0, 0, 1})};
        }
        throw new UnknownHostException(host);
    }

    private static WebhookClient trustingTheReceiver() throws Exception {
        SSLContext trust = certificate.trustingContext();
        HostResolver resolver = WebhookClientTlsTest::resolve;
        return new WebhookClient(new TargetCheck(RULES, false, resolver), RULES, resolver, SETTINGS, trust);
    }

    private static DueDelivery delivery(String url) {
        return new DueDelivery("dlv_1", "lease", new EventId("evt_1"), "key.compromised", Instant.parse("2026-01-05T08:00:00Z"),
                "{}", new WebhookEndpointId("we_1"), URI.create(url), new WebhookSecret(SECRET), null, 0, 0);
    }

    private static int port() {
        return receiver.getAddress().getPort();
    }

    @Test
    void aReceiverWithACertificateForTheUrlsNameGetsTheDeliveryWithThatNameAsSniAndHost() throws Exception {
        DueDelivery delivery = delivery("https://" + NAME + ":" + port() + "/ok");
        try (WebhookClient client = trustingTheReceiver()) {
            DeliveryAttempt attempt = client.send(delivery, Instant.parse("2026-01-05T08:00:00Z"));
            assertThat(attempt.succeeded()).as(String.valueOf(attempt)).isTrue();
            assertThat(attempt.statusCode()).isEqualTo(200);
            assertThat(attempt.responseExcerpt()).isEqualTo("received");
        }
        Received ok = received.get("/ok");
        assertThat(ok).isNotNull();
        assertThat(ok.body()).isEqualTo(Envelope.body(delivery));
        assertThat(ok.signatureValid()).isTrue();
        assertThat(ok.host()).isEqualTo(NAME + ":" + port());
        // Pinned to 127.0.0.1, yet the handshake named the host: an IP literal would send no SNI at all.
        assertThat(ok.serverNames()).containsExactly(NAME);
        assertThat(ok.protocol()).startsWith("TLSv1.");
    }

    @Test
    void aNameTheCertificateDoesNotCoverFailsHostnameVerificationBeforeAnyRequest() throws Exception {
        int before = hits.get();
        try (WebhookClient client = trustingTheReceiver()) {
            DeliveryAttempt attempt = client.send(delivery("https://" + OTHER_NAME + ":" + port() + "/other"), Instant.now());
            assertThat(attempt.succeeded()).isFalse();
            assertThat(attempt.statusCode()).isNull();
            // The certificate is trusted, so the only thing wrong is the name.
            assertThat(attempt.error()).startsWith("tls error").contains(OTHER_NAME);
        }
        assertThat(hits.get()).isEqualTo(before);
        assertThat(received).doesNotContainKey("/other");
    }

    @Test
    void theSystemDefaultTrustDoesNotTrustASelfSignedReceiver() {
        HostResolver resolver = WebhookClientTlsTest::resolve;
        int before = hits.get();
        try (WebhookClient client = new WebhookClient(new TargetCheck(RULES, false, resolver), RULES, resolver, SETTINGS)) {
            DeliveryAttempt attempt = client.send(delivery("https://" + NAME + ":" + port() + "/untrusted"), Instant.now());
            assertThat(attempt.succeeded()).isFalse();
            assertThat(attempt.statusCode()).isNull();
            assertThat(attempt.error()).startsWith("tls error").contains("PKIX");
        }
        assertThat(hits.get()).isEqualTo(before);
        assertThat(received).doesNotContainKey("/untrusted");
    }
}
