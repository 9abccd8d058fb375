package io.attest.domain.guard.port;

import io.attest.domain.shared.plugin.Plugin;

/**
 * Engine SPI (citation_pattern_pack): the citation patterns of one domain (legal, financial, insurance, healthcare).
 *
 * <p>The foundation registers the SPI so providers are discovered, validated and listed; the
 * operations are added by the citation-check work (additively while {@code PluginApi.SPI_VERSION} is 1).
 */
public interface CitationPatternPack extends Plugin {
}
