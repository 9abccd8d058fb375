package io.attest.server.wiring;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The README's green deal example sets {@code ATTEST_DEAL_PROVIDER_BASE_URL}: the market-http
 * provider must get it as {@code base-url} (Micronaut's own mapping offers it only as a nested
 * {@code base.url}, and start-up stopped with "setting base-url is required").
 */
class DealWiringSettingsTest {

    @Test
    void providerSettingsComeFromPropertiesAndFromTheEnvironmentInKebabCase() {
        Map<String, String> settings = DealWiring.providerSettings(
                Map.of("timeout", "250ms", "base-url", "http://from-yml", "nested", Map.of("x", "y")),
                Map.of("ATTEST_DEAL_PROVIDER_BASE_URL", "http://127.0.0.1:9100", "ATTEST_DEAL_PROVIDER_API_KEY", "k",
                        "ATTEST_DEAL_MARKET_PROVIDER", "market-http", "PATH", "/bin"));
        assertThat(settings).containsExactlyInAnyOrderEntriesOf(Map.of(
                "timeout", "250ms", "base-url", "http://127.0.0.1:9100", "api-key", "k"));
    }
}
