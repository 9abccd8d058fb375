package io.attest.adapters.http.json;

import io.micronaut.core.type.Argument;

/** The JSON a request value must be, from the Java type it binds to, and how a 400 names it ("must be a JSON object"). */
public final class JsonShapes {

    private JsonShapes() {
    }

    /** {@code a JSON object}, {@code a JSON array}, {@code a string}, {@code a number} or {@code true or false}. */
    public static String expected(Argument<?> type) {
        Class<?> java = type.getType();
        if (CharSequence.class.isAssignableFrom(java) || java == Character.class || java == char.class) {
            return "a string";
        }
        if (java == Boolean.class || java == boolean.class) {
            return "true or false";
        }
        if (Number.class.isAssignableFrom(java) || java.isPrimitive()) {
            return "a number";
        }
        return shapeOf(type) == JsonBodyRules.Shape.ARRAY ? "a JSON array" : "a JSON object";
    }

    /** The shape of a whole body bound to {@code type}: an array for collections, an object for records and maps. */
    static JsonBodyRules.Shape shapeOf(Argument<?> type) {
        Class<?> java = type.getType();
        if (Iterable.class.isAssignableFrom(java) || java.isArray()) {
            return JsonBodyRules.Shape.ARRAY;
        }
        if (CharSequence.class.isAssignableFrom(java) || Number.class.isAssignableFrom(java) || java.isPrimitive()
                || java == Boolean.class || java == Character.class) {
            return JsonBodyRules.Shape.SCALAR;
        }
        return JsonBodyRules.Shape.OBJECT;
    }
}
