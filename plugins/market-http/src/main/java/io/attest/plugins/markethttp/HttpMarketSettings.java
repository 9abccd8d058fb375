package io.attest.plugins.markethttp;

import io.attest.plugin.api.ProviderSettings;
import java.net.URI;
import java.time.Duration;
import java.util.Locale;

/**
 * The settings of the HTTP market-data provider ({@code attest.deal.provider.*}, environment
 * {@code ATTEST_DEAL_PROVIDER_*}):
 *
 * <table>
 *   <tr><th>key</th><th>default</th><th>meaning</th></tr>
 *   <tr><td>base-url</td><td>(required)</td><td>{@code http(s)://host[:port][/path]} of the market-data service</td></tr>
 *   <tr><td>api-key</td><td>none</td><td>sent as {@code Authorization: Bearer <key>}</td></tr>
 *   <tr><td>timeout</td><td>1s</td><td>one attempt (connect + answer)</td></tr>
 *   <tr><td>budget</td><td>3s</td><td>all attempts and waits of one lookup</td></tr>
 *   <tr><td>max-attempts</td><td>3</td><td>attempts per lookup (1 = no retry)</td></tr>
 *   <tr><td>backoff</td><td>100ms</td><td>wait before the second attempt; doubles each time</td></tr>
 *   <tr><td>backoff-jitter</td><td>0.5</td><td>± share of randomness on each wait (0 = none)</td></tr>
 *   <tr><td>breaker-window</td><td>10</td><td>last calls the circuit breaker looks at</td></tr>
 *   <tr><td>breaker-minimum-calls</td><td>5</td><td>calls before it may open</td></tr>
 *   <tr><td>breaker-failure-rate</td><td>50</td><td>percentage of failed calls that opens it</td></tr>
 *   <tr><td>breaker-open-for</td><td>30s</td><td>how long it stays open before trial calls</td></tr>
 *   <tr><td>breaker-half-open-calls</td><td>2</td><td>trial calls that must succeed to close it</td></tr>
 *   <tr><td>retry-after</td><td>5s</td><td>Retry-After to suggest when the service gave none and the breaker is closed</td></tr>
 * </table>
 */
record HttpMarketSettings(URI baseUrl, String apiKey, Duration timeout, Duration budget, int maxAttempts,
                          Duration backoff, double backoffJitter, int breakerWindow, int breakerMinimumCalls,
                          float breakerFailureRate, Duration breakerOpenFor, int breakerHalfOpenCalls,
                          Duration retryAfter) {

    static HttpMarketSettings from(ProviderSettings settings) {
        String base = settings.required("base-url");
        URI uri;
        try {
            uri = URI.create(base.endsWith("/") ? base.substring(0, base.length() - 1) : base);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("setting base-url is not a URL: " + base, e);
        }
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        if (!(scheme.equals("http") || scheme.equals("https")) || uri.getHost() == null) {
            throw new IllegalArgumentException("setting base-url must be an http(s) URL with a host: " + base);
        }
        double jitter;
        try {
            jitter = Double.parseDouble(settings.string("backoff-jitter").orElse("0.5"));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("setting backoff-jitter is not a number", e);
        }
        if (jitter < 0 || jitter >= 1) {
            throw new IllegalArgumentException("setting backoff-jitter must be within 0 and 1 (exclusive)");
        }
        HttpMarketSettings result = new HttpMarketSettings(uri, settings.string("api-key").orElse(null),
                positive(settings, "timeout", Duration.ofSeconds(1)),
                positive(settings, "budget", Duration.ofSeconds(3)),
                settings.integer("max-attempts", 3, 1, 10),
                settings.duration("backoff", Duration.ofMillis(100)),
                jitter,
                settings.integer("breaker-window", 10, 1, 1000),
                settings.integer("breaker-minimum-calls", 5, 1, 1000),
                settings.integer("breaker-failure-rate", 50, 1, 100),
                positive(settings, "breaker-open-for", Duration.ofSeconds(30)),
                settings.integer("breaker-half-open-calls", 2, 1, 100),
                positive(settings, "retry-after", Duration.ofSeconds(5)));
        return result;
    }

    private static Duration positive(ProviderSettings settings, String key, Duration fallback) {
        Duration value = settings.duration(key, fallback);
        if (value.isZero()) {
            throw new IllegalArgumentException("setting " + key + " must be positive");
        }
        return value;
    }

    @Override
    public String toString() {
        return "HttpMarketSettings[" + baseUrl + ", key " + (apiKey == null ? "none" : "set") + "]";
    }
}
