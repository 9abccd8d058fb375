package io.attest.server.wiring;

import io.attest.application.meetings.BuildDigest;
import io.attest.application.meetings.DeleteTranscript;
import io.attest.application.meetings.IngestJob;
import io.attest.application.meetings.IngestTranscript;
import io.attest.application.meetings.MeetingDigestAudience;
import io.attest.application.meetings.SearchIndexFollower;
import io.attest.application.meetings.SearchMeetings;
import io.attest.application.meetings.ShowTranscript;
import io.attest.application.meetings.TranscriptExtraction;
import io.attest.application.operations.OperationHandler;
import io.attest.domain.events.port.WeeklyDigestAudience;
import io.attest.plugin.api.meetings.search.EmbeddingStore;
import io.attest.domain.meetings.port.MeetingChangeLog;
import io.attest.plugin.api.meetings.MeetingExtractor;
import io.attest.domain.meetings.port.TranscriptRepository;
import io.attest.plugin.api.meetings.search.TranscriptSearch;
import io.attest.domain.operations.port.OperationQueue;
import io.attest.domain.shared.plugin.InstalledPlugin;
import io.attest.domain.shared.port.PluginCatalog;
import io.attest.domain.shared.port.TransactionBoundary;
import io.micronaut.context.annotation.Bean;
import io.micronaut.context.annotation.Context;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Secondary;
import io.micronaut.context.annotation.Value;
import jakarta.inject.Singleton;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Meeting memory: the extractor and the search provider chosen among the installed plugins, this
 * instance's index, the use cases, the asynchronous ingest handler and the weekly digest audience.
 *
 * <ul>
 *   <li>{@code attest.meetings.extractor} (environment {@code ATTEST_MEETINGS_EXTRACTOR}): the id of a
 *       {@code meeting_extractor}, default {@code extraction-builtin}; unknown → start-up fails.</li>
 *   <li>{@code attest.meetings.search-provider} ({@code ATTEST_MEETINGS_SEARCH_PROVIDER}): the id of a
 *       {@code transcript_search}; when unset, the only one installed (several → start-up fails, none →
 *       queries answer 503 and ingests are stored and logged for an index installed later).</li>
 *   <li>The index lives in {@code <attest.data-dir>/meeting-index} ({@code ATTEST_DATA_DIR}); each instance
 *       needs its own data directory. The vectors the provider computes are kept in PostgreSQL
 *       ({@code EmbeddingStore}), so a new instance or a deleted directory rebuilds without running the model
 *       again. {@code attest.meetings.index.poll-interval} (default 500ms) and
 *       {@code attest.meetings.index.batch-size} (default 500) tune the follower;
 *       {@code attest.meetings.index.rebuild-commit-chars} (default 16000000) is how many characters of
 *       transcript text a rebuild indexes between commits: by progress, not time, so a slow machine makes
 *       no more segments than a fast one (a rebuild cut short resumes from its last commit).</li>
 * </ul>
 */
@Factory
public class MeetingsWiring {

    private static final Logger LOG = LoggerFactory.getLogger(MeetingsWiring.class);

    /**
     * The installed extractor named by {@code attest.meetings.extractor}. Secondary: a wiring that also
     * configures the chosen provider (the model-backed extractor's settings) replaces it by providing its
     * own {@code MeetingExtractor} bean; this one is then never built.
     */
    @Singleton
    @Secondary
    MeetingExtractor installedExtractor(PluginCatalog catalog,
                                        @Value("${attest.meetings.extractor:extraction-builtin}") String extractorId) {
        return catalog.provider(MeetingExtractor.class, extractorId.strip())
                .orElseThrow(() -> new IllegalStateException("attest.meetings.extractor is '" + extractorId
                        + "' but the installed meeting extractors are [" + installed(catalog, "meeting_extractor")
                        + "]; install the plugin or change the setting"));
    }

    /** Built at start-up: an unknown extractor stops the server, not the first ingest. */
    @Context
    TranscriptExtraction transcriptExtraction(MeetingExtractor extractor) {
        LOG.info("meeting memory extracts with {} {}", extractor.id(), extractor.version());
        return new TranscriptExtraction(extractor);
    }

    @Singleton
    @Bean(preDestroy = "close")
    MeetingSearchIndex meetingSearchIndex(PluginCatalog catalog, TranscriptRepository transcripts, MeetingChangeLog changes,
                                          EmbeddingStore vectors, TransactionBoundary tx,
                                          @Value("${attest.meetings.search-provider:}") String providerId,
                                          @Value("${attest.data-dir:./data}") String dataDir,
                                          @Value("${attest.meetings.index.poll-interval:500ms}") Duration pollInterval,
                                          @Value("${attest.meetings.index.batch-size:500}") int batchSize,
                                          @Value("${attest.meetings.index.rebuild-commit-chars:"
                                                  + SearchIndexFollower.Settings.DEFAULT_REBUILD_COMMIT_CHARS + "}") long rebuildCommitChars,
                                          @Value("${attest.meetings.index.rebuild-commit-interval:}") String retiredCommitInterval) {
        if (!retiredCommitInterval.isBlank()) {
            // read until 2026-11-27; an operator who set it must not believe it still bounds the rebuild's commits
            LOG.warn("attest.meetings.index.rebuild-commit-interval ({}) is no longer read: a rebuild commits every"
                    + " attest.meetings.index.rebuild-commit-chars characters of transcript text ({})", retiredCommitInterval.strip(),
                    rebuildCommitChars);
        }
        TranscriptSearch provider = chooseSearch(catalog, providerId == null ? "" : providerId.strip());
        Path directory = Path.of(dataDir.strip()).toAbsolutePath().resolve("meeting-index");
        return new MeetingSearchIndex(provider, directory, vectors, transcripts, changes, tx,
                new SearchIndexFollower.Settings(pollInterval, batchSize, rebuildCommitChars));
    }

    /** The configured provider, or the only installed one; null when none is installed. */
    static TranscriptSearch chooseSearch(PluginCatalog catalog, String providerId) {
        List<TranscriptSearch> providers = catalog.providers(TranscriptSearch.class);
        if (!providerId.isEmpty()) {
            return providers.stream().filter(p -> p.id().equals(providerId)).findFirst()
                    .orElseThrow(() -> new IllegalStateException("attest.meetings.search-provider is '" + providerId
                            + "' but the installed transcript search providers are [" + installed(catalog, "transcript_search")
                            + "]"));
        }
        if (providers.size() > 1) {
            throw new IllegalStateException("several transcript search providers are installed ["
                    + installed(catalog, "transcript_search") + "]; choose one with attest.meetings.search-provider");
        }
        if (providers.isEmpty()) {
            LOG.warn("no transcript_search provider is installed: meeting-memory queries answer 503 until one is");
            return null;
        }
        return providers.getFirst();
    }

    private static String installed(PluginCatalog catalog, String kind) {
        return catalog.installed().stream().filter(p -> p.kind().equals(kind)).map(InstalledPlugin::id)
                .collect(Collectors.joining(", "));
    }

    @Singleton
    IngestTranscript ingestTranscript(TranscriptRepository transcripts, MeetingChangeLog changes, OperationQueue queue,
                                      TranscriptExtraction extraction, MeetingSearchIndex index, TransactionBoundary tx,
                                      Clock clock) {
        return new IngestTranscript(transcripts, changes, queue, extraction, index, tx, clock);
    }

    @Singleton
    OperationHandler ingestJob(TranscriptRepository transcripts, MeetingChangeLog changes, TranscriptExtraction extraction,
                               MeetingSearchIndex index, TransactionBoundary tx, Clock clock) {
        return new IngestJob(transcripts, changes, extraction, index, tx, clock);
    }

    @Singleton
    ShowTranscript showTranscript(TranscriptRepository transcripts, TransactionBoundary tx) {
        return new ShowTranscript(transcripts, tx);
    }

    @Singleton
    DeleteTranscript deleteTranscript(TranscriptRepository transcripts, MeetingChangeLog changes, MeetingSearchIndex index,
                                      TransactionBoundary tx, Clock clock) {
        return new DeleteTranscript(transcripts, changes, index, tx, clock);
    }

    @Singleton
    SearchMeetings searchMeetings(MeetingSearchIndex index) {
        return new SearchMeetings(index::search);
    }

    @Singleton
    BuildDigest buildDigest(TranscriptRepository transcripts, TransactionBoundary tx, Clock clock) {
        return new BuildDigest(transcripts, tx, clock);
    }

    @Singleton
    WeeklyDigestAudience meetingDigestAudience(TranscriptRepository transcripts, TransactionBoundary tx) {
        return new MeetingDigestAudience(transcripts, tx);
    }
}
