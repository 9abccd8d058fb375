package io.attest.plugin.api.meetings.search;

import io.attest.plugin.api.meetings.search.SearchHit;
import io.attest.plugin.api.meetings.search.SearchQuery;
import io.attest.plugin.api.meetings.search.TranscriptDocument;
import io.attest.plugin.api.Plugin;
import java.nio.file.Path;
import java.util.List;

/**
 * Engine SPI (transcript_search): indexes transcripts and their extracted items and answers
 * ranked queries. The index is derived data: PostgreSQL holds the transcripts, and every change
 * there has a sequence number; an index records the highest sequence it has applied, so each
 * instance can catch up (or rebuild from nothing) on its own. Every document belongs to one
 * account and every query is scoped to one: an account never sees another's documents.
 *
 * <p>Implementations are thread-safe; {@link #open} is called once before anything else and
 * {@link #close} once at the end. Added while {@link #SPI_VERSION} is 1.
 */
public interface TranscriptSearch extends Plugin {

    /**
     * The version of this SPI the server speaks; bumped on an incompatible change to this interface or
     * the value types it uses, independently of the other SPIs. A provider returns it from
     * {@link #spiVersion()} ({@code return TranscriptSearch.SPI_VERSION;}, inlined when the provider is compiled).
     */
    int SPI_VERSION = 1;

    /** Opens the index kept under {@code directory}, creating it when missing. */
    void open(Path directory);

    /**
     * Opens the index and keeps the vectors it computes in {@code vectors} (PostgreSQL in the server),
     * looking there first, so that a rebuild on any instance finds them. A provider that computes no
     * vectors ignores the store (the default). Added while {@link #SPI_VERSION} is 1.
     */
    default void open(Path directory, EmbeddingStore vectors) {
        open(directory);
    }

    /**
     * Replaces everything indexed for the document's account and transcript id with the
     * document, and records {@code document.sequence()} as applied when it is higher.
     */
    void index(TranscriptDocument document);

    /**
     * {@link #index} of each document; a provider may do the work of many at once (one read of the
     * stored vectors, the model and the index on every core). Used by rebuilds and catch-ups.
     */
    default void indexAll(List<TranscriptDocument> documents) {
        documents.forEach(this::index);
    }

    /** Removes the transcript and its items of that account; records {@code sequence} as applied. */
    void delete(String accountId, String transcriptId, long sequence);

    /** Ranked matches (extracted items) of the query's account, at most {@code query.limit()}. */
    List<SearchHit> search(SearchQuery query);

    /** The highest change sequence applied; 0 for a new or rebuilt index. */
    long appliedSequence();

    /** Empties the index (for a rebuild from PostgreSQL); the applied sequence becomes 0. */
    void clear();

    /** Makes what was indexed visible to searches and durable on disk. */
    void commit();

    void close();
}
