package io.attest.plugins.citationcore;

import io.attest.plugins.citationcore.ReporterCatalog.Form;

/**
 * Where each form found by a trie walk ends (forwards) or starts (backwards), shortest first. One per
 * call of the recogniser, reused by every attempt, so that a walk allocates nothing.
 */
final class TrieScratch {

    /** More forms ending on one walk than this are not recorded. */
    static final int MAX_TERMINALS = 32;

    final int[] positions = new int[MAX_TERMINALS];
    final Form[] forms = new Form[MAX_TERMINALS];
}
