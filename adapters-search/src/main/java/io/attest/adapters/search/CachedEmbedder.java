package io.attest.adapters.search;

import java.util.ArrayList;
import java.util.List;

/** Vectors for texts: from the cache when the text was embedded before, else from the model in one batch. */
final class CachedEmbedder {

    private final MiniLmEmbedder model;
    private final EmbeddingCache cache;

    CachedEmbedder(MiniLmEmbedder model, EmbeddingCache cache) {
        this.model = model;
        this.cache = cache;
    }

    List<float[]> embedAll(List<String> texts) {
        float[][] vectors = new float[texts.size()][];
        List<Integer> missing = new ArrayList<>();
        List<String> missingTexts = new ArrayList<>();
        for (int i = 0; i < texts.size(); i++) {
            vectors[i] = cache.get(texts.get(i));
            if (vectors[i] == null) {
                missing.add(i);
                missingTexts.add(texts.get(i));
            }
        }
        List<float[]> computed = model.embedAll(missingTexts);
        for (int j = 0; j < missing.size(); j++) {
            vectors[missing.get(j)] = computed.get(j);
            cache.put(missingTexts.get(j), computed.get(j));
        }
        return List.of(vectors);
    }

    /** A question: embedded alone, never cached (questions rarely repeat and must not grow the file). */
    float[] embedQuery(String text) {
        return model.embed(text);
    }

    void force() {
        cache.force();
    }
}
