package io.attest.plugins.extractionopenai;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.Serial;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the model's text as the JSON the prompt asked for: {@code {"items": [...]}} or a bare array
 * of items. Tolerated, because servers without JSON mode produce it: a Markdown code fence around the
 * JSON, and words before or after one JSON object. Anything else is {@link Malformed}. Elements that
 * are not objects are skipped; at most {@link #MAX_ITEMS} items are read from one answer.
 */
final class ModelAnswer {

    static final int MAX_ITEMS = 300;
    private static final ObjectMapper JSON = new ObjectMapper().enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    /** The answer is not the JSON that was asked for. */
    static final class Malformed extends Exception {
        @Serial
        private static final long serialVersionUID = 1L;

        Malformed(String message) {
            super(message, null, false, false);
        }
    }

    private ModelAnswer() {
    }

    static List<ProposedItem> items(String content) throws Malformed {
        JsonNode root = parse(unwrap(content));
        JsonNode items = root.isArray() ? root : root.isObject() ? root.get("items") : null;
        if (items == null || !items.isArray()) {
            throw new Malformed("the answer has no \"items\" array");
        }
        List<ProposedItem> proposed = new ArrayList<>();
        for (JsonNode item : items) {
            if (proposed.size() == MAX_ITEMS) {
                break;
            }
            if (item.isObject()) {
                proposed.add(new ProposedItem(text(item, "kind"), text(item, "text"), text(item, "owner"),
                        text(item, "owed_to", "owedTo"), text(item, "due"), number(item.get("confidence")), text(item, "quote")));
            }
        }
        return proposed;
    }

    /** The JSON inside a code fence, or from the first brace or bracket to the matching last one. */
    static String unwrap(String content) throws Malformed {
        String text = content == null ? "" : content.strip();
        if (text.startsWith("```")) {
            int firstLine = text.indexOf('\n');
            int closing = text.lastIndexOf("```");
            if (firstLine < 0 || closing <= firstLine) {
                throw new Malformed("the answer is an unterminated code block");
            }
            text = text.substring(firstLine + 1, closing).strip();
        }
        if (text.startsWith("{") || text.startsWith("[")) {
            return text;
        }
        int object = text.indexOf('{');
        int end = text.lastIndexOf('}');
        if (object < 0 || end < object) {
            throw new Malformed("the answer holds no JSON object");
        }
        return text.substring(object, end + 1);
    }

    private static JsonNode parse(String json) throws Malformed {
        try {
            JsonNode root = JSON.readTree(json);
            if (root == null || root.isMissingNode()) {
                throw new Malformed("the answer is empty");
            }
            return root;
        } catch (JsonProcessingException e) {
            throw new Malformed("the answer is not valid JSON");
        }
    }

    private static String text(JsonNode item, String... names) {
        for (String name : names) {
            JsonNode value = item.get(name);
            if (value != null && value.isTextual()) {
                return value.textValue();
            }
        }
        return null;
    }

    private static Double number(JsonNode value) {
        if (value == null) {
            return null;
        }
        if (value.isNumber()) {
            return value.doubleValue();
        }
        if (value.isTextual()) {
            try {
                return Double.parseDouble(value.textValue().strip());
            } catch (NumberFormatException e) {
                return null;
            }
        }
        return null;
    }
}
