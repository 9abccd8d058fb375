package io.attest.adapters.search;

import static io.attest.adapters.search.Transcripts.transcript;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

import io.attest.plugin.api.meetings.ItemKind;
import io.attest.plugin.api.meetings.search.SearchHit;
import io.attest.plugin.api.meetings.search.SearchQuery;
import io.attest.plugin.api.meetings.search.TranscriptDocument;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Replace, delete, late changes, the applied sequence across close/open, clear, rebuild, damaged files. */
class IndexLifecycleTest {

    private static final String ACCOUNT = "acct_l";

    @TempDir
    Path dir;
    private LuceneTranscriptSearch search = new LuceneTranscriptSearch();

    @AfterEach
    void close() {
        search.close();
    }

    private static TranscriptDocument budget(long sequence) {
        return transcript(ACCOUNT, "t1").sequence(sequence)
                .item("old-1", ItemKind.ACTION_ITEM, "Bob: Ada, could you send the marketing budget?", "ada@example.com", "bob@example.com")
                .item("old-2", ItemKind.DECISION, "Ada: We freeze hiring until June.")
                .build();
    }

    private static TranscriptDocument venue(long sequence) {
        return transcript(ACCOUNT, "t1").sequence(sequence)
                .item("new-1", ItemKind.COMMITMENT, "Bob: I will book the conference venue.", "bob@example.com", "ada@example.com")
                .build();
    }

    private List<String> find(String text) {
        return search.search(new SearchQuery(ACCOUNT, text, null, null, List.of(), 100)).stream().map(SearchHit::itemId).toList();
    }

    @Test
    void indexingTheSameTranscriptAgainReplacesItsItems() {
        search.open(dir);
        search.index(budget(1));
        search.commit();
        assertThat(find("marketing budget")).contains("old-1");

        search.index(venue(2));
        search.commit();
        assertThat(find("marketing budget")).doesNotContain("old-1", "old-2");
        assertThat(find("hiring freeze")).doesNotContain("old-2");
        assertThat(find("conference venue")).containsExactly("new-1");
    }

    /** Packing a segment into a compound file reads it back through the memory map: the server's peak (TranscriptIndex). */
    @Test
    void flushedSegmentsAreNotPackedIntoCompoundFiles() throws IOException {
        search.open(dir);
        search.index(budget(1));
        search.commit();
        search.index(venue(2));
        search.commit();
        try (Stream<Path> files = Files.list(dir.resolve(TranscriptIndex.INDEX_DIRECTORY))) {
            List<String> names = files.map(f -> f.getFileName().toString()).toList();
            assertThat(names).anyMatch(n -> n.endsWith(".si")).noneMatch(n -> n.endsWith(".cfs") || n.endsWith(".cfe"));
        }
        assertThat(find("conference venue")).containsExactly("new-1");
    }

    @Test
    void deleteRemovesTheTranscriptFromSearch() {
        search.open(dir);
        search.index(budget(1));
        search.commit();
        search.delete(ACCOUNT, "t1", 2);
        search.commit();
        assertThat(find("marketing budget")).isEmpty();
        assertThat(search.appliedSequence()).isEqualTo(2);
    }

    @Test
    void aLateOlderChangeDoesNotUndoANewerOne() {
        search.open(dir);
        search.index(venue(5));
        search.index(budget(3)); // arrives after 5, before any refresh
        search.commit();
        assertThat(find("conference venue")).containsExactly("new-1");
        assertThat(find("marketing budget")).isEmpty();

        search.delete(ACCOUNT, "t1", 7);
        search.commit();
        search.index(venue(6)); // older than the delete, now read back from the index's marker
        search.commit();
        assertThat(find("conference venue")).isEmpty();
        assertThat(search.appliedSequence()).isEqualTo(7);

        search.index(budget(8));
        search.commit();
        assertThat(find("marketing budget")).contains("old-1");
    }

    @Test
    void appliedSequenceIsTheHighestAndSurvivesCloseAndOpen() {
        search.open(dir);
        assertThat(search.appliedSequence()).isZero();
        search.index(budget(41));
        search.index(transcript(ACCOUNT, "t2").sequence(40).build());
        assertThat(search.appliedSequence()).isEqualTo(41);
        search.commit();
        search.close();

        search = new LuceneTranscriptSearch();
        search.open(dir);
        assertThat(search.appliedSequence()).isEqualTo(41);
        assertThat(find("marketing budget")).contains("old-1");
    }

    @Test
    void closeCommitsWhatWasIndexed() {
        search.open(dir);
        search.index(budget(9));
        search.close();
        search = new LuceneTranscriptSearch();
        search.open(dir);
        assertThat(search.appliedSequence()).isEqualTo(9);
        assertThat(find("marketing budget")).contains("old-1");
    }

    @Test
    void clearEmptiesTheIndexAndResetsTheSequence() {
        search.open(dir);
        search.index(budget(12));
        search.commit();
        search.clear();
        assertThat(search.appliedSequence()).isZero();
        assertThat(find("marketing budget")).isEmpty();
        search.close();

        search = new LuceneTranscriptSearch();
        search.open(dir);
        assertThat(search.appliedSequence()).isZero();
        assertThat(find("marketing budget")).isEmpty();

        search.index(budget(13)); // the rebuild that follows a clear
        search.commit();
        assertThat(find("marketing budget")).contains("old-1");
    }

    @Test
    void rebuildsAfterTheIndexDirectoryIsDeleted() throws IOException {
        search.open(dir);
        search.index(budget(20));
        search.index(transcript(ACCOUNT, "t2").sequence(21)
                .item("t2-1", ItemKind.OPEN_QUESTION, "Ada: Who approves the travel policy?").build());
        search.commit();
        search.close();
        deleteRecursively(dir);

        search = new LuceneTranscriptSearch();
        search.open(dir);
        assertThat(search.appliedSequence()).isZero();
        assertThat(find("travel policy")).isEmpty();
        search.index(budget(20));
        search.index(transcript(ACCOUNT, "t2").sequence(21)
                .item("t2-1", ItemKind.OPEN_QUESTION, "Ada: Who approves the travel policy?").build());
        search.commit();
        assertThat(search.appliedSequence()).isEqualTo(21);
        assertThat(find("travel policy")).containsExactly("t2-1");
        assertThat(find("marketing budget")).contains("old-1");
    }

    @Test
    void aDamagedIndexOpensEmptySoItCanBeRebuilt() throws IOException {
        search.open(dir);
        search.index(budget(30));
        search.commit();
        search.close();
        try (Stream<Path> files = Files.list(dir.resolve(TranscriptIndex.INDEX_DIRECTORY))) {
            for (Path file : files.filter(f -> f.getFileName().toString().startsWith("segments_")).toList()) {
                Files.write(file, new byte[] {1, 2, 3}, StandardOpenOption.TRUNCATE_EXISTING);
            }
        }
        search = new LuceneTranscriptSearch();
        search.open(dir);
        assertThat(search.appliedSequence()).isZero();
        assertThat(find("marketing budget")).isEmpty();
        search.index(budget(30));
        search.commit();
        assertThat(find("marketing budget")).contains("old-1");
    }

    @Test
    void theLocalVectorCacheOfEarlierVersionsIsRemovedAtOpen() throws IOException {
        Files.createDirectories(dir);
        Path legacy = dir.resolve(TranscriptIndex.LEGACY_CACHE_FILE);
        Files.write(legacy, new byte[] {1, 2, 3});
        search.open(dir);
        assertThat(legacy).doesNotExist(); // vectors of texts that may be deleted do not stay on disk
    }

    @Test
    void bulkIndexingPausesThePeriodicRefreshAndACommitStillShowsEverything() {
        List<TranscriptDocument> many = new java.util.ArrayList<>();
        for (int i = 0; i < TranscriptIndex.BULK_TRANSCRIPTS; i++) {
            many.add(transcript(ACCOUNT, "bulk-" + i).sequence(i + 1)
                    .item("bulk-item-" + i, ItemKind.DECISION, "Ada: We keep the marketing budget number " + i + ".").build());
        }
        try (TranscriptIndex index = TranscriptIndex.open(dir.resolve("direct"))) {
            index.index(budget(1));
            assertThat(index.inBulk()).isFalse(); // one transcript (an ingest) is not bulk work
            index.indexAll(many);
            assertThat(index.inBulk()).isTrue();
            index.commit();
        }
        search.open(dir.resolve("direct"));
        assertThat(find("marketing budget")).contains("old-1")
                .containsAll(many.stream().map(t -> t.items().getFirst().itemId()).toList());
    }

    @Test
    void searchesSeeChangesWithoutACommit() {
        search.open(dir);
        search.index(budget(1));
        List<String> found = await().atMost(Duration.ofSeconds(10)).pollInterval(Duration.ofMillis(100))
                .until(() -> find("marketing budget"), hits -> !hits.isEmpty());
        assertThat(found).contains("old-1");
    }

    @Test
    void usingItBeforeOpenOrTwiceOpenIsAnError() {
        assertThatThrownBy(() -> search.appliedSequence()).isInstanceOf(IllegalStateException.class);
        search.open(dir);
        assertThatThrownBy(() -> search.open(dir)).isInstanceOf(IllegalStateException.class);
    }

    private static void deleteRecursively(Path root) throws IOException {
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }
}
