-- Metered calls per account and UTC day, for the console's per-day chart (issue 14). Written by the same
-- single statements that change usage_counters (a CTE), so it costs no extra round trip; the day is the
-- database's current UTC date. A chart, not a quota: usage_counters stays the number that is enforced.
-- Numbered 8.1 so that it cannot collide with a V8 written at the same time on another branch.
CREATE TABLE usage_daily (
    account_id text   NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    day        date   NOT NULL,
    used       bigint NOT NULL CHECK (used >= 0),
    PRIMARY KEY (account_id, day)
);
