package io.attest.adapters.search;

import io.attest.plugin.api.meetings.search.EmbeddingStore;
import io.attest.plugin.api.meetings.search.TranscriptDocument;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import org.apache.lucene.codecs.KnnVectorsFormat;
import org.apache.lucene.codecs.lucene104.Lucene104Codec;
import org.apache.lucene.codecs.lucene104.Lucene104HnswScalarQuantizedVectorsFormat;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.StoredField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.index.CorruptIndexException;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexFormatTooNewException;
import org.apache.lucene.index.IndexFormatTooOldException;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.SegmentInfos;
import org.apache.lucene.index.Term;
import org.apache.lucene.index.TieredMergePolicy;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.ReferenceManager;
import org.apache.lucene.search.SearcherManager;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.search.TopDocs;
import org.apache.lucene.store.Directory;
import org.apache.lucene.store.FSDirectory;
import org.apache.lucene.util.quantization.QuantizedByteVectorValues;

/**
 * One open index: the Lucene writer, the near-real-time searchers and the applied change sequence,
 * under one directory ({@code index/}); the vectors come from {@link VectorSupply} (the embedding
 * store, else the model).
 *
 * <p>Each transcript has a marker document holding the sequence of the change that wrote it (a
 * delete leaves a marker too, a tombstone), so a change that arrives late — an older sequence
 * than the one already applied for that transcript — is ignored instead of bringing back old
 * items. Markers written since the last refresh are remembered in memory, because the searcher
 * cannot see them yet.
 */
final class TranscriptIndex implements AutoCloseable {

    static final String INDEX_DIRECTORY = "index";
    /** The local vector cache of earlier versions: removed at open (the embedding store replaced it). */
    static final String LEGACY_CACHE_FILE = "embeddings-all-minilm-l6-v2-q.bin";
    private static final long REFRESH_MILLIS = 500;
    /**
     * A call of {@link #indexAll} with at least this many transcripts is bulk work (a rebuild page, a
     * long catch-up): the periodic refresh pauses during it and for {@value #BULK_QUIET_MILLIS} ms after.
     * A refresh opens a reader, which flushes the writer's buffer into a new small segment, and merging
     * those rebuilds their vector graphs again; searchers still refresh at every {@code commit()}.
     */
    static final int BULK_TRANSCRIPTS = 50;
    private static final long BULK_QUIET_MILLIS = 2_000;
    private static final int LOCK_STRIPES = 256;
    static final int GRAPH_BEAM_WIDTH = 50;
    /** Larger flushed segments mean fewer merge rounds, and merging graphs is the costly part of a rebuild. */
    private static final double RAM_BUFFER_MB = 128;
    private static final String TYPE_MARKER = "transcript";
    private static final String MARKER_SEQUENCE = "sequence";
    private static final System.Logger LOG = System.getLogger(TranscriptIndex.class.getName());

    private final Directory directory;
    private final IndexWriter writer;
    private final SearcherManager searchers;
    private final VectorSupply vectors;
    private final ScheduledExecutorService refresher;
    private final AtomicLong applied;
    private final Object[] stripes = new Object[LOCK_STRIPES];
    /** Transcript key → (sequence, refresh generation when written); pruned once a refresh shows them. */
    private final Map<String, long[]> unrefreshed = new ConcurrentHashMap<>();
    private final AtomicLong refreshGeneration = new AtomicLong();
    private final AtomicLong bulkCalls = new AtomicLong();
    private volatile long bulkEndedNanos = System.nanoTime() - TimeUnit.DAYS.toNanos(1);

    private TranscriptIndex(Directory directory, IndexWriter writer, long applied, VectorSupply vectors) throws IOException {
        this.directory = directory;
        this.writer = writer;
        this.applied = new AtomicLong(applied);
        this.vectors = vectors;
        for (int i = 0; i < stripes.length; i++) {
            stripes[i] = new Object();
        }
        this.searchers = new SearcherManager(writer, null);
        this.searchers.addListener(new ReferenceManager.RefreshListener() {
            private long generation;

            @Override
            public void beforeRefresh() {
                generation = refreshGeneration.incrementAndGet();
            }

            @Override
            public void afterRefresh(boolean didRefresh) {
                long visibleBefore = generation;
                unrefreshed.values().removeIf(entry -> entry[1] < visibleBefore);
            }
        });
        this.refresher = Executors.newSingleThreadScheduledExecutor(runnable -> {
            Thread thread = new Thread(runnable, "transcript-search-refresh");
            thread.setDaemon(true);
            return thread;
        });
        refresher.scheduleWithFixedDelay(this::refreshQuietly, REFRESH_MILLIS, REFRESH_MILLIS, TimeUnit.MILLISECONDS);
    }

    /** Without an embedding store: every vector is computed (tests, tools). */
    static TranscriptIndex open(Path root) {
        return open(root, EmbeddingStore.NONE, MiniLmEmbedder.shared());
    }

    static TranscriptIndex open(Path root, EmbeddingStore store, Embedder model) {
        try {
            // Vectors of texts that may since have been deleted: the store keeps them now, with their transcripts.
            Files.deleteIfExists(root.resolve(LEGACY_CACHE_FILE));
            Path indexPath = root.resolve(INDEX_DIRECTORY);
            Files.createDirectories(indexPath);
            Directory directory = FSDirectory.open(indexPath);
            long applied = 0;
            boolean create = true;
            try {
                if (DirectoryReader.indexExists(directory)) {
                    Map<String, String> data = SegmentInfos.readLatestCommit(directory).getUserData();
                    if (IndexSchema.VERSION.equals(data.get(IndexSchema.COMMIT_VERSION))) {
                        applied = Long.parseLong(data.getOrDefault(IndexSchema.COMMIT_SEQUENCE, "0"));
                        create = false;
                    } else {
                        LOG.log(System.Logger.Level.WARNING, "index at {0} has schema {1}, expected {2}: starting empty (rebuild)",
                                indexPath, data.get(IndexSchema.COMMIT_VERSION), IndexSchema.VERSION);
                    }
                }
            } catch (CorruptIndexException | IndexFormatTooOldException | IndexFormatTooNewException | NumberFormatException e) {
                LOG.log(System.Logger.Level.WARNING, "index at " + indexPath + " is unreadable: starting empty (rebuild)", e);
            }
            if (create) {
                deleteFiles(indexPath);
            }
            // No compound files: packing a flushed segment into one reads all of its files back through the
            // memory map — 60-100 MB of index pages resident at once for each 128 MB flush, which set the
            // server's peak memory during a rebuild (docs/performance.md, "Server memory … fourth round").
            TieredMergePolicy merges = new TieredMergePolicy();
            merges.setNoCFSRatio(0.0);
            IndexWriterConfig config = new IndexWriterConfig(IndexSchema.analyzer())
                    .setOpenMode(create ? IndexWriterConfig.OpenMode.CREATE : IndexWriterConfig.OpenMode.APPEND)
                    .setCodec(codec())
                    .setRAMBufferSizeMB(RAM_BUFFER_MB)
                    .setUseCompoundFile(false)
                    .setMergePolicy(merges);
            IndexWriter writer = new IndexWriter(directory, config);
            VectorSupply supply = new VectorSupply(model, store, VectorSupply.sharedWorkers(),
                    Runtime.getRuntime().availableProcessors());
            TranscriptIndex index = new TranscriptIndex(directory, writer, applied, supply);
            if (create) {
                index.commit();
            }
            return index;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open the transcript index under " + root, e);
        }
    }

    /**
     * The default codec, with int8-quantised HNSW graphs (a quarter of the vector bytes to keep in
     * memory) built with a beam of 50 instead of 100: building the graphs is most of a rebuild, and
     * most questions are scored exactly anyway (small accounts, {@link ExactVectorSearch}).
     */
    private static Lucene104Codec codec() {
        KnnVectorsFormat quantized = new Lucene104HnswScalarQuantizedVectorsFormat(
                QuantizedByteVectorValues.ScalarEncoding.UNSIGNED_BYTE, 16, GRAPH_BEAM_WIDTH);
        return new Lucene104Codec() {
            @Override
            public KnnVectorsFormat getKnnVectorsFormatForField(String field) {
                return quantized;
            }
        };
    }

    private static void deleteFiles(Path indexPath) throws IOException {
        try (Stream<Path> files = Files.list(indexPath)) {
            for (Path file : files.toList()) {
                Files.deleteIfExists(file);
            }
        }
    }

    void index(TranscriptDocument transcript) {
        indexAll(List.of(transcript));
    }

    /**
     * Indexes the transcripts: their vectors in one go ({@link VectorSupply}: one read of the store,
     * the missing ones on every core), then the Lucene documents, also spread over the cores.
     */
    void indexAll(List<TranscriptDocument> transcripts) {
        if (transcripts.isEmpty()) {
            return;
        }
        boolean bulk = transcripts.size() >= BULK_TRANSCRIPTS;
        if (bulk) {
            bulkCalls.incrementAndGet();
        }
        try {
            indexPlanned(transcripts);
        } finally {
            if (bulk) {
                bulkEndedNanos = System.nanoTime();
                bulkCalls.decrementAndGet();
            }
        }
    }

    private void indexPlanned(List<TranscriptDocument> transcripts) {
        List<DocumentFactory.Plan> plans = transcripts.stream().map(DocumentFactory::plan).toList();
        List<List<float[]>> planned = vectors.vectors(plans);
        long highest = transcripts.stream().mapToLong(TranscriptDocument::sequence).max().orElseThrow();
        int shares = Math.min(Runtime.getRuntime().availableProcessors(), plans.size());
        if (shares <= 1) {
            for (int i = 0; i < plans.size(); i++) {
                write(plans.get(i), planned.get(i));
            }
            applied.accumulateAndGet(highest, Math::max);
            return;
        }
        // In parallel: a failure leaves the applied sequence where it was, and the whole batch is applied again.
        Parallel.forEach(plans.size(), VectorSupply.sharedWorkers(), shares - 1, i -> write(plans.get(i), planned.get(i)));
        // Only now: written in parallel, a later transcript may be in while an earlier one failed.
        applied.accumulateAndGet(highest, Math::max);
    }

    private void write(DocumentFactory.Plan plan, List<float[]> planVectors) {
        TranscriptDocument transcript = plan.transcript();
        List<Document> all = new ArrayList<>(DocumentFactory.build(plan, planVectors));
        all.add(marker(transcript.accountId(), transcript.transcriptId(), transcript.sequence()));
        replace(IndexSchema.key(transcript.accountId(), transcript.transcriptId()), transcript.sequence(), all);
    }

    void delete(String accountId, String transcriptId, long sequence) {
        replace(IndexSchema.key(accountId, transcriptId), sequence, List.of(marker(accountId, transcriptId, sequence)));
        applied.accumulateAndGet(sequence, Math::max);
    }

    /** Replaces the transcript's documents unless a later change of it is already applied (the caller raises the applied sequence). */
    private void replace(String key, long sequence, List<Document> replacement) {
        synchronized (stripes[Math.floorMod(key.hashCode(), stripes.length)]) {
            long current = currentSequence(key);
            if (sequence >= current) {
                try {
                    writer.updateDocuments(new Term(IndexSchema.TRANSCRIPT_KEY, key), replacement);
                } catch (IOException e) {
                    throw new UncheckedIOException("cannot write to the transcript index", e);
                }
                unrefreshed.put(key, new long[] {sequence, refreshGeneration.get()});
            }
        }
    }

    /** The sequence of the change last applied to the transcript, or -1. */
    private long currentSequence(String key) {
        long[] recent = unrefreshed.get(key);
        if (recent != null) {
            return recent[0];
        }
        try {
            IndexSearcher searcher = searchers.acquire();
            try {
                BooleanQuery query = new BooleanQuery.Builder()
                        .add(new TermQuery(new Term(IndexSchema.TRANSCRIPT_KEY, key)), BooleanClause.Occur.FILTER)
                        .add(new TermQuery(new Term(IndexSchema.TYPE, TYPE_MARKER)), BooleanClause.Occur.FILTER)
                        .build();
                TopDocs top = searcher.search(query, 1);
                if (top.scoreDocs.length == 0) {
                    return -1;
                }
                return searcher.storedFields().document(top.scoreDocs[0].doc)
                        .getField(MARKER_SEQUENCE).numericValue().longValue();
            } finally {
                searchers.release(searcher);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the transcript index", e);
        }
    }

    private static Document marker(String accountId, String transcriptId, long sequence) {
        Document marker = new Document();
        marker.add(new StringField(IndexSchema.TYPE, TYPE_MARKER, Field.Store.NO));
        marker.add(new StringField(IndexSchema.ACCOUNT, accountId, Field.Store.NO));
        marker.add(new StringField(IndexSchema.TRANSCRIPT_KEY, IndexSchema.key(accountId, transcriptId), Field.Store.NO));
        marker.add(new StoredField(MARKER_SEQUENCE, sequence));
        return marker;
    }

    long appliedSequence() {
        return applied.get();
    }

    synchronized void commit() {
        try {
            long sequence = applied.get(); // read before the commit: every change up to it is in the writer
            writer.setLiveCommitData(Map.of(
                    IndexSchema.COMMIT_SEQUENCE, Long.toString(sequence),
                    IndexSchema.COMMIT_VERSION, IndexSchema.VERSION).entrySet());
            writer.commit();
            searchers.maybeRefreshBlocking();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot commit the transcript index", e);
        }
    }

    synchronized void clear() {
        try {
            writer.deleteAll();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot clear the transcript index", e);
        }
        unrefreshed.clear();
        applied.set(0);
        commit();
    }

    IndexSearcher acquire() {
        try {
            return searchers.acquire();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the transcript index", e);
        }
    }

    void release(IndexSearcher searcher) {
        try {
            searchers.release(searcher);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot release a searcher", e);
        }
    }

    Embedder embedder() {
        return vectors.model();
    }

    /** Texts run through the model since the index was opened. */
    long computedVectors() {
        return vectors.computed();
    }

    /** Vectors taken from the embedding store since the index was opened. */
    long storedVectors() {
        return vectors.found();
    }

    /** Bulk indexing going on, or ended less than {@value #BULK_QUIET_MILLIS} ms ago. */
    boolean inBulk() {
        return bulkCalls.get() > 0 || System.nanoTime() - bulkEndedNanos < TimeUnit.MILLISECONDS.toNanos(BULK_QUIET_MILLIS);
    }

    private void refreshQuietly() {
        if (inBulk()) {
            return;
        }
        try {
            searchers.maybeRefresh();
        } catch (IOException | RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, "transcript index refresh failed", e);
        }
    }

    @Override
    public synchronized void close() {
        // Not shutdownNow: an interrupt during a refresh's write closes Lucene's file channels
        // (ClosedByInterruptException), a tragic event that leaves the writer unable to commit.
        refresher.shutdown();
        try {
            if (!refresher.awaitTermination(30, TimeUnit.SECONDS)) {
                LOG.log(System.Logger.Level.WARNING, "a transcript index refresh still runs at close");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        try {
            commit();
            searchers.close();
            writer.close();
            directory.close();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot close the transcript index", e);
        }
    }
}
