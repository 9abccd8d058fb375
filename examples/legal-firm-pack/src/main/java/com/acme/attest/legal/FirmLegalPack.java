package com.acme.attest.legal;

import io.attest.plugin.api.ProviderSettings;
import io.attest.plugin.api.guard.Citation;
import io.attest.plugin.api.guard.CitationPatternPack;
import io.attest.plugin.api.guard.WantedAuthorities;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The {@code legal} domain as the firm reads it: every citation the built-in legal pack finds, plus
 * the firm's internal memos ({@code ACME Memo 2024-17}). The operator chooses it for the domain
 * ({@code ATTEST_GUARD_PACK_LEGAL=acme-legal}); the built-in pack stays installed, because this
 * pack builds on it: a drop-in cannot load the built-in pack's classes, so it names it in
 * {@link #basePackId()} and the server hands over the instance ({@link #useBasePack}).
 *
 * <p>Settings ({@code ATTEST_PLUGIN_ACME_LEGAL_<KEY>}), read at {@link #init}: {@code firm-name}, the
 * name the memos are numbered under (default {@code ACME}); {@code base}, the pack to build on
 * (default {@code patterns-legal}).
 */
public final class FirmLegalPack implements CitationPatternPack {

    public static final String ID = "acme-legal";

    // Written once at start-up (init, then useBasePack), read by request threads afterwards.
    private volatile MemoCitations memos = new MemoCitations("ACME");
    private volatile String baseId = "patterns-legal";
    private volatile CitationPatternPack base;

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String version() {
        return "1.0.0";
    }

    @Override
    public int spiVersion() {
        return CitationPatternPack.SPI_VERSION;
    }

    @Override
    public String domain() {
        return "legal";
    }

    /** @throws IllegalArgumentException for a firm name the memo form cannot use (start-up stops) */
    @Override
    public void init(ProviderSettings settings) {
        memos = new MemoCitations(settings.string("firm-name").orElse("ACME"));
        baseId = settings.string("base").orElse("patterns-legal");
    }

    @Override
    public Optional<String> basePackId() {
        return Optional.of(baseId);
    }

    @Override
    public void useBasePack(CitationPatternPack pack) {
        base = pack;
    }

    @Override
    public List<Citation> find(String text) {
        List<Citation> found = new ArrayList<>(base().find(text));
        found.addAll(memos.find(text));
        return found;
    }

    /** A memo has no authority key (the cross-walk compares it literally), so only the base's keyed citations are wanted. */
    @Override
    public List<Citation> findAuthorities(String text, WantedAuthorities wanted) {
        return base().findAuthorities(text, wanted);
    }

    @Override
    public Map<String, List<String>> caseNameAbbreviations() {
        return base().caseNameAbbreviations();
    }

    private CitationPatternPack base() {
        CitationPatternPack pack = base;
        if (pack == null) {
            throw new IllegalStateException(ID + " was used before the server handed it its base pack " + baseId);
        }
        return pack;
    }
}
