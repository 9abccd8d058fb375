package io.attest.adapters.http.calculator;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.attest.adapters.http.json.JsonBodyRules;
import io.attest.adapters.http.json.StrictJsonParser;
import io.attest.domain.shared.AttestException;
import io.micronaut.json.tree.JsonNode;
import java.io.IOException;
import java.math.BigDecimal;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads a calculator run body into a JSON tree whose numbers are {@link BigDecimal}s built from the
 * exact text of the number: {@code 0.1} is exactly one tenth, {@code 1e2} is 100,
 * {@code 123456789012345678901234567890.5} keeps every digit. Micronaut Serde hands a custom
 * deserializer fractions only as {@code double} (its JSON tree and {@code decodeNumber} do), which the
 * calculator must never do, so this is the one body not bound by Serde (decisions.md, Errors). The body
 * is read through the {@link StrictJsonParser} every body is, so the same {@link JsonBodyRules} hold (repeated
 * keys, NUL, unpaired surrogates) in the same single pass.
 * Iterative (no recursion on nesting).
 */
final class ExactJson {

    private ExactJson() {
    }

    /** The body as a JSON object tree; 400 when it is absent, malformed or not an object. */
    static JsonNode object(byte[] body) {
        if (body == null || body.length == 0) {
            throw AttestException.invalidRequest(null, "a JSON request body is required");
        }
        JsonNode root;
        try (StrictJsonParser parser = StrictJsonParser.of(body)) {
            if (parser.nextToken() == null) {
                throw AttestException.invalidRequest(null, "a JSON request body is required");
            }
            try {
                root = tree(parser);
            } catch (AttestException unreadableNumber) {
                parser.finish(); // a broken rule anywhere in the body is the answer, as when the rules ran first
                throw unreadableNumber;
            }
            parser.finish();
        } catch (IOException malformed) {
            // the parser refuses what it cannot read itself; this is only its unexpected-token case
            throw AttestException.invalidRequest(null, "the request body is not valid JSON");
        }
        if (!root.isObject()) {
            throw AttestException.invalidRequest(null, "the request body must be a JSON object");
        }
        return root;
    }

    /** The string at {@code name} of {@code object}: 400 when absent, null, another type or longer than {@code maxLength}. */
    static String requiredText(JsonNode object, String name, int maxLength) {
        JsonNode value = object.get(name);
        if (value == null || value.isNull()) {
            throw AttestException.invalidRequest(name, name + " is required");
        }
        if (!value.isString()) {
            throw AttestException.invalidRequest(name, name + " must be a string");
        }
        if (value.getStringValue().length() > maxLength) {
            throw AttestException.invalidRequest(name, name + " must be at most " + maxLength + " characters");
        }
        return value.getStringValue();
    }

    /** One container being filled: an object (with the name of the value being read) or an array. */
    private static final class Frame {
        final String path;
        final Map<String, JsonNode> fields;
        final List<JsonNode> elements;
        String pendingName;

        Frame(String path, boolean object) {
            this.path = path;
            this.fields = object ? new LinkedHashMap<>() : null;
            this.elements = object ? null : new ArrayList<>();
        }

        String childPath() {
            if (fields != null) {
                return path.isEmpty() ? pendingName : path + "." + pendingName;
            }
            return path + "[" + elements.size() + "]";
        }

        JsonNode build() {
            return fields != null ? JsonNode.createObjectNode(fields) : JsonNode.createArrayNode(elements);
        }

        void add(JsonNode value) {
            if (fields != null) {
                fields.put(pendingName, value);
                pendingName = null;
            } else {
                elements.add(value);
            }
        }
    }

    /** The number's exact decimal; an exponent beyond what a decimal can hold ({@code 1e-99999999999}) is a 400. */
    private static BigDecimal decimal(String text, Deque<Frame> stack) {
        try {
            return new BigDecimal(text);
        } catch (NumberFormatException | ArithmeticException tooLarge) {
            String path = stack.isEmpty() ? null : stack.peek().childPath();
            throw AttestException.invalidRequest(path, (path == null ? "the body" : path) + " is a number too large or too small to read");
        }
    }

    private static JsonNode tree(JsonParser parser) throws IOException {
        Deque<Frame> stack = new ArrayDeque<>();
        JsonToken token = parser.currentToken();
        while (true) {
            JsonNode value = null;
            switch (token) {
                case START_OBJECT, START_ARRAY -> {
                    String path = stack.isEmpty() ? "" : stack.peek().childPath();
                    stack.push(new Frame(path, token == JsonToken.START_OBJECT));
                }
                case FIELD_NAME -> stack.peek().pendingName = parser.currentName();
                case END_OBJECT, END_ARRAY -> value = stack.pop().build();
                case VALUE_STRING -> value = JsonNode.createStringNode(parser.getText());
                case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> value = JsonNode.createNumberNode(decimal(parser.getText(), stack));
                case VALUE_TRUE -> value = JsonNode.createBooleanNode(true);
                case VALUE_FALSE -> value = JsonNode.createBooleanNode(false);
                case VALUE_NULL -> value = JsonNode.nullNode();
                default -> throw new IOException("unexpected token " + token);
            }
            if (value != null) {
                if (stack.isEmpty()) {
                    return value;
                }
                stack.peek().add(value);
            }
            token = parser.nextToken();
            if (token == null) {
                throw new IOException("unexpected end of input");
            }
        }
    }
}
