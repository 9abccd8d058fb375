package io.attest.adapters.http.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.StorableText;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.Iterator;
import java.util.Set;

/**
 * What every JSON request body must be before any route reads it (decisions.md, Errors): one JSON value
 * and nothing after it; no key twice in one object; no string, key or value, holding a NUL character or
 * an unpaired UTF-16 surrogate ({@code "\u0000"}, {@code "\ud800"}: PostgreSQL cannot store either, and
 * a surrogate has no UTF-8 form to answer with). A failure is a 400 naming the path of the value
 * ({@code lines[2].id}, {@code [0].token}). One streaming pass, iterative, holding only the keys of the
 * open objects; the path is built only for the answer. A string value is checked as the parser hands
 * over its decoded pieces ({@link StorableChars}), never made into a {@code String}: a 1 MB text
 * would cost a 1 MB string and two more copies only to be scanned once and dropped.
 */
public final class JsonBodyRules {

    /** Jackson's default stream limits: numbers up to 1000 characters, nesting up to 1000 levels. */
    private static final JsonFactory FACTORY = JsonFactory.builder().build();
    static final String UNREADABLE_TEXT = "must not contain NUL characters or unpaired surrogates";

    private JsonBodyRules() {
    }

    /** The JSON shape of a whole body. */
    public enum Shape { NONE, OBJECT, ARRAY, SCALAR }

    /** Checks {@code body} and answers its shape; an empty body ({@link Shape#NONE}) is left to the route (it may take none). */
    public static Shape check(byte[] body) {
        if (body == null || body.length == 0) {
            return Shape.NONE;
        }
        try {
            return check(FACTORY.createParser(body));
        } catch (IOException malformed) {
            throw AttestException.invalidRequest(null, "the request body is not valid JSON");
        }
    }

    /** The same as {@link #check(byte[])}, reading {@code body} as it goes instead of from one array. */
    public static Shape check(InputStream body) {
        try {
            return check(FACTORY.createParser(body));
        } catch (IOException malformed) {
            throw AttestException.invalidRequest(null, "the request body is not valid JSON");
        }
    }

    private static Shape check(JsonParser created) {
        try (JsonParser parser = created) {
            JsonToken first = parser.nextToken();
            if (first == null) {
                return Shape.NONE;
            }
            walk(parser);
            if (parser.nextToken() != null) {
                throw AttestException.invalidRequest(null, "the request body is not valid JSON: content after the value");
            }
            return switch (first) {
                case START_OBJECT -> Shape.OBJECT;
                case START_ARRAY -> Shape.ARRAY;
                default -> Shape.SCALAR;
            };
        } catch (StreamConstraintsException tooLarge) {
            throw AttestException.invalidRequest(null, "the request body has a number, string or nesting beyond the JSON reader's limits");
        } catch (IOException malformed) {
            throw AttestException.invalidRequest(null, "the request body is not valid JSON");
        }
    }

    /** An open object (the keys seen so far and the one being read) or array (the index being read). */
    private static final class Container {
        final Set<String> keys;
        String key;
        int index = -1;

        Container(boolean object) {
            this.keys = object ? new HashSet<>() : null;
        }

        void nextElement() {
            if (keys == null) {
                index++;
            }
        }
    }

    private static void walk(JsonParser parser) throws IOException {
        Deque<Container> open = new ArrayDeque<>();
        JsonToken token = parser.currentToken();
        do {
            if (token != JsonToken.FIELD_NAME && token != JsonToken.END_OBJECT && token != JsonToken.END_ARRAY && !open.isEmpty()) {
                open.peek().nextElement();
            }
            switch (token) {
                case START_OBJECT -> open.push(new Container(true));
                case START_ARRAY -> open.push(new Container(false));
                case END_OBJECT, END_ARRAY -> open.pop();
                case FIELD_NAME -> {
                    Container object = open.peek();
                    String key = parser.currentName();
                    if (!StorableText.isStorable(key)) {
                        // the key itself cannot be echoed back: name the object that holds it
                        String holder = path(open, false);
                        throw AttestException.invalidRequest(holder, (holder == null ? "the request body" : holder)
                                + " has a key with a NUL character or an unpaired surrogate");
                    }
                    object.key = key;
                    if (!object.keys.add(key)) {
                        String field = path(open, true);
                        throw AttestException.invalidRequest(field, field + " appears more than once; give each key once");
                    }
                }
                case VALUE_STRING -> {
                    StorableChars chars = new StorableChars();
                    // the limit Jackson checks when it makes the string (getText), which getText(Writer) does not do at its end
                    parser.streamReadConstraints().validateStringLength(parser.getText(chars));
                    if (!chars.storable()) {
                        String field = path(open, true);
                        throw AttestException.invalidRequest(field, (field == null ? "the request body" : field) + " " + UNREADABLE_TEXT);
                    }
                }
                default -> {
                    // numbers, true, false, null: nothing to check here
                }
            }
            if (open.isEmpty()) {
                return;
            }
            token = parser.nextToken();
        } while (token != null);
        throw new IOException("unexpected end of input");
    }

    /** {@code lines[2].id}; {@code [0].token} under a top-level array; null for the body itself. */
    private static String path(Deque<Container> open, boolean withCurrent) {
        StringBuilder path = new StringBuilder();
        Iterator<Container> outermostFirst = open.descendingIterator();
        while (outermostFirst.hasNext()) {
            Container container = outermostFirst.next();
            if (!withCurrent && !outermostFirst.hasNext()) {
                break;
            }
            if (container.keys != null) {
                if (!path.isEmpty()) {
                    path.append('.');
                }
                path.append(container.key);
            } else {
                path.append('[').append(container.index).append(']');
            }
        }
        return path.isEmpty() ? null : path.toString();
    }
}
