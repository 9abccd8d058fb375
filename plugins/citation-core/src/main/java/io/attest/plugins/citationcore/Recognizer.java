package io.attest.plugins.citationcore;

import io.attest.plugin.api.guard.Citation;
import io.attest.plugin.api.guard.WantedAuthorities;
import java.util.BitSet;
import java.util.List;

/**
 * Finds one family of citations in a text, in time linear in the text (no backtracking regular
 * expressions). Implementations are immutable and thread-safe; build them once at start.
 */
public interface Recognizer {

    /** Adds every citation of this family in {@code text} to {@code out} (spans are Java string indexes). */
    void find(String text, List<Citation> out);

    /**
     * Whether this recogniser runs after the others and reads where their citations are
     * ({@link #find(String, List, BitSet)}); case names do, because a party name is open-ended.
     */
    default boolean readsOtherCitations() {
        return false;
    }

    /**
     * Adds the citations of {@code text} that have a key of one of the {@code wanted} scopes, and
     * bare short forms that may take one from their antecedent: what the cross-walk reads sources
     * for. Nothing by default (a recogniser whose citations have no key).
     */
    default void findAuthorities(String text, List<Citation> out, WantedAuthorities wanted) {
    }

    /** As {@link #find(String, List)}, knowing the characters {@code covered} by the other families' citations. */
    default void find(String text, List<Citation> out, BitSet covered) {
        find(text, out);
    }
}
