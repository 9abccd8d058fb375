-- Sign-in throttle counters (docs/decisions.md, "Sign-in throttling"): console logins per e-mail and
-- address, per e-mail, per address; sign-ups and report-token failures per address. One row per scope and
-- SHA-256 subject (no e-mail or address in clear), locked for each attempt so that every instance counts
-- together. Housekeeping deletes the rows whose expires_at has passed.
-- V9 (not V7): other hardening work may add V7/V8 in parallel.
CREATE TABLE auth_throttle (
    scope             text        NOT NULL,
    subject           char(64)    NOT NULL,
    attempts          integer     NOT NULL CHECK (attempts >= 0),
    window_started_at timestamptz NOT NULL,
    lockouts          integer     NOT NULL CHECK (lockouts >= 0),
    locked_until      timestamptz,
    trusted_until     timestamptz,
    expires_at        timestamptz NOT NULL,
    PRIMARY KEY (scope, subject)
);

CREATE INDEX auth_throttle_expires_at ON auth_throttle (expires_at);
