package io.attest.plugin.api.guard;

import io.attest.plugin.api.guard.Citation;
import io.attest.plugin.api.guard.WantedAuthorities;
import io.attest.plugin.api.Plugin;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Engine SPI: the citation patterns of one domain ({@code legal}, {@code financial},
 * {@code insurance}, {@code healthcare}, or a customer's own). Every pack reports all five flag
 * types: the shared recognisers plus the families of its domain.
 *
 * <p>Implementations must run in time linear in the text (no backtracking regular expressions)
 * and be safe to call from many threads at once.
 */
public interface CitationPatternPack extends Plugin {

    /**
     * The version of this SPI the server speaks; bumped on an incompatible change to this interface or
     * the value types it uses, independently of the other SPIs. A provider returns it from
     * {@link #spiVersion()} ({@code return CitationPatternPack.SPI_VERSION;}, inlined when the provider is compiled).
     */
    int SPI_VERSION = 1;

    /** The {@code domain} value of the request that selects this pack; lower-case. */
    String domain();

    /**
     * Every citation in {@code text}, in any order; overlapping candidates are allowed, the caller
     * keeps the longest. Spans are Java string indexes into {@code text}.
     */
    List<Citation> find(String text);

    /**
     * The citations of {@code text} that can have a key of one of the {@code wanted} scopes (kind
     * and jurisdiction), and the bare short forms that may take their body from one: what the
     * cross-walk by identity reads the sources for. A pack may leave out everything else (case
     * names, other jurisdictions), which is most of the cost on long sources, and may read only
     * around the wanted numbers (see {@link WantedAuthorities}) as long as it finds every citation
     * whose key could be wanted with its full span, and the antecedent of every short form it
     * returns. By default, {@link #find}.
     */
    default List<Citation> findAuthorities(String text, WantedAuthorities wanted) {
        return find(text);
    }

    /**
     * The case-name abbreviations the pack's case names are written with ({@code "Ins." → ["Insurance"]}),
     * which the server's non-strict case-name comparison expands; it reads those of the serving packs.
     * Empty by default.
     */
    default Map<String, List<String>> caseNameAbbreviations() {
        return Map.of();
    }

    /**
     * The id of another installed pack this one builds on (a firm's pack that adds its own forms to
     * the built-in {@code patterns-legal}), or empty for a pack that stands alone (the default). A
     * drop-in cannot load another plugin's classes, so the server hands it that pack's instance
     * instead: read after {@link #init}, so a setting may name it. A base that is not installed (or
     * is disabled), or a chain of bases that returns to a pack, stops start-up.
     */
    default Optional<String> basePackId() {
        return Optional.empty();
    }

    /**
     * Called once at start-up, after {@link #init} and before first use, with the pack
     * {@link #basePackId()} names; not called for a pack without a base. The base is ready to use
     * and, like every pack, safe to call from many threads.
     */
    default void useBasePack(CitationPatternPack base) {
    }
}
