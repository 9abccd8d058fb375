package io.attest.adapters.search;

import static io.attest.adapters.search.Transcripts.transcript;
import static org.assertj.core.api.Assertions.assertThat;

import io.attest.plugin.api.meetings.ItemKind;
import io.attest.plugin.api.meetings.search.EmbeddingStore;
import io.attest.plugin.api.meetings.search.SearchHit;
import io.attest.plugin.api.meetings.search.SearchQuery;
import io.attest.plugin.api.meetings.search.TextHash;
import io.attest.plugin.api.meetings.search.TranscriptDocument;
import io.attest.plugin.api.meetings.search.TranscriptVectors;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The provider with an embedding store: vectors computed once are found again by any later index —
 * after the whole directory is deleted, on another instance — and the model is not run for them.
 */
class StoredVectorsTest {

    @TempDir
    Path root;
    private final List<LuceneTranscriptSearch> opened = new ArrayList<>();

    @AfterEach
    void closeAll() {
        opened.forEach(LuceneTranscriptSearch::close);
    }

    /** The real model, counting the texts it embeds for indexing (questions go through {@link #embed}). */
    static final class CountingEmbedder implements Embedder {
        final AtomicInteger texts = new AtomicInteger();

        @Override
        public List<float[]> embedAll(List<String> batch) {
            texts.addAndGet(batch.size());
            return MiniLmEmbedder.shared().embedAll(batch);
        }

        @Override
        public float[] embed(String text) {
            return MiniLmEmbedder.shared().embed(text);
        }
    }

    /** PostgreSQL's rules in memory: per account, per transcript, and only while the transcript is at that sequence. */
    static final class MemoryStore implements EmbeddingStore {
        record Row(String accountId, String transcriptId, String model, TextHash text) {
        }

        final Map<Row, float[]> rows = new ConcurrentHashMap<>();
        final Map<String, Long> current = new ConcurrentHashMap<>(); // account/transcript -> latest sequence
        final AtomicInteger finds = new AtomicInteger();
        volatile boolean failing;

        @Override
        public Map<Key, float[]> find(String model, Collection<Key> keys) {
            finds.incrementAndGet();
            if (failing) {
                throw new IllegalStateException("database down");
            }
            Map<Key, float[]> out = new HashMap<>();
            rows.forEach((row, vector) -> {
                Key key = new Key(row.accountId(), row.text());
                if (row.model().equals(model) && keys.contains(key)) {
                    out.put(key, vector);
                }
            });
            return out;
        }

        @Override
        public int saveAll(String model, List<TranscriptVectors> transcripts) {
            if (failing) {
                throw new IllegalStateException("database down");
            }
            int kept = 0;
            for (TranscriptVectors t : transcripts) {
                Long latest = current.get(t.accountId() + "/" + t.transcriptId());
                if (latest == null || latest != t.sequence()) {
                    continue;
                }
                rows.keySet().removeIf(r -> r.accountId().equals(t.accountId()) && r.transcriptId().equals(t.transcriptId())
                        && !t.vectors().containsKey(r.text()));
                t.vectors().forEach((hash, vector) -> rows.put(new Row(t.accountId(), t.transcriptId(), model, hash), vector));
                kept++;
            }
            return kept;
        }

        TranscriptDocument stored(TranscriptDocument document) {
            current.put(document.accountId() + "/" + document.transcriptId(), document.sequence());
            return document;
        }

        void delete(String accountId, String transcriptId) {
            current.remove(accountId + "/" + transcriptId);
            rows.keySet().removeIf(r -> r.accountId().equals(accountId) && r.transcriptId().equals(transcriptId));
        }
    }

    private LuceneTranscriptSearch open(Path dir, EmbeddingStore store, Embedder model) {
        LuceneTranscriptSearch search = new LuceneTranscriptSearch(model);
        search.open(dir, store);
        opened.add(search);
        return search;
    }

    private static TranscriptDocument budget(String account, String id, long sequence) {
        return transcript(account, id).sequence(sequence)
                .line("Ada: Morning everyone.")
                .item(id + "-1", ItemKind.ACTION_ITEM, "Bob: Ada, could you send the marketing budget by Friday?", "ada@example.com", "bob@example.com")
                .line("Ada: Sure, will do.")
                .item(id + "-2", ItemKind.DECISION, "Ada: We freeze hiring until June.")
                .build();
    }

    private static List<String> find(LuceneTranscriptSearch search, String account, String text) {
        return search.search(new SearchQuery(account, text, null, null, List.of(), 20)).stream().map(SearchHit::itemId).toList();
    }

    @Test
    void aRebuildAfterTheWholeDirectoryIsDeletedTakesEveryVectorFromTheStore() throws IOException {
        MemoryStore store = new MemoryStore();
        List<TranscriptDocument> documents = List.of(store.stored(budget("acct_a", "t1", 1)), store.stored(budget("acct_a", "t2", 2)),
                store.stored(budget("acct_b", "t1", 3)));
        CountingEmbedder first = new CountingEmbedder();
        LuceneTranscriptSearch search = open(root.resolve("one"), store, first);
        search.indexAll(documents);
        search.commit();
        assertThat(first.texts.get()).isPositive();
        long stored = store.rows.size();
        assertThat(stored).isEqualTo(3 * 4); // per transcript: two items and the two passages holding them
        search.close();
        opened.remove(search);

        deleteRecursively(root.resolve("one"));
        CountingEmbedder second = new CountingEmbedder();
        LuceneTranscriptSearch rebuilt = open(root.resolve("one"), store, second);
        assertThat(rebuilt.appliedSequence()).isZero();
        rebuilt.indexAll(documents);
        rebuilt.commit();
        assertThat(second.texts.get()).isZero(); // the model never ran
        assertThat(rebuilt.computedVectors()).isZero();
        assertThat(rebuilt.storedVectors()).isEqualTo(12);
        assertThat(store.rows).hasSize(12); // nothing written again
        assertThat(find(rebuilt, "acct_a", "who sends the marketing money?")).contains("t1-1", "t2-1");
    }

    @Test
    void anotherInstanceFindsTheVectorsTheFirstOneComputedOneTranscriptAtATime() {
        MemoryStore store = new MemoryStore();
        LuceneTranscriptSearch first = open(root.resolve("first"), store, new CountingEmbedder());
        TranscriptDocument document = store.stored(budget("acct_a", "t1", 1));
        first.index(document);

        CountingEmbedder model = new CountingEmbedder();
        LuceneTranscriptSearch second = open(root.resolve("second"), store, model);
        second.index(document);
        second.commit();
        assertThat(model.texts.get()).isZero();
        assertThat(find(second, "acct_a", "hiring freeze")).contains("t1-2");
    }

    @Test
    void vectorsAreNeverSharedAcrossAccountsEvenForTheSameText() {
        MemoryStore store = new MemoryStore();
        CountingEmbedder model = new CountingEmbedder();
        LuceneTranscriptSearch search = open(root.resolve("dir"), store, model);
        search.index(store.stored(budget("acct_a", "t1", 1)));
        int afterA = model.texts.get();
        search.index(store.stored(budget("acct_b", "t1", 2))); // the very same texts in another account
        assertThat(model.texts.get()).isEqualTo(2 * afterA); // computed again, not read from acct_a's rows
        assertThat(store.rows.keySet()).extracting(MemoryStore.Row::accountId).containsOnly("acct_a", "acct_b");
        assertThat(store.rows.keySet().stream().filter(r -> r.accountId().equals("acct_b")).count()).isEqualTo(4);
    }

    @Test
    void vectorsOfAVersionThatIsNoLongerCurrentAreNotKept() {
        MemoryStore store = new MemoryStore();
        LuceneTranscriptSearch search = open(root.resolve("dir"), store, new CountingEmbedder());
        TranscriptDocument old = budget("acct_a", "t1", 1);
        store.stored(budget("acct_a", "t1", 5)); // replaced (sequence 5) before this instance indexed version 1
        search.index(old);
        assertThat(store.rows).isEmpty();

        store.stored(old);
        search.index(old);
        assertThat(store.rows).hasSize(4);
        store.delete("acct_a", "t1");
        assertThat(store.rows).isEmpty();
    }

    @Test
    void aStoreThatFailsOnlyCostsTheModel() {
        MemoryStore store = new MemoryStore();
        store.failing = true;
        CountingEmbedder model = new CountingEmbedder();
        LuceneTranscriptSearch search = open(root.resolve("dir"), store, model);
        search.index(store.stored(budget("acct_a", "t1", 1)));
        search.commit();
        assertThat(model.texts.get()).isEqualTo(4);
        assertThat(find(search, "acct_a", "marketing budget")).contains("t1-1");
    }

    @Test
    void manyTranscriptsAtOnceReadTheStoreOnceAndGiveTheSameVectorsAsOneByOne() {
        MemoryStore store = new MemoryStore();
        List<TranscriptDocument> documents = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            documents.add(store.stored(budget("acct_a", "t" + i, i + 1)));
        }
        LuceneTranscriptSearch search = open(root.resolve("dir"), store, new CountingEmbedder());
        search.indexAll(documents);
        assertThat(store.finds.get()).isEqualTo(1);
        assertThat(store.rows).hasSize(12 * 4);
        float[] together = store.rows.get(new MemoryStore.Row("acct_a", "t3", MiniLmEmbedder.MODEL_ID,
                TextHash.of("We freeze hiring until June.")));
        float[] alone = MiniLmEmbedder.shared().embed("We freeze hiring until June.");
        double dot = 0;
        for (int d = 0; d < alone.length; d++) {
            dot += together[d] * alone[d];
        }
        assertThat(dot).isGreaterThan(0.98);
        search.commit();
        assertThat(find(search, "acct_a", "hiring freeze")).containsAll(
                documents.stream().map(d -> d.transcriptId() + "-2").toList());
    }

    private static void deleteRecursively(Path dir) throws IOException {
        try (Stream<Path> paths = Files.walk(dir)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }
}
