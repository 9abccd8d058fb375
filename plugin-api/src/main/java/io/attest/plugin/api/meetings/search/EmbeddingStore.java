package io.attest.plugin.api.meetings.search;

import io.attest.plugin.api.meetings.search.TextHash;
import io.attest.plugin.api.meetings.search.TranscriptVectors;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * Infrastructure port: the sentence vectors a search provider computed for transcript texts, kept in
 * PostgreSQL with the transcripts so that any instance, and any rebuild of an index (a new instance,
 * a deleted data directory), finds them instead of running the model again. A search provider gets it
 * through {@link TranscriptSearch#open(java.nio.file.Path, EmbeddingStore)}.
 *
 * <p>Vectors are keyed by account, model id and {@link TextHash}; a vector belongs to the transcripts
 * whose texts it was computed from and goes when they go (deleting a transcript or its account
 * deletes its vectors). An account never reads another account's vectors, even for the same text.
 * Implementations are thread-safe and run each call in its own transaction.
 */
public interface EmbeddingStore {

    /** Stores nothing and finds nothing: every vector is computed again (tests, tools). */
    EmbeddingStore NONE = new EmbeddingStore() {
        @Override
        public Map<Key, float[]> find(String model, Collection<Key> keys) {
            return Map.of();
        }

        @Override
        public int saveAll(String model, List<TranscriptVectors> transcripts) {
            return 0;
        }
    };

    /** One text of one account. */
    record Key(String accountId, TextHash text) {
    }

    /** The stored vectors of those texts under the model (dimensions as saved); keys without one are absent. */
    Map<Key, float[]> find(String model, Collection<Key> keys);

    /**
     * Keeps each transcript's vectors under the model, replacing what was kept for texts it no longer
     * has. A transcript that was deleted, or changed again since {@code sequence}, is skipped (its
     * vectors would belong to a version that no longer exists). Returns how many transcripts were kept.
     */
    int saveAll(String model, List<TranscriptVectors> transcripts);
}
