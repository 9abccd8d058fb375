package io.attest.server.plugins;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.attest.plugin.api.calculator.FormulaEngine;
import io.attest.plugin.api.deal.MarketDataProvider;
import io.attest.domain.shared.plugin.InstalledPlugin;
import io.attest.plugin.api.ProviderSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code id=sha256} allow-list, {@code classpath:<id>} disabling and the init/close lifecycle at loader level. */
class PluginAllowlistTest {

    private static final String A = "a".repeat(64);
    private static final String B = "b".repeat(64);

    @TempDir
    Path dir;

    private LoadedPluginCatalog load(PluginAllowlist allowlist, Set<String> disabled) {
        return new PluginCatalogLoader(EngineKinds.ALL, getClass().getClassLoader(), dir, allowlist, disabled, List.of()).load();
    }

    @Test
    void parsesIdLinesBareHashesCommentsAndBlankLines() {
        PluginAllowlist list = PluginAllowlist.parse("""
                # allowed plugins
                acme-market=%s
                  acme-legal = %s  # the firm's pack

                %s
                acme-legal=%s
                """.formatted(A, B.toUpperCase(), A, A), "allowlist.txt");

        assertThat(list.hashesFor("acme-market")).containsExactly(A);
        assertThat(list.hashesFor("acme-legal")).containsExactlyInAnyOrder(A, B);
        assertThat(list.hashesFor("other")).isEmpty();
        assertThat(list.anyId()).containsExactly(A);
        assertThat(list.mentions(B)).isTrue();
        assertThat(list.mentions("c".repeat(64))).isFalse();
        assertThat(PluginAllowlist.parse("# nothing\n\n", "x").isEmpty()).isTrue();
    }

    @Test
    void aMalformedLineIsRefusedNamingTheFileAndLine() {
        assertThatThrownBy(() -> PluginAllowlist.parse("acme=" + A + "\nacme=" + A.substring(1) + "\n", "allowlist.txt"))
                .isInstanceOf(PluginLoadingException.class)
                .hasMessageContaining("allowlist.txt line 2").hasMessageContaining("is not a SHA-256 hash");
        assertThatThrownBy(() -> PluginAllowlist.parse("Acme_Legal=" + A, "allowlist.txt"))
                .isInstanceOf(PluginLoadingException.class)
                .hasMessageContaining("allowlist.txt line 1").hasMessageContaining("does not start with a provider id");
        assertThatThrownBy(() -> PluginAllowlist.parse("=" + A, "f")).isInstanceOf(PluginLoadingException.class);
    }

    @Test
    void aJarLoadsWhenItsIdsLineHasItsHashAndIsRefusedOtherwise() throws Exception {
        Path jar = PluginJarBuilder.provider(MarketDataProvider.class, "acme-market").buildInto(dir);
        String hash = PluginCatalogLoaderTest.sha256(jar);

        try (LoadedPluginCatalog catalog = load(PluginAllowlist.parse("acme-market=" + hash, "f"), Set.of())) {
            assertThat(catalog.provider(MarketDataProvider.class, "acme-market")).isPresent();
        }
        // listed, but for another id: the id's own line decides
        assertThatThrownBy(() -> load(PluginAllowlist.parse("acme-market=" + A + "\nother-market=" + hash, "f"), Set.of()))
                .isInstanceOf(PluginLoadingException.class)
                .hasMessageContaining("plugin jar acme-market.jar")
                .hasMessageContaining("market_data_provider \"acme-market\"")
                .hasMessageContaining("its SHA-256 is " + hash)
                .hasMessageContaining("expects acme-market=" + A);
        assertThatThrownBy(() -> load(PluginAllowlist.parse("other-market=" + hash, "f"), Set.of()))
                .isInstanceOf(PluginLoadingException.class)
                .hasMessageContaining("has no line for id acme-market");
    }

    @Test
    void aPluginDirectoryIsListedByItsCombinedHash() throws Exception {
        PluginJarBuilder.provider(MarketDataProvider.class, "suite-market").buildInto(dir.resolve("suite"));
        PluginJarBuilder.provider(FormulaEngine.class, "suite-engine").buildInto(dir.resolve("suite"));
        String combined;
        try (LoadedPluginCatalog any = load(PluginAllowlist.NONE, Set.of())) {
            combined = any.installed().stream().filter(p -> p.id().equals("suite-market")).findFirst().orElseThrow().sha256();
        }
        try (LoadedPluginCatalog catalog = load(PluginAllowlist.parse(
                "suite-market=" + combined + "\nsuite-engine=" + combined, "f"), Set.of())) {
            assertThat(catalog.installed()).extracting(InstalledPlugin::id).contains("suite-market", "suite-engine");
        }
        assertThatThrownBy(() -> load(PluginAllowlist.parse("suite-market=" + combined, "f"), Set.of()))
                .isInstanceOf(PluginLoadingException.class)
                .hasMessageContaining("formula_engine \"suite-engine\"").hasMessageContaining("has no line for id suite-engine");
    }

    @Test
    void classpathPrefixDisablesOnlyTheClassPathCopySoADropInOfTheSameIdServes() {
        PluginJarBuilder.provider(MarketDataProvider.class, "market-bundled").version("9.9.9").buildInto(dir);

        assertThatThrownBy(() -> load(PluginAllowlist.NONE, Set.of())).hasMessageContaining("duplicate market_data_provider id");
        try (LoadedPluginCatalog catalog = load(PluginAllowlist.NONE, Set.of("classpath:market-bundled"))) {
            assertThat(catalog.installed()).filteredOn(p -> p.id().equals("market-bundled"))
                    .extracting(InstalledPlugin::version, InstalledPlugin::source)
                    .containsExactly(org.assertj.core.groups.Tuple.tuple("9.9.9", "market-bundled.jar"));
        }
        try (LoadedPluginCatalog catalog = load(PluginAllowlist.NONE, Set.of("market-bundled"))) {
            assertThat(catalog.installed()).extracting(InstalledPlugin::id).doesNotContain("market-bundled");
        }
        assertThatThrownBy(() -> load(PluginAllowlist.NONE, Set.of("classpath:market-bundled", "classpath:acme")))
                .hasMessageContaining("ATTEST_PLUGINS_DISABLED").hasMessageContaining("classpath:acme");
    }

    @Test
    void initRunsOnceBeforeUseAndCloseRunsNewestFirstEvenWhenOneFails() throws Exception {
        Path log = dir.resolve("log.txt");
        Path plugins = Files.createDirectories(dir.resolve("p"));
        PluginJarBuilder.provider(MarketDataProvider.class, "first-market").recordingLifecycle(false).buildInto(plugins);
        PluginJarBuilder.provider(FormulaEngine.class, "second-engine").recordingLifecycle(true).buildInto(plugins);

        LoadedPluginCatalog catalog = new PluginCatalogLoader(EngineKinds.ALL, getClass().getClassLoader(), plugins,
                PluginAllowlist.NONE, Set.of(), List.of()).load();
        catalog.start(Map.of("first-market", new ProviderSettings(Map.of("log", log.toString(), "x", "1")),
                "second-engine", new ProviderSettings(Map.of("log", log.toString()))));
        assertThat(catalog.settings("first-market").values()).containsEntry("x", "1");
        assertThat(catalog.settings("nobody").values()).isEmpty();
        assertThatThrownBy(() -> catalog.start(Map.of())).isInstanceOf(IllegalStateException.class);

        catalog.close();
        catalog.close();
        assertThat(Files.readAllLines(log)).containsExactly(
                "init first-market {log=" + log + ", x=1}",
                "init second-engine {log=" + log + "}",
                "close second-engine",
                "close first-market");
    }

    @Test
    void anInitThatThrowsClosesWhatStartedAndNamesTheProvider() throws Exception {
        Path log = dir.resolve("log.txt");
        PluginJarBuilder.provider(MarketDataProvider.class, "good-market").extraSource("""
                    private java.nio.file.Path log;
                    @Override public void init(io.attest.plugin.api.ProviderSettings settings) {
                        log = java.nio.file.Path.of(settings.required("log"));
                    }
                    @Override public void close() {
                        try { java.nio.file.Files.writeString(log, "closed good-market"); }
                        catch (java.io.IOException e) { throw new java.io.UncheckedIOException(e); }
                    }
                """).buildInto(dir);
        PluginJarBuilder.provider(FormulaEngine.class, "bad-engine").extraSource("""
                    @Override public void init(io.attest.plugin.api.ProviderSettings settings) {
                        throw new IllegalArgumentException("setting licence-key is required");
                    }
                """).buildInto(dir);

        LoadedPluginCatalog catalog = load(PluginAllowlist.NONE, Set.of());
        assertThatThrownBy(() -> catalog.start(Map.of("good-market", new ProviderSettings(Map.of("log", log.toString())))))
                .isInstanceOf(PluginLoadingException.class)
                .hasMessageContaining("formula_engine provider \"bad-engine\" from bad-engine.jar")
                .hasMessageContaining("setting licence-key is required")
                .hasMessageContaining("ATTEST_PLUGIN_BAD_ENGINE_");
        assertThat(Files.readString(log)).isEqualTo("closed good-market");
    }
}
