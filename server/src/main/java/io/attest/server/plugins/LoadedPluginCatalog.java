package io.attest.server.plugins;

import io.attest.domain.shared.plugin.InstalledPlugin;
import io.attest.plugin.api.Plugin;
import io.attest.domain.shared.port.PluginCatalog;
import java.io.IOException;
import java.net.URLClassLoader;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The immutable result of {@link PluginCatalogLoader#load()}: every provider found at start-up.
 * It owns the plugin class loaders, which stay open as long as the catalog lives (plugin code may
 * load classes and resources lazily); {@link #close()} closes them when the server stops.
 */
public final class LoadedPluginCatalog implements PluginCatalog, AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(LoadedPluginCatalog.class);

    private final List<InstalledPlugin> installed;
    private final Map<Class<? extends Plugin>, List<Plugin>> providers;
    private final List<URLClassLoader> loaders;
    private final AtomicBoolean closed = new AtomicBoolean();

    /**
     * @param installed every provider, already ordered by kind then id
     * @param providers the providers of each SPI, already ordered by id (every loaded SPI has a key)
     * @param loaders   the plugin class loaders to close with the catalog
     */
    LoadedPluginCatalog(List<InstalledPlugin> installed,
                        Map<Class<? extends Plugin>, List<Plugin>> providers,
                        List<URLClassLoader> loaders) {
        this.installed = List.copyOf(installed);
        this.providers = Map.copyOf(providers);
        this.loaders = List.copyOf(loaders);
    }

    /** Every provider of every SPI, ordered by kind (in {@link EngineKinds} order) then id. */
    @Override
    public List<InstalledPlugin> installed() {
        return installed;
    }

    /**
     * The providers of one SPI, ordered by id.
     *
     * @throws IllegalArgumentException if {@code spi} is not one of the kinds this catalog loaded
     *                                  (a wiring mistake, not "no provider")
     */
    @Override
    public <T extends Plugin> List<T> providers(Class<T> spi) {
        List<Plugin> found = providers.get(spi);
        if (found == null) {
            throw new IllegalArgumentException(spi.getName() + " is not an engine SPI this server loads (see EngineKinds)");
        }
        return found.stream().map(spi::cast).toList();
    }

    /**
     * This catalog without the providers whose id is in {@code disabled} (an operator's
     * {@code ATTEST_PLUGINS_DISABLED}), sharing its class loaders; a disabled provider serves nothing
     * and is not listed. An id that no provider has stops start-up (a typo must not leave a provider
     * running that the operator meant to turn off); this catalog is closed then.
     */
    public LoadedPluginCatalog without(Set<String> disabled) {
        if (disabled.isEmpty()) {
            return this;
        }
        Set<String> ids = new TreeSet<>();
        installed.forEach(plugin -> ids.add(plugin.id()));
        Set<String> unknown = new TreeSet<>(disabled);
        unknown.removeAll(ids);
        if (!unknown.isEmpty()) {
            close();
            throw new PluginLoadingException("Plugin loading failed: ATTEST_PLUGINS_DISABLED names " + unknown
                    + ", which no installed provider has; the providers are " + ids);
        }
        Map<Class<? extends Plugin>, List<Plugin>> kept = new HashMap<>();
        providers.forEach((spi, found) -> kept.put(spi, found.stream().filter(p -> !disabled.contains(p.id())).toList()));
        LOG.info("plugins disabled by configuration: {}", new TreeSet<>(disabled));
        return new LoadedPluginCatalog(installed.stream().filter(p -> !disabled.contains(p.id())).toList(), kept, loaders);
    }

    /** Closes the plugin class loaders; the providers must not be used afterwards. Idempotent. */
    @Override
    public void close() {
        if (!closed.compareAndSet(false, true)) {
            return;
        }
        for (URLClassLoader loader : loaders) {
            try {
                loader.close();
            } catch (IOException e) {
                LOG.warn("could not close plugin class loader {}: {}", loader.getName(), e.toString());
            }
        }
    }
}
