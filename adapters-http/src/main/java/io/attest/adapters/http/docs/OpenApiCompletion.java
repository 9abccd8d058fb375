package io.attest.adapters.http.docs;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.representer.Representer;

/**
 * Completes the document micronaut-openapi writes from the controllers with what annotations
 * cannot say once for all routes: the {@code Request-Id}, {@code RateLimit}, {@code RateLimit-Policy},
 * {@code Retry-After}, {@code WWW-Authenticate} and {@code Idempotent-Replayed} headers, the
 * {@code Idempotency-Key} parameter, and every error status of every route with its codes
 * ({@link RouteErrors}; each error response lists them in {@code x-error-codes}). It also drops the
 * stray property micronaut-openapi 6.20 adds to a record schema under the schema's own name (a copy of
 * the last component). Runs at build time ({@code process-classes}, see the module's pom) on the file
 * in place, and is idempotent; {@link OpenApiController} adds the installed citation domains at serve time.
 */
public final class OpenApiCompletion {

    static final String ERROR_REF = "#/components/schemas/Error";
    private static final Pattern NUMBERED_COPY = Pattern.compile(".+_\\d+");
    private static final Set<String> METHODS = Set.of("get", "put", "post", "delete", "patch");
    /** A nullable {@code @Body} is still documented as required: the query route takes its filters in the query string too. */
    private static final Set<String> OPTIONAL_BODY = Set.of("queryMeetings");

    private OpenApiCompletion() {
    }

    /** {@code OpenApiCompletion <file>}: completes the generated document in place. */
    public static void main(String[] args) throws IOException {
        Path file = Path.of(args[0]);
        Map<String, Object> document = read(Files.readString(file, StandardCharsets.UTF_8));
        complete(document);
        Files.writeString(file, write(document), StandardCharsets.UTF_8);
    }

    static Map<String, Object> read(String yaml) {
        return new Yaml(new SafeConstructor(new LoaderOptions())).load(yaml);
    }

    static String write(Map<String, Object> document) {
        DumperOptions options = new DumperOptions();
        options.setDefaultFlowStyle(DumperOptions.FlowStyle.BLOCK);
        options.setWidth(120);
        options.setSplitLines(false);
        return new Yaml(new Representer(options), options).dump(document);
    }

    static void complete(Map<String, Object> document) {
        Map<String, Object> components = child(document, "components");
        components.put("headers", headers());
        child(components, "parameters").put("Idempotency-Key", idempotencyKey());
        Map<String, Object> schemas = child(components, "schemas");
        dropStrayProperties(schemas);
        anyValueMaps(schemas);
        errorCodes(schemas);
        for (Map.Entry<String, Object> path : child(document, "paths").entrySet()) {
            for (Map.Entry<String, Object> operation : map(path.getValue()).entrySet()) {
                if (METHODS.contains(operation.getKey())) {
                    completeOperation(path.getKey(), operation.getKey(), map(operation.getValue()));
                }
            }
        }
        dropUnreferencedCopies(document, schemas);
    }

    private static void completeOperation(String path, String method, Map<String, Object> operation) {
        String id = (String) operation.get("operationId");
        boolean apiKey = operation.containsKey("security");
        boolean hasBody = operation.containsKey("requestBody");
        boolean idempotent = apiKey && method.equals("post") && path.startsWith("/v1/");
        boolean metered = apiKey && !List.of("usage", "getOperation").contains(id);
        if (idempotent) {
            List<Object> parameters = list(operation, "parameters");
            parameters.removeIf(p -> p instanceof Map<?, ?> m && "#/components/parameters/Idempotency-Key".equals(m.get("$ref")));
            parameters.add(ref("#/components/parameters/Idempotency-Key"));
        }
        queryParameterTypes(operation);
        if (OPTIONAL_BODY.contains(id) && operation.get("requestBody") instanceof Map<?, ?> body) {
            map(body).put("required", false);
        }
        Map<String, Object> responses = child(operation, "responses");
        responses.remove("4XX");
        for (Map.Entry<String, Object> response : responses.entrySet()) {
            Map<String, Object> headers = child(map(response.getValue()), "headers");
            headers.put("Request-Id", ref("#/components/headers/Request-Id"));
            if (response.getKey().startsWith("2")) {
                if (metered) {
                    headers.put("RateLimit", ref("#/components/headers/RateLimit"));
                    headers.put("RateLimit-Policy", ref("#/components/headers/RateLimit-Policy"));
                }
                if (idempotent) {
                    headers.put("Idempotent-Replayed", ref("#/components/headers/Idempotent-Replayed"));
                }
            }
        }
        Map<Integer, List<RouteErrors.Failure>> byStatus = new TreeMap<>();
        for (RouteErrors.Failure failure : RouteErrors.of(method, path, id, apiKey, hasBody)) {
            byStatus.computeIfAbsent(failure.status(), s -> new ArrayList<>()).add(failure);
        }
        for (Map.Entry<Integer, List<RouteErrors.Failure>> entry : byStatus.entrySet()) {
            String status = String.valueOf(entry.getKey());
            Object existing = responses.get(status);
            responses.put(status, errorResponse(entry.getKey(), entry.getValue(), existing == null ? null : map(existing), metered));
        }
        sortResponses(operation);
    }

    /**
     * micronaut-openapi types a query parameter that a controller reads from the request (not bound to
     * a method parameter) as {@code object} whatever its annotation says, and may leave a {@code null}
     * entry: each gets the type the route parses it as.
     */
    private static void queryParameterTypes(Map<String, Object> operation) {
        Object parameters = operation.get("parameters");
        if (!(parameters instanceof List<?> list)) {
            return;
        }
        list.removeIf(p -> p == null);
        for (Object p : list) {
            Map<String, Object> parameter = map(p);
            if (!"query".equals(parameter.get("in"))) {
                continue;
            }
            Object schema = parameter.get("schema");
            if (schema == null || "object".equals(map(schema).get("type"))
                    || ("include_samples".equals(parameter.get("name")) && "string".equals(map(schema).get("type")))) {
                parameter.put("schema", querySchema((String) parameter.get("name")));
            }
        }
    }

    private static Map<String, Object> querySchema(String name) {
        return switch (name) {
            case "limit" -> ordered("type", "integer", "minimum", 1, "maximum", 100, "default", 20);
            case "since" -> ordered("type", "string", "format", "date-time");
            case "participants" -> ordered("type", "array", "items", ordered("type", "string"));
            case "include_samples" -> ordered("type", "boolean", "default", false);
            case "starting_after" -> ordered("type", "string", "maxLength", 100);
            default -> ordered("type", "string");
        };
    }

    private static Map<String, Object> errorResponse(int status, List<RouteErrors.Failure> failures, Map<String, Object> existing,
                                                     boolean metered) {
        Set<String> codes = new LinkedHashSet<>();
        List<String> lines = new ArrayList<>();
        for (RouteErrors.Failure failure : failures) {
            codes.add(failure.code());
            lines.add(failure.code() + ": " + failure.when());
        }
        String description = String.join("; ", lines);
        Object annotated = existing == null ? null : existing.get("x-route-note");
        if (annotated == null && existing != null && existing.get("description") != null && existing.get("x-error-codes") == null) {
            annotated = existing.get("description");
        }
        Map<String, Object> response = new LinkedHashMap<>();
        response.put("description", annotated == null ? description : description + ". " + annotated);
        if (annotated != null) {
            response.put("x-route-note", annotated);
        }
        Map<String, Object> headers = new LinkedHashMap<>();
        headers.put("Request-Id", ref("#/components/headers/Request-Id"));
        if (status == 401) {
            headers.put("WWW-Authenticate", ref("#/components/headers/WWW-Authenticate"));
        }
        if (status == 429 || status == 503) {
            headers.put("Retry-After", ref("#/components/headers/Retry-After"));
        }
        if (status == 502) {
            headers.put("Retry-After", ref("#/components/headers/Retry-After-When-Known"));
        }
        if (status == 429 && metered) {
            headers.put("RateLimit", ref("#/components/headers/RateLimit"));
            headers.put("RateLimit-Policy", ref("#/components/headers/RateLimit-Policy"));
        }
        response.put("headers", headers);
        response.put("content", ordered("application/json", ordered("schema", ref(ERROR_REF))));
        response.put("x-error-codes", new ArrayList<>(codes));
        return response;
    }

    private static void sortResponses(Map<String, Object> operation) {
        Map<String, Object> sorted = new TreeMap<>(child(operation, "responses"));
        operation.put("responses", new LinkedHashMap<>(sorted));
    }

    private static Map<String, Object> headers() {
        Map<String, Object> headers = new LinkedHashMap<>();
        headers.put("Request-Id", header("The request's id (req_…), also in error bodies and the server's logs", true,
                ordered("type", "string", "pattern", "^req_[0-9A-Za-z]+$")));
        headers.put("RateLimit", header("Calls left this month and seconds to the reset, as \"monthly\";r=<remaining>;t=<seconds>. "
                + "On metered answers and on 429 quota_exceeded; absent for unlimited plans", false,
                ordered("type", "string", "example", "\"monthly\";r=99;t=2592000")));
        headers.put("RateLimit-Policy", header("The plan's monthly quota as \"monthly\";q=<limit>;w=<seconds in this month>; "
                + "absent for unlimited plans", false, ordered("type", "string", "example", "\"monthly\";q=100;w=2592000")));
        headers.put("Retry-After", header("Seconds to wait before retrying", true, ordered("type", "integer", "minimum", 0)));
        headers.put("Retry-After-When-Known", header("Seconds to wait before retrying, when known", false,
                ordered("type", "integer", "minimum", 0)));
        headers.put("WWW-Authenticate", header("Bearer realm=\"attest\" (with error=\"invalid_token\" for a key that is not valid)",
                false, ordered("type", "string")));
        headers.put("Idempotent-Replayed", header("true when this is the stored answer to an earlier request with the same "
                + "Idempotency-Key (kept 24 h; not metered)", false, ordered("type", "string", "enum", List.of("true"))));
        return headers;
    }

    private static Map<String, Object> idempotencyKey() {
        Map<String, Object> parameter = new LinkedHashMap<>();
        parameter.put("name", "Idempotency-Key");
        parameter.put("in", "header");
        parameter.put("required", false);
        parameter.put("description", "Makes a retry safe: the first answer is stored for 24 h per account and replayed, with "
                + "Idempotent-Replayed: true, to a request with the same key, method, path and body. 1–255 visible ASCII characters");
        parameter.put("schema", ordered("type", "string", "minLength", 1, "maxLength", 255, "pattern", "^[\\x21-\\x7E]+$"));
        return parameter;
    }

    private static Map<String, Object> header(String description, boolean required, Map<String, Object> schema) {
        Map<String, Object> header = new LinkedHashMap<>();
        header.put("description", description);
        if (required) {
            header.put("required", true);
        }
        header.put("schema", schema);
        return header;
    }

    /** Every {@code error.code} the API uses, as an enum on the Error schema. */
    private static void errorCodes(Map<String, Object> schemas) {
        Object body = schemas.get("ErrorBody");
        if (body == null) {
            return;
        }
        Map<String, Object> code = child(child(map(body), "properties"), "code");
        List<String> all = new ArrayList<>();
        for (io.attest.domain.shared.ErrorCode c : io.attest.domain.shared.ErrorCode.values()) {
            all.add(c.wireName());
        }
        code.put("enum", all);
    }

    /**
     * A {@code Map<String, Object>} (error detail, event data, voice features) is generated as a map of
     * objects; its values are any JSON (strings, numbers, lists): {@code additionalProperties: {}}. An
     * enum listed twice (JSON Schema forbids repeats) is listed once.
     */
    private static void anyValueMaps(Object node) {
        if (node instanceof Map<?, ?> m) {
            Object additional = m.get("additionalProperties");
            if (additional instanceof Map<?, ?> a && a.size() == 1 && "object".equals(a.get("type"))) {
                map(node).put("additionalProperties", new LinkedHashMap<String, Object>());
            }
            if (m.get("enum") instanceof List<?> values && new LinkedHashSet<>(values).size() < values.size()) {
                map(node).put("enum", new ArrayList<>(new LinkedHashSet<>(values))); // allowableValues and a constant both list it
            }
            m.values().forEach(OpenApiCompletion::anyValueMaps);
        } else if (node instanceof List<?> l) {
            l.forEach(OpenApiCompletion::anyValueMaps);
        }
    }

    private static void dropStrayProperties(Map<String, Object> schemas) {
        for (Map.Entry<String, Object> schema : schemas.entrySet()) {
            Map<String, Object> definition = map(schema.getValue());
            Object properties = definition.get("properties");
            if (properties instanceof Map<?, ?> props && props.containsKey(schema.getKey())) {
                map(properties).remove(schema.getKey());
                Object required = definition.get("required");
                if (required instanceof List<?> names) {
                    names.remove(schema.getKey());
                }
            }
        }
    }

    private static void dropUnreferencedCopies(Map<String, Object> document, Map<String, Object> schemas) {
        boolean removed = true;
        while (removed) {
            removed = false;
            String text = write(document);
            for (String name : List.copyOf(schemas.keySet())) {
                if (NUMBERED_COPY.matcher(name).matches() && !text.contains("#/components/schemas/" + name + "\"")
                        && !text.contains("#/components/schemas/" + name + "\n") && !text.contains("#/components/schemas/" + name + "'")) {
                    schemas.remove(name);
                    removed = true;
                }
            }
        }
    }

    /** A map in the order written (YAML output stays the same build after build). */
    static Map<String, Object> ordered(Object... keysAndValues) {
        Map<String, Object> map = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            map.put((String) keysAndValues[i], keysAndValues[i + 1]);
        }
        return map;
    }

    static Map<String, Object> ref(String target) {
        Map<String, Object> ref = new LinkedHashMap<>();
        ref.put("$ref", target);
        return ref;
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> map(Object value) {
        return (Map<String, Object>) value;
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> child(Map<String, Object> parent, String key) {
        Object value = parent.get(key);
        if (value == null) {
            value = new LinkedHashMap<String, Object>();
            parent.put(key, value);
        }
        return (Map<String, Object>) value;
    }

    @SuppressWarnings("unchecked")
    private static List<Object> list(Map<String, Object> parent, String key) {
        Object value = parent.get(key);
        if (value == null) {
            value = new ArrayList<>();
            parent.put(key, value);
        }
        return (List<Object>) value;
    }
}
