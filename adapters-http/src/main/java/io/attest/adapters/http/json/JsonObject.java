package io.attest.adapters.http.json;

import io.attest.domain.shared.AttestException;
import io.micronaut.json.tree.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Typed, bounded access to the fields of one JSON object; every failure names its field path. */
public final class JsonObject {

    private final JsonNode node;
    private final String path;

    JsonObject(JsonNode node, String path) {
        this.node = node;
        this.path = path;
    }

    public static JsonObject of(JsonNode node, String path) {
        if (!node.isObject()) {
            throw AttestException.invalidRequest(path, path + " must be a JSON object");
        }
        return new JsonObject(node, path);
    }

    public String requiredString(String name, int maxLength) {
        return optionalString(name, maxLength)
                .orElseThrow(() -> AttestException.invalidRequest(path(name), path(name) + " is required"));
    }

    /** Absent and {@code null} are both "not given". */
    public Optional<String> optionalString(String name, int maxLength) {
        JsonNode value = node.get(name);
        if (value == null || value.isNull()) {
            return Optional.empty();
        }
        if (!value.isString()) {
            throw AttestException.invalidRequest(path(name), path(name) + " must be a string");
        }
        String text = value.getStringValue();
        if (text.length() > maxLength) {
            throw AttestException.invalidRequest(path(name), path(name) + " must be at most " + maxLength + " characters");
        }
        return Optional.of(text);
    }

    /** An optional array of strings; each element bounded, the array bounded. */
    public Optional<List<String>> optionalStringList(String name, int maxItems, int maxItemLength) {
        JsonNode value = node.get(name);
        if (value == null || value.isNull()) {
            return Optional.empty();
        }
        return Optional.of(stringList(value, path(name), maxItems, maxItemLength));
    }

    /** A required, non-empty array of strings; absent, null, empty or another type are all "not a non-empty array". */
    public List<String> requiredNonEmptyStringList(String name, int maxItems, int maxItemLength) {
        JsonNode value = node.get(name);
        if (value == null || value.isNull() || !value.isArray() || value.size() == 0) {
            throw AttestException.invalidRequest(path(name), path(name) + " must be a non-empty array of strings");
        }
        return stringList(value, path(name), maxItems, maxItemLength);
    }

    public Optional<Boolean> optionalBoolean(String name) {
        JsonNode value = node.get(name);
        if (value == null || value.isNull()) {
            return Optional.empty();
        }
        if (!value.isBoolean()) {
            throw AttestException.invalidRequest(path(name), path(name) + " must be true or false");
        }
        return Optional.of(value.getBooleanValue());
    }

    static List<String> stringList(JsonNode value, String path, int maxItems, int maxItemLength) {
        if (!value.isArray()) {
            throw AttestException.invalidRequest(path, path + " must be an array of strings");
        }
        if (value.size() > maxItems) {
            throw AttestException.invalidRequest(path, path + " must have at most " + maxItems + " elements");
        }
        List<String> items = new ArrayList<>(value.size());
        int index = 0;
        for (JsonNode element : value.values()) {
            String elementPath = path + "[" + index + "]";
            if (!element.isString()) {
                throw AttestException.invalidRequest(elementPath, elementPath + " must be a string");
            }
            if (element.getStringValue().length() > maxItemLength) {
                throw AttestException.invalidRequest(elementPath, elementPath + " must be at most " + maxItemLength + " characters");
            }
            items.add(element.getStringValue());
            index++;
        }
        return items;
    }

    private String path(String name) {
        return path.isEmpty() ? name : path + "." + name;
    }
}
