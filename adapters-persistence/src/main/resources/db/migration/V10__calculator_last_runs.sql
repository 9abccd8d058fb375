-- The last run of each calculator schema, for the console's tornado chart (issue 14): replaced by every
-- run, gone with its schema. Levers as the analysis ranked them:
-- [{"input", "current", "measure", "impact"?, "direction", "failure"?}, ...], decimals as plain strings.
CREATE TABLE calculator_last_runs (
    schema_id  text        PRIMARY KEY REFERENCES calculator_schemas (id) ON DELETE CASCADE,
    account_id text        NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    ran_at     timestamptz NOT NULL,
    output     text        NOT NULL,
    headline   text        NOT NULL,
    levers     jsonb       NOT NULL CHECK (jsonb_typeof(levers) = 'array')
);
