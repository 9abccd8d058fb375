package io.attest.server.plugins;

import io.attest.plugin.api.calculator.FormulaEngine;
import io.attest.plugin.api.deal.MarketDataProvider;
import io.attest.plugin.api.guard.CitationPatternPack;
import io.attest.plugin.api.guard.PatternPackFormat;
import io.attest.plugin.api.meetings.MeetingExtractor;
import io.attest.plugin.api.meetings.search.TranscriptSearch;
import io.attest.domain.shared.plugin.PluginKind;
import io.attest.plugin.api.voice.TextGenerator;
import java.util.List;
import java.util.ServiceLoader;

/**
 * The engine SPIs this server loads providers for, in the order {@code GET /v1/plugins} lists them.
 * A capability that adds an SPI registers it here.
 */
public final class EngineKinds {

    public static final PluginKind CITATION_PATTERN_PACK = new PluginKind("citation_pattern_pack", CitationPatternPack.class, CitationPatternPack.SPI_VERSION);
    public static final PluginKind MARKET_DATA_PROVIDER = new PluginKind("market_data_provider", MarketDataProvider.class, MarketDataProvider.SPI_VERSION);
    public static final PluginKind TEXT_GENERATOR = new PluginKind("text_generator", TextGenerator.class, TextGenerator.SPI_VERSION);
    public static final PluginKind FORMULA_ENGINE = new PluginKind("formula_engine", FormulaEngine.class, FormulaEngine.SPI_VERSION);
    public static final PluginKind TRANSCRIPT_SEARCH = new PluginKind("transcript_search", TranscriptSearch.class, TranscriptSearch.SPI_VERSION);
    public static final PluginKind MEETING_EXTRACTOR = new PluginKind("meeting_extractor", MeetingExtractor.class, MeetingExtractor.SPI_VERSION);

    /** Every kind, in listing order. */
    public static final List<PluginKind> ALL = List.of(
            CITATION_PATTERN_PACK,
            MARKET_DATA_PROVIDER,
            TEXT_GENERATOR,
            FORMULA_ENGINE,
            TRANSCRIPT_SEARCH,
            MEETING_EXTRACTOR);

    /**
     * Plugins an operator may write as data: citation pattern packs in the formats that pack modules
     * on {@code loader} register as {@link PatternPackFormat} (patterns-legal: JSON packs of RE2/J
     * patterns, reading the legal pack's citation templates), so the server names no plugin class.
     */
    public static List<PluginCatalogLoader.DataFormat> dataFormats(ClassLoader loader) {
        return ServiceLoader.load(PatternPackFormat.class, loader).stream()
                .map(ServiceLoader.Provider::get)
                .map(format -> new PluginCatalogLoader.DataFormat(format.extension(), CITATION_PATTERN_PACK, format::read))
                .toList();
    }

    private EngineKinds() {
    }
}
