package io.attest.server.api;

import static io.attest.server.api.MeetingFixtures.ingestOk;
import static io.attest.server.api.MeetingFixtures.snippetsOf;
import static io.attest.server.api.TestReceiver.await;
import static org.assertj.core.api.Assertions.assertThat;

import io.attest.server.api.WebhookFixtures.Tenant;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Several instances share one database, each with its own index in its own data directory: what one
 * instance writes, the other finds once its follower has caught up (it polls every 100 ms here); a
 * deleted index directory is rebuilt from PostgreSQL at start.
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

            assertThat(second.client().delete("/v1/meeting-memory/transcripts/ops-review", "Authorization", tenant.auth()).status())
                    .isEqualTo(204);
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
        deleteRecursively(dataDir.resolve("meeting-index"));
        try (TestServer restarted = TestServer.startOn(first.database(), Map.of("attest.meetings.index.poll-interval", "100ms",
                "attest.data-dir", dataDir.toString()))) {
            await("the rebuilt index to find it", 30, () -> snippetsOf(restarted, tenant, "project charter").stream()
                    .anyMatch(s -> s.contains("charter")));
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
