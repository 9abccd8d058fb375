package io.attest.adapters.http.filter;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.http.HttpRequest;
import org.junit.jupiter.api.Test;

class ConsoleGuardFilterTest {

    @Test
    void sameOriginRequestsPassAndForeignOnesAreCrossSite() {
        assertThat(ConsoleGuardFilter.isCrossSite(request("http://localhost:8080", "localhost:8080", null))).isFalse();
        assertThat(ConsoleGuardFilter.isCrossSite(request("https://attest.example.com", "attest.example.com", null))).isFalse();
        assertThat(ConsoleGuardFilter.isCrossSite(request(null, "localhost:8080", null))).isFalse();
        assertThat(ConsoleGuardFilter.isCrossSite(request(null, "localhost:8080", "same-origin"))).isFalse();

        assertThat(ConsoleGuardFilter.isCrossSite(request("https://evil.example", "attest.example.com", null))).isTrue();
        assertThat(ConsoleGuardFilter.isCrossSite(request("http://localhost:9999", "localhost:8080", null))).isTrue();
        assertThat(ConsoleGuardFilter.isCrossSite(request("null", "localhost:8080", null))).isTrue();
        assertThat(ConsoleGuardFilter.isCrossSite(request(null, "localhost:8080", "cross-site"))).isTrue();
    }

    private static HttpRequest<?> request(String origin, String host, String fetchSite) {
        var request = HttpRequest.POST("/console/api/keys", "{}").header("Host", host);
        if (origin != null) {
            request.header("Origin", origin);
        }
        if (fetchSite != null) {
            request.header("Sec-Fetch-Site", fetchSite);
        }
        return request;
    }
}
