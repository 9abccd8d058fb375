package io.attest.server.plugins;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.attest.plugin.api.calculator.FormulaEngine;
import io.attest.plugin.api.deal.MarketDataProvider;
import io.attest.plugin.api.guard.CitationPatternPack;
import io.attest.plugin.api.meetings.MeetingExtractor;
import io.attest.domain.shared.plugin.InstalledPlugin;
import io.attest.plugin.api.Plugin;
import io.attest.plugin.api.voice.TextGenerator;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PluginCatalogLoaderTest {

    @TempDir
    Path dir;

    private LoadedPluginCatalog load(Path pluginsDir, List<String> allowlist) {
        return new PluginCatalogLoader(EngineKinds.ALL, getClass().getClassLoader(), pluginsDir, allowlist).load();
    }

    private static List<InstalledPlugin> dropIns(LoadedPluginCatalog catalog) {
        return catalog.installed().stream()
                .filter(p -> !PluginCatalogLoader.CLASSPATH_SOURCE.equals(p.source()))
                .toList();
    }

    @Test
    void a_jar_provider_is_listed_with_the_jar_name_and_its_hash() throws Exception {
        Path jar = PluginJarBuilder.provider(MarketDataProvider.class, "acme-market").version("2.1.0").buildInto(dir);

        try (LoadedPluginCatalog catalog = load(dir, List.of())) {
            assertThat(dropIns(catalog)).containsExactly(
                    new InstalledPlugin("acme-market", "2.1.0", "market_data_provider", "acme-market.jar", sha256(jar)));
            MarketDataProvider provider = catalog.provider(MarketDataProvider.class, "acme-market").orElseThrow();
            assertThat(provider.getClass().getName()).isEqualTo("test.plugin.AcmeMarketProvider");
            assertThat(provider.getClass().getClassLoader().getName()).isEqualTo("plugin:acme-market.jar");
            assertThat(provider.getClass().getClassLoader().getParent()).isInstanceOf(PluginParentClassLoader.class);
            assertThat(catalog.providers(MarketDataProvider.class)).contains(provider);
        }
    }

    @Test
    void a_sub_directory_is_one_plugin_made_of_all_its_jars() throws Exception {
        Path suite = dir.resolve("acme-suite");
        Path b = PluginJarBuilder.provider(CitationPatternPack.class, "acme-legal").jarName("b-legal.jar").buildInto(suite);
        Path a = PluginJarBuilder.provider(MeetingExtractor.class, "acme-extractor").jarName("a-extract.jar").buildInto(suite);
        Files.writeString(suite.resolve("README.txt"), "not a jar");

        String expected = sha256(("a-extract.jar " + sha256(a) + "\n" + "b-legal.jar " + sha256(b) + "\n")
                .getBytes(StandardCharsets.UTF_8));
        try (LoadedPluginCatalog catalog = load(dir, List.of())) {
            assertThat(dropIns(catalog)).containsExactly(
                    new InstalledPlugin("acme-legal", "1.0.0", "citation_pattern_pack", "acme-suite", expected),
                    new InstalledPlugin("acme-extractor", "1.0.0", "meeting_extractor", "acme-suite", expected));
            ClassLoader legal = catalog.provider(CitationPatternPack.class, "acme-legal").orElseThrow().getClass().getClassLoader();
            ClassLoader extractor = catalog.provider(MeetingExtractor.class, "acme-extractor").orElseThrow().getClass().getClassLoader();
            assertThat(legal).isSameAs(extractor);
            assertThat(legal.getName()).isEqualTo("plugin:acme-suite");
        }
    }

    @Test
    void an_empty_sub_directory_and_hidden_entries_are_ignored() throws Exception {
        Files.createDirectories(dir.resolve("empty"));
        PluginJarBuilder.provider(MarketDataProvider.class, "hidden-market").jarName(".hidden.jar").buildInto(dir);

        try (LoadedPluginCatalog catalog = load(dir, List.of())) {
            assertThat(dropIns(catalog)).isEmpty();
        }
    }

    @Test
    void a_duplicate_id_in_two_jars_fails_naming_both() {
        PluginJarBuilder.provider(FormulaEngine.class, "dup-engine").jarName("first.jar").className("a.First").buildInto(dir);
        PluginJarBuilder.provider(FormulaEngine.class, "dup-engine").jarName("second.jar").className("b.Second").buildInto(dir);

        assertThatThrownBy(() -> load(dir, List.of()))
                .isInstanceOf(PluginLoadingException.class)
                .hasMessageContaining("duplicate formula_engine id \"dup-engine\"")
                .hasMessageContaining("a.First from plugin jar first.jar")
                .hasMessageContaining("b.Second from plugin jar second.jar");
    }

    @Test
    void an_invalid_id_fails_naming_jar_kind_and_class() {
        PluginJarBuilder.provider(TextGenerator.class, "Bad_Id").jarName("shouting.jar").className("acme.Shouting").buildInto(dir);

        assertThatThrownBy(() -> load(dir, List.of()))
                .isInstanceOf(PluginLoadingException.class)
                .hasMessageContaining("plugin jar shouting.jar")
                .hasMessageContaining("kind text_generator")
                .hasMessageContaining("provider acme.Shouting")
                .hasMessageContaining("id \"Bad_Id\" is not valid")
                .hasMessageContaining("[a-z][a-z0-9-]{1,63}");
    }

    @Test
    void a_too_short_id_fails() {
        PluginJarBuilder.provider(TextGenerator.class, "x").buildInto(dir);

        assertThatThrownBy(() -> load(dir, List.of()))
                .isInstanceOf(PluginLoadingException.class)
                .hasMessageContaining("id \"x\" is not valid");
    }

    @Test
    void a_blank_version_fails() {
        PluginJarBuilder.provider(TextGenerator.class, "no-version").version(" ").buildInto(dir);

        assertThatThrownBy(() -> load(dir, List.of()))
                .isInstanceOf(PluginLoadingException.class)
                .hasMessageContaining("no-version.jar")
                .hasMessageContaining("blank version()");
    }

    @Test
    void an_spi_version_mismatch_fails() {
        PluginJarBuilder.provider(MarketDataProvider.class, "future-market").spiVersion(2).buildInto(dir);

        assertThatThrownBy(() -> load(dir, List.of()))
                .isInstanceOf(PluginLoadingException.class)
                .hasMessageContaining("plugin jar future-market.jar")
                .hasMessageContaining("kind market_data_provider")
                .hasMessageContaining("provider test.plugin.FutureMarketProvider")
                .hasMessageContaining("id \"future-market\"")
                .hasMessageContaining("built against MarketDataProvider SPI version 2, this server speaks MarketDataProvider SPI version 1");
    }

    @Test
    void a_constructor_that_throws_is_reported_with_its_cause() {
        PluginJarBuilder.provider(MarketDataProvider.class, "broken-market")
                .extraSource("{ if (true) { throw new IllegalStateException(\"licence file missing\"); } }")
                .buildInto(dir);

        assertThatThrownBy(() -> load(dir, List.of()))
                .isInstanceOf(PluginLoadingException.class)
                .hasMessageContaining("plugin jar broken-market.jar")
                .hasMessageContaining("provider test.plugin.BrokenMarketProvider: cannot be constructed")
                .hasMessageContaining("licence file missing");
    }

    @Test
    void a_provider_that_needs_a_framework_class_fails_with_a_hint() {
        PluginJarBuilder.provider(MarketDataProvider.class, "micronaut-market")
                .extraSource("private final Object context = io.micronaut.context.ApplicationContext.builder();")
                .buildInto(dir);

        assertThatThrownBy(() -> load(dir, List.of()))
                .isInstanceOf(PluginLoadingException.class)
                .hasMessageContaining("provider test.plugin.MicronautMarketProvider: cannot be constructed")
                .hasMessageContaining("io/micronaut/context/ApplicationContext")
                .hasMessageContaining("bundle any other library into the plugin");
    }

    @Test
    void a_provider_that_needs_a_domain_or_server_class_fails_to_load(@TempDir Path other) {
        // compiled against the whole class path, as a careless plugin would be; at run time its loader
        // sees only the JDK and io.attest.plugin.api
        PluginJarBuilder.provider(MarketDataProvider.class, "domain-market")
                .extraSource("private final Object check = new io.attest.domain.guard.CaseNameNormalizer(java.util.Map.of());")
                .buildInto(dir);
        assertThatThrownBy(() -> load(dir, List.of()))
                .isInstanceOf(PluginLoadingException.class)
                .hasMessageContaining("provider test.plugin.DomainMarketProvider: cannot be constructed")
                .hasMessageContaining("io/attest/domain/guard/CaseNameNormalizer")
                .hasMessageContaining("bundle any other library into the plugin");

        PluginJarBuilder.provider(MarketDataProvider.class, "server-market")
                .extraSource("private final String name = io.attest.server.plugins.EngineKinds.ALL.toString();")
                .buildInto(other);
        assertThatThrownBy(() -> load(other, List.of()))
                .isInstanceOf(PluginLoadingException.class)
                .hasMessageContaining("provider test.plugin.ServerMarketProvider: cannot be constructed")
                .hasMessageContaining("io/attest/server/plugins/EngineKinds");
    }

    @Test
    void a_service_file_naming_a_missing_class_fails() throws IOException {
        try (JarOutputStream jar = new JarOutputStream(Files.newOutputStream(dir.resolve("typo.jar")))) {
            jar.putNextEntry(new JarEntry("META-INF/services/" + FormulaEngine.class.getName()));
            jar.write("com.acme.Missing\n".getBytes(StandardCharsets.UTF_8));
            jar.closeEntry();
        }

        assertThatThrownBy(() -> load(dir, List.of()))
                .isInstanceOf(PluginLoadingException.class)
                .hasMessageContaining("plugin jar typo.jar in " + dir.toAbsolutePath())
                .hasMessageContaining("kind formula_engine")
                .hasMessageContaining("cannot be loaded")
                .hasMessageContaining("com.acme.Missing");
    }

    @Test
    void a_file_that_is_not_a_jar_fails() throws IOException {
        Files.writeString(dir.resolve("garbage.jar"), "this is not a zip file");

        assertThatThrownBy(() -> load(dir, List.of()))
                .isInstanceOf(PluginLoadingException.class)
                .hasMessageContaining("plugin jar garbage.jar")
                .hasMessageContaining("is not a readable jar");
    }

    @Test
    void a_jar_whose_hash_is_on_the_allow_list_loads() throws Exception {
        Path jar = PluginJarBuilder.provider(MarketDataProvider.class, "allowed-market").buildInto(dir);
        Path sub = PluginJarBuilder.provider(FormulaEngine.class, "allowed-engine").buildInto(dir.resolve("suite"));

        List<String> allowlist = List.of(sha256(jar).toUpperCase(Locale.ROOT), " " + sha256(sub) + " ", "");
        try (LoadedPluginCatalog catalog = load(dir, allowlist)) {
            assertThat(dropIns(catalog)).extracting(InstalledPlugin::id).containsExactly("allowed-market", "allowed-engine");
        }
    }

    @Test
    void a_jar_not_on_the_allow_list_fails_before_any_class_is_loaded() {
        // sorted first and itself invalid: if classes were loaded before the allow-list check, its
        // invalid id would be the reported problem
        Path invalid = PluginJarBuilder.provider(MarketDataProvider.class, "Invalid").jarName("a-invalid.jar").buildInto(dir);
        Path unknown = PluginJarBuilder.provider(MarketDataProvider.class, "unknown-market").jarName("b-unknown.jar").buildInto(dir);

        assertThatThrownBy(() -> load(dir, List.of(sha256(invalid))))
                .isInstanceOf(PluginLoadingException.class)
                .hasMessageContaining("plugin jar b-unknown.jar")
                .hasMessageContaining(sha256(unknown))
                .hasMessageContaining("not on the allow-list");
    }

    @Test
    void every_jar_of_a_sub_directory_must_be_on_the_allow_list() {
        Path allowed = PluginJarBuilder.provider(MarketDataProvider.class, "part-one").buildInto(dir.resolve("suite"));
        Path other = PluginJarBuilder.provider(FormulaEngine.class, "part-two").buildInto(dir.resolve("suite"));

        assertThatThrownBy(() -> load(dir, List.of(sha256(allowed))))
                .isInstanceOf(PluginLoadingException.class)
                .hasMessageContaining("jar part-two.jar of plugin directory suite")
                .hasMessageContaining(sha256(other));
    }

    @Test
    void a_malformed_allow_list_entry_fails() {
        assertThatThrownBy(() -> load(dir, List.of("not-a-hash")))
                .isInstanceOf(PluginLoadingException.class)
                .hasMessageContaining("\"not-a-hash\"")
                .hasMessageContaining("is not a SHA-256 hash");
    }

    @Test
    void plugin_code_sees_the_jdk_and_the_plugin_api_but_not_the_domain_the_framework_or_the_application() throws Exception {
        List<String> names = List.of(
                "java.util.List", "java.sql.Connection", "io.attest.plugin.api.ProviderSettings",
                "io.attest.domain.guard.CitationCheck", "io.attest.domain.shared.AttestException",
                "io.micronaut.context.ApplicationContext", "io.attest.application.shared.ListPlugins",
                "io.attest.server.plugins.PluginCatalogLoader", "org.slf4j.Logger");
        for (String name : names) {
            // precondition: all of them are on the test class path, so hiding is the loader's doing
            Class.forName(name, false, getClass().getClassLoader());
        }
        String array = String.join(", ", names.stream().map(n -> "\"" + n + "\"").toList());
        PluginJarBuilder.provider(TextGenerator.class, "curious-generator")
                .extraSource("""
                        public final java.util.Map<String, Boolean> visible = new java.util.LinkedHashMap<>();
                        {
                            for (String name : new String[] {%s}) {
                                try {
                                    Class.forName(name);
                                    visible.put(name, true);
                                } catch (ClassNotFoundException e) {
                                    visible.put(name, false);
                                }
                            }
                        }
                        """.formatted(array))
                .buildInto(dir);

        try (LoadedPluginCatalog catalog = load(dir, List.of())) {
            TextGenerator provider = catalog.provider(TextGenerator.class, "curious-generator").orElseThrow();
            Object visible = provider.getClass().getField("visible").get(provider);
            assertThat(visible).isEqualTo(Map.of(
                    "java.util.List", true,
                    "java.sql.Connection", true,
                    "io.attest.plugin.api.ProviderSettings", true,
                    "io.attest.domain.guard.CitationCheck", false,
                    "io.attest.domain.shared.AttestException", false,
                    "io.micronaut.context.ApplicationContext", false,
                    "io.attest.application.shared.ListPlugins", false,
                    "io.attest.server.plugins.PluginCatalogLoader", false,
                    "org.slf4j.Logger", false));
        }
    }

    @Test
    void a_missing_directory_yields_only_class_path_providers() {
        try (LoadedPluginCatalog catalog = load(dir.resolve("does-not-exist"), List.of())) {
            assertThat(catalog.installed()).allSatisfy(p -> {
                assertThat(p.source()).isEqualTo("classpath");
                assertThat(p.sha256()).isNull();
            });
        }
        try (LoadedPluginCatalog catalog = load(null, List.of())) {
            assertThat(dropIns(catalog)).isEmpty();
        }
    }

    @Test
    void a_plugins_path_that_is_a_file_fails() throws IOException {
        Path file = Files.writeString(dir.resolve("plugins"), "oops");

        assertThatThrownBy(() -> load(file, List.of()))
                .isInstanceOf(PluginLoadingException.class)
                .hasMessageContaining(file.toString())
                .hasMessageContaining("is not a directory");
    }

    @Test
    void a_class_path_provider_is_listed_as_classpath_and_counted_once_even_if_the_parent_leaks() throws Exception {
        Path classPathJar = PluginJarBuilder.provider(MarketDataProvider.class, "cp-market").buildInto(dir.resolve("app"));
        Path plugins = dir.resolve("plugins");
        Path dropIn = PluginJarBuilder.provider(MarketDataProvider.class, "drop-market").buildInto(plugins);

        try (URLClassLoader application = new URLClassLoader(new URL[] {classPathJar.toUri().toURL()}, getClass().getClassLoader())) {
            // the STACK.md trap: plugin loaders whose parent is the application loader also see the
            // class-path provider; only the providers defined by the plugin's own loader count
            for (ClassLoader parent : List.of(application, new PluginParentClassLoader(application))) {
                try (LoadedPluginCatalog catalog =
                             new PluginCatalogLoader(EngineKinds.ALL, application, plugins, List.of(), parent).load()) {
                    assertThat(catalog.installed())
                            .filteredOn(p -> p.id().endsWith("-market") && p.kind().equals("market_data_provider"))
                            .containsExactly(
                                    new InstalledPlugin("cp-market", "1.0.0", "market_data_provider", "classpath", null),
                                    new InstalledPlugin("drop-market", "1.0.0", "market_data_provider", "drop-market.jar", sha256(dropIn)));
                }
            }
        }
    }

    @Test
    void the_same_provider_on_the_class_path_and_in_the_plugins_directory_is_a_duplicate() throws Exception {
        Path classPathJar = PluginJarBuilder.provider(MarketDataProvider.class, "twice-market").buildInto(dir.resolve("app"));
        Path plugins = Files.createDirectories(dir.resolve("plugins"));
        Files.copy(classPathJar, plugins.resolve("twice-market.jar"));

        try (URLClassLoader application = new URLClassLoader(new URL[] {classPathJar.toUri().toURL()}, getClass().getClassLoader())) {
            assertThatThrownBy(() -> new PluginCatalogLoader(EngineKinds.ALL, application, plugins, List.of()).load())
                    .isInstanceOf(PluginLoadingException.class)
                    .hasMessageContaining("duplicate market_data_provider id \"twice-market\"")
                    .hasMessageContaining("from class path")
                    .hasMessageContaining("from plugin jar twice-market.jar");
        }
    }

    @Test
    void installed_is_ordered_by_kind_then_id_and_providers_by_id() throws Exception {
        PluginJarBuilder.provider(MarketDataProvider.class, "m-beta").buildInto(dir);
        PluginJarBuilder.provider(CitationPatternPack.class, "p-zeta").buildInto(dir);
        PluginJarBuilder.provider(CitationPatternPack.class, "p-alpha").buildInto(dir);
        PluginJarBuilder.provider(MeetingExtractor.class, "a-extractor").buildInto(dir);

        try (LoadedPluginCatalog catalog = load(dir, List.of())) {
            assertThat(dropIns(catalog)).extracting(p -> p.kind() + "/" + p.id()).containsExactly(
                    "citation_pattern_pack/p-alpha", "citation_pattern_pack/p-zeta",
                    "market_data_provider/m-beta", "meeting_extractor/a-extractor");
            List<String> packs = catalog.providers(CitationPatternPack.class).stream().map(Plugin::id).toList();
            assertThat(packs).isSorted().contains("p-alpha", "p-zeta");
            List<String> kinds = EngineKinds.ALL.stream().map(k -> k.name()).toList();
            assertThat(catalog.installed()).extracting(p -> kinds.indexOf(p.kind())).isSorted();
        }
    }

    @Test
    void an_spi_that_is_not_loaded_is_a_wiring_mistake() {
        try (LoadedPluginCatalog catalog = load(null, List.of())) {
            assertThatThrownBy(() -> catalog.providers(Plugin.class)).isInstanceOf(IllegalArgumentException.class);
        }
    }

    @Test
    void close_closes_the_plugin_class_loaders() throws Exception {
        PluginJarBuilder.provider(MarketDataProvider.class, "closing-market").buildInto(dir);
        LoadedPluginCatalog catalog = load(dir, List.of());
        ClassLoader loader = catalog.provider(MarketDataProvider.class, "closing-market").orElseThrow().getClass().getClassLoader();
        String services = "META-INF/services/" + MarketDataProvider.class.getName();
        assertThat(loader.getResource(services)).isNotNull();

        catalog.close();
        catalog.close();

        assertThat(loader.getResource(services)).isNull();
    }

    @Test
    void the_factory_reads_the_directory_and_the_allow_list() throws Exception {
        Path jar = PluginJarBuilder.provider(MarketDataProvider.class, "factory-market").buildInto(dir);

        try (LoadedPluginCatalog catalog = factory(dir.toString(), List.of(sha256(jar)), List.of())) {
            assertThat(dropIns(catalog)).extracting(InstalledPlugin::id).containsExactly("factory-market");
        }
        try (LoadedPluginCatalog catalog = factory(" ", List.of(), List.of())) {
            assertThat(dropIns(catalog)).isEmpty();
        }
        assertThatThrownBy(() -> factory(dir.toString(), List.of("0".repeat(64)), List.of()))
                .isInstanceOf(PluginLoadingException.class)
                .hasMessageContaining("factory-market.jar");
    }

    @Test
    void the_factory_leaves_out_the_disabled_providers_and_refuses_an_unknown_id() throws Exception {
        PluginJarBuilder.provider(MarketDataProvider.class, "factory-market").buildInto(dir);
        PluginJarBuilder.provider(MarketDataProvider.class, "other-market").buildInto(dir);

        try (LoadedPluginCatalog catalog = factory(dir.toString(), List.of(), List.of(" other-market "))) {
            assertThat(dropIns(catalog)).extracting(InstalledPlugin::id).containsExactly("factory-market");
            assertThat(catalog.providers(MarketDataProvider.class)).extracting(MarketDataProvider::id)
                    .contains("factory-market").doesNotContain("other-market");
        }
        assertThatThrownBy(() -> factory(dir.toString(), List.of(), List.of("no-such-market")))
                .isInstanceOf(PluginLoadingException.class)
                .hasMessageContaining("ATTEST_PLUGINS_DISABLED").hasMessageContaining("no-such-market");
    }

    private static LoadedPluginCatalog factory(String dir, List<String> allowlist, List<String> disabled) {
        return PluginCatalogFactory.create(dir, allowlist, "", disabled, Map.of(), Map.of());
    }

    static String sha256(Path file) {
        try {
            return sha256(Files.readAllBytes(file));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
