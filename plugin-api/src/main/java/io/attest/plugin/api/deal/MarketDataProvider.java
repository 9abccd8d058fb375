package io.attest.plugin.api.deal;

import io.attest.plugin.api.deal.MarketLookup;
import io.attest.plugin.api.deal.NormalizedAddress;
import io.attest.plugin.api.ProviderSettings;
import io.attest.plugin.api.Plugin;

/**
 * Engine SPI (market_data_provider): market snapshot and long-term rent for a normalised address.
 *
 * <p>Providers are found with {@link java.util.ServiceLoader} (class path and the plugins
 * directory) and constructed with their no-argument constructor; the server then calls
 * {@link #configure} once on the provider that {@code attest.deal.market-provider} names and uses
 * only the instance it returns. {@link #lookup} is called concurrently from request threads and must
 * answer within the provider's own time budget: it never throws for an upstream problem, it answers
 * {@link MarketLookup.Unavailable}.
 */
public interface MarketDataProvider extends Plugin {

    /**
     * The version of this SPI the server speaks; bumped on an incompatible change to this interface or
     * the value types it uses, independently of the other SPIs. A provider returns it from
     * {@link #spiVersion()} ({@code return MarketDataProvider.SPI_VERSION;}, inlined when the provider is compiled).
     */
    int SPI_VERSION = 1;

    /**
     * The market of {@code address}: {@link MarketLookup.Found}, {@link MarketLookup.NoData} when the
     * provider has no figures for it, or {@link MarketLookup.Unavailable} when it cannot answer now.
     */
    MarketLookup lookup(NormalizedAddress address);

    /**
     * A provider ready to serve with {@code settings} (keys as under {@code attest.deal.provider.*});
     * may return {@code this} when the provider needs none.
     *
     * @throws IllegalArgumentException when a setting is missing or invalid (start-up stops)
     */
    default MarketDataProvider configure(ProviderSettings settings) {
        return this;
    }
}
