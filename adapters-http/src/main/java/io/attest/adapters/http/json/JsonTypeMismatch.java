package io.attest.adapters.http.json;

import io.micronaut.serde.exceptions.SerdeException;

/**
 * A JSON value of the wrong type in a typed request record ({@code 12} where a string belongs). Serde
 * adds the path of the record property; {@code suffix} continues it inside the value ({@code [1]},
 * {@code .from}), so the 400 names the exact field ({@code participants[1]}, {@code window.from}).
 */
public final class JsonTypeMismatch extends SerdeException {

    private final String suffix;
    private final String expected;

    public JsonTypeMismatch(String suffix, String expected) {
        super("must be " + expected);
        this.suffix = suffix;
        this.expected = expected;
    }

    /** The path below the property that failed, or empty. */
    public String suffix() {
        return suffix;
    }

    /** What the value must be, e.g. {@code a string}. */
    public String expected() {
        return expected;
    }
}
