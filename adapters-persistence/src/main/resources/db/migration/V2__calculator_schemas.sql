-- Calculator schemas (spec 2.3 and 4.7, decisions.md section 10; docs/calculator.md). PostgreSQL 14+.
-- A schema belongs to one account and is immutable once stored (create, read, delete; no update).
-- Every query filters by account_id, so another account's id reads as absent.

CREATE TABLE calculator_schemas (
    id         text        PRIMARY KEY CHECK (starts_with(id, 'calc_')),
    account_id text        NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    name       text        NOT NULL,
    -- The lines as the caller wrote them, in order: [{"id", "label"?, "formula"?, "type"?}, ...].
    -- Validated before insert; formulas are compiled again (and cached) when a schema is run.
    lines      jsonb       NOT NULL CHECK (jsonb_typeof(lines) = 'array'),
    created_at timestamptz NOT NULL
);
-- One account's schemas, newest first (deletion of an account, a future list route).
CREATE INDEX calculator_schemas_account_created_idx ON calculator_schemas (account_id, created_at DESC);
