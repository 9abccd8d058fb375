package io.attest.server.plugins;

import io.attest.domain.shared.port.PluginCatalog;
import io.micronaut.context.annotation.Bean;
import io.micronaut.context.annotation.Context;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Value;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Wires the {@link PluginCatalog}: class-path providers plus the drop-ins of the plugins directory.
 *
 * <p>Configuration:
 * <ul>
 *   <li>{@code attest.plugins.dir} (environment {@code ATTEST_PLUGINS_DIR}), default {@code ./plugins};
 *       a missing directory means no drop-ins;</li>
 *   <li>{@code attest.plugins.allowlist} (environment {@code ATTEST_PLUGINS_ALLOWLIST}, comma-separated),
 *       SHA-256 hashes of the jars allowed; empty (the default) allows every jar;</li>
 *   <li>{@code attest.plugins.disabled} (environment {@code ATTEST_PLUGINS_DISABLED}, comma-separated),
 *       ids of providers that must not serve (built-in or dropped in); an id no provider has stops start-up.</li>
 * </ul>
 *
 * <p>The bean is created eagerly ({@link Context}) so a bad plugin stops start-up instead of the
 * first request that needs it; its class loaders are closed when the context stops.
 */
@Factory
public class PluginCatalogFactory {

    @Context
    @Bean(preDestroy = "close")
    public LoadedPluginCatalog pluginCatalog(@Value("${attest.plugins.dir:./plugins}") String dir,
                                             @Value("${attest.plugins.allowlist:}") List<String> allowlist,
                                             @Value("${attest.plugins.disabled:}") List<String> disabled) {
        Path path = dir == null || dir.isBlank() ? null : Path.of(dir.strip());
        Set<String> off = new TreeSet<>();
        if (disabled != null) {
            disabled.stream().map(String::strip).filter(id -> !id.isEmpty()).forEach(off::add);
        }
        return PluginCatalogLoader.loadEngines(path, allowlist == null ? List.of() : allowlist).without(off);
    }
}
