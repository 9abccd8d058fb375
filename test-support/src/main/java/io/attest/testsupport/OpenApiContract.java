package io.attest.testsupport;

import com.atlassian.oai.validator.OpenApiInteractionValidator;
import com.atlassian.oai.validator.model.Request;
import com.atlassian.oai.validator.model.SimpleRequest;
import com.atlassian.oai.validator.model.SimpleResponse;
import com.atlassian.oai.validator.report.LevelResolver;
import com.atlassian.oai.validator.report.ValidationReport;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.PathItem;
import io.swagger.v3.oas.models.responses.ApiResponse;
import io.swagger.v3.parser.OpenAPIV3Parser;
import java.io.IOException;
import java.net.URI;
import java.net.URLDecoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * Checks HTTP exchanges against the OpenAPI document a server serves at {@code /openapi.yml}, with
 * Atlassian's swagger-request-validator: the answer always (status documented for the route, body
 * matching its schema, required headers present, {@code error.code} among the route's documented
 * {@code x-error-codes}, every timestamp with milliseconds and {@code Z}); the request when the
 * server accepted it (2xx: what the server takes, the document must allow). Exchanges with paths or
 * methods the document does not describe (an unknown route, the console's pages, {@code /metrics})
 * have nothing to be checked against and pass.
 */
public final class OpenApiContract {

    /** One exchange as the test client saw it. */
    public record Exchange(String method, URI uri, Map<String, List<String>> requestHeaders, String requestBody,
                           int status, Map<String, List<String>> responseHeaders, String responseBody) {
    }

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Map<String, OpenApiContract> BY_DOCUMENT = new ConcurrentHashMap<>();
    private static final Map<String, String> DOCUMENT_BY_SERVER = new ConcurrentHashMap<>();
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    /** A point in time as the API writes it, and anything that looks like one. */
    private static final Pattern TIMESTAMP = Pattern.compile("\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z");
    private static final Pattern LOOKS_LIKE_TIMESTAMP = Pattern.compile(
            "\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:?\\d{2})?");
    /**
     * Not contract breaches: exchanges the document does not describe, and what the server accepts
     * beyond it on purpose (an unknown request property is ignored; a body sent to a route that takes
     * none is ignored). The validator would count both against a request; answers stay strict.
     */
    private static final List<String> NOT_CHECKED = List.of("validation.request.path.missing",
            "validation.request.operation.notAllowed", "validation.response.path.missing",
            "validation.request.body.schema.additionalProperties", "validation.request.body.unexpected");

    private final OpenApiInteractionValidator validator;
    private final OpenAPI api;

    private OpenApiContract(String document) {
        LevelResolver.Builder levels = LevelResolver.create();
        for (String key : NOT_CHECKED) {
            levels.withLevel(key, ValidationReport.Level.IGNORE);
        }
        this.validator = OpenApiInteractionValidator.createForInlineApiSpecification(document)
                .withLevelResolver(levels.build()).build();
        this.api = new OpenAPIV3Parser().readContents(document).getOpenAPI();
    }

    /** The contract of a document (parsed once per JVM for each distinct document). */
    public static OpenApiContract of(String document) {
        return BY_DOCUMENT.computeIfAbsent(document, OpenApiContract::new);
    }

    /** The contract the server at {@code base} serves. */
    public static OpenApiContract servedBy(URI base) {
        String document = DOCUMENT_BY_SERVER.computeIfAbsent(base.toString(), b -> fetch(base.resolve("/openapi.yml")));
        return of(document);
    }

    /** Fails with every problem of the exchange, or returns. */
    public void check(Exchange exchange) {
        List<String> problems = problems(exchange);
        if (!problems.isEmpty()) {
            throw new AssertionError("the exchange breaks the OpenAPI document:\n  " + String.join("\n  ", problems)
                    + "\n" + exchange.method() + " " + exchange.uri() + "\n" + abbreviate(exchange.requestBody())
                    + "\n→ " + exchange.status() + " " + abbreviate(exchange.responseBody()));
        }
    }

    public List<String> problems(Exchange exchange) {
        String path = exchange.uri().getRawPath();
        Request request = request(exchange);
        List<String> problems = new ArrayList<>();
        if (exchange.status() >= 200 && exchange.status() < 300) {
            report(validator.validateRequest(request), "request", problems);
        }
        report(validator.validateResponse(path, request.getMethod(), response(exchange)), "response", problems);
        Operation operation = operation(exchange.method(), path);
        JsonNode body = json(exchange.responseBody());
        if (operation != null && exchange.status() >= 400 && body != null && body.path("error").has("code")) {
            errorCode(operation, exchange.status(), body.path("error").path("code").asText(), problems);
        }
        if (operation != null && body != null) {
            timestamps(body, "", problems);
        }
        return problems;
    }

    private static void report(ValidationReport report, String side, List<String> problems) {
        for (ValidationReport.Message message : report.getMessages()) {
            if (message.getLevel() == ValidationReport.Level.ERROR) {
                problems.add(side + ": " + message.getKey() + " " + message.getMessage());
            }
        }
    }

    private void errorCode(Operation operation, int status, String code, List<String> problems) {
        ApiResponse response = operation.getResponses() == null ? null : operation.getResponses().get(String.valueOf(status));
        if (response == null) {
            return; // reported by the validator
        }
        Object codes = response.getExtensions() == null ? null : response.getExtensions().get("x-error-codes");
        if (!(codes instanceof List<?> documented) || !documented.contains(code)) {
            problems.add("response: error code " + code + " is not among the documented codes of " + status + ": " + codes);
        }
    }

    private static void timestamps(JsonNode node, String at, List<String> problems) {
        if (node.isObject()) {
            node.properties().forEach(e -> timestamps(e.getValue(), at.isEmpty() ? e.getKey() : at + "." + e.getKey(), problems));
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                timestamps(node.get(i), at + "[" + i + "]", problems);
            }
        } else if (node.isTextual()) {
            for (String part : node.asText().split("\\.\\.", -1)) {
                if (LOOKS_LIKE_TIMESTAMP.matcher(part).matches() && !TIMESTAMP.matcher(part).matches()) {
                    problems.add("response: " + at + " = " + node.asText() + " is not ISO 8601 UTC with milliseconds and Z");
                }
            }
        }
    }

    private Operation operation(String method, String path) {
        if (api == null || api.getPaths() == null) {
            return null;
        }
        Operation best = null;
        int bestTemplates = Integer.MAX_VALUE;
        for (Map.Entry<String, PathItem> entry : api.getPaths().entrySet()) {
            String template = entry.getKey();
            if (!matches(template, path)) {
                continue;
            }
            Operation operation = entry.getValue().readOperationsMap().get(PathItem.HttpMethod.valueOf(method.toUpperCase(Locale.ROOT)));
            int templates = template.split("\\{", -1).length - 1;
            if (operation != null && templates < bestTemplates) {
                best = operation;
                bestTemplates = templates;
            }
        }
        return best;
    }

    private static boolean matches(String template, String path) {
        String regex = "\\Q" + template.replaceAll("\\{[^}]+}", "\\\\E[^/]+\\\\Q") + "\\E";
        return path.matches(regex);
    }

    private static Request request(Exchange exchange) {
        SimpleRequest.Builder builder = new SimpleRequest.Builder(exchange.method(), exchange.uri().getRawPath());
        exchange.requestHeaders().forEach(builder::withHeader);
        if (exchange.requestBody() != null && !exchange.requestBody().isEmpty()) {
            builder.withBody(exchange.requestBody());
        }
        query(exchange.uri()).forEach(builder::withQueryParam);
        return builder.build();
    }

    private static SimpleResponse response(Exchange exchange) {
        SimpleResponse.Builder builder = SimpleResponse.Builder.status(exchange.status());
        exchange.responseHeaders().forEach((name, values) -> {
            if (!name.startsWith(":")) {
                builder.withHeader(name, values);
            }
        });
        if (exchange.responseBody() != null && !exchange.responseBody().isEmpty()) {
            builder.withBody(exchange.responseBody());
        }
        return builder.build();
    }

    private static Map<String, List<String>> query(URI uri) {
        Map<String, List<String>> params = new LinkedHashMap<>();
        String raw = uri.getRawQuery();
        if (raw == null || raw.isEmpty()) {
            return params;
        }
        for (String pair : raw.split("&")) {
            int eq = pair.indexOf('=');
            String name = URLDecoder.decode(eq < 0 ? pair : pair.substring(0, eq), StandardCharsets.UTF_8);
            String value = eq < 0 ? "" : URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8);
            params.computeIfAbsent(name, n -> new ArrayList<>()).add(value);
        }
        return params;
    }

    private static JsonNode json(String body) {
        if (body == null || body.isEmpty() || !(body.startsWith("{") || body.startsWith("["))) {
            return null;
        }
        try {
            return JSON.readTree(body);
        } catch (IOException e) {
            return null;
        }
    }

    private static String fetch(URI uri) {
        try {
            HttpResponse<String> response = HTTP.send(HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(30)).build(),
                    HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() != 200) {
                throw new IllegalStateException(uri + " answered " + response.statusCode());
            }
            return response.body();
        } catch (IOException e) {
            throw new IllegalStateException("cannot read " + uri, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static String abbreviate(String text) {
        if (text == null) {
            return "";
        }
        return text.length() <= 2000 ? text : text.substring(0, 2000) + "… (" + text.length() + " characters)";
    }
}
