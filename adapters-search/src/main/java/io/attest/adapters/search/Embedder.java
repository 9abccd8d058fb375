package io.attest.adapters.search;

import java.util.List;

/** Sentence vectors for texts: {@link MiniLmEmbedder} in production, a counting or fixed one in tests. */
interface Embedder {

    /** Vectors for the texts, in their order. */
    List<float[]> embedAll(List<String> texts);

    /** One text alone (a question). */
    default float[] embed(String text) {
        return embedAll(List.of(text)).get(0);
    }
}
