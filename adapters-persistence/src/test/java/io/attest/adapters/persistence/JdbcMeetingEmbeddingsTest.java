package io.attest.adapters.persistence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.attest.domain.accounts.Account;
import io.attest.domain.meetings.MeetingChange;
import io.attest.plugin.api.meetings.TranscriptInput;
import io.attest.domain.meetings.TranscriptKey;
import io.attest.domain.meetings.TranscriptStatus;
import io.attest.plugin.api.meetings.search.EmbeddingStore;
import io.attest.domain.meetings.port.MeetingChangeLog;
import io.attest.domain.meetings.port.TranscriptRepository;
import io.attest.plugin.api.meetings.search.TextHash;
import io.attest.plugin.api.meetings.search.TranscriptVectors;
import io.attest.domain.shared.AccountId;
import io.attest.domain.shared.port.TransactionBoundary;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class JdbcMeetingEmbeddingsTest extends DatabaseTest {

    private static final String MODEL = "test-model/1";

    private TransactionBoundary tx;
    private TranscriptRepository transcripts;
    private MeetingChangeLog changes;
    private EmbeddingStore store;

    @BeforeAll
    void beans() {
        tx = context.getBean(TransactionBoundary.class);
        transcripts = context.getBean(TranscriptRepository.class);
        changes = context.getBean(MeetingChangeLog.class);
        store = context.getBean(EmbeddingStore.class);
    }

    /** A ready transcript and its change; returns the change's sequence. */
    private long ingest(AccountId account, String id, String text) {
        TranscriptKey key = new TranscriptKey(account, id);
        return tx.inTransaction(() -> {
            transcripts.save(account, new TranscriptInput(id, null, OffsetDateTime.parse("2026-01-05T09:00:00Z"),
                    List.of("ian@example.com"), text), TranscriptStatus.READY, null, now(), now());
            return changes.append(key, MeetingChange.Kind.INDEX, now());
        });
    }

    private static float[] vector(float seed) {
        float[] v = new float[384];
        for (int d = 0; d < v.length; d++) {
            v[d] = seed + d / 1000f;
        }
        return v;
    }

    private static TranscriptVectors vectors(AccountId account, String id, long sequence, String... texts) {
        Map<TextHash, float[]> map = new LinkedHashMap<>();
        for (int i = 0; i < texts.length; i++) {
            map.put(TextHash.of(texts[i]), vector(i + texts[i].length()));
        }
        return new TranscriptVectors(account.value(), id, sequence, map);
    }

    private static EmbeddingStore.Key key(Account account, String text) {
        return new EmbeddingStore.Key(account.id().value(), TextHash.of(text));
    }

    @Test
    void savedVectorsComeBackExactlyForTheirAccountOnly() {
        Account a = newAccount();
        Account b = newAccount();
        long sequence = ingest(a.id(), "t1", "Ian: I will send the budget.");
        assertThat(store.saveAll(MODEL, List.of(vectors(a.id(), "t1", sequence, "I will send the budget.", "passage one")))).isEqualTo(1);

        Map<EmbeddingStore.Key, float[]> found = store.find(MODEL, List.of(key(a, "I will send the budget."), key(a, "passage one"),
                key(a, "never embedded"), key(b, "I will send the budget.")));
        assertThat(found).containsOnlyKeys(key(a, "I will send the budget."), key(a, "passage one"));
        assertThat(found.get(key(a, "passage one"))).containsExactly(vector(1 + "passage one".length()));
        assertThat(store.find("another-model", List.of(key(a, "passage one")))).isEmpty();
        assertThat(count("SELECT count(*) FROM meeting_embeddings WHERE account_id = ?", b.id().value())).isZero();
    }

    @Test
    void aVersionThatIsNoLongerCurrentIsNotSavedAndANewOneForgetsTheOldTexts() {
        Account a = newAccount();
        long first = ingest(a.id(), "t1", "Ian: old words.");
        long second = ingest(a.id(), "t1", "Ian: new words.");
        assertThat(store.saveAll(MODEL, List.of(vectors(a.id(), "t1", first, "old words.")))).isZero(); // replaced since
        assertThat(count("SELECT count(*) FROM meeting_embeddings WHERE account_id = ?", a.id().value())).isZero();

        assertThat(store.saveAll(MODEL, List.of(vectors(a.id(), "t1", second, "new words.", "shared")))).isEqualTo(1);
        long third = ingest(a.id(), "t1", "Ian: newer words.");
        assertThat(store.saveAll(MODEL, List.of(vectors(a.id(), "t1", third, "newer words.", "shared")))).isEqualTo(1);
        assertThat(store.find(MODEL, List.of(key(a, "new words."), key(a, "newer words."), key(a, "shared"))))
                .containsOnlyKeys(key(a, "newer words."), key(a, "shared"));
    }

    @Test
    void deletingTheTranscriptDeletesItsVectors() {
        Account a = newAccount();
        long sequence = ingest(a.id(), "t1", "Ian: secret plans.");
        long other = ingest(a.id(), "t2", "Ian: other plans.");
        store.saveAll(MODEL, List.of(vectors(a.id(), "t1", sequence, "secret plans.", "both"),
                vectors(a.id(), "t2", other, "other plans.", "both")));
        assertThat(count("SELECT count(*) FROM meeting_embeddings WHERE account_id = ?", a.id().value())).isEqualTo(4);

        tx.inTransaction(() -> transcripts.delete(new TranscriptKey(a.id(), "t1")));
        assertThat(count("SELECT count(*) FROM meeting_embeddings WHERE account_id = ? AND transcript_id = 't1'", a.id().value())).isZero();
        assertThat(store.find(MODEL, List.of(key(a, "secret plans."), key(a, "both")))).containsOnlyKeys(key(a, "both"));
    }

    @Test
    void aSaveRacingAReplaceWaitsForItAndKeepsNothing() throws Exception {
        Account a = newAccount();
        long sequence = ingest(a.id(), "t1", "Ian: first version.");
        try (Connection replace = database.connect()) {
            replace.setAutoCommit(false);
            try (PreparedStatement ps = replace.prepareStatement(
                    "UPDATE meeting_transcripts SET text = 'Ian: second.', change_sequence = change_sequence + 1000"
                            + " WHERE account_id = ? AND transcript_id = 't1'")) {
                ps.setString(1, a.id().value());
                ps.executeUpdate();
            }
            CompletableFuture<Integer> save = CompletableFuture.supplyAsync(
                    () -> store.saveAll(MODEL, List.of(vectors(a.id(), "t1", sequence, "first version."))));
            // held by the replace's row lock: the save's session waits for a lock in this database
            await().atMost(Duration.ofSeconds(10)).pollInterval(Duration.ofMillis(20)).until(() -> count(
                    "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'") > 0);
            assertThat(save).isNotDone();
            replace.commit();
            assertThat(save.get(10, TimeUnit.SECONDS)).isZero();
        }
        assertThat(count("SELECT count(*) FROM meeting_embeddings WHERE account_id = ?", a.id().value())).isZero();
    }
}
