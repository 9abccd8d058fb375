package io.attest.adapters.http.json;

import com.fasterxml.jackson.core.JsonToken;
import io.attest.domain.shared.AttestException;
import java.io.IOException;
import java.io.InputStream;

/**
 * What every JSON request body must be before any route reads it (decisions.md, Errors): one JSON value
 * and nothing after it; no key twice in one object; no string, key or value, holding a NUL character or
 * an unpaired UTF-16 surrogate ({@code "\u0000"}, {@code "\ud800"}: PostgreSQL cannot store either, and
 * a surrogate has no UTF-8 form to answer with). A failure is a 400 naming the path of the value
 * ({@code lines[2].id}, {@code [0].token}). The rules are enforced by {@link StrictJsonParser} as a
 * reader takes the tokens ({@link CheckedJsonBodyHandler}: Serde; {@code ExactJson}); {@link #check}
 * reads a body only to check it.
 */
public final class JsonBodyRules {

    static final String UNREADABLE_TEXT = "must not contain NUL characters or unpaired surrogates";

    private JsonBodyRules() {
    }

    /** The JSON shape of a whole body. */
    public enum Shape {
        NONE, OBJECT, ARRAY, SCALAR;

        /** The shape of a body whose first token is {@code first} (null: none). */
        static Shape of(JsonToken first) {
            if (first == null) {
                return NONE;
            }
            return switch (first) {
                case START_OBJECT -> OBJECT;
                case START_ARRAY -> ARRAY;
                default -> SCALAR;
            };
        }
    }

    /** Checks {@code body} and answers its shape; an empty body ({@link Shape#NONE}) is left to the route (it may take none). */
    public static Shape check(byte[] body) {
        if (body == null || body.length == 0) {
            return Shape.NONE;
        }
        return check(StrictJsonParser.of(body));
    }

    /** The same as {@link #check(byte[])}, reading {@code body} as it goes instead of from one array. */
    public static Shape check(InputStream body) {
        return check(StrictJsonParser.of(body));
    }

    private static Shape check(StrictJsonParser created) {
        try (StrictJsonParser parser = created) {
            Shape shape = Shape.of(parser.nextToken());
            parser.finish();
            return shape;
        } catch (IOException unreadable) {
            // the parser turns what it reads into refusals; what is left is closing an in-memory source
            throw AttestException.invalidRequest(null, StrictJsonParser.NOT_JSON);
        }
    }
}
