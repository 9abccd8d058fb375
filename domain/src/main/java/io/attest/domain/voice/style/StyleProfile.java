package io.attest.domain.voice.style;

import java.util.Map;

/**
 * A writer's measured habits (sentence and paragraph lengths, punctuation, function words, character
 * n-grams, openers and closers, phrase bank, …). CONTRACT PLACEHOLDER: the fields are defined by the
 * stylometry work on branch {@code voice-style}; other code uses only the operations below and
 * {@link StyleProfiler}, {@link StyleDistance}, {@link StyleSummary}.
 */
public record StyleProfile(Map<String, Object> placeholder) {

    /** A plain-value tree (maps with string keys, lists, strings, numbers, booleans) for export and storage. */
    public Map<String, Object> toDocument() {
        throw new UnsupportedOperationException("defined on branch voice-style");
    }

    /**
     * The profile a {@link #toDocument()} tree describes.
     *
     * @throws IllegalArgumentException naming the offending path when the tree is not a valid profile
     */
    public static StyleProfile fromDocument(Map<String, Object> document) {
        throw new UnsupportedOperationException("defined on branch voice-style");
    }
}
