package io.attest.server.meetings;

import io.attest.plugin.api.meetings.search.TranscriptSearch;
import io.attest.plugin.api.meetings.search.SearchHit;
import io.attest.plugin.api.meetings.search.SearchQuery;
import io.attest.plugin.api.meetings.search.TranscriptDocument;
import io.attest.plugin.api.meetings.search.TranscriptSearch;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Test scope only, for the follower's unit tests: a {@code TranscriptSearch} that records what it is
 * told and keeps documents in memory, with Lucene's durability model — what was indexed since the
 * last commit is lost by {@link #crash()}. It cannot search (API tests use the real provider).
 */
final class RecordingTranscriptSearch implements TranscriptSearch {

    record Key(String account, String transcript) {
    }

    private Map<Key, TranscriptDocument> committed = new HashMap<>();
    private long committedApplied;
    private Map<Key, TranscriptDocument> current = new HashMap<>();
    private long applied;
    final List<String> calls = new ArrayList<>();
    int failOnIndexCall = -1;
    private int indexCalls;

    @Override
    public String id() {
        return "recording";
    }

    @Override
    public String version() {
        return "0.0.0";
    }

    @Override
    public int spiVersion() {
        return TranscriptSearch.SPI_VERSION;
    }

    @Override
    public synchronized void open(Path directory) {
    }

    @Override
    public synchronized void index(TranscriptDocument document) {
        if (++indexCalls == failOnIndexCall) {
            throw new IllegalStateException("disk full (simulated)");
        }
        calls.add("index " + document.transcriptId() + "@" + document.sequence());
        current.put(new Key(document.accountId(), document.transcriptId()), document);
        applied = Math.max(applied, document.sequence());
    }

    @Override
    public synchronized void delete(String accountId, String transcriptId, long sequence) {
        calls.add("delete " + transcriptId + "@" + sequence);
        current.remove(new Key(accountId, transcriptId));
        applied = Math.max(applied, sequence);
    }

    @Override
    public List<SearchHit> search(SearchQuery query) {
        throw new UnsupportedOperationException("the recording index does not search");
    }

    @Override
    public synchronized long appliedSequence() {
        return applied;
    }

    @Override
    public synchronized void clear() {
        calls.add("clear");
        current = new HashMap<>();
        applied = 0;
    }

    @Override
    public synchronized void commit() {
        calls.add("commit");
        committed = new HashMap<>(current);
        committedApplied = applied;
    }

    /** Loses everything since the last commit, as a process that died would. */
    synchronized void crash() {
        current = new HashMap<>(committed);
        applied = committedApplied;
        failOnIndexCall = -1;
    }

    @Override
    public void close() {
    }

    /** The documents of one account, by transcript id. */
    synchronized Map<String, TranscriptDocument> documents(String accountId) {
        Map<String, TranscriptDocument> out = new HashMap<>();
        current.forEach((k, v) -> {
            if (k.account().equals(accountId)) {
                out.put(k.transcript(), v);
            }
        });
        return out;
    }

    synchronized List<String> callsAbout(String... transcriptIds) {
        List<String> out = new ArrayList<>();
        for (String call : calls) {
            for (String id : transcriptIds) {
                if (call.startsWith("index " + id + "@") || call.startsWith("delete " + id + "@")) {
                    out.add(call.substring(0, call.indexOf('@')));
                }
            }
        }
        return out;
    }
}
