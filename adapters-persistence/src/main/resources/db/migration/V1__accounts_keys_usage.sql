-- Accounts, API keys, console sessions, the monthly usage counter, idempotency records and the
-- event outbox (decisions.md sections 2 and 9). PostgreSQL 14+.
-- Ids are opaque text with a type prefix (acct_, key_, evt_); times are timestamptz (UTC instants).

-- One row per customer account. E-mails arrive trimmed and lower-cased from the domain.
CREATE TABLE accounts (
    id            text        PRIMARY KEY CHECK (starts_with(id, 'acct_')),
    email         text        NOT NULL UNIQUE,
    password_hash text        NOT NULL,              -- Argon2id, encoded with its parameters
    plan          text        NOT NULL CHECK (plan IN ('free', 'entry', 'higher')),
    created_at    timestamptz NOT NULL
);

-- API keys: only the SHA-256 (lowercase hex) of the secret is stored; hint is att_… + 4 characters.
CREATE TABLE api_keys (
    id             text        PRIMARY KEY CHECK (starts_with(id, 'key_')),
    account_id     text        NOT NULL REFERENCES accounts (id),
    name           text        NOT NULL,
    hint           text        NOT NULL,
    scopes         text[]      NOT NULL,              -- scope ids: guard, deal, voice, calculator, meetings, webhooks
    secret_sha256  char(64)    NOT NULL UNIQUE CHECK (secret_sha256 ~ '^[0-9a-f]{64}$'),
    created_at     timestamptz NOT NULL,
    last_used_at   timestamptz,                       -- written at most once a minute per key
    revoked_at     timestamptz,
    revoked_reason text        CHECK (revoked_reason IN ('revoked', 'operator', 'compromised')),
    CHECK ((revoked_at IS NULL) = (revoked_reason IS NULL))
);
-- The console's key list: one account's keys, newest first.
CREATE INDEX api_keys_account_created_idx ON api_keys (account_id, created_at DESC);

-- Console sessions: the cookie holds a random token, the table its SHA-256. Idle after 12 h.
CREATE TABLE console_sessions (
    token_sha256 char(64)    PRIMARY KEY CHECK (token_sha256 ~ '^[0-9a-f]{64}$'),
    account_id   text        NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    created_at   timestamptz NOT NULL,
    last_seen_at timestamptz NOT NULL
);
-- Purging idle sessions.
CREATE INDEX console_sessions_last_seen_idx ON console_sessions (last_seen_at);

-- Metered calls per account and calendar month (UTC). Changed only by single atomic statements
-- (INSERT ... ON CONFLICT DO UPDATE ... WHERE used < limit), so the count is exact under concurrency.
CREATE TABLE usage_counters (
    account_id text   NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    period     text   NOT NULL CHECK (period ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),   -- YYYY-MM
    used       bigint NOT NULL CHECK (used >= 0),
    PRIMARY KEY (account_id, period)
);

-- The first response to a POST with an Idempotency-Key, per account, kept 24 h.
-- in_progress: claimed, response not known yet (status, content_type, body, location are null).
CREATE TABLE idempotency_records (
    account_id   text        NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    idem_key     text        NOT NULL CHECK (char_length(idem_key) BETWEEN 1 AND 255),
    fingerprint  text        NOT NULL,                -- method, path and body hash of the first request
    state        text        NOT NULL CHECK (state IN ('in_progress', 'completed')),
    status       int,
    content_type text,
    body         bytea,
    location     text,
    created_at   timestamptz NOT NULL,
    PRIMARY KEY (account_id, idem_key),
    CHECK (state = 'in_progress' OR status IS NOT NULL)
);
-- Purging expired records.
CREATE INDEX idempotency_records_created_idx ON idempotency_records (created_at);

-- The transactional outbox: written in the same transaction as the change that caused the event,
-- delivered to webhook endpoints afterwards.
CREATE TABLE events (
    id         text        PRIMARY KEY CHECK (starts_with(id, 'evt_')),
    account_id text        NOT NULL REFERENCES accounts (id),
    type       text        NOT NULL,                  -- e.g. key.compromised
    data       jsonb       NOT NULL,
    created_at timestamptz NOT NULL
);
-- An account's events in time order (GET /v1/events, delivery).
CREATE INDEX events_account_created_idx ON events (account_id, created_at);
