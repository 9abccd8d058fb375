package io.attest.server.plugins;

import io.attest.domain.shared.plugin.InstalledPlugin;
import io.attest.plugin.api.ProviderSettings;
import io.attest.domain.shared.port.PluginCatalog;
import io.micronaut.context.annotation.Bean;
import io.micronaut.context.annotation.Context;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Value;
import io.micronaut.context.env.Environment;
import io.micronaut.context.env.EnvironmentPropertySource;
import io.micronaut.context.env.PropertySource;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * Wires the {@link PluginCatalog}: class-path providers plus the drop-ins of the plugins directory,
 * each started with its configuration namespace.
 *
 * <p>Configuration:
 * <ul>
 *   <li>{@code attest.plugins.dir} (environment {@code ATTEST_PLUGINS_DIR}), default {@code ./plugins};
 *       a missing directory means no drop-ins;</li>
 *   <li>{@code attest.plugins.allowlist-file} (environment {@code ATTEST_PLUGINS_ALLOWLIST_FILE}): a file of
 *       {@code <id>=<sha256>} lines ({@link PluginAllowlist}); a file that cannot be read stops start-up;</li>
 *   <li>{@code attest.plugins.allowlist} (environment {@code ATTEST_PLUGINS_ALLOWLIST}, comma-separated):
 *       the same entries inline; both together make one list; empty (the default) allows every drop-in;</li>
 *   <li>{@code attest.plugins.disabled} (environment {@code ATTEST_PLUGINS_DISABLED}, comma-separated),
 *       ids of providers that must not serve, {@code classpath:<id>} for only the class-path one;
 *       an entry no provider matches stops start-up;</li>
 *   <li>{@code attest.plugin.<id>.<key>} (environment {@code ATTEST_PLUGIN_<ID>_<KEY>}): each provider's
 *       settings, handed to its {@code init} ({@link PluginNamespaces}).</li>
 * </ul>
 *
 * <p>The bean is created eagerly ({@link Context}) so a bad plugin stops start-up instead of the
 * first request that needs it; its providers and class loaders are closed when the context stops.
 */
@Factory
public class PluginCatalogFactory {

    @Context
    @Bean(preDestroy = "close")
    public LoadedPluginCatalog pluginCatalog(@Value("${attest.plugins.dir:./plugins}") String dir,
                                             @Value("${attest.plugins.allowlist:}") List<String> allowlist,
                                             @Value("${attest.plugins.allowlist-file:}") String allowlistFile,
                                             @Value("${attest.plugins.disabled:}") List<String> disabled,
                                             Environment environment) {
        return create(dir, allowlist, allowlistFile, disabled, namespaceProperties(environment), System.getenv());
    }

    /** The catalog, loaded and started; {@code properties} are the {@code attest.plugin.*} ones. */
    static LoadedPluginCatalog create(String dir, List<String> allowlist, String allowlistFile, List<String> disabled,
                                      Map<String, String> properties, Map<String, String> env) {
        Path path = dir == null || dir.isBlank() ? null : Path.of(dir.strip());
        Set<String> off = new TreeSet<>();
        if (disabled != null) {
            disabled.stream().map(String::strip).filter(id -> !id.isEmpty()).forEach(off::add);
        }
        PluginAllowlist allowed = allowlist(allowlist, allowlistFile);
        LoadedPluginCatalog catalog = PluginCatalogLoader.loadEngines(path, allowed, off);
        Set<String> ids = catalog.installed().stream().map(InstalledPlugin::id).collect(Collectors.toSet());
        Map<String, ProviderSettings> settings = PluginNamespaces.resolve(ids, properties, env);
        return catalog.start(settings);
    }

    static PluginAllowlist allowlist(List<String> inline, String file) {
        PluginAllowlist allowed = PluginAllowlist.of(inline, "attest.plugins.allowlist / ATTEST_PLUGINS_ALLOWLIST");
        if (file != null && !file.isBlank()) {
            Path path = Path.of(file.strip());
            try {
                allowed = allowed.and(PluginAllowlist.parse(Files.readString(path, StandardCharsets.UTF_8),
                        "allow-list file " + path));
            } catch (IOException e) {
                throw new PluginLoadingException("Plugin loading failed: the allow-list file " + path
                        + " (attest.plugins.allowlist-file / ATTEST_PLUGINS_ALLOWLIST_FILE) cannot be read: " + e, e);
            }
        }
        return allowed;
    }

    /**
     * Every {@code attest.plugin.*} property of the configuration files and system properties, the
     * later source winning. The environment's own source is skipped: Micronaut offers a variable
     * under several guessed names ({@code attest.plugin.acme.legal.firm.name}, ...), so
     * {@link PluginNamespaces} reads the variables themselves.
     */
    static Map<String, String> namespaceProperties(Environment environment) {
        Map<String, String> properties = new HashMap<>();
        environment.getPropertySources().stream()
                .filter(source -> !EnvironmentPropertySource.NAME.equals(source.getName()))
                .sorted(Comparator.comparingInt(PropertySource::getOrder))
                .forEach(source -> source.forEach(name -> {
                    if (name.startsWith(PluginNamespaces.PROPERTY_PREFIX) && source.get(name) != null
                            && !(source.get(name) instanceof Map<?, ?>)) {
                        properties.put(name, environment.getProperty(name, String.class)
                                .orElse(String.valueOf(source.get(name))));
                    }
                }));
        return properties;
    }
}
