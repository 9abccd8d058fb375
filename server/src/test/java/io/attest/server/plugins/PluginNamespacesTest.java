package io.attest.server.plugins;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.plugin.api.ProviderSettings;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

class PluginNamespacesTest {

    private static final String ID_CHARS = "abcdefghijklmnopqrstuvwxyz0123456789-";
    private static final String KEY_CHARS = "abcdefghijklmnopqrstuvwxyz0123456789";

    @Test
    void theDocumentedExampleMapsBothWays() {
        assertThat(PluginNamespaces.envName("acme-legal", "firm-name")).isEqualTo("ATTEST_PLUGIN_ACME_LEGAL_FIRM_NAME");
        assertThat(PluginNamespaces.parseEnv("ATTEST_PLUGIN_ACME_LEGAL_FIRM_NAME", List.of("acme-legal", "market-http")))
                .contains(new PluginNamespaces.Setting("acme-legal", "firm-name"));
        assertThat(PluginNamespaces.parseProperty("attest.plugin.acme-legal.firm-name"))
                .contains(new PluginNamespaces.Setting("acme-legal", "firm-name"));
        assertThat(PluginNamespaces.parseProperty("attest.plugin.acme-legal.firm.name"))
                .contains(new PluginNamespaces.Setting("acme-legal", "firm-name"));
    }

    /** Property: any valid id and kebab key map to a variable name and back, also among other ids. */
    @Test
    void anyIdAndKeyMapToAVariableAndBack() {
        Random random = new Random(20261127);
        for (int i = 0; i < 5_000; i++) {
            String id = id(random);
            String key = key(random);
            assertThat(PluginCatalogLoader.ID.matcher(id).matches()).as(id).isTrue();
            String name = PluginNamespaces.envName(id, key);
            assertThat(name).matches("ATTEST_PLUGIN_[A-Z0-9_]+");

            Set<String> ids = new HashSet<>(List.of(id, id(random), id(random)));
            Optional<PluginNamespaces.Setting> parsed = PluginNamespaces.parseEnv(name, ids);
            // Another installed id may be a longer prefix of the name (acme vs acme-legal): then it wins.
            String longest = ids.stream().filter(other -> name.startsWith(PluginNamespaces.envPrefix(other))
                            && name.length() > PluginNamespaces.envPrefix(other).length())
                    .max((a, b) -> Integer.compare(a.length(), b.length())).orElseThrow();
            if (longest.equals(id)) {
                assertThat(parsed).as(name).contains(new PluginNamespaces.Setting(id, key));
            } else {
                assertThat(parsed.orElseThrow().id()).isEqualTo(longest);
            }
            assertThat(PluginNamespaces.parseEnv(name, Set.of(id))).as(name).contains(new PluginNamespaces.Setting(id, key));
            assertThat(PluginNamespaces.parseProperty("attest.plugin." + id + "." + key))
                    .contains(new PluginNamespaces.Setting(id, key));
        }
    }

    @Test
    void theLongestInstalledIdTakesTheVariable() {
        List<String> ids = List.of("acme", "acme-legal");
        assertThat(PluginNamespaces.parseEnv("ATTEST_PLUGIN_ACME_LEGAL_FIRM_NAME", ids))
                .contains(new PluginNamespaces.Setting("acme-legal", "firm-name"));
        assertThat(PluginNamespaces.parseEnv("ATTEST_PLUGIN_ACME_FIRM_NAME", ids))
                .contains(new PluginNamespaces.Setting("acme", "firm-name"));
        assertThat(PluginNamespaces.parseEnv("ATTEST_PLUGIN_ACME_LEGAL", ids))
                .contains(new PluginNamespaces.Setting("acme", "legal"));
        assertThat(PluginNamespaces.parseEnv("ATTEST_PLUGIN_OTHER_X", ids)).isEmpty();
        assertThat(PluginNamespaces.parseEnv("ATTEST_PLUGIN_ACME_", ids)).isEmpty();
        assertThat(PluginNamespaces.parseEnv("ATTEST_PLUGINS_DIR", ids)).isEmpty();
    }

    @Test
    void eachProviderGetsItsOwnSettingsAndTheEnvironmentWins() {
        Map<String, ProviderSettings> settings = PluginNamespaces.resolve(Set.of("acme-legal", "market-http"),
                Map.of("attest.plugin.acme-legal.firm-name", "From File LLP",
                        "attest.plugin.acme-legal.memo-prefix", "FM",
                        "attest.plugin.market-http.timeout", "2s",
                        "attest.plugin.not-installed.x", "1",
                        "attest.plugins.dir", "/elsewhere"),
                Map.of("ATTEST_PLUGIN_ACME_LEGAL_FIRM_NAME", "Acme & Partners",
                        "ATTEST_PLUGIN_UNKNOWN_KEY", "ignored",
                        "PATH", "/usr/bin"));

        assertThat(settings.get("acme-legal").values())
                .containsExactlyInAnyOrderEntriesOf(Map.of("firm-name", "Acme & Partners", "memo-prefix", "FM"));
        assertThat(settings.get("market-http").values()).containsExactlyEntriesOf(Map.of("timeout", "2s"));
        assertThat(settings).containsOnlyKeys("acme-legal", "market-http");
    }

    @Test
    void theNamespaceWinsOverTheCapabilitySettings() {
        ProviderSettings merged = PluginNamespaces.overlay(
                new ProviderSettings(Map.of("base-url", "http://capability", "timeout", "1s")),
                new ProviderSettings(Map.of("base-url", "http://namespace")));
        assertThat(merged.values()).containsExactlyInAnyOrderEntriesOf(Map.of("base-url", "http://namespace", "timeout", "1s"));
    }

    private static String id(Random random) {
        StringBuilder id = new StringBuilder().append((char) ('a' + random.nextInt(26)));
        int length = 1 + random.nextInt(random.nextBoolean() ? 4 : 40);
        for (int i = 0; i < length; i++) {
            id.append(ID_CHARS.charAt(random.nextInt(ID_CHARS.length())));
        }
        return id.toString();
    }

    /** Kebab words: {@code [a-z0-9]+(-[a-z0-9]+)*}. */
    private static String key(Random random) {
        StringBuilder key = new StringBuilder();
        int words = 1 + random.nextInt(3);
        for (int w = 0; w < words; w++) {
            if (w > 0) {
                key.append('-');
            }
            int length = 1 + random.nextInt(8);
            for (int i = 0; i < length; i++) {
                key.append(KEY_CHARS.charAt(random.nextInt(KEY_CHARS.length())));
            }
        }
        return key.toString();
    }
}
