package io.attest.plugin.api.voice.style;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads one object of a profile document and names the path of whatever is wrong
 * ({@code $.lengths.sentence_words.mean must be a number}). Numbers may arrive as any
 * {@link Number} (a JSON parser picks Integer, Long, Double or BigDecimal).
 */
final class DocumentNode {

    private final Map<?, ?> map;
    private final String path;

    private DocumentNode(Map<?, ?> map, String path) {
        this.map = map;
        this.path = path;
    }

    static DocumentNode root(Map<String, Object> document) {
        if (document == null) {
            throw new IllegalArgumentException("$ must be an object");
        }
        return new DocumentNode(document, "$");
    }

    /** Fails when the object holds a key that is not one of {@code known}: a typo must not pass silently. */
    DocumentNode onlyKeys(String... known) {
        Set<String> allowed = Set.of(known);
        for (Object key : map.keySet()) {
            if (!(key instanceof String s) || !allowed.contains(s)) {
                throw new IllegalArgumentException(path + "." + key + " is not a known field");
            }
        }
        return this;
    }

    DocumentNode object(String key) {
        Object value = require(key);
        if (!(value instanceof Map<?, ?> m)) {
            throw new IllegalArgumentException(at(key) + " must be an object");
        }
        return new DocumentNode(m, at(key));
    }

    /** The entries of an object whose values are all objects, in the document's order. */
    Map<String, DocumentNode> objects() {
        Map<String, DocumentNode> out = new LinkedHashMap<>();
        for (Map.Entry<?, ?> e : map.entrySet()) {
            String key = String.valueOf(e.getKey());
            if (!(e.getValue() instanceof Map<?, ?> m)) {
                throw new IllegalArgumentException(at(key) + " must be an object");
            }
            out.put(key, new DocumentNode(m, at(key)));
        }
        return out;
    }

    /** The entries of an object whose values are all non-negative numbers, in the document's order. */
    Map<String, Double> numbers() {
        Map<String, Double> out = new LinkedHashMap<>();
        for (Map.Entry<?, ?> e : map.entrySet()) {
            String key = String.valueOf(e.getKey());
            out.put(key, checkedNumber(e.getValue(), at(key)));
        }
        return out;
    }

    List<DocumentNode> objectList(String key) {
        Object value = require(key);
        if (!(value instanceof List<?> list)) {
            throw new IllegalArgumentException(at(key) + " must be an array");
        }
        List<DocumentNode> out = new ArrayList<>(list.size());
        for (int i = 0; i < list.size(); i++) {
            String itemPath = at(key) + "[" + i + "]";
            if (!(list.get(i) instanceof Map<?, ?> m)) {
                throw new IllegalArgumentException(itemPath + " must be an object");
            }
            out.add(new DocumentNode(m, itemPath));
        }
        return out;
    }

    /** A finite number, at least 0. */
    double number(String key) {
        return checkedNumber(require(key), at(key));
    }

    /** A number from 0 to 1. */
    double share(String key) {
        double value = number(key);
        if (value > 1) {
            throw new IllegalArgumentException(at(key) + " must be between 0 and 1");
        }
        return value;
    }

    int integer(String key) {
        Object value = require(key);
        if (value instanceof Number n) {
            double d = n.doubleValue();
            if (d == Math.rint(d) && d >= 0 && d <= Integer.MAX_VALUE) {
                return (int) d;
            }
        }
        throw new IllegalArgumentException(at(key) + " must be a whole number of at least 0");
    }

    String text(String key) {
        Object value = require(key);
        if (!(value instanceof String s) || s.isBlank()) {
            throw new IllegalArgumentException(at(key) + " must be a non-empty string");
        }
        return s;
    }

    /** Whether the object holds {@code key} (for fields that may be absent). */
    boolean has(String key) {
        return map.containsKey(key);
    }

    String path() {
        return path;
    }

    private Object require(String key) {
        if (!map.containsKey(key) || map.get(key) == null) {
            throw new IllegalArgumentException(at(key) + " is missing");
        }
        return map.get(key);
    }

    private String at(String key) {
        return path + "." + key;
    }

    private static double checkedNumber(Object value, String path) {
        if (!(value instanceof Number n) || !Double.isFinite(n.doubleValue()) || n.doubleValue() < 0) {
            throw new IllegalArgumentException(path + " must be a finite number of at least 0");
        }
        return n.doubleValue();
    }
}
