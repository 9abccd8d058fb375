package io.attest.adapters.persistence;

import io.attest.plugin.api.meetings.search.EmbeddingStore;
import io.attest.plugin.api.meetings.search.TranscriptVectors;
import io.micronaut.transaction.TransactionOperations;
import jakarta.inject.Singleton;
import java.sql.Connection;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * {@code meeting_embeddings} (migration V5): the sentence vectors of the search index, kept with their
 * transcripts. Each call joins the caller's transaction or runs in its own (the search provider calls it
 * from the index follower, outside any).
 */
@Singleton
final class JdbcMeetingEmbeddings implements EmbeddingStore {

    private final SqlWork sql;

    JdbcMeetingEmbeddings(TransactionOperations<Connection> transactions) {
        this.sql = new SqlWork(transactions, "meeting embeddings");
    }

    @Override
    public Map<Key, float[]> find(String model, Collection<Key> keys) {
        return sql.joined(c -> MeetingEmbeddingsSql.find(c, model, keys));
    }

    @Override
    public int saveAll(String model, List<TranscriptVectors> transcripts) {
        return sql.joined(c -> MeetingEmbeddingsSql.saveAll(c, model, transcripts));
    }
}
