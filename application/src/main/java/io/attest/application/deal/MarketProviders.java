package io.attest.application.deal;

import io.attest.plugin.api.ProviderSettings;
import io.attest.plugin.api.deal.MarketDataProvider;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * Picks the market-data provider the operator configured ({@code attest.deal.market-provider}):
 * a provider id ({@code market-bundled}, {@code market-http}, or the id of a drop-in plugin), or the
 * short names {@code bundled} and {@code http}. The chosen provider is configured once with the
 * provider settings; an unknown id or a bad setting stops start-up with a message that says what is
 * installed.
 */
public final class MarketProviders {

    /** Short names an operator may use for the first-party providers. */
    public static final Map<String, String> ALIASES = Map.of("bundled", "market-bundled", "http", "market-http");

    private MarketProviders() {
    }

    public static MarketDataProvider choose(List<MarketDataProvider> installed, String configured, ProviderSettings settings) {
        Objects.requireNonNull(installed, "installed");
        String wanted = configured == null || configured.isBlank() ? "market-bundled" : configured.strip();
        String id = ALIASES.getOrDefault(wanted, wanted);
        MarketDataProvider provider = installed.stream().filter(p -> p.id().equals(id)).findFirst()
                .orElseThrow(() -> new IllegalStateException("attest.deal.market-provider is \"" + wanted
                        + "\" but no market_data_provider with id \"" + id + "\" is installed (installed: "
                        + installed.stream().map(MarketDataProvider::id).sorted().collect(Collectors.joining(", ")) + ")"));
        try {
            MarketDataProvider ready = provider.configure(settings == null ? ProviderSettings.EMPTY : settings);
            return Objects.requireNonNull(ready, "configure() returned null");
        } catch (IllegalArgumentException | NullPointerException e) {
            throw new IllegalStateException("market_data_provider \"" + id + "\" cannot start with the settings under "
                    + "attest.deal.provider.* (environment ATTEST_DEAL_PROVIDER_*): " + e.getMessage(), e);
        }
    }
}
