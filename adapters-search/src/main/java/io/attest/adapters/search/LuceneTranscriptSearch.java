package io.attest.adapters.search;

import io.attest.plugin.api.meetings.search.EmbeddingStore;
import io.attest.plugin.api.meetings.search.TranscriptSearch;
import io.attest.plugin.api.meetings.search.SearchHit;
import io.attest.plugin.api.meetings.search.SearchQuery;
import io.attest.plugin.api.meetings.search.TranscriptDocument;
import io.attest.plugin.api.meetings.search.TranscriptSearch;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import org.apache.lucene.search.IndexSearcher;

/**
 * The Lucene provider of {@link TranscriptSearch} (id {@code lucene}): an on-disk index of
 * extracted items and transcript passages with English analysis and BM25, sentence vectors
 * (all-MiniLM-L6-v2, in-process) in HNSW graphs, reciprocal rank fusion of the two, highlighted
 * snippets and near-real-time refresh. See {@link RankedSearch} for the ranking,
 * {@link TranscriptIndex} for the files and the change sequence, docs/meeting-memory.md "Search".
 */
public final class LuceneTranscriptSearch implements TranscriptSearch {

    private final Embedder model;
    private volatile TranscriptIndex index;
    private volatile RankedSearch ranking;

    /** The provider as {@code ServiceLoader} makes it: the in-process MiniLM model. */
    public LuceneTranscriptSearch() {
        this(null);
    }

    /** With another model (tests count its calls); null = the shared MiniLM model, loaded at open. */
    LuceneTranscriptSearch(Embedder model) {
        this.model = model;
    }

    @Override
    public String id() {
        return "lucene";
    }

    @Override
    public String version() {
        return "1.0.0";
    }

    @Override
    public int spiVersion() {
        return TranscriptSearch.SPI_VERSION;
    }

    /** Opens without an embedding store: every vector is computed (tools and tests; the server passes its store). */
    @Override
    public void open(Path directory) {
        open(directory, EmbeddingStore.NONE);
    }

    @Override
    public synchronized void open(Path directory, EmbeddingStore vectors) {
        Objects.requireNonNull(directory, "directory");
        Objects.requireNonNull(vectors, "vectors");
        if (index != null) {
            throw new IllegalStateException("the transcript index is already open");
        }
        TranscriptIndex opened = TranscriptIndex.open(directory, vectors, model == null ? MiniLmEmbedder.shared() : model);
        ranking = new RankedSearch(IndexSchema.analyzer(), opened.embedder());
        index = opened;
    }

    @Override
    public void index(TranscriptDocument document) {
        check(document);
        open().index(document);
    }

    @Override
    public void indexAll(List<TranscriptDocument> documents) {
        documents.forEach(LuceneTranscriptSearch::check);
        open().indexAll(documents);
    }

    private static void check(TranscriptDocument document) {
        Objects.requireNonNull(document, "document");
        for (TranscriptDocument.Item item : document.items()) {
            if (item.itemId() == null || item.kind() == null || item.text() == null) {
                throw new IllegalArgumentException("an item needs an id, a kind and a text: " + item);
            }
            if (!PassageLinks.acceptable(item.itemId())) { // ids go into keys and doc values
                throw new IllegalArgumentException("an item id is a non-empty string without control characters");
            }
        }
        checkAccount(document.accountId());
        checkTranscript(document.transcriptId());
    }

    @Override
    public void delete(String accountId, String transcriptId, long sequence) {
        Objects.requireNonNull(accountId, "accountId");
        Objects.requireNonNull(transcriptId, "transcriptId");
        checkAccount(accountId);
        checkTranscript(transcriptId);
        open().delete(accountId, transcriptId, sequence);
    }

    @Override
    public List<SearchHit> search(SearchQuery query) {
        Objects.requireNonNull(query, "query");
        checkAccount(query.accountId());
        TranscriptIndex current = open();
        IndexSearcher searcher = current.acquire();
        try {
            return ranking.search(searcher, query);
        } catch (IOException e) {
            throw new UncheckedIOException("transcript search failed", e);
        } finally {
            current.release(searcher);
        }
    }

    @Override
    public long appliedSequence() {
        return open().appliedSequence();
    }

    @Override
    public void clear() {
        open().clear();
    }

    @Override
    public void commit() {
        open().commit();
    }

    @Override
    public synchronized void close() {
        TranscriptIndex current = index;
        index = null;
        if (current != null) {
            current.close();
        }
    }

    /** Texts run through the model since open (tests, tools). */
    public long computedVectors() {
        return open().computedVectors();
    }

    /** Vectors taken from the embedding store since open (tests, tools). */
    public long storedVectors() {
        return open().storedVectors();
    }

    /** Keys are account + U+001F + id: an account id with that character could address another's documents. */
    private static void checkAccount(String accountId) {
        if (accountId.isEmpty() || accountId.indexOf(IndexSchema.SEPARATOR) >= 0) {
            throw new IllegalArgumentException("not an account id: " + accountId.replace(IndexSchema.SEPARATOR, '?'));
        }
    }

    /** Transcript ids are caller-supplied, and written into keys and doc values: no control characters. */
    private static void checkTranscript(String transcriptId) {
        if (!PassageLinks.acceptable(transcriptId)) {
            throw new IllegalArgumentException("a transcript id is a non-empty string without control characters");
        }
    }

    private TranscriptIndex open() {
        TranscriptIndex current = index;
        if (current == null) {
            throw new IllegalStateException("the transcript index is not open");
        }
        return current;
    }
}
