package io.attest.plugins.textgenopenai;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the model's text as {@code {"drafts": ["…", …]}} (or a bare array of strings). Tolerated, because
 * servers without JSON mode produce it: a Markdown code fence, and words before or after the JSON. Anything
 * else, or no non-blank draft at all, is malformed.
 */
final class DraftsAnswer {

    static final int MAX_DRAFTS = 50;
    private static final ObjectMapper JSON = new ObjectMapper();

    static final class Malformed extends Exception {
        private static final long serialVersionUID = 1L;

        Malformed(String message) {
            super(message, null, false, false);
        }
    }

    private DraftsAnswer() {
    }

    static List<String> drafts(String content) throws Malformed {
        JsonNode root = parse(unwrap(content));
        JsonNode drafts = root.isArray() ? root : root.get("drafts");
        if (drafts == null || !drafts.isArray()) {
            throw new Malformed("the answer has no \"drafts\" array");
        }
        List<String> out = new ArrayList<>();
        for (JsonNode draft : drafts) {
            if (draft.isTextual() && !draft.asText().isBlank() && out.size() < MAX_DRAFTS) {
                out.add(draft.asText());
            }
        }
        if (out.isEmpty()) {
            throw new Malformed("the answer has no draft");
        }
        return out;
    }

    /** The JSON inside a code fence, or from the first brace or bracket to the last matching one. */
    static String unwrap(String content) throws Malformed {
        String text = content == null ? "" : content.strip();
        if (text.startsWith("```")) {
            int firstLine = text.indexOf('\n');
            int closing = text.lastIndexOf("```");
            if (firstLine > 0 && closing > firstLine) {
                text = text.substring(firstLine + 1, closing).strip();
            }
        }
        int object = text.indexOf('{');
        int array = text.indexOf('[');
        int start = object < 0 ? array : array < 0 ? object : Math.min(object, array);
        if (start < 0) {
            throw new Malformed("the answer is not JSON");
        }
        int end = text.lastIndexOf(text.charAt(start) == '{' ? '}' : ']');
        if (end < start) {
            throw new Malformed("the answer's JSON is cut off");
        }
        return text.substring(start, end + 1);
    }

    private static JsonNode parse(String json) throws Malformed {
        try {
            JsonNode node = JSON.readTree(json);
            if (node == null || !(node.isObject() || node.isArray())) {
                throw new Malformed("the answer is not a JSON object");
            }
            return node;
        } catch (IOException e) {
            throw new Malformed("the answer is not valid JSON");
        }
    }
}
