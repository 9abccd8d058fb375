package io.attest.server.api;

import static io.attest.server.api.MeetingFixtures.ingestOk;
import static io.attest.server.api.MeetingFixtures.snippetsOf;
import static io.attest.server.api.TestReceiver.await;
import static org.assertj.core.api.Assertions.assertThat;

import io.attest.adapters.search.LuceneTranscriptSearch;
import io.attest.server.api.WebhookFixtures.Tenant;
import io.attest.server.wiring.MeetingSearchIndex;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Several instances share one database, each with its own index in its own data directory: what one
 * instance writes, the other finds once its follower has caught up (it polls every 100 ms here); a
 * deleted index directory is rebuilt from PostgreSQL at start, with the vectors kept there (no model run).
 */
class MeetingTwoInstancesApiTest {

    private static final Map<String, Object> FAST_FOLLOWER = Map.of("attest.meetings.index.poll-interval", "100ms");

    @Test
    void oneInstanceIngestsAndTheOtherFindsItAfterCatchingUpThenLosesItAfterADelete() {
        try (TestServer first = TestServer.start(FAST_FOLLOWER);
             TestServer second = TestServer.startOn(first.database(), FAST_FOLLOWER)) {
            Tenant tenant = Tenant.create(first);
            ingestOk(first, tenant, "ops-review", "2026-01-05T09:00:00Z",
                    "Dana: Ian, could you rotate the database credentials before Friday?\nIan: Sure, I'll do it.");
            await("the second instance to find it", 20, () -> snippetsOf(second, tenant, "rotate the database credentials")
                    .stream().anyMatch(s -> s.contains("credentials")));

            assertThat(vectorRows(first, tenant, "ops-review")).isPositive();
            assertThat(second.client().delete("/v1/meeting-memory/transcripts/ops-review", "Authorization", tenant.auth()).status())
                    .isEqualTo(204);
            assertThat(vectorRows(first, tenant, "ops-review")).isZero(); // no vector of deleted words stays behind
            assertThat(snippetsOf(second, tenant, "rotate the database credentials")).noneMatch(s -> s.contains("credentials"));
            await("the first instance to lose it", 20, () -> snippetsOf(first, tenant, "rotate the database credentials")
                    .stream().noneMatch(s -> s.contains("credentials")));
        }
    }

    @Test
    void aDeletedIndexDirectoryIsRebuiltFromTheDatabase() {
        TestServer first = TestServer.start(FAST_FOLLOWER);
        Tenant tenant = Tenant.create(first);
        Path dataDir = Path.of(first.context().getProperty("attest.data-dir", String.class).orElseThrow());
        try (first) {
            ingestOk(first, tenant, "kickoff", "2026-01-05T09:00:00Z", "Ian: I'll draft the project charter by Friday.");
            assertThat(snippetsOf(first, tenant, "project charter")).anyMatch(s -> s.contains("charter"));
        }
        long stored = vectorRows(first, tenant, "kickoff");
        assertThat(stored).isPositive();
        deleteRecursively(dataDir.resolve("meeting-index"));
        try (TestServer restarted = TestServer.startOn(first.database(), Map.of("attest.meetings.index.poll-interval", "100ms",
                "attest.data-dir", dataDir.toString()))) {
            await("the rebuilt index to find it", 30, () -> snippetsOf(restarted, tenant, "project charter").stream()
                    .anyMatch(s -> s.contains("charter")));
            // every vector came from PostgreSQL: the model did not run for the rebuild
            LuceneTranscriptSearch provider = (LuceneTranscriptSearch) restarted.context().getBean(MeetingSearchIndex.class)
                    .search().orElseThrow();
            assertThat(provider.computedVectors()).isZero();
            assertThat(provider.storedVectors()).isEqualTo(stored);
        }
        assertThat(vectorRows(first, tenant, "kickoff")).isEqualTo(stored);
    }

    /** Rows of meeting_embeddings for the transcript, counted outside the server. */
    static long vectorRows(TestServer server, Tenant tenant, String transcriptId) {
        try (Connection c = server.database().connect(); PreparedStatement ps = c.prepareStatement(
                "SELECT count(*) FROM meeting_embeddings WHERE account_id = ? AND transcript_id = ?")) {
            ps.setString(1, tenant.accountId());
            ps.setString(2, transcriptId);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void deleteRecursively(Path directory) {
        try (Stream<Path> paths = Files.walk(directory)) {
            paths.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.delete(p);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
