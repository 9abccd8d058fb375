package io.attest.server.meetings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.attest.application.meetings.SearchIndexFollower;
import io.attest.domain.accounts.Account;
import io.attest.domain.accounts.Email;
import io.attest.domain.accounts.Plan;
import io.attest.domain.accounts.port.AccountRepository;
import io.attest.plugin.api.meetings.ItemKind;
import io.attest.domain.meetings.MeetingChange;
import io.attest.plugin.api.meetings.MeetingItem;
import io.attest.domain.meetings.StoredItem;
import io.attest.plugin.api.meetings.TranscriptInput;
import io.attest.domain.meetings.TranscriptKey;
import io.attest.domain.meetings.TranscriptStatus;
import io.attest.domain.meetings.port.MeetingChangeLog;
import io.attest.domain.meetings.port.TranscriptRepository;
import io.attest.plugin.api.meetings.search.TranscriptDocument;
import io.attest.domain.shared.AccountId;
import io.attest.domain.shared.port.TransactionBoundary;
import io.attest.testsupport.TestDatabase;
import io.attest.testsupport.TestPostgres;
import io.micronaut.context.ApplicationContext;
import java.nio.file.Files;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The follower's logic against real PostgreSQL and a recording index (test scope): catch-up in order,
 * coalescing, unready and deleted transcripts, rebuilds and a rebuild cut short. A fresh database per
 * test, because a rebuild reads every account.
 */
class SearchIndexFollowerTest {

    private ApplicationContext context;
    private TransactionBoundary tx;
    private TranscriptRepository transcripts;
    private MeetingChangeLog changes;
    private AccountId account;
    private RecordingTranscriptSearch index;

    @BeforeEach
    void start() throws Exception {
        TestDatabase database = TestPostgres.freshDatabase();
        Map<String, Object> props = new HashMap<>(database.micronautProperties());
        props.put("attest.plugins.dir", Files.createTempDirectory("attest-plugins").toString());
        props.put("attest.data-dir", Files.createTempDirectory("attest-data").toString());
        context = ApplicationContext.run(props);
        tx = context.getBean(TransactionBoundary.class);
        transcripts = context.getBean(TranscriptRepository.class);
        changes = context.getBean(MeetingChangeLog.class);
        account = AccountId.next();
        context.getBean(AccountRepository.class).insert(new Account(account, Email.of(account.value().toLowerCase() + "@example.com"),
                Plan.FREE, Instant.now()), "$argon2id$test");
        index = new RecordingTranscriptSearch();
    }

    @AfterEach
    void stop() {
        context.close();
    }

    private SearchIndexFollower follower(int batchSize) {
        return new SearchIndexFollower(index, transcripts, changes, tx, new SearchIndexFollower.Settings(Duration.ofHours(1), batchSize),
                message -> { }, message -> { });
    }

    private long write(String id, String text, TranscriptStatus status) {
        TranscriptKey key = new TranscriptKey(account, id);
        OffsetDateTime at = OffsetDateTime.parse("2026-01-05T09:00:00Z");
        TranscriptInput input = new TranscriptInput(id, null, at, List.of("ian@example.com"), text);
        return tx.inTransaction(() -> {
            transcripts.save(account, input, status, status == TranscriptStatus.READY ? null : "op_x",
                    status == TranscriptStatus.READY ? Instant.now() : null, Instant.now());
            transcripts.addExtraction(key, List.of(new StoredItem(StoredItem.nextId(), id, at,
                    new MeetingItem(ItemKind.COMMITMENT, text, "ian@example.com", null, null, 0.8, 0, text.length()))), List.of());
            return changes.append(key, status == TranscriptStatus.READY ? MeetingChange.Kind.INDEX : MeetingChange.Kind.DELETE,
                    Instant.now());
        });
    }

    private long delete(String id) {
        TranscriptKey key = new TranscriptKey(account, id);
        return tx.inTransaction(() -> {
            transcripts.delete(key);
            return changes.append(key, MeetingChange.Kind.DELETE, Instant.now());
        });
    }

    @Test
    void catchUpAppliesEveryChangeInOrderAndRecordsTheLastSequence() {
        SearchIndexFollower follower = follower(100);
        long a = write("a", "send the budget", TranscriptStatus.READY);
        follower.catchUp();
        assertThat(index.appliedSequence()).isEqualTo(a);
        assertThat(index.documents(account.value())).containsOnlyKeys("a");

        write("b", "review the PR", TranscriptStatus.READY);
        long gone = delete("a");
        SearchIndexFollower.Progress progress = follower.catchUp();
        assertThat(progress.applied()).isEqualTo(2);
        assertThat(index.appliedSequence()).isEqualTo(gone);
        assertThat(index.documents(account.value())).containsOnlyKeys("b");
        TranscriptDocument b = index.documents(account.value()).get("b");
        assertThat(b.items()).singleElement().satisfies(i -> assertThat(i.text()).isEqualTo("review the PR"));
        assertThat(b.participants()).containsExactly("ian@example.com");
        assertThat(index.callsAbout("a", "b")).containsExactly("index a", "index b", "delete a");
    }

    @Test
    void onlyTheLastChangeOfATranscriptInABatchIsAppliedWithItsCurrentState() {
        SearchIndexFollower follower = follower(100);
        write("x", "first", TranscriptStatus.READY);
        write("x", "second", TranscriptStatus.READY);
        long last = write("x", "third", TranscriptStatus.READY);
        follower.catchUp();
        assertThat(index.callsAbout("x")).containsExactly("index x");
        assertThat(index.documents(account.value()).get("x").text()).isEqualTo("third");
        assertThat(index.documents(account.value()).get("x").sequence()).isEqualTo(last);
    }

    @Test
    void aTranscriptThatIsNotReadyOrNoLongerExistsIsRemovedFromTheIndex() {
        SearchIndexFollower follower = follower(100);
        write("p", "ready first", TranscriptStatus.READY);
        follower.catchUp();
        // Replaced by an asynchronous ingest that has not finished: out of the index until it is ready.
        write("p", "pending now", TranscriptStatus.PENDING);
        follower.catchUp();
        assertThat(index.documents(account.value())).isEmpty();
        // An index change read after the transcript was deleted removes it too.
        long indexed = write("q", "short-lived", TranscriptStatus.READY);
        tx.run(() -> transcripts.delete(new TranscriptKey(account, "q")));
        follower.catchUp();
        assertThat(index.documents(account.value())).isEmpty();
        assertThat(index.appliedSequence()).isEqualTo(indexed);
    }

    @Test
    void anEmptyIndexIsRebuiltFromReadyTranscriptsInChangeOrderThenCaughtUp() {
        write("one", "alpha", TranscriptStatus.READY);
        write("two", "beta", TranscriptStatus.READY);
        write("pending", "gamma", TranscriptStatus.PENDING);
        long last = write("one", "alpha again", TranscriptStatus.READY);
        SearchIndexFollower.Progress progress = follower(2).catchUp();
        assertThat(progress.rebuilt()).isEqualTo(2);
        assertThat(index.calls.getFirst()).isEqualTo("clear");
        assertThat(index.callsAbout("one", "two", "pending")).containsExactly("index two", "index one");
        assertThat(index.documents(account.value()).get("one").text()).isEqualTo("alpha again");
        assertThat(index.appliedSequence()).isEqualTo(last);
    }

    @Test
    void aRebuildCommitsOnlyAtItsEndWhenItsTextIsBelowTheCommitSize() {
        for (int i = 1; i <= 5; i++) {
            write("t" + i, "item " + i, TranscriptStatus.READY);
        }
        SearchIndexFollower follower = new SearchIndexFollower(index, transcripts, changes, tx,
                new SearchIndexFollower.Settings(Duration.ofHours(1), 2, 1_000_000), message -> { }, message -> { });
        SearchIndexFollower.Progress progress = follower.catchUp();
        assertThat(progress.rebuilt()).isEqualTo(5);
        // three pages of two, one commit: at the end of the rebuild
        assertThat(index.calls.stream().filter("commit"::equals)).hasSize(1);
        assertThat(index.calls.getLast()).isEqualTo("commit");
        index.crash();
        assertThat(index.documents(account.value())).hasSize(5);
    }

    @Test
    void aRebuildCommitsOnceTheTextIndexedSinceItsLastCommitReachesTheCommitSizeWhateverTheTime() {
        String text = "x".repeat(100);
        for (int i = 1; i <= 7; i++) {
            write("t" + i, text, TranscriptStatus.READY);
        }
        // pages of one transcript of 100 characters, a commit every 250: after the third, the sixth and at the end
        SearchIndexFollower follower = new SearchIndexFollower(index, transcripts, changes, tx,
                new SearchIndexFollower.Settings(Duration.ofHours(1), 1, 250), message -> { }, message -> { });
        assertThat(follower.catchUp().rebuilt()).isEqualTo(7);
        List<String> indexAndCommit = index.calls.stream().filter(c -> c.equals("commit") || c.startsWith("index "))
                .map(c -> c.contains("@") ? c.substring(0, c.indexOf('@')) : c).toList();
        assertThat(indexAndCommit).containsExactly(
                "index t1", "index t2", "index t3", "commit", "index t4", "index t5", "index t6", "commit",
                "index t7", "commit");
        assertThat(index.calls.getLast()).isEqualTo("commit");
    }

    @Test
    void aRebuildCutShortAfterACommitBySizeResumesFromThatCommit() {
        String text = "y".repeat(100);
        for (int i = 1; i <= 5; i++) {
            write("t" + i, text, TranscriptStatus.READY);
        }
        SearchIndexFollower.Settings settings = new SearchIndexFollower.Settings(Duration.ofHours(1), 1, 200);
        index.failOnIndexCall = 4; // t1 and t2 committed, t3 indexed but not committed, t4 fails
        assertThatThrownBy(() -> new SearchIndexFollower(index, transcripts, changes, tx, settings, message -> { }, message -> { }).catchUp())
                .hasMessageContaining("disk full");
        index.crash();
        assertThat(index.documents(account.value())).containsOnlyKeys("t1", "t2");

        SearchIndexFollower.Progress resumed = new SearchIndexFollower(index, transcripts, changes, tx, settings, message -> { }, message -> { })
                .catchUp();
        assertThat(resumed.rebuilt()).isZero();
        assertThat(index.documents(account.value())).containsOnlyKeys("t1", "t2", "t3", "t4", "t5");
    }

    @Test
    void aRebuildCutShortResumesAsACatchUpWithoutStartingOver() {
        for (int i = 1; i <= 5; i++) {
            write("t" + i, "item " + i, TranscriptStatus.READY);
        }
        index.failOnIndexCall = 4; // pages of two: the first page commits, the second fails half-way
        assertThatThrownBy(() -> follower(2).catchUp()).hasMessageContaining("disk full");
        index.crash();
        assertThat(index.documents(account.value())).containsOnlyKeys("t1", "t2");

        SearchIndexFollower.Progress resumed = follower(2).catchUp();
        assertThat(resumed.rebuilt()).isZero();
        assertThat(index.documents(account.value())).containsOnlyKeys("t1", "t2", "t3", "t4", "t5");
        assertThat(index.calls.stream().filter("clear"::equals)).hasSize(1);
    }

    @Test
    void catchUpToReturnsAtOnceWhenTheIndexIsAlreadyThereAndDoesNothingOnAnEmptyLog() {
        SearchIndexFollower follower = follower(100);
        follower.catchUp();
        assertThat(index.calls).as("nothing written yet: no clear, no commit").isEmpty();
        long a = write("a", "one", TranscriptStatus.READY);
        follower.catchUpTo(a);
        int calls = index.calls.size();
        follower.catchUpTo(a);
        follower.catchUpTo(a - 1);
        assertThat(index.calls).hasSize(calls);
    }
}
