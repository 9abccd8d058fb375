package io.attest.application.meetings;

import io.attest.domain.meetings.MeetingChange;
import io.attest.domain.meetings.StoredItem;
import io.attest.domain.meetings.StoredTranscript;
import io.attest.domain.meetings.TranscriptKey;
import io.attest.domain.meetings.TranscriptSnapshot;
import io.attest.domain.meetings.port.MeetingChangeLog;
import io.attest.domain.meetings.port.TranscriptRepository;
import io.attest.plugin.api.meetings.search.TranscriptSearch;
import io.attest.plugin.api.meetings.search.TranscriptDocument;
import io.attest.domain.shared.port.TransactionBoundary;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Keeps this instance's search index in step with PostgreSQL (docs/architecture.md, "Data").
 * Every instance runs one over its own index, so several instances can share one database.
 *
 * <ul>
 *   <li><b>Catch-up</b>: applies the changes above {@code TranscriptSearch.appliedSequence()} in batches,
 *       in order; within a batch only the last change of each transcript counts. An {@code index}
 *       change indexes the transcript's current state if it is ready (else removes it); a {@code delete}
 *       removes it. Each batch ends with a commit, which records the sequence on disk with the documents.</li>
 *   <li><b>Rebuild</b>: an index that has applied nothing (new, emptied, or its directory deleted) is
 *       filled from the ready transcripts in the order of their latest change, committing by progress
 *       (characters indexed, {@link Settings}), then catches up. A rebuild cut short resumes as a plain
 *       catch-up: everything up to the applied sequence is in the index.</li>
 *   <li>Runs in the background every {@code pollInterval}; write use cases call {@link #catchUpTo} after
 *       their commit so that the caller reads its own writes on this instance.</li>
 * </ul>
 * Failures (the index or the database) are logged and retried on the next poll; the write that
 * triggered a catch-up has already committed and is not failed by it.
 */
public final class SearchIndexFollower implements LocalIndex, AutoCloseable {

    /**
     * How often to poll, how many changes (or transcripts, when rebuilding) to read and apply at once,
     * and how much a rebuild indexes between commits: it commits after a page once the transcripts
     * indexed since its last commit hold at least {@code rebuildCommitChars} characters of text (and at
     * its end). Each commit flushes a Lucene segment, and merging many small segments costs time and
     * memory (a merge reads its inputs whole); counting progress instead of time gives a slow machine
     * no more segments than a fast one. A rebuild cut short resumes from its last commit.
     */
    public record Settings(Duration pollInterval, int batchSize, long rebuildCommitChars) {

        /** The server's default: about 5,600 transcripts of the 100,000-item benchmark set, half of it. */
        public static final long DEFAULT_REBUILD_COMMIT_CHARS = 16_000_000;

        public Settings {
            Objects.requireNonNull(pollInterval, "pollInterval");
            if (batchSize < 1) {
                throw new IllegalArgumentException("batchSize must be at least 1");
            }
            if (rebuildCommitChars < 0) {
                throw new IllegalArgumentException("rebuildCommitChars must not be negative");
            }
        }

        /** A commit after every rebuild page. */
        public Settings(Duration pollInterval, int batchSize) {
            this(pollInterval, batchSize, 0);
        }
    }

    private final TranscriptSearch search;
    private final TranscriptRepository transcripts;
    private final MeetingChangeLog changes;
    private final TransactionBoundary tx;
    private final Settings settings;
    private final Consumer<String> progressLog;
    private final Consumer<String> failureLog;
    private ScheduledExecutorService poller;

    /** {@code progressLog} hears of a finished rebuild, {@code failureLog} of a catch-up that failed (and is retried). */
    public SearchIndexFollower(TranscriptSearch search, TranscriptRepository transcripts, MeetingChangeLog changes,
                               TransactionBoundary tx, Settings settings, Consumer<String> progressLog, Consumer<String> failureLog) {
        this.search = search;
        this.transcripts = transcripts;
        this.changes = changes;
        this.tx = tx;
        this.settings = settings;
        this.progressLog = progressLog;
        this.failureLog = failureLog;
    }

    /** What one catch-up did: transcripts indexed by a rebuild (and how long it took), and changes applied afterwards. */
    public record Progress(int rebuilt, int applied, Duration rebuildTime) {

        public Progress(int rebuilt, int applied) {
            this(rebuilt, applied, Duration.ZERO);
        }
    }

    /** Rebuilds if the index has applied nothing, then applies every change above its sequence. */
    public synchronized Progress catchUp() {
        boolean empty = search.appliedSequence() == 0;
        long started = System.nanoTime();
        int rebuilt = empty && tx.inTransaction(changes::latest) > 0 ? rebuild() : 0;
        Duration rebuildTime = Duration.ofNanos(rebuilt > 0 ? System.nanoTime() - started : 0);
        int applied = 0;
        while (true) {
            long from = search.appliedSequence();
            List<MeetingChange> batch = tx.inTransaction(() -> changes.after(from, settings.batchSize()));
            if (batch.isEmpty()) {
                break;
            }
            apply(batch);
            search.commit();
            applied += batch.size();
            if (batch.size() < settings.batchSize()) {
                break;
            }
        }
        return new Progress(rebuilt, applied, rebuildTime);
    }

    @Override
    public void catchUpTo(long sequence) {
        if (search.appliedSequence() >= sequence) {
            return;
        }
        try {
            catchUp();
        } catch (RuntimeException e) {
            failureLog.accept("search index catch-up to " + sequence + " failed (the background follower retries): " + e);
        }
    }

    /** Empties the index and fills it from the ready transcripts in change order; returns how many were indexed. */
    private int rebuild() {
        search.clear();
        int indexed = 0;
        long after = 0;
        long uncommittedChars = 0;
        while (true) {
            long from = after;
            List<TranscriptSnapshot> page = tx.inTransaction(() -> transcripts.readyInChangeOrder(from, settings.batchSize()));
            search.indexAll(page.stream().map(s -> document(s, s.transcript().changeSequence())).toList());
            if (!page.isEmpty()) {
                after = page.getLast().transcript().changeSequence();
            }
            indexed += page.size();
            uncommittedChars += page.stream().mapToLong(s -> s.transcript().input().text().length()).sum();
            boolean last = page.size() < settings.batchSize();
            if (last || uncommittedChars >= settings.rebuildCommitChars()) {
                search.commit();
                uncommittedChars = 0;
            }
            if (last) {
                return indexed;
            }
        }
    }

    /** Applies a batch in sequence order, the last change of each transcript only. */
    private void apply(List<MeetingChange> batch) {
        Map<TranscriptKey, MeetingChange> last = new LinkedHashMap<>();
        batch.forEach(change -> last.put(change.key(), change));
        List<MeetingChange> effective = new ArrayList<>(last.values());
        effective.sort(Comparator.comparingLong(MeetingChange::sequence));
        List<TranscriptKey> toIndex = effective.stream().filter(c -> c.kind() == MeetingChange.Kind.INDEX)
                .map(MeetingChange::key).toList();
        Map<TranscriptKey, TranscriptSnapshot> ready = new LinkedHashMap<>();
        tx.inTransaction(() -> transcripts.ready(toIndex)).forEach(s -> ready.put(s.transcript().key(), s));
        // In sequence order, consecutive additions in one call (the provider does their vectors together):
        // the applied sequence must never pass a change that failed, so a removal waits for the additions
        // before it.
        List<TranscriptDocument> toAdd = new ArrayList<>();
        for (MeetingChange change : effective) {
            TranscriptSnapshot snapshot = change.kind() == MeetingChange.Kind.INDEX ? ready.get(change.key()) : null;
            if (snapshot == null) {
                search.indexAll(List.copyOf(toAdd));
                toAdd.clear();
                search.delete(change.accountId().value(), change.transcriptId(), change.sequence());
            } else {
                toAdd.add(document(snapshot, change.sequence()));
            }
        }
        search.indexAll(toAdd);
    }

    static TranscriptDocument document(TranscriptSnapshot snapshot, long sequence) {
        StoredTranscript t = snapshot.transcript();
        List<TranscriptDocument.Item> items = new ArrayList<>(snapshot.items().size());
        for (StoredItem stored : snapshot.items()) {
            var item = stored.item();
            items.add(new TranscriptDocument.Item(stored.itemId(), item.kind(), item.text(), item.owner(), item.owedTo(), item.due(),
                    item.confidence(), item.offsetStart(), item.offsetEnd()));
        }
        return new TranscriptDocument(t.accountId().value(), t.input().transcriptId(), sequence, t.input().occurredAt(),
                t.input().participants(), t.input().text(), items);
    }

    /** Catches up now and then every {@code pollInterval} on a daemon thread. */
    public synchronized SearchIndexFollower start() {
        if (poller == null) {
            poller = Executors.newSingleThreadScheduledExecutor(r -> {
                Thread t = new Thread(r, "search-index-follower");
                t.setDaemon(true);
                return t;
            });
            long every = Math.max(10, settings.pollInterval().toMillis());
            poller.scheduleWithFixedDelay(this::safeCatchUp, 0, every, TimeUnit.MILLISECONDS);
        }
        return this;
    }

    private void safeCatchUp() {
        try {
            Progress progress = catchUp();
            if (progress.rebuilt() > 0) {
                progressLog.accept("search index rebuilt from " + progress.rebuilt() + " transcripts in "
                        + progress.rebuildTime().toMillis() + " ms; now at change " + search.appliedSequence());
            }
        } catch (RuntimeException e) {
            failureLog.accept("search index catch-up failed (retried on the next poll): " + e);
        }
    }

    /** Stops polling; the index itself is closed by whoever opened it. */
    @Override
    public void close() {
        ScheduledExecutorService p;
        synchronized (this) {
            p = poller;
            poller = null;
        }
        if (p != null) {
            p.shutdownNow();
            try {
                p.awaitTermination(5, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
