package io.attest.domain.deal.port;

import io.attest.domain.shared.plugin.Plugin;

/**
 * Engine SPI (market_data_provider): market snapshot and long-term rent for a normalised address.
 *
 * <p>The foundation registers the SPI so providers are discovered, validated and listed; the
 * operations are added by the rental-deal work (additively while {@code PluginApi.SPI_VERSION} is 1).
 */
public interface MarketDataProvider extends Plugin {
}
