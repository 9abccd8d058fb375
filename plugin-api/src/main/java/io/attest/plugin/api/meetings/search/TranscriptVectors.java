package io.attest.plugin.api.meetings.search;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * The sentence vectors of every text a search provider embeds for one transcript, as of one change:
 * what {@code EmbeddingStore.saveAll} keeps next to the transcript.
 *
 * @param sequence the change sequence of the transcript's version the texts came from; the store
 *                 keeps the vectors only while that is still the transcript's latest change
 * @param vectors  text hash → vector, for all of the transcript's embedded texts (a text of an older
 *                 version that is not among them is forgotten)
 */
public record TranscriptVectors(String accountId, String transcriptId, long sequence, Map<TextHash, float[]> vectors) {

    public TranscriptVectors {
        Objects.requireNonNull(accountId, "accountId");
        Objects.requireNonNull(transcriptId, "transcriptId");
        vectors = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(vectors));
    }
}
