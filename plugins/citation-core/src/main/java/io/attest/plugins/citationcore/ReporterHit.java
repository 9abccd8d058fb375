package io.attest.plugins.citationcore;

import io.attest.plugins.citationcore.ReporterCatalog.Edition;
import io.attest.plugins.citationcore.ReporterCatalog.Form;
import java.util.List;

/**
 * A reporter cite found by {@link VolumeFirstReader} or {@link ReporterFirstReader}, before
 * {@link ReporterEditions} chooses its edition. Mutable fields rather than a record: the readers fill
 * it in step by step and the edition pass sets the year, without a copy per cite.
 */
final class ReporterHit {

    /** No year, no included year. */
    static final int NONE = -1;

    // Styles of hit, for the normalised form.
    static final int STANDARD = 0;
    static final int NEUTRAL = 1;
    static final int VOLUMELESS = 2;
    static final int YEAR_PAGE = 3;
    static final int YEAR_VOLUME = 4;
    static final int LEXIS = 5;

    int start;
    int end;
    int style;
    String volume;
    long volumeNumber = -1;
    String page;
    boolean paragraph;
    String nominative;
    boolean supplement;
    List<Edition> nominativeEditions;
    int includedYear = NONE;
    Form form;
    List<Edition> candidates;
    String written;
    int year = NONE;
}
