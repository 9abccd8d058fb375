package io.attest.plugins.citationcore;

import java.util.List;

/**
 * A domain's own provision forms ({@code FINRA Rule 2111}, {@code Exclusion (c)}, {@code CMS-1500}),
 * which a pattern pack adds to the shared forms of {@link ProvisionRecognizer}. Each family lives in
 * its pack's module; the provision pass calls it only at the start of a word whose first two
 * characters start one of its {@link #anchors()}, so a family costs nothing on the rest of the text
 * and every family shares the one pass. Implementations are immutable and thread-safe, and have a
 * public no-argument constructor: they are registered in
 * {@code META-INF/services/io.attest.plugins.citationcore.ProvisionFamily}, where a declarative pack
 * finds them by {@link #names()}.
 */
public interface ProvisionFamily {

    /** The names a declarative pack lists it by, lower case: the domain bundle and the building block ({@code insurance}, {@code policy}). */
    List<String> names();

    /**
     * The words the forms start with, each a capital and an ASCII character first; the pass uses
     * only their first two characters, to skip words that start no form.
     */
    List<String> anchors();

    /**
     * The end of the longest form that starts at {@code start} (a capital that starts a word and an
     * anchor's first two characters), or {@code -1}. Reads at most a bounded stretch of the text.
     */
    int end(String text, int start);
}
