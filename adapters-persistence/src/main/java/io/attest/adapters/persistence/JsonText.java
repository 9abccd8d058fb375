package io.attest.adapters.persistence;

import io.micronaut.core.type.Argument;
import io.micronaut.json.JsonMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Map;

/** Maps to and from the jsonb columns of the operations and webhook tables. */
final class JsonText {

    private static final Argument<Map<String, Object>> MAP = Argument.mapOf(String.class, Object.class);

    private final JsonMapper json;

    JsonText(JsonMapper json) {
        this.json = json;
    }

    String write(Object value) {
        try {
            return json.writeValueAsString(value);
        } catch (IOException e) {
            throw new UncheckedIOException("value is not JSON-able", e);
        }
    }

    Map<String, Object> readMap(String text) {
        if (text == null) {
            return null;
        }
        try {
            return json.readValue(text, MAP);
        } catch (IOException e) {
            throw new UncheckedIOException("stored JSON cannot be read", e);
        }
    }
}
