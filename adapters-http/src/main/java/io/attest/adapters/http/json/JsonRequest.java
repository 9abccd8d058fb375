package io.attest.adapters.http.json;

import io.attest.domain.shared.AttestException;
import io.micronaut.json.JsonMapper;
import io.micronaut.json.tree.JsonNode;
import jakarta.inject.Singleton;
import java.io.IOException;

/**
 * Parses request bodies into a JSON tree. Controllers read fields through {@link JsonObject} so
 * that a missing field or a wrong JSON type is a 400 naming the exact field path, which a typed
 * binder cannot report reliably.
 */
@Singleton
public class JsonRequest {

    private final JsonMapper mapper;

    public JsonRequest(JsonMapper mapper) {
        this.mapper = mapper;
    }

    /** The body as a tree; 400 when it is absent or not JSON. */
    public JsonNode tree(byte[] body) {
        if (body == null || body.length == 0) {
            throw AttestException.invalidRequest(null, "a JSON request body is required");
        }
        try {
            return mapper.readValue(body, JsonNode.class);
        } catch (IOException | RuntimeException malformed) {
            throw AttestException.invalidRequest(null, "the request body is not valid JSON");
        }
    }

    /** The body as a JSON object; 400 when it is something else. */
    public JsonObject object(byte[] body) {
        JsonNode node = tree(body);
        if (!node.isObject()) {
            throw AttestException.invalidRequest(null, "the request body must be a JSON object");
        }
        return new JsonObject(node, "");
    }
}
