package io.attest.adapters.search;

import java.time.OffsetDateTime;
import java.util.Locale;
import java.util.Map;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.en.EnglishAnalyzer;
import org.apache.lucene.analysis.miscellaneous.PerFieldAnalyzerWrapper;
import org.apache.lucene.analysis.standard.StandardAnalyzer;

/**
 * The index layout: one Lucene document per extracted item and one per transcript passage, told
 * apart by {@link #TYPE}. Items and passages have their own text and vector fields, so that
 * BM25's length statistics and the vector graphs of the two never mix.
 */
final class IndexSchema {

    /** Written into every commit; an index with another value is rebuilt from nothing. */
    static final String VERSION = "transcript-search/4;" + MiniLmEmbedder.MODEL_ID;

    static final String TYPE = "type";
    static final String TYPE_ITEM = "item";
    static final String TYPE_PASSAGE = "passage";

    /** The owning account (exact term). Every query carries it as a mandatory filter. */
    static final String ACCOUNT = "account";
    /** account + U+001F + transcript id: what replace and delete address. */
    static final String TRANSCRIPT_KEY = "transcript_key";
    /** account + U+001F + item id. */
    static final String ITEM_KEY = "item_key";
    /** The item's id (sorted doc values). */
    static final String ITEM_ID = "item_id";
    /** What a match shows of the item (binary doc values): see {@link ItemHitFields}. */
    static final String HIT = "hit";
    /**
     * Items of a passage (binary doc values, read for every passage hit): see {@link PassageLinks}.
     */
    static final String LINKS = "links";
    /** Items: their kind (indexed, stored); passages: the kinds of their linked items (indexed). */
    static final String KIND = "kind";
    /** The item's kind as sorted doc values (a field has one layout in every document, and passages have none). */
    static final String ITEM_KIND = "item_kind";
    static final String PARTICIPANT = "participant";
    /** Microseconds since the epoch (PostgreSQL's precision), for the exclusive {@code since}. */
    static final String OCCURRED_AT = "occurred_at";

    static final String ITEM_TEXT = "item_text";
    static final String PASSAGE_TEXT = "passage_text";
    /** The owner's name words (from the e-mail's local part), so "what did Ada promise" finds Ada's items. */
    static final String OWNER_NAME = "owner_name";
    static final String OWED_NAME = "owed_name";

    /**
     * Items' and passages' vectors share one field: one HNSW walk per segment and query finds the
     * nearest of both (their ranks are then counted per type), instead of two walks, two filter
     * bitsets and two quantisations of the question's vector.
     */
    static final String VECTOR = "vector";

    static final String COMMIT_SEQUENCE = "applied_sequence";
    static final String COMMIT_VERSION = "schema_version";

    static final char SEPARATOR = '\u001f';

    private IndexSchema() {
    }

    /** English analysis (possessives, stop words, Porter stemming) for the texts; names without stemming. */
    static Analyzer analyzer() {
        Analyzer names = new StandardAnalyzer(EnglishAnalyzer.ENGLISH_STOP_WORDS_SET);
        return new PerFieldAnalyzerWrapper(new EnglishAnalyzer(), Map.of(OWNER_NAME, names, OWED_NAME, names));
    }

    static String key(String accountId, String id) {
        return accountId + SEPARATOR + id;
    }

    static long micros(OffsetDateTime time) {
        java.time.Instant instant = time.toInstant();
        try {
            return Math.addExact(Math.multiplyExact(instant.getEpochSecond(), 1_000_000L), instant.getNano() / 1_000L);
        } catch (ArithmeticException beyondRange) { // ±292,000 years: saturate, the order is all that matters
            return instant.getEpochSecond() < 0 ? Long.MIN_VALUE : Long.MAX_VALUE;
        }
    }

    /** E-mail addresses compare without case. */
    static String participant(String email) {
        return email.trim().toLowerCase(Locale.ROOT);
    }

    /** "ada.lovelace@example.com" → "ada lovelace"; {@code null} → "". */
    static String nameWords(String email) {
        if (email == null) {
            return "";
        }
        int at = email.indexOf('@');
        String local = at < 0 ? email : email.substring(0, at);
        return local.replaceAll("[._+\\-0-9]+", " ").trim();
    }

}
