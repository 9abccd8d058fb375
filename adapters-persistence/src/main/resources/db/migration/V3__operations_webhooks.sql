-- Asynchronous operations, webhook endpoints, deliveries with their attempt log, replay audit and the
-- weekly digest schedule (decisions.md sections 3, 7 and 8; docs/webhooks.md). PostgreSQL 14+.
-- Queues are tables: workers on any number of server instances claim rows under a lease measured on
-- the database clock (lease_until); a lease left by a dead instance expires and the row is claimed again.

-- Jobs (op_…). status: queued -> running -> succeeded | failed. A running row whose lease expired
-- belongs to a dead worker and is claimed again (attempts counts the claims).
CREATE TABLE operations (
    id            text             PRIMARY KEY CHECK (starts_with(id, 'op_')),
    account_id    text             NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    type          text             NOT NULL CHECK (char_length(type) BETWEEN 1 AND 100),
    status        text             NOT NULL CHECK (status IN ('queued', 'running', 'succeeded', 'failed')),
    progress      double precision NOT NULL DEFAULT 0 CHECK (progress >= 0 AND progress <= 1),
    resource_kind text,
    resource_id   text,
    input         jsonb            NOT NULL DEFAULT '{}'::jsonb,
    error         jsonb,                               -- {code, message, field?, detail?} when failed
    attempts      int              NOT NULL DEFAULT 0,
    locked_by     text,                                -- the worker holding the lease
    lease_until   timestamptz,
    created_at    timestamptz      NOT NULL,
    updated_at    timestamptz      NOT NULL,
    started_at    timestamptz,
    finished_at   timestamptz,
    CHECK ((resource_kind IS NULL) = (resource_id IS NULL)),
    CHECK ((status = 'running') = (locked_by IS NOT NULL))
);
-- The claim: queued rows in creation order, and running rows (expired leases).
CREATE INDEX operations_claimable_idx ON operations (created_at) WHERE status IN ('queued', 'running');
-- Purging finished operations after 30 days.
CREATE INDEX operations_finished_idx ON operations (finished_at) WHERE finished_at IS NOT NULL;

-- Webhook endpoints (we_…). The secret signs deliveries, so it is stored as issued; the previous one
-- is still sent (Service-Signature-Previous) until previous_secret_expires_at, 24 h after a rotation.
CREATE TABLE webhook_endpoints (
    id                          text        PRIMARY KEY CHECK (starts_with(id, 'we_')),
    account_id                  text        NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    url                         text        NOT NULL CHECK (char_length(url) <= 2048),
    events                      text[]      NOT NULL CHECK (cardinality(events) > 0),
    status                      text        NOT NULL CHECK (status IN ('active')),
    secret                      text        NOT NULL CHECK (starts_with(secret, 'whsec_')),
    previous_secret             text,
    previous_secret_expires_at  timestamptz,
    created_at                  timestamptz NOT NULL,
    secret_rotated_at           timestamptz,
    deleted_at                  timestamptz,
    CHECK ((previous_secret IS NULL) = (previous_secret_expires_at IS NULL))
);
CREATE INDEX webhook_endpoints_account_idx ON webhook_endpoints (account_id, created_at) WHERE deleted_at IS NULL;

-- One delivery per (event, endpoint). attempts counts every attempt; round_attempts those since the
-- delivery was made or last replayed (the retry schedule's position). lease_token fences a result:
-- an attempt is recorded only by the worker whose lease is still current.
CREATE TABLE webhook_deliveries (
    id              text        PRIMARY KEY CHECK (starts_with(id, 'dlv_')),
    event_id        text        NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    endpoint_id     text        NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
    account_id      text        NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    status          text        NOT NULL CHECK (status IN ('pending', 'succeeded', 'parked', 'cancelled')),
    attempts        int         NOT NULL DEFAULT 0,
    round_attempts  int         NOT NULL DEFAULT 0,
    next_attempt_at timestamptz,
    locked_by       text,
    lease_token     text,
    lease_until     timestamptz,
    created_at      timestamptz NOT NULL,
    updated_at      timestamptz NOT NULL,
    delivered_at    timestamptz,
    UNIQUE (event_id, endpoint_id),
    CHECK ((status = 'pending') = (next_attempt_at IS NOT NULL))
);
-- The claim: pending rows by due time.
CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at) WHERE status = 'pending';
-- In-flight rows per endpoint (the per-endpoint concurrency cap).
CREATE INDEX webhook_deliveries_leased_idx ON webhook_deliveries (endpoint_id) WHERE lease_until IS NOT NULL;
-- An endpoint's deliveries (listing, bulk replay of parked ones).
CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, created_at);

-- The attempt log: one row per HTTP attempt. status_code is null when no answer came (error says why);
-- response_excerpt is at most the first 1 KB of the answer's body.
CREATE TABLE webhook_delivery_attempts (
    delivery_id      text        NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
    number           int         NOT NULL CHECK (number >= 1),
    started_at       timestamptz NOT NULL,
    duration_ms      bigint      NOT NULL CHECK (duration_ms >= 0),
    status_code      int,
    succeeded        boolean     NOT NULL,
    error            text,
    response_excerpt text,
    worker           text        NOT NULL,
    PRIMARY KEY (delivery_id, number)
);

-- Audit of replays: who asked, for what, when, and how many deliveries were queued again.
CREATE TABLE webhook_replays (
    id           bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    account_id   text        NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    actor        text        NOT NULL,                 -- key_… of the caller, or console / operator
    target_kind  text        NOT NULL CHECK (target_kind IN ('event', 'endpoint')),
    target_id    text        NOT NULL,
    since        timestamptz,
    deliveries   int         NOT NULL,
    requested_at timestamptz NOT NULL
);
CREATE INDEX webhook_replays_account_idx ON webhook_replays (account_id, requested_at);

-- The weekly digest schedule: each (account, window) is announced once, whatever the number of
-- instances or reruns; a window is complete when every account of it was handled.
CREATE TABLE digest_window_accounts (
    account_id text        NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    window_end timestamptz NOT NULL,
    PRIMARY KEY (account_id, window_end)
);
CREATE TABLE digest_windows (
    window_end   timestamptz PRIMARY KEY,
    accounts     int         NOT NULL,
    completed_at timestamptz NOT NULL
);

-- Fan-out: an event written to the outbox gets one pending delivery per endpoint of its account that
-- subscribes to its type, in the same transaction (whoever writes the event), due at once.
CREATE FUNCTION webhook_fan_out() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO webhook_deliveries (id, event_id, endpoint_id, account_id, status, next_attempt_at, created_at, updated_at)
    SELECT 'dlv_' || replace(gen_random_uuid()::text, '-', ''), NEW.id, e.id, NEW.account_id, 'pending',
           NEW.created_at, NEW.created_at, NEW.created_at
    FROM webhook_endpoints e
    WHERE e.account_id = NEW.account_id AND e.deleted_at IS NULL AND NEW.type = ANY (e.events);
    RETURN NULL;
END
$$;
CREATE TRIGGER events_webhook_fan_out AFTER INSERT ON events FOR EACH ROW EXECUTE FUNCTION webhook_fan_out();
