package io.attest.adapters.persistence;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.domain.accounts.Account;
import io.attest.domain.meetings.DeliveryEvidence;
import io.attest.domain.meetings.DoneReport;
import io.attest.plugin.api.meetings.ItemKind;
import io.attest.domain.meetings.MeetingChange;
import io.attest.plugin.api.meetings.MeetingItem;
import io.attest.domain.meetings.StoredItem;
import io.attest.domain.meetings.StoredTranscript;
import io.attest.plugin.api.meetings.TranscriptInput;
import io.attest.domain.meetings.TranscriptKey;
import io.attest.domain.meetings.TranscriptSnapshot;
import io.attest.domain.meetings.TranscriptStatus;
import io.attest.domain.meetings.port.MeetingChangeLog;
import io.attest.domain.meetings.port.TranscriptRepository;
import io.attest.domain.shared.AccountId;
import io.attest.domain.shared.port.TransactionBoundary;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class JdbcMeetingTranscriptsTest extends DatabaseTest {

    private static final String IAN = "ian@example.com";
    private static final String DANA = "dana@example.com";

    private TransactionBoundary tx;
    private TranscriptRepository transcripts;
    private MeetingChangeLog changes;

    @BeforeAll
    void beans() {
        tx = context.getBean(TransactionBoundary.class);
        transcripts = context.getBean(TranscriptRepository.class);
        changes = context.getBean(MeetingChangeLog.class);
    }

    private static TranscriptInput input(String id, String at, String text) {
        return new TranscriptInput(id, "Weekly sync", OffsetDateTime.parse(at), List.of(IAN, DANA), text);
    }

    private static StoredItem item(String transcript, String at, ItemKind kind, String text, LocalDate due) {
        return new StoredItem(StoredItem.nextId(), transcript, OffsetDateTime.parse(at),
                new MeetingItem(kind, text, kind == ItemKind.DECISION ? null : IAN, DANA, due, 0.85, 0, text.length()));
    }

    /** Saves a ready transcript with items and reports, and logs the change, in one transaction. */
    private long ingest(AccountId account, TranscriptInput input, List<StoredItem> items, List<DoneReport> reports) {
        TranscriptKey key = new TranscriptKey(account, input.transcriptId());
        return tx.inTransaction(() -> {
            transcripts.save(account, input, TranscriptStatus.READY, null, now(), now());
            transcripts.addExtraction(key, items, reports);
            return changes.append(key, MeetingChange.Kind.INDEX, now());
        });
    }

    @Test
    void aTranscriptRoundTripsInItsOwnOffsetWithItsItemsInOrder() {
        Account account = newAccount();
        String at = "2026-01-05T09:30:00+05:30";
        String text = "Ian: I'll send the budget by Friday.\nDana: Thanks.";
        List<StoredItem> items = List.of(item("t1", at, ItemKind.COMMITMENT, "I'll send the budget by Friday.",
                LocalDate.parse("2026-01-09")), item("t1", at, ItemKind.DECISION, "We keep the vendor", null));
        long sequence = ingest(account.id(), input("t1", at, text), items, List.of());

        TranscriptKey key = new TranscriptKey(account.id(), "t1");
        StoredTranscript stored = tx.inTransaction(() -> transcripts.find(key)).orElseThrow();
        assertThat(stored.input().occurredAt()).isEqualTo(OffsetDateTime.parse(at));
        assertThat(stored.input().occurredAt().getOffset().getTotalSeconds()).isEqualTo(19800);
        assertThat(stored.input().participants()).containsExactly(IAN, DANA);
        assertThat(stored.input().text()).isEqualTo(text);
        assertThat(stored.input().title()).isEqualTo("Weekly sync");
        assertThat(stored.status()).isEqualTo(TranscriptStatus.READY);
        assertThat(stored.changeSequence()).isEqualTo(sequence);
        List<StoredItem> read = tx.inTransaction(() -> transcripts.items(key));
        assertThat(read).containsExactlyElementsOf(items);
    }

    @Test
    void savingTheSameIdAgainReplacesTextItemsAndReports() {
        Account account = newAccount();
        String at = "2026-01-05T09:00:00Z";
        ingest(account.id(), input("t1", at, "Ian: first version"), List.of(item("t1", at, ItemKind.COMMITMENT, "old", null)),
                List.of(new DoneReport("old done", List.of(IAN), 0, 8)));
        StoredItem fresh = item("t1", at, ItemKind.ACTION_ITEM, "new", null);
        ingest(account.id(), input("t1", at, "Ian: second version"), List.of(fresh), List.of());

        TranscriptKey key = new TranscriptKey(account.id(), "t1");
        assertThat(tx.inTransaction(() -> transcripts.find(key)).orElseThrow().input().text()).isEqualTo("Ian: second version");
        assertThat(tx.inTransaction(() -> transcripts.items(key))).containsExactly(fresh);
        assertThat(count("SELECT count(*) FROM meeting_done_reports WHERE account_id = ?", account.id().value())).isZero();
        assertThat(count("SELECT count(*) FROM meeting_transcripts WHERE account_id = ?", account.id().value())).isEqualTo(1);
    }

    @Test
    void everyReadAndDeleteIsScopedToItsAccount() {
        Account owner = newAccount();
        Account other = newAccount();
        String at = "2026-01-05T09:00:00Z";
        ingest(owner.id(), input("shared-id", at, "Ian: hello"), List.of(item("shared-id", at, ItemKind.COMMITMENT, "x", null)),
                List.of(new DoneReport("Ian: hello", List.of(IAN), 0, 10)));
        TranscriptKey foreign = new TranscriptKey(other.id(), "shared-id");
        assertThat(tx.inTransaction(() -> transcripts.find(foreign))).isEmpty();
        assertThat(tx.inTransaction(() -> transcripts.items(foreign))).isEmpty();
        assertThat(tx.inTransaction(() -> transcripts.promisesBefore(other.id(), Instant.parse("2030-01-01T00:00:00Z")))).isEmpty();
        assertThat(tx.inTransaction(() -> transcripts.evidenceBefore(other.id(), Instant.parse("2030-01-01T00:00:00Z")))).isEmpty();
        assertThat(tx.inTransaction(() -> transcripts.delete(foreign))).isFalse();
        assertThat(tx.inTransaction(() -> transcripts.find(new TranscriptKey(owner.id(), "shared-id")))).isPresent();
    }

    @Test
    void deletingRemovesItemsAndReportsToo() {
        Account account = newAccount();
        String at = "2026-01-05T09:00:00Z";
        ingest(account.id(), input("gone", at, "Ian: sent it"), List.of(item("gone", at, ItemKind.COMMITMENT, "x", null)),
                List.of(new DoneReport("sent it", List.of(IAN), 5, 12)));
        assertThat(tx.inTransaction(() -> transcripts.delete(new TranscriptKey(account.id(), "gone")))).isTrue();
        for (String table : List.of("meeting_transcripts", "meeting_items", "meeting_done_reports")) {
            assertThat(count("SELECT count(*) FROM " + table + " WHERE account_id = ?", account.id().value())).as(table).isZero();
        }
    }

    @Test
    void theDigestReadsPromisesQuestionsAndEvidenceOfReadyTranscriptsByTime() {
        Account account = newAccount();
        String monday = "2026-01-05T09:00:00Z";
        String friday = "2026-01-09T09:00:00-08:00";
        ingest(account.id(), input("mon", monday, "..."), List.of(
                item("mon", monday, ItemKind.COMMITMENT, "send the budget", LocalDate.parse("2026-01-07")),
                item("mon", monday, ItemKind.OPEN_QUESTION, "who owns billing?", null),
                item("mon", monday, ItemKind.DECISION, "keep the vendor", null)), List.of());
        ingest(account.id(), input("fri", friday, "Ian: I sent the budget."), List.of(),
                List.of(new DoneReport("I sent the budget.", List.of(IAN), 5, 23)));
        // A pending transcript is invisible to the digest.
        tx.run(() -> {
            transcripts.save(account.id(), input("pending", monday, "..."), TranscriptStatus.PENDING, "op_x", null, now());
            transcripts.addExtraction(new TranscriptKey(account.id(), "pending"),
                    List.of(item("pending", monday, ItemKind.COMMITMENT, "hidden", null)), List.of());
        });

        Instant end = Instant.parse("2026-01-12T08:00:00Z");
        assertThat(tx.inTransaction(() -> transcripts.promisesBefore(account.id(), end))).extracting(i -> i.item().text())
                .containsExactly("send the budget");
        assertThat(tx.inTransaction(() -> transcripts.openQuestionsBetween(account.id(), Instant.parse("2026-01-05T09:00:00Z"), end)))
                .extracting(i -> i.item().text()).containsExactly("who owns billing?");
        assertThat(tx.inTransaction(() -> transcripts.openQuestionsBetween(account.id(), Instant.parse("2026-01-05T09:00:01Z"), end)))
                .isEmpty();
        List<DeliveryEvidence> evidence = tx.inTransaction(() -> transcripts.evidenceBefore(account.id(), end));
        assertThat(evidence).singleElement().satisfies(e -> {
            assertThat(e.transcriptId()).isEqualTo("fri");
            assertThat(e.occurredAt()).isEqualTo(OffsetDateTime.parse(friday));
            assertThat(e.report().owners()).containsExactly(IAN);
        });
        assertThat(tx.inTransaction(() -> transcripts.evidenceBefore(account.id(), Instant.parse("2026-01-09T17:00:00Z")))).isEmpty();
        assertThat(tx.inTransaction(() -> transcripts.accountsWithTranscriptsBefore(Instant.parse("2026-01-05T09:00:01Z"))))
                .contains(account.id());
        assertThat(tx.inTransaction(() -> transcripts.accountsWithTranscriptsBefore(Instant.parse("2026-01-05T09:00:00Z"))))
                .doesNotContain(account.id());
    }

    @Test
    void aRebuildReadsReadyTranscriptsInChangeOrderWithTheirItems() {
        Account account = newAccount();
        String at = "2026-01-05T09:00:00Z";
        long first = ingest(account.id(), input("a", at, "..."), List.of(item("a", at, ItemKind.COMMITMENT, "one", null)), List.of());
        long second = ingest(account.id(), input("b", at, "..."), List.of(), List.of());
        long third = ingest(account.id(), input("a", at, "..."), List.of(item("a", at, ItemKind.DECISION, "two", null)), List.of());

        List<TranscriptSnapshot> page = tx.inTransaction(() -> transcripts.readyInChangeOrder(first - 1, 100)).stream()
                .filter(s -> s.transcript().accountId().equals(account.id())).toList();
        assertThat(page).extracting(s -> s.transcript().input().transcriptId()).containsExactly("b", "a");
        assertThat(page.get(1).items()).extracting(i -> i.item().text()).containsExactly("two");
        assertThat(page.get(1).transcript().changeSequence()).isEqualTo(third);
        assertThat(tx.inTransaction(() -> transcripts.readyInChangeOrder(third, 100))).isEmpty();

        List<TranscriptSnapshot> some = tx.inTransaction(() -> transcripts.ready(List.of(new TranscriptKey(account.id(), "b"),
                new TranscriptKey(account.id(), "missing"))));
        assertThat(some).singleElement().extracting(s -> s.transcript().changeSequence()).isEqualTo(second);
        List<MeetingChange> log = tx.inTransaction(() -> changes.after(first - 1, 10));
        assertThat(log).extracting(MeetingChange::sequence).containsExactly(first, second, third);
        assertThat(tx.inTransaction(() -> changes.latest())).isGreaterThanOrEqualTo(third);
    }

    @Test
    void aChangeWaitsForTheEarlierUncommittedOneSoSequencesBecomeVisibleInOrder() throws Exception {
        Account account = newAccount();
        String at = "2026-01-05T09:00:00Z";
        CountDownLatch appended = new CountDownLatch(1);
        CountDownLatch commit = new CountDownLatch(1);
        ExecutorService threads = Executors.newVirtualThreadPerTaskExecutor();
        CompletableFuture<Long> slow = CompletableFuture.supplyAsync(() -> tx.inTransaction(() -> {
            transcripts.save(account.id(), input("slow", at, "..."), TranscriptStatus.READY, null, now(), now());
            long sequence = changes.append(new TranscriptKey(account.id(), "slow"), MeetingChange.Kind.INDEX, now());
            appended.countDown();
            await(commit);
            return sequence;
        }), threads);
        assertThat(appended.await(10, TimeUnit.SECONDS)).isTrue();
        CompletableFuture<Long> fast = CompletableFuture.supplyAsync(() -> ingest(account.id(), input("fast", at, "..."),
                List.of(), List.of()), threads);
        // The second writer is held at its append while the first has not committed: a reader cannot see
        // the higher sequence without the lower one.
        waitUntilSomeoneWaitsForALock();
        assertThat(fast).isNotDone();
        commit.countDown();
        long first = slow.get(10, TimeUnit.SECONDS);
        long second = fast.get(10, TimeUnit.SECONDS);
        assertThat(second).isGreaterThan(first);
        threads.close();
    }

    private void waitUntilSomeoneWaitsForALock() {
        Awaitility.await("the second writer waits for the append lock").atMost(Duration.ofSeconds(10)).pollInterval(Duration.ofMillis(50))
                .until(() -> count("SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND database = "
                        + "(SELECT oid FROM pg_database WHERE datname = current_database())") > 0);
    }

    private static void await(CountDownLatch latch) {
        try {
            if (!latch.await(10, TimeUnit.SECONDS)) {
                throw new IllegalStateException("never released");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    @Test
    void aStatusChangeToReadyKeepsTheOperationThatMadeIt() {
        Account account = newAccount();
        TranscriptKey key = new TranscriptKey(account.id(), "async");
        tx.run(() -> transcripts.save(account.id(), input("async", "2026-01-05T09:00:00Z", "..."), TranscriptStatus.PENDING,
                "op_abc", null, now()));
        Optional<StoredTranscript> pending = tx.inTransaction(() -> transcripts.lock(key));
        assertThat(pending.orElseThrow().operationId()).isEqualTo("op_abc");
        Instant done = now();
        assertThat(tx.inTransaction(() -> transcripts.setStatus(key, TranscriptStatus.READY, done, done))).isTrue();
        StoredTranscript ready = tx.inTransaction(() -> transcripts.find(key)).orElseThrow();
        assertThat(ready.status()).isEqualTo(TranscriptStatus.READY);
        assertThat(ready.operationId()).isEqualTo("op_abc");
        assertThat(ready.ingestedAt()).isEqualTo(done);
    }
}
