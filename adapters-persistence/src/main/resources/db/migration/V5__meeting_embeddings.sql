-- Sentence vectors of the texts a search provider embeds (items, passages), kept with their transcript so
-- that every instance and every rebuild of a search index finds them instead of running the model again
-- (EmbeddingStore port; docs/meeting-memory.md "Stored vectors").
--
-- Keyed by account, transcript, model id and the SHA-256 of the embedded text: the text itself is not
-- stored here. A row belongs to one version of its transcript: the provider saves a transcript's vectors
-- only while the version it embedded is the transcript's latest change (the save takes FOR SHARE on the
-- transcript row with that change_sequence), and each save removes the rows of texts that version no longer
-- has. Deleting the transcript (or its account) deletes its vectors with it (cascade).
-- vector: the floats, little-endian IEEE 754 (384 x 4 = 1,536 bytes for all-MiniLM-L6-v2).
CREATE TABLE meeting_embeddings (
    account_id    text  NOT NULL,
    transcript_id text  NOT NULL,
    model         text  NOT NULL CHECK (char_length(model) BETWEEN 1 AND 100),
    text_hash     bytea NOT NULL CHECK (octet_length(text_hash) = 32),
    vector        bytea NOT NULL CHECK (octet_length(vector) > 0 AND octet_length(vector) % 4 = 0),
    PRIMARY KEY (account_id, transcript_id, model, text_hash),
    FOREIGN KEY (account_id, transcript_id) REFERENCES meeting_transcripts (account_id, transcript_id) ON DELETE CASCADE
);
-- Look-ups by text within an account, whichever of its transcripts holds it.
CREATE INDEX meeting_embeddings_text_idx ON meeting_embeddings (account_id, model, text_hash);
