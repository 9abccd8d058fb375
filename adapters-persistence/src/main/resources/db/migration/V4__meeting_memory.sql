-- Meeting memory (service-spec 2.4-2.6, 4.9-4.11; decisions.md sections 3 and 7; docs/meeting-memory.md).
-- PostgreSQL is the source of truth; each server instance's search index is derived from these tables
-- and follows meeting_changes.

-- One row per (account, transcript_id). status: a synchronous ingest writes 'ready'; an asynchronous one
-- writes 'pending' with the operation_id that owns the row, and that operation makes it 'ready' or
-- 'failed' (operation_id stays: a rerun of the same operation after a crash sees its own work done).
-- occurred_at is stored in UTC with the caller's offset beside it: due dates resolve in the meeting's
-- own offset. change_sequence is the row's latest entry in meeting_changes (a rebuild indexes ready rows
-- in that order, so a rebuild cut short resumes as a plain catch-up).
CREATE TABLE meeting_transcripts (
    account_id         text        NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    transcript_id      text        NOT NULL CHECK (transcript_id ~ '^[A-Za-z0-9][A-Za-z0-9._:@-]{0,127}$'),
    title              text        CHECK (char_length(title) <= 300),
    occurred_at        timestamptz NOT NULL,
    utc_offset_seconds int         NOT NULL CHECK (utc_offset_seconds BETWEEN -64800 AND 64800),
    participants       text[]      NOT NULL CHECK (cardinality(participants) BETWEEN 1 AND 200),
    text               text        NOT NULL CHECK (char_length(text) BETWEEN 1 AND 1000000),
    status             text        NOT NULL CHECK (status IN ('pending', 'ready', 'failed')),
    operation_id       text        CHECK (starts_with(operation_id, 'op_')),
    ingested_at        timestamptz,
    created_at         timestamptz NOT NULL,
    updated_at         timestamptz NOT NULL,
    change_sequence    bigint      NOT NULL DEFAULT 0,
    PRIMARY KEY (account_id, transcript_id),
    CHECK ((status = 'ready') = (ingested_at IS NOT NULL)),
    CHECK (status = 'ready' OR operation_id IS NOT NULL)
);
-- The weekly digest's audience and the digest's windows.
CREATE INDEX meeting_transcripts_occurred_idx ON meeting_transcripts (account_id, occurred_at) WHERE status = 'ready';
-- A rebuild of a search index: ready rows in change order.
CREATE INDEX meeting_transcripts_change_idx ON meeting_transcripts (change_sequence) WHERE status = 'ready';

-- Extracted items (mi_…), position = order of the supporting text. occurred_at is the transcript's,
-- copied so that the digest reads items without the transcript text.
CREATE TABLE meeting_items (
    item_id       text             PRIMARY KEY CHECK (starts_with(item_id, 'mi_')),
    account_id    text             NOT NULL,
    transcript_id text             NOT NULL,
    position      int              NOT NULL,
    kind          text             NOT NULL CHECK (kind IN ('commitment', 'decision', 'open_question', 'action_item')),
    text          text             NOT NULL,
    owner         text,
    owed_to       text,
    due           date,
    confidence    double precision NOT NULL CHECK (confidence >= 0 AND confidence <= 1),
    offset_start  int              NOT NULL CHECK (offset_start >= 0),
    offset_end    int              NOT NULL CHECK (offset_end > offset_start),
    occurred_at   timestamptz      NOT NULL,
    FOREIGN KEY (account_id, transcript_id) REFERENCES meeting_transcripts (account_id, transcript_id) ON DELETE CASCADE
);
CREATE INDEX meeting_items_transcript_idx ON meeting_items (account_id, transcript_id, position);
CREATE INDEX meeting_items_digest_idx ON meeting_items (account_id, kind, occurred_at);

-- What the digest needs to link items across transcripts: sentences that report work done ("the
-- migration PR landed"), with the participants they are about (owners). See DoneReportFinder.
CREATE TABLE meeting_done_reports (
    account_id    text        NOT NULL,
    transcript_id text        NOT NULL,
    position      int         NOT NULL,
    owners        text[]      NOT NULL CHECK (cardinality(owners) >= 1),
    text          text        NOT NULL,
    offset_start  int         NOT NULL CHECK (offset_start >= 0),
    offset_end    int         NOT NULL CHECK (offset_end > offset_start),
    occurred_at   timestamptz NOT NULL,
    PRIMARY KEY (account_id, transcript_id, position),
    FOREIGN KEY (account_id, transcript_id) REFERENCES meeting_transcripts (account_id, transcript_id) ON DELETE CASCADE
);
CREATE INDEX meeting_done_reports_digest_idx ON meeting_done_reports (account_id, occurred_at);

-- The change log the search indexes follow: 'index' = index the transcript's current state, 'delete' =
-- remove it. Written in the transaction of the change, last, under a transaction-scoped advisory lock
-- taken just before the sequence is drawn: writers are serialised from there to their commit, so a
-- sequence can only be read once every lower sequence that commits is readable (no gaps for a reader
-- to skip). No foreign key: a 'delete' outlives its transcript.
CREATE TABLE meeting_changes (
    sequence      bigserial   PRIMARY KEY,
    account_id    text        NOT NULL,
    transcript_id text        NOT NULL,
    kind          text        NOT NULL CHECK (kind IN ('index', 'delete')),
    created_at    timestamptz NOT NULL
);
