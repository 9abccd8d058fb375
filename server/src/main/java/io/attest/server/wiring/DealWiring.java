package io.attest.server.wiring;

import io.attest.application.deal.AnalyzeDeal;
import io.attest.application.deal.MarketProviders;
import io.attest.domain.deal.AddressNormalizer;
import io.attest.domain.deal.DealAnalyzer;
import io.attest.plugin.api.ProviderSettings;
import io.attest.domain.deal.UspsTables;
import io.attest.plugin.api.deal.MarketDataProvider;
import io.attest.server.plugins.LoadedPluginCatalog;
import io.attest.server.plugins.PluginNamespaces;
import io.micronaut.context.annotation.Context;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Value;
import io.micronaut.context.env.Environment;
import io.micronaut.core.naming.conventions.StringConvention;
import java.time.Clock;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The rental deal analyzer: the USPS tables, the model and the market-data provider chosen by
 * configuration.
 *
 * <ul>
 *   <li>{@code attest.deal.market-provider} (environment {@code ATTEST_DEAL_MARKET_PROVIDER}): the id of
 *       a loaded {@code market_data_provider} — {@code market-bundled} (default), {@code market-http}, or
 *       a drop-in plugin's id; {@code bundled} and {@code http} are short names;</li>
 *   <li>{@code attest.deal.provider.*} (environment {@code ATTEST_DEAL_PROVIDER_<KEY>}): settings handed
 *       to the chosen provider ({@code base-url}, {@code api-key}, {@code timeout}, … for market-http), under
 *       its own namespace {@code attest.plugin.<id>.*} ({@code ATTEST_PLUGIN_<ID>_<KEY>}), which wins.</li>
 * </ul>
 * Built at start-up ({@link Context}): an unknown provider or a bad setting stops the server.
 */
@Factory
public class DealWiring {

    private static final Logger LOG = LoggerFactory.getLogger(DealWiring.class);
    private static final String ENV_PREFIX = "ATTEST_DEAL_PROVIDER_";

    @Context
    AnalyzeDeal analyzeDeal(LoadedPluginCatalog catalog, Environment environment, Clock clock,
                            @Value("${attest.deal.market-provider:market-bundled}") String providerId) {
        String wanted = providerId == null || providerId.isBlank() ? "market-bundled" : providerId.strip();
        // The provider's own namespace (attest.plugin.<id>.*) wins over the capability's settings.
        ProviderSettings settings = PluginNamespaces.overlay(new ProviderSettings(providerSettings(
                environment.getProperties("attest.deal.provider", StringConvention.RAW), System.getenv())),
                catalog.settings(MarketProviders.ALIASES.getOrDefault(wanted, wanted)));
        MarketDataProvider provider = MarketProviders.choose(catalog.providers(MarketDataProvider.class), providerId, settings);
        LOG.info("rental deal analyzer uses market_data_provider {} {} (settings: {})", provider.id(), provider.version(),
                settings.values().keySet());
        return new AnalyzeDeal(new AddressNormalizer(UspsTables.bundled()), provider, new DealAnalyzer(), clock);
    }

    /**
     * Every property under {@code attest.deal.provider}, keys relative to it ({@code base-url}), and
     * every {@code ATTEST_DEAL_PROVIDER_<KEY>} environment variable as {@code <key>} in kebab case
     * ({@code ATTEST_DEAL_PROVIDER_BASE_URL} → {@code base-url}), which wins as the environment does
     * elsewhere. Micronaut maps such a variable to several candidate names ({@code base.url} among
     * them, a nested map here), so the flat provider keys are read from the environment directly.
     */
    static Map<String, String> providerSettings(Map<String, Object> properties, Map<String, String> env) {
        Map<String, String> values = new HashMap<>();
        properties.forEach((key, value) -> {
            if (value != null && !(value instanceof Map<?, ?>)) {
                values.put(key, String.valueOf(value));
            }
        });
        env.forEach((name, value) -> {
            if (name.startsWith(ENV_PREFIX) && name.length() > ENV_PREFIX.length() && value != null) {
                values.put(name.substring(ENV_PREFIX.length()).toLowerCase(Locale.ROOT).replace('_', '-'), value);
            }
        });
        return values;
    }
}
