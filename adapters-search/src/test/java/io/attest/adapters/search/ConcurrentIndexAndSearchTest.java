package io.attest.adapters.search;

import static io.attest.adapters.search.Transcripts.transcript;
import static org.assertj.core.api.Assertions.assertThat;

import io.attest.plugin.api.meetings.ItemKind;
import io.attest.plugin.api.meetings.search.SearchHit;
import io.attest.plugin.api.meetings.search.SearchQuery;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Writers and readers at once: no error, no foreign item, nothing lost, the highest sequence recorded. */
class ConcurrentIndexAndSearchTest {

    private static final int WRITERS = 3;
    private static final int PER_WRITER = 30;
    private static final String[] TOPICS = {"invoice", "roadmap", "hiring", "security", "pricing", "migration"};

    @TempDir
    Path dir;

    @Test
    void indexAndSearchAtTheSameTime() throws Exception {
        LuceneTranscriptSearch search = new LuceneTranscriptSearch();
        search.open(dir);
        ExecutorService pool = Executors.newFixedThreadPool(WRITERS + 2);
        CountDownLatch start = new CountDownLatch(1);
        AtomicBoolean writing = new AtomicBoolean(true);
        ConcurrentLinkedQueue<String> foreign = new ConcurrentLinkedQueue<>();
        List<Future<?>> writers = new ArrayList<>();
        for (int w = 0; w < WRITERS; w++) {
            int writer = w;
            writers.add(pool.submit(() -> {
                start.await();
                for (int i = 0; i < PER_WRITER; i++) {
                    int n = writer * PER_WRITER + i;
                    String account = "acct_" + (n % 2);
                    String topic = TOPICS[n % TOPICS.length];
                    search.index(transcript(account, "t" + n).sequence(n + 1)
                            .line("Ada: Status of the " + topic + " work, batch " + n + ".")
                            .item(account + "-i" + n, ItemKind.ACTION_ITEM,
                                    "Bob: Ada, please finish the " + topic + " review number w" + n + " soon.",
                                    "ada@example.com", "bob@example.com")
                            .build());
                    if (i % 10 == 9) {
                        search.commit();
                    }
                }
                return null;
            }));
        }
        List<Future<Integer>> readers = new ArrayList<>();
        for (int r = 0; r < 2; r++) {
            readers.add(pool.submit(() -> {
                start.await();
                int searches = 0;
                while (writing.get()) {
                    for (String topic : TOPICS) {
                        for (SearchHit hit : search.search(new SearchQuery("acct_0", topic + " review", null, null, List.of(), 20))) {
                            if (!hit.itemId().startsWith("acct_0-")) {
                                foreign.add(hit.itemId());
                            }
                        }
                        searches++;
                    }
                }
                return searches;
            }));
        }
        start.countDown();
        for (Future<?> writer : writers) {
            writer.get(5, TimeUnit.MINUTES);
        }
        writing.set(false);
        int searches = 0;
        for (Future<Integer> reader : readers) {
            searches += reader.get(1, TimeUnit.MINUTES);
        }
        pool.shutdown();
        search.commit();

        assertThat(searches).isPositive();
        assertThat(foreign).isEmpty();
        assertThat(search.appliedSequence()).isEqualTo(WRITERS * PER_WRITER);
        for (int n = 0; n < WRITERS * PER_WRITER; n++) {
            String account = "acct_" + (n % 2);
            assertThat(search.search(new SearchQuery(account, "w" + n, null, null, List.of(), 5)))
                    .extracting(SearchHit::itemId).first().isEqualTo(account + "-i" + n);
        }
        search.close();
    }
}
