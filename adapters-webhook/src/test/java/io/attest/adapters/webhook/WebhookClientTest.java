package io.attest.adapters.webhook;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpServer;
import io.attest.domain.events.DeliveryAttempt;
import io.attest.domain.events.DueDelivery;
import io.attest.domain.events.EventId;
import io.attest.domain.events.WebhookEndpointId;
import io.attest.domain.events.WebhookSecret;
import io.attest.domain.shared.AttestException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The SSRF-safe client against a local server: what DNS answers at delivery time is checked again
 * (rebinding), the connection goes to the checked address with the original Host, redirects are not
 * followed, and an attempt ends after the total timeout. No test connects anywhere but 127.0.0.1.
 */
class WebhookClientTest {

    private static final String SECRET = "whsec_5WbX4pPzFBuZ2uFyG8DQm1qKcT0aVn7R";
    private static HttpServer local;
    private static final Map<String, String> hostHeaders = new ConcurrentHashMap<>();
    private static final AtomicInteger hits = new AtomicInteger();

    @BeforeAll
    static void start() throws Exception {
        local = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        local.setExecutor(Executors.newVirtualThreadPerTaskExecutor());
        local.createContext("/", exchange -> {
            hits.incrementAndGet();
            hostHeaders.put(exchange.getRequestURI().getPath(), exchange.getRequestHeaders().getFirst("Host"));
            byte[] body = exchange.getRequestBody().readAllBytes();
            String path = exchange.getRequestURI().getPath();
            if (path.equals("/slow")) {
                try {
                    Thread.sleep(4000);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            if (path.equals("/redirect")) {
                exchange.getResponseHeaders().add("Location", "http://169.254.169.254/latest/meta-data");
                exchange.sendResponseHeaders(301, -1);
                exchange.close();
                return;
            }
            boolean valid = WebhookSignature.verify(SECRET, body, exchange.getRequestHeaders().getFirst("Service-Signature"));
            byte[] answer = ("signature " + (valid ? "ok " : "bad ") + "x".repeat(2000)).getBytes();
            exchange.sendResponseHeaders(valid ? 200 : 400, answer.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(answer);
            }
        });
        local.start();
    }

    @AfterAll
    static void stop() {
        local.stop(0);
    }

    private static WebhookSettings settings(List<AllowedRange> allowed, Duration total) {
        return new WebhookSettings(allowed, true, "test-worker", 4, 2, 4, Duration.ofMillis(100), total.plusSeconds(10),
                WebhookSettings.CONNECT_TIMEOUT, total);
    }

    private static WebhookClient client(HostResolver resolver, Duration total) {
        AddressRules rules = new AddressRules(List.of(AllowedRange.parse("127.0.0.1/32")));
        return new WebhookClient(new TargetCheck(rules, true, resolver), rules, resolver, settings(rules.allowed(), total));
    }

    private static DueDelivery delivery(String url) {
        return new DueDelivery("dlv_1", "lease", new EventId("evt_1"), "key.compromised", Instant.parse("2026-01-05T08:00:00Z"),
                "{}", new WebhookEndpointId("we_1"), URI.create(url), new WebhookSecret(SECRET), null, 0, 0);
    }

    private static int port() {
        return local.getAddress().getPort();
    }

    @Test
    void aHostNameIsConnectedToAtTheCheckedAddressWithItsOwnHostHeader() {
        HostResolver fake = host -> host.equals("hooks.customer.test")
                ? new InetAddress[] {InetAddress.getByAddress(host, new byte[] {127, 0, 0, 1})}
                : HostResolver.SYSTEM.resolve(host);
        try (WebhookClient client = client(fake, Duration.ofSeconds(15))) {
            DeliveryAttempt attempt = client.send(delivery("http://hooks.customer.test:" + port() + "/named?x=1"),
                    Instant.parse("2026-01-05T08:00:00Z"));
            assertThat(attempt.succeeded()).as(String.valueOf(attempt)).isTrue();
            assertThat(attempt.statusCode()).isEqualTo(200);
            assertThat(attempt.responseExcerpt()).startsWith("signature ok").hasSize(1024);
            assertThat(hostHeaders.get("/named")).isEqualTo("hooks.customer.test:" + port());
        }
    }

    @Test
    void aNameThatResolvesToARefusedAddressAtDeliveryTimeIsNeverConnected() {
        AtomicInteger lookups = new AtomicInteger();
        // Rebinding: a public address when registered, then the metadata address, then loopback outside the allow-list.
        HostResolver rebinding = host -> {
            int n = lookups.incrementAndGet();
            byte[] address = switch (n) {
                case 1 -> new byte[] {8, 8, 8, 8};
                case 2 -> new byte[] {(byte) 169, (byte) 254, (byte) 169, (byte) 254};
                default -> new byte[] {127, 0, 0, 2};
            };
            return new InetAddress[] {InetAddress.getByAddress(host, address)};
        };
        AddressRules rules = new AddressRules(List.of(AllowedRange.parse("127.0.0.1/32")));
        TargetCheck check = new TargetCheck(rules, false, rebinding);
        assertThat(check.checkRegistration(URI.create("HTTPS://rebind.test/hook"))).hasToString("https://rebind.test/hook");
        int before = hits.get();
        try (WebhookClient client = new WebhookClient(check, rules, rebinding, settings(rules.allowed(), Duration.ofSeconds(15)))) {
            DeliveryAttempt second = client.send(delivery("https://rebind.test/hook"), Instant.now());
            assertThat(second.succeeded()).isFalse();
            assertThat(second.statusCode()).isNull();
            assertThat(second.error()).startsWith("refused").contains("169.254.0.0/16");
            DeliveryAttempt third = client.send(delivery("https://rebind.test/hook"), Instant.now());
            assertThat(third.error()).startsWith("refused").contains("127.0.0.0/8");
        }
        assertThat(hits.get()).isEqualTo(before);
    }

    @Test
    void theAllowListsPortsAreCheckedAgainAtDeliveryTime() {
        AtomicInteger lookups = new AtomicInteger();
        // Public when registered; at delivery the name points at the allow-listed loopback address.
        HostResolver rebinding = host -> new InetAddress[] {InetAddress.getByAddress(host,
                lookups.incrementAndGet() == 1 ? new byte[] {8, 8, 8, 8} : new byte[] {127, 0, 0, 1})};
        AddressRules otherPortOnly = new AddressRules(List.of(AllowedRange.parse("127.0.0.1/32:" + (port() == 65535 ? 1 : port() + 1))));
        TargetCheck check = new TargetCheck(otherPortOnly, true, rebinding);
        String url = "http://ports.test:" + port() + "/ports";
        assertThat(check.resolve(URI.create("https://ports.test:" + port() + "/ports"))).isInstanceOf(TargetCheck.Allowed.class);
        int before = hits.get();
        try (WebhookClient client = new WebhookClient(check, otherPortOnly, rebinding, settings(otherPortOnly.allowed(), Duration.ofSeconds(15)))) {
            DeliveryAttempt refused = client.send(delivery(url), Instant.now());
            assertThat(refused.succeeded()).isFalse();
            assertThat(refused.statusCode()).isNull();
            assertThat(refused.error()).startsWith("refused").contains("port " + port());
        }
        assertThat(hits.get()).isEqualTo(before);

        AddressRules thisPort = new AddressRules(List.of(AllowedRange.parse("127.0.0.1/32:" + port())));
        try (WebhookClient client = new WebhookClient(new TargetCheck(thisPort, true, rebinding), thisPort, rebinding,
                settings(thisPort.allowed(), Duration.ofSeconds(15)))) {
            assertThat(client.send(delivery(url), Instant.now()).succeeded()).isTrue();
        }
    }

    @Test
    void theClientsOwnResolverRefusesAPortTheAllowListDoesNotOpen() throws Exception {
        AddressRules rules = new AddressRules(List.of(AllowedRange.parse("127.0.0.1/32:9000")));
        WebhookClient.CheckingDnsResolver resolver = new WebhookClient.CheckingDnsResolver(rules, HostResolver.SYSTEM);
        assertThat(resolver.resolve("127.0.0.1", 9000)).hasSize(1);
        assertThatThrownBy(() -> resolver.resolve("127.0.0.1", 9001)).isInstanceOf(UnknownHostException.class)
                .hasMessageContaining("port 9001");
    }

    @Test
    void aHostWithOneRefusedAddressAmongPublicOnesIsRefused() {
        HostResolver mixed = host -> new InetAddress[] {InetAddress.getByAddress(host, new byte[] {8, 8, 8, 8}),
                InetAddress.getByAddress(host, new byte[] {10, 0, 0, 1})};
        TargetCheck check = new TargetCheck(new AddressRules(List.of()), false, mixed);
        assertThatThrownBy(() -> check.checkRegistration(URI.create("https://mixed.test/")))
                .isInstanceOfSatisfying(AttestException.class, e -> {
                    assertThat(e.field()).isEqualTo("url");
                    assertThat(e.getMessage()).contains("10.0.0.0/8");
                });
        assertThat(check.resolve(URI.create("https://mixed.test/"))).isInstanceOf(TargetCheck.Refused.class);
        HostResolver none = host -> {
            throw new UnknownHostException(host);
        };
        assertThat(new TargetCheck(new AddressRules(List.of()), false, none).resolve(URI.create("https://nowhere.test/")))
                .isEqualTo(new TargetCheck.Refused("the host nowhere.test does not resolve"));
    }

    @Test
    void plainHttpNeedsTheSwitchAndAnAllowListedAddress() {
        AddressRules rules = new AddressRules(List.of(AllowedRange.parse("127.0.0.1/32")));
        HostResolver publicName = host -> new InetAddress[] {InetAddress.getByAddress(host, new byte[] {8, 8, 8, 8})};
        assertThat(new TargetCheck(rules, false, HostResolver.SYSTEM).resolve(URI.create("http://127.0.0.1/")))
                .isEqualTo(new TargetCheck.Refused("the scheme must be https"));
        assertThat(new TargetCheck(rules, true, publicName).resolve(URI.create("http://public.test/")))
                .isEqualTo(new TargetCheck.Refused("plain http is allowed only for the operator's allowed networks"));
        assertThat(new TargetCheck(rules, true, HostResolver.SYSTEM).resolve(URI.create("http://127.0.0.1/")))
                .isInstanceOf(TargetCheck.Allowed.class);
    }

    @Test
    void redirectsAreAnsweredAsFailuresAndNotFollowed() {
        try (WebhookClient client = client(HostResolver.SYSTEM, Duration.ofSeconds(15))) {
            DeliveryAttempt attempt = client.send(delivery("http://127.0.0.1:" + port() + "/redirect"), Instant.now());
            assertThat(attempt.succeeded()).isFalse();
            assertThat(attempt.statusCode()).isEqualTo(301);
            assertThat(attempt.error()).isEqualTo("redirect not followed (HTTP 301)");
        }
    }

    @Test
    void anAttemptEndsWhenTheTotalTimeoutIsReached() {
        try (WebhookClient client = client(HostResolver.SYSTEM, Duration.ofSeconds(1))) {
            DeliveryAttempt attempt = client.send(delivery("http://127.0.0.1:" + port() + "/slow"), Instant.now());
            assertThat(attempt.succeeded()).isFalse();
            assertThat(attempt.statusCode()).isNull();
            assertThat(attempt.error()).startsWith("timeout");
            assertThat(attempt.durationMillis()).isLessThan(3000);
        }
    }

    @Test
    void theDeliveryLeaseMustOutlastAnAttempt() {
        assertThatThrownBy(() -> new WebhookSettings(List.of(), false, "w", 1, 1, 1, Duration.ofMillis(100),
                Duration.ofSeconds(15), WebhookSettings.CONNECT_TIMEOUT, WebhookSettings.TOTAL_TIMEOUT))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
