package io.attest.adapters.http.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.util.JsonParserDelegate;
import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.StorableText;
import io.micronaut.core.io.buffer.ByteBuffer;
import io.micronaut.jackson.core.parser.JacksonCoreParserFactory;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.Set;

/**
 * A Jackson parser that enforces {@link JsonBodyRules} on every token as it passes, so a body is
 * tokenized once: by whoever reads it (Serde binding a request record, {@code ExactJson}, or
 * {@link #finish()} draining it). Every token comes through {@link #nextToken()} (Jackson's
 * {@code nextFieldName}, {@code nextTextValue}... call it, {@link #skipChildren()} is redone on it), so a
 * string Serde skips (an unknown property) is checked as much as one it reads. A string is checked
 * there as Jackson decodes it ({@link StorableChars}); the reader's {@code getText()} then takes the
 * decoded text, not a second decoding.
 *
 * <p>The first refusal is kept and thrown again on every later token and by {@link #finish()}: a reader
 * that catches it (Serde wraps what its parser throws) cannot get past it, and the caller can tell it
 * from a binding failure ({@link #refusal()}).
 */
public final class StrictJsonParser extends JsonParserDelegate {

    /** Jackson's default stream limits: numbers up to 1000 characters, nesting up to 1000 levels. */
    private static final JsonFactory FACTORY = JsonFactory.builder().build();
    static final String NOT_JSON = "the request body is not valid JSON";

    /** The keys seen so far in each open object, innermost first. */
    private final Deque<Set<String>> keys = new ArrayDeque<>();
    private final StorableChars chars = new StorableChars();
    private int depth;
    private boolean valueRead;
    private AttestException refusal;

    private StrictJsonParser(JsonParser parser) {
        super(parser);
    }

    public static StrictJsonParser of(byte[] body) {
        try {
            return new StrictJsonParser(FACTORY.createParser(body));
        } catch (IOException e) {
            throw AttestException.invalidRequest(null, NOT_JSON);
        }
    }

    static StrictJsonParser of(InputStream body) {
        try {
            return new StrictJsonParser(FACTORY.createParser(body));
        } catch (IOException e) {
            throw AttestException.invalidRequest(null, NOT_JSON);
        }
    }

    /** Reads the buffer where it lies (its array when it has one), as Micronaut's own handler does. */
    static StrictJsonParser of(ByteBuffer<?> body) {
        try {
            return new StrictJsonParser(JacksonCoreParserFactory.createJsonParser(FACTORY, body));
        } catch (IOException e) {
            throw AttestException.invalidRequest(null, NOT_JSON);
        }
    }

    /** The refusal met so far, or null. */
    AttestException refusal() {
        return refusal;
    }

    @Override
    public JsonToken nextToken() throws IOException {
        if (refusal != null) {
            throw refusal;
        }
        boolean afterTheValue = valueRead;
        try {
            JsonToken token = delegate.nextToken();
            if (token == null) {
                if (depth > 0) {
                    throw refuse(null, NOT_JSON); // Jackson says so itself; kept in case it does not
                }
                return null;
            }
            if (afterTheValue) {
                throw refuse(null, NOT_JSON + ": content after the value");
            }
            switch (token) {
                case START_OBJECT -> {
                    keys.push(new HashSet<>());
                    depth++;
                }
                case START_ARRAY -> depth++;
                case END_OBJECT -> {
                    keys.pop();
                    depth--;
                }
                case END_ARRAY -> depth--;
                case FIELD_NAME -> checkKey();
                case VALUE_STRING -> checkString();
                default -> {
                    // numbers, true, false, null: nothing to check
                }
            }
            valueRead = depth == 0;
            return token;
        } catch (StreamConstraintsException tooLarge) {
            throw refuse(null, "the request body has a number, string or nesting beyond the JSON reader's limits");
        } catch (IOException malformed) {
            throw refuse(null, NOT_JSON);
        }
    }

    private void checkKey() throws IOException {
        String key = delegate.currentName();
        if (!StorableText.isStorable(key)) {
            // the key itself cannot be echoed back: name the object that holds it
            String holder = path(delegate.getParsingContext().getParent());
            throw refuse(holder, (holder == null ? "the request body" : holder) + " has a key with a NUL character or an unpaired surrogate");
        }
        if (!keys.peek().add(key)) {
            String field = path(delegate.getParsingContext());
            throw refuse(field, field + " appears more than once; give each key once");
        }
    }

    /** Decodes the string into the parser's buffer (where getText takes it from), looking at each char once. */
    private void checkString() throws IOException {
        chars.reset();
        // the limit Jackson checks when it makes the string (getText), which getText(Writer) does not do at its end
        delegate.streamReadConstraints().validateStringLength(delegate.getText(chars));
        if (!chars.storable()) {
            String field = path(delegate.getParsingContext());
            throw refuse(field, (field == null ? "the request body" : field) + " " + JsonBodyRules.UNREADABLE_TEXT);
        }
    }

    @Override
    public JsonToken nextValue() throws IOException {
        JsonToken token = nextToken();
        return token == JsonToken.FIELD_NAME ? nextToken() : token;
    }

    /** Jackson's own skip would pass over the children unchecked. */
    @Override
    public JsonParser skipChildren() throws IOException {
        JsonToken token = currentToken();
        if (token != JsonToken.START_OBJECT && token != JsonToken.START_ARRAY) {
            return this;
        }
        int open = 1;
        while (open > 0) {
            token = nextToken();
            if (token == null) {
                return this;
            }
            if (token.isStructStart()) {
                open++;
            } else if (token.isStructEnd()) {
                open--;
            }
        }
        return this;
    }

    /**
     * Reads what the reader left of the value and checks nothing follows it; throws the first refusal in
     * the whole body. After a binding failure this tells whether the body broke a rule further on (which
     * is the answer, as when the rules ran first).
     */
    public void finish() throws IOException {
        while (!valueRead) {
            if (nextToken() == null) {
                break; // no value at all
            }
        }
        nextToken(); // null, or the refusal of what follows the value
    }

    private AttestException refuse(String field, String message) {
        refusal = AttestException.invalidRequest(field, message);
        return refusal;
    }

    /** {@code lines[2].id}; {@code [0].token} under a top-level array; null for the body itself. */
    private static String path(JsonStreamContext innermost) {
        Deque<JsonStreamContext> outermostFirst = new ArrayDeque<>();
        for (JsonStreamContext context = innermost; context != null && !context.inRoot(); context = context.getParent()) {
            outermostFirst.push(context);
        }
        StringBuilder path = new StringBuilder();
        for (JsonStreamContext context : outermostFirst) {
            if (context.inArray()) {
                path.append('[').append(context.getCurrentIndex()).append(']');
            } else {
                if (!path.isEmpty()) {
                    path.append('.');
                }
                path.append(context.getCurrentName());
            }
        }
        return path.isEmpty() ? null : path.toString();
    }
}
