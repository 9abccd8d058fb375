package io.attest.adapters.search;

import io.attest.plugin.api.meetings.search.EmbeddingStore;
import io.attest.plugin.api.meetings.search.TextHash;
import io.attest.plugin.api.meetings.search.TranscriptDocument;
import io.attest.plugin.api.meetings.search.TranscriptVectors;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.LongAdder;

/**
 * The vectors of planned transcripts: first from the {@link EmbeddingStore} (PostgreSQL in the
 * server), else from the model — the missing texts of all the transcripts at once, spread over the
 * machine's cores — and what was computed is saved back to the store with its transcript. A store
 * that fails (the database is down) only costs time: the vectors are computed and indexing goes on.
 */
final class VectorSupply {

    /** Keys per read from the store: one round trip per a few thousand vectors. */
    private static final int FIND_CHUNK = 4_000;
    /** Below twice this many texts to compute, splitting over threads costs more than it saves. */
    private static final int PARALLEL_FROM = 8;
    /** Texts per task when the model's work is spread over the cores: a few batches of short texts. */
    private static final int CHUNK = 64;
    private static final System.Logger LOG = System.getLogger(VectorSupply.class.getName());

    private final Embedder model;
    private final EmbeddingStore store;
    private final ExecutorService workers;
    private final int parallelism;
    private final LongAdder computed = new LongAdder();
    private final LongAdder found = new LongAdder();

    VectorSupply(Embedder model, EmbeddingStore store, ExecutorService workers, int parallelism) {
        this.model = model;
        this.store = store;
        this.workers = workers;
        this.parallelism = Math.max(1, parallelism);
    }

    /** The vectors of each plan's {@link DocumentFactory.Plan#embedded()} texts, in order. */
    List<List<float[]>> vectors(List<DocumentFactory.Plan> plans) {
        List<List<TextHash>> hashes = new ArrayList<>(plans.size());
        Set<EmbeddingStore.Key> keys = new LinkedHashSet<>();
        for (DocumentFactory.Plan plan : plans) {
            List<TextHash> ofPlan = new ArrayList<>(plan.embedded().size());
            for (String text : plan.embedded()) {
                TextHash hash = TextHash.of(text);
                ofPlan.add(hash);
                keys.add(new EmbeddingStore.Key(plan.transcript().accountId(), hash));
            }
            hashes.add(ofPlan);
        }
        Map<EmbeddingStore.Key, float[]> stored = find(new ArrayList<>(keys));

        // Each text the store does not have is computed once, whichever transcripts hold it.
        Map<String, float[]> missing = new LinkedHashMap<>();
        for (int p = 0; p < plans.size(); p++) {
            DocumentFactory.Plan plan = plans.get(p);
            for (int t = 0; t < plan.embedded().size(); t++) {
                float[] vector = stored.get(new EmbeddingStore.Key(plan.transcript().accountId(), hashes.get(p).get(t)));
                if (vector == null || vector.length != MiniLmEmbedder.DIMENSIONS) {
                    missing.put(plan.embedded().get(t), null);
                }
            }
        }
        if (!missing.isEmpty()) {
            List<String> texts = new ArrayList<>(missing.keySet());
            List<float[]> vectors = embed(texts);
            for (int i = 0; i < texts.size(); i++) {
                missing.put(texts.get(i), vectors.get(i));
            }
            computed.add(texts.size());
        }

        List<List<float[]>> result = new ArrayList<>(plans.size());
        List<TranscriptVectors> toSave = new ArrayList<>();
        long fromStore = 0;
        for (int p = 0; p < plans.size(); p++) {
            DocumentFactory.Plan plan = plans.get(p);
            TranscriptDocument transcript = plan.transcript();
            List<float[]> vectors = new ArrayList<>(plan.embedded().size());
            Map<TextHash, float[]> all = new HashMap<>();
            boolean anyComputed = false;
            for (int t = 0; t < plan.embedded().size(); t++) {
                float[] vector = missing.get(plan.embedded().get(t));
                if (vector == null) {
                    vector = stored.get(new EmbeddingStore.Key(transcript.accountId(), hashes.get(p).get(t)));
                    fromStore++;
                } else {
                    anyComputed = true;
                }
                vectors.add(vector);
                all.put(hashes.get(p).get(t), vector);
            }
            result.add(vectors);
            if (anyComputed) {
                toSave.add(new TranscriptVectors(transcript.accountId(), transcript.transcriptId(), transcript.sequence(), all));
            }
        }
        found.add(fromStore);
        save(toSave);
        return result;
    }

    private Map<EmbeddingStore.Key, float[]> find(List<EmbeddingStore.Key> keys) {
        Map<EmbeddingStore.Key, float[]> stored = new HashMap<>();
        try {
            for (int from = 0; from < keys.size(); from += FIND_CHUNK) {
                stored.putAll(store.find(MiniLmEmbedder.MODEL_ID, keys.subList(from, Math.min(keys.size(), from + FIND_CHUNK))));
            }
        } catch (RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, "cannot read stored vectors; computing them", e);
        }
        return stored;
    }

    private void save(List<TranscriptVectors> transcripts) {
        if (transcripts.isEmpty()) {
            return;
        }
        try {
            store.saveAll(MiniLmEmbedder.MODEL_ID, transcripts);
        } catch (RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, "cannot store computed vectors (the next rebuild computes them again)", e);
        }
    }

    /**
     * The model over the texts, spread over the cores: the texts sorted by length and cut into runs of
     * {@value #CHUNK} (similar lengths batch well), which the calling thread and the pool's threads take
     * in turn ({@link Parallel}).
     */
    private List<float[]> embed(List<String> texts) {
        if (texts.size() < 2 * PARALLEL_FROM || parallelism == 1 || workers == null) {
            return model.embedAll(texts);
        }
        Integer[] order = new Integer[texts.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        java.util.Arrays.sort(order, Comparator.comparingInt(i -> texts.get(i).length()));
        int chunk = Math.max(PARALLEL_FROM, Math.min(CHUNK, (texts.size() + parallelism - 1) / parallelism));
        int chunks = (texts.size() + chunk - 1) / chunk;
        float[][] vectors = new float[texts.size()][];
        Parallel.forEach(chunks, workers, parallelism - 1, c -> {
            int from = c * chunk;
            int to = Math.min(texts.size(), from + chunk);
            List<String> share = new ArrayList<>(to - from);
            for (int i = from; i < to; i++) {
                share.add(texts.get(order[i]));
            }
            List<float[]> computed = model.embedAll(share);
            for (int i = from; i < to; i++) {
                vectors[order[i]] = computed.get(i - from);
            }
        });
        return List.of(vectors);
    }

    /** Texts run through the model since the index was opened. */
    long computed() {
        return computed.sum();
    }

    /** Vectors taken from the store since the index was opened. */
    long found() {
        return found.sum();
    }

    Embedder model() {
        return model;
    }

    /** A daemon pool with one thread per core, shared by the JVM's indexes (like the model). */
    static ExecutorService sharedWorkers() {
        return Workers.POOL;
    }

    private static final class Workers {
        static final ExecutorService POOL = Executors.newFixedThreadPool(Runtime.getRuntime().availableProcessors(), runnable -> {
            Thread thread = new Thread(runnable, "transcript-index-worker");
            thread.setDaemon(true);
            return thread;
        });
    }
}
