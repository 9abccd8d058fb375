package io.attest.domain.meetings;

/**
 * The documented maxima of the meeting-memory API (decisions.md section 9: every list and text field
 * has one). The same for every plan: the free plan is limited by its monthly calls, not by sizes.
 * Compile-time constants, so that the HTTP adapter's validation annotations use the very same numbers.
 */
public final class MeetingLimits {

    /** {@code transcript_id}: 1–128 characters, letters, digits and {@code . _ - : @}, starting with a letter or digit. */
    public static final int TRANSCRIPT_ID_MAX = 128;
    public static final String TRANSCRIPT_ID_PATTERN = "[A-Za-z0-9][A-Za-z0-9._:@-]{0,127}";
    /** Additive optional {@code title}. */
    public static final int TITLE_MAX = 300;
    /** {@code participants}: 1–200 e-mail addresses, each at most 254 characters, no repeats. */
    public static final int PARTICIPANTS_MAX = 200;
    public static final int EMAIL_MAX = 254;
    /** {@code transcript}: 1–1,000,000 characters (UTF-16 units, as every offset of the API). */
    public static final int TRANSCRIPT_MAX = 1_000_000;
    /** Above this many characters an ingest runs asynchronously (spec 4.9 and 8). */
    public static final int SYNCHRONOUS_MAX = 50_000;
    /** {@code q}: 1–1,000 characters, not blank. */
    public static final int QUERY_MAX = 1_000;
    /** The {@code participants} filter of a query: at most 100 addresses. */
    public static final int QUERY_PARTICIPANTS_MAX = 100;
    public static final int QUERY_LIMIT_DEFAULT = 20;
    public static final int QUERY_LIMIT_MAX = 100;
    /** Each list of a digest holds at most this many elements (the most relevant first); {@code counts} has the totals. */
    public static final int DIGEST_LIST_MAX = 500;
    /** Timestamps are at most this long as text. */
    public static final int TIMESTAMP_MAX = 40;

    private MeetingLimits() {
    }
}
