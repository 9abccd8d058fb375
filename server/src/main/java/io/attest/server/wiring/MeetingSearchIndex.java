package io.attest.server.wiring;

import io.attest.application.meetings.LocalIndex;
import io.attest.application.meetings.SearchIndexFollower;
import io.attest.plugin.api.meetings.search.EmbeddingStore;
import io.attest.domain.meetings.port.MeetingChangeLog;
import io.attest.domain.meetings.port.TranscriptRepository;
import io.attest.plugin.api.meetings.search.TranscriptSearch;
import io.attest.domain.shared.port.TransactionBoundary;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * This instance's meeting search index: the chosen {@code TranscriptSearch} provider opened on
 * {@code <data dir>/meeting-index}, and the follower that keeps it in step with PostgreSQL. Opened on
 * first use or when the HTTP server starts (never in an operator command's context, which must not
 * take the index's lock from a running server); closed with the context. Without a provider it is
 * absent: ingests still store and log their changes, queries answer 503.
 */
public final class MeetingSearchIndex implements LocalIndex, AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(MeetingSearchIndex.class);

    private final TranscriptSearch provider;
    private final Path directory;
    private final EmbeddingStore vectors;
    private final TranscriptRepository transcripts;
    private final MeetingChangeLog changes;
    private final TransactionBoundary tx;
    private final SearchIndexFollower.Settings settings;
    private SearchIndexFollower follower;
    private boolean closed;

    MeetingSearchIndex(TranscriptSearch provider, Path directory, EmbeddingStore vectors, TranscriptRepository transcripts,
                       MeetingChangeLog changes, TransactionBoundary tx, SearchIndexFollower.Settings settings) {
        this.provider = provider;
        this.directory = directory;
        this.vectors = vectors;
        this.transcripts = transcripts;
        this.changes = changes;
        this.tx = tx;
        this.settings = settings;
    }

    /** The opened provider, or empty when none is installed. */
    public synchronized Optional<TranscriptSearch> search() {
        return open().map(f -> provider);
    }

    /** Where this instance's index lives. */
    public Path directory() {
        return directory;
    }

    /** The follower of the opened index (tests drive it directly), or empty without a provider. */
    public synchronized Optional<SearchIndexFollower> follower() {
        return open();
    }

    /** Opens the index and starts following the change log in the background. */
    public synchronized void startFollowing() {
        open().ifPresent(SearchIndexFollower::start);
    }

    @Override
    public void catchUpTo(long sequence) {
        follower().ifPresent(f -> f.catchUpTo(sequence));
    }

    private Optional<SearchIndexFollower> open() {
        if (provider == null || closed) {
            return Optional.empty();
        }
        if (follower == null) {
            try {
                Files.createDirectories(directory);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot create the meeting index directory " + directory, e);
            }
            if (ModuleLayer.boot().findModule("jdk.incubator.vector").isEmpty()) {
                LOG.warn("the JVM runs without --add-modules jdk.incubator.vector: the meeting index's vector code is"
                        + " several times slower (a rebuild took 2.4 times as long); scripts/run-server adds it");
            }
            provider.open(directory, vectors);
            follower = new SearchIndexFollower(provider, transcripts, changes, tx, settings, LOG::info, LOG::warn);
            LOG.info("meeting search index {} {} opened at {} (applied change {})", provider.id(), provider.version(), directory,
                    provider.appliedSequence());
        }
        return Optional.of(follower);
    }

    @Override
    public synchronized void close() {
        if (follower != null) {
            follower.close();
            provider.close();
            follower = null;
        }
        closed = true;
    }
}
