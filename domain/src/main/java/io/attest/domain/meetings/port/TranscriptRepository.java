package io.attest.domain.meetings.port;

import io.attest.domain.meetings.DeliveryEvidence;
import io.attest.domain.meetings.DoneReport;
import io.attest.domain.meetings.StoredItem;
import io.attest.domain.meetings.StoredTranscript;
import io.attest.plugin.api.meetings.TranscriptInput;
import io.attest.domain.meetings.TranscriptKey;
import io.attest.domain.meetings.TranscriptSnapshot;
import io.attest.domain.meetings.TranscriptStatus;
import io.attest.domain.shared.AccountId;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * Transcripts, their extracted items and their done reports in PostgreSQL. Every method joins the
 * caller's transaction; every read and write of one account's data is scoped to that account.
 */
public interface TranscriptRepository {

    /** The transcript of {@code key}, locked until the transaction ends (a concurrent writer of the same id waits). */
    Optional<StoredTranscript> lock(TranscriptKey key);

    Optional<StoredTranscript> find(TranscriptKey key);

    /**
     * Writes the transcript of {@code account} (inserting it, or replacing the one with the same id), with
     * {@code status} and the asynchronous {@code operationId} that writes it (null when synchronous), and removes the
     * items and done reports of the version it replaces. {@code ingestedAt} is null unless ready.
     */
    void save(AccountId account, TranscriptInput input, TranscriptStatus status, String operationId, Instant ingestedAt,
              Instant now);

    /** Adds the extraction of a saved transcript (after {@link #save} removed the old one). */
    void addExtraction(TranscriptKey key, List<StoredItem> items, List<DoneReport> reports);

    /** Sets the status (and the ingest time when ready), keeping the operation; false when the transcript does not exist. */
    boolean setStatus(TranscriptKey key, TranscriptStatus status, Instant ingestedAt, Instant now);

    /** Removes the transcript, its items and its done reports; false when there was none. */
    boolean delete(TranscriptKey key);

    /** The items of one transcript in the order of their supporting text. */
    List<StoredItem> items(TranscriptKey key);

    /** Ready transcripts with items, across accounts, whose latest change is above {@code afterSequence}, in change order. */
    List<TranscriptSnapshot> readyInChangeOrder(long afterSequence, int limit);

    /** The ready transcripts among {@code keys} with their items (missing and unready ones are left out). */
    List<TranscriptSnapshot> ready(Collection<TranscriptKey> keys);

    /** Commitments and action items of ready transcripts of the account that occurred before {@code to}. */
    List<StoredItem> promisesBefore(AccountId account, Instant to);

    /** Open questions of ready transcripts of the account that occurred in {@code [from, to)}. */
    List<StoredItem> openQuestionsBetween(AccountId account, Instant from, Instant to);

    /** Done reports of ready transcripts of the account that occurred before {@code to}. */
    List<DeliveryEvidence> evidenceBefore(AccountId account, Instant to);

    /** Accounts holding at least one ready transcript that occurred before {@code to}. */
    List<AccountId> accountsWithTranscriptsBefore(Instant to);
}
