package io.attest.server.api;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.attest.testsupport.OpenApiContract;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.CookieManager;
import java.net.InetAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * A plain HTTP client for API tests: real requests, a cookie jar for console sessions, JSON helpers.
 * Every exchange is checked against the OpenAPI document the server serves ({@link OpenApiContract}),
 * so each API test also proves the contract for what it sends and receives.
 */
public final class ApiClient {

    static final ObjectMapper JSON = new ObjectMapper();

    private final URI base;
    private final HttpClient http;

    ApiClient(URI base) {
        this(base, null);
    }

    /** A client whose connections leave from {@code localAddress} (e.g. 127.0.0.2): another client address. */
    ApiClient(URI base, InetAddress localAddress) {
        this.base = base;
        HttpClient.Builder builder = HttpClient.newBuilder()
                .cookieHandler(new CookieManager())
                .connectTimeout(Duration.ofSeconds(5))
                .followRedirects(HttpClient.Redirect.NEVER);
        if (localAddress != null) {
            builder.localAddress(localAddress);
        }
        this.http = builder.build();
    }

    public Reply get(String path, String... headers) {
        return send(request(path, headers).GET(), null);
    }

    public Reply delete(String path, String... headers) {
        return send(request(path, headers).DELETE(), null);
    }

    public Reply postJson(String path, String json, String... headers) {
        return send(request(path, headers).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json)), json);
    }

    public Reply post(String path, String contentType, byte[] body, String... headers) {
        HttpRequest.Builder builder = request(path, headers);
        if (contentType != null) {
            builder.header("Content-Type", contentType);
        }
        return send(builder.POST(HttpRequest.BodyPublishers.ofByteArray(body)), new String(body, StandardCharsets.UTF_8));
    }

    /** As {@link #post(String, String, byte[], String...)}, waiting up to {@code timeout} for the answer. */
    public Reply post(String path, String contentType, byte[] body, Duration timeout, String... headers) {
        HttpRequest.Builder builder = request(path, headers).timeout(timeout);
        if (contentType != null) {
            builder.header("Content-Type", contentType);
        }
        return send(builder.POST(HttpRequest.BodyPublishers.ofByteArray(body)), new String(body, StandardCharsets.UTF_8));
    }

    public Reply send(String method, String path, String... headers) {
        return send(request(path, headers).method(method, HttpRequest.BodyPublishers.noBody()), null);
    }

    private HttpRequest.Builder request(String path, String... headers) {
        HttpRequest.Builder builder = HttpRequest.newBuilder(base.resolve(path)).timeout(Duration.ofSeconds(30));
        if (headers.length > 0) {
            builder.headers(headers);
        }
        return builder;
    }

    private Reply send(HttpRequest.Builder builder, String body) {
        try {
            HttpRequest request = builder.build();
            HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
            OpenApiContract.servedBy(base).check(new OpenApiContract.Exchange(request.method(), request.uri(),
                    request.headers().map(), body, response.statusCode(), response.headers().map(), response.body()));
            return new Reply(response);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    public static String bearer(String secret) {
        return "Bearer " + secret;
    }

    /** One response: status, headers, body and its JSON tree. */
    public record Reply(HttpResponse<String> response) {

        public int status() {
            return response.statusCode();
        }

        public String body() {
            return response.body();
        }

        public Optional<String> header(String name) {
            return response.headers().firstValue(name);
        }

        public List<String> headers(String name) {
            return response.headers().allValues(name);
        }

        public JsonNode json() {
            try {
                return JSON.readTree(response.body());
            } catch (IOException e) {
                throw new AssertionError("not JSON: " + response.body(), e);
            }
        }

        /** The {@code error} object of an error response. */
        public JsonNode error() {
            JsonNode error = json().get("error");
            if (error == null) {
                throw new AssertionError("no error body: " + status() + " " + response.body());
            }
            return error;
        }

        @Override
        public String toString() {
            return status() + " " + response.body();
        }
    }
}
