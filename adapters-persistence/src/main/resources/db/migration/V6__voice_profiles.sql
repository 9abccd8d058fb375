-- Voice profiles (service-spec 2.2, 4.3-4.6; decisions.md sections 3 and 6; docs/voice-profile.md).
-- V6, not V5: V5 is left to the meeting-memory follow-up work running in parallel, so the two merge
-- in either order without renumbering.
--
-- One row per profile. status: a synchronous training writes 'ready'; an asynchronous one writes
-- 'pending' with the operation_id that owns the row, and that operation makes it 'ready' or 'failed'
-- (operation_id stays: a rerun of the same operation after a crash sees its own work done).
-- style is the measured profile (StyleProfile.toDocument(), a plain JSON tree); summary is derived from it.
-- style is json, not jsonb: jsonb reorders object keys, and the profile's function words are an ordered map.
-- Every statement filters by account_id, so another account's id reads as absent.
CREATE TABLE voice_profiles (
    id           text        PRIMARY KEY CHECK (starts_with(id, 'vp_')),
    account_id   text        NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    name         text        CHECK (char_length(name) <= 200),
    status       text        NOT NULL CHECK (status IN ('pending', 'ready', 'failed')),
    sample_count int         NOT NULL CHECK (sample_count BETWEEN 0 AND 200),
    summary      text,
    style        json        CHECK (json_typeof(style) = 'object'),
    trained_at   timestamptz,
    operation_id text        CHECK (starts_with(operation_id, 'op_')),
    created_at   timestamptz NOT NULL,
    updated_at   timestamptz NOT NULL,
    CHECK ((status = 'ready') = (trained_at IS NOT NULL AND style IS NOT NULL AND summary IS NOT NULL)),
    CHECK (status = 'ready' OR operation_id IS NOT NULL)
);
CREATE INDEX voice_profiles_account_idx ON voice_profiles (account_id, created_at);

-- The writing samples of a profile, in the order given. Deleting the profile deletes these rows in the
-- same transaction (ON DELETE CASCADE): erased, not hidden behind a flag. (PostgreSQL keeps the dead row
-- versions until vacuum reclaims them; no query can read them.) An imported profile may have none.
CREATE TABLE voice_samples (
    profile_id text NOT NULL REFERENCES voice_profiles (id) ON DELETE CASCADE,
    position   int  NOT NULL CHECK (position BETWEEN 0 AND 199),
    text       text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 20000),
    PRIMARY KEY (profile_id, position)
);
