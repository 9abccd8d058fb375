package io.attest.server.plugins;

import io.attest.plugin.api.calculator.FormulaEngine;
import io.attest.plugin.api.deal.MarketDataProvider;
import io.attest.plugin.api.guard.CitationPatternPack;
import io.attest.plugin.api.meetings.MeetingExtractor;
import io.attest.plugin.api.meetings.search.TranscriptSearch;
import io.attest.domain.shared.plugin.PluginKind;
import io.attest.plugin.api.voice.TextGenerator;
import io.attest.plugins.citationcore.DeclarativePatternPack;
import io.attest.plugins.patternslegal.LegalTemplates;
import java.util.List;

/**
 * The engine SPIs this server loads providers for, in the order {@code GET /v1/plugins} lists them.
 * A capability that adds an SPI registers it here.
 */
public final class EngineKinds {

    public static final PluginKind CITATION_PATTERN_PACK = new PluginKind("citation_pattern_pack", CitationPatternPack.class);
    public static final PluginKind MARKET_DATA_PROVIDER = new PluginKind("market_data_provider", MarketDataProvider.class);
    public static final PluginKind TEXT_GENERATOR = new PluginKind("text_generator", TextGenerator.class);
    public static final PluginKind FORMULA_ENGINE = new PluginKind("formula_engine", FormulaEngine.class);
    public static final PluginKind TRANSCRIPT_SEARCH = new PluginKind("transcript_search", TranscriptSearch.class);
    public static final PluginKind MEETING_EXTRACTOR = new PluginKind("meeting_extractor", MeetingExtractor.class);

    /** Every kind, in listing order. */
    public static final List<PluginKind> ALL = List.of(
            CITATION_PATTERN_PACK,
            MARKET_DATA_PROVIDER,
            TEXT_GENERATOR,
            FORMULA_ENGINE,
            TRANSCRIPT_SEARCH,
            MEETING_EXTRACTOR);

    /**
     * Plugins an operator may write as data: JSON citation pattern packs (RE2/J patterns, no Java),
     * which read the legal pack's citation templates as the built-in packs do.
     */
    public static final List<PluginCatalogLoader.DataFormat> DATA_FORMATS = List.of(
            new PluginCatalogLoader.DataFormat(".json", CITATION_PATTERN_PACK,
                    json -> DeclarativePatternPack.fromJson(json, LegalTemplates.catalog())));

    private EngineKinds() {
    }
}
