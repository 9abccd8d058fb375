package io.attest.server.plugins;

import io.attest.domain.shared.plugin.InstalledPlugin;
import io.attest.plugin.api.Plugin;
import io.attest.plugin.api.ProviderSettings;
import io.attest.domain.shared.port.PluginCatalog;
import java.io.IOException;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The result of {@link PluginCatalogLoader#load()}: every provider found at start-up. It owns the
 * plugin class loaders, which stay open as long as the catalog lives (plugin code may load classes
 * and resources lazily), and the providers' lifecycle: {@link #start} calls each provider's
 * {@code init} once, {@link #close()} calls {@code close} on every started provider (newest first)
 * and then closes the class loaders, when the server stops.
 */
public final class LoadedPluginCatalog implements PluginCatalog, AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(LoadedPluginCatalog.class);

    private final List<InstalledPlugin> installed;
    private final List<Plugin> instances;
    private final Map<Class<? extends Plugin>, List<Plugin>> providers;
    private final List<URLClassLoader> loaders;
    private final AtomicBoolean closed = new AtomicBoolean();
    /** Started providers, in start order, with what they are called in logs. */
    private final List<Map.Entry<Plugin, String>> started = new ArrayList<>();
    private Map<String, ProviderSettings> settings = Map.of();

    /**
     * @param installed every provider, already ordered by kind then id
     * @param instances the provider of each {@code installed} entry, same order
     * @param providers the providers of each SPI, already ordered by id (every loaded SPI has a key)
     * @param loaders   the plugin class loaders to close with the catalog
     */
    LoadedPluginCatalog(List<InstalledPlugin> installed, List<Plugin> instances,
                        Map<Class<? extends Plugin>, List<Plugin>> providers,
                        List<URLClassLoader> loaders) {
        if (installed.size() != instances.size()) {
            throw new IllegalArgumentException("one instance per installed provider");
        }
        this.installed = List.copyOf(installed);
        this.instances = List.copyOf(instances);
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
     * Calls {@code init} once on every provider, in listing order, each with its namespace
     * ({@code settings.get(id)}, empty when absent). A provider whose {@code init} throws stops
     * start-up: the providers started so far are closed, then the catalog, and the error names the
     * provider. Call it once, before any provider is used.
     */
    public synchronized LoadedPluginCatalog start(Map<String, ProviderSettings> settings) {
        if (closed.get() || !started.isEmpty()) {
            throw new IllegalStateException("a catalog is started once, before it is closed");
        }
        this.settings = Map.copyOf(settings);
        for (int i = 0; i < instances.size(); i++) {
            Plugin plugin = instances.get(i);
            InstalledPlugin info = installed.get(i);
            String name = info.kind() + " provider \"" + info.id() + "\" from " + info.source();
            ProviderSettings own = settings.getOrDefault(info.id(), ProviderSettings.EMPTY);
            try {
                withLoaderOf(plugin, () -> plugin.init(own));
            } catch (RuntimeException | LinkageError e) {
                PluginLoadingException failure = new PluginLoadingException("Plugin start-up failed: " + name
                        + ": init threw " + e + " (its settings: attest.plugin." + info.id() + ".* / "
                        + PluginNamespaces.envPrefix(info.id()) + "*, keys " + own.values().keySet() + ")", e);
                try {
                    close();
                } catch (RuntimeException closing) {
                    failure.addSuppressed(closing);
                }
                throw failure;
            }
            started.add(Map.entry(plugin, name));
        }
        if (!instances.isEmpty()) {
            LOG.info("{} engine providers started", instances.size());
        }
        return this;
    }

    /** The namespace {@link #start} handed to provider {@code id} ({@code attest.plugin.<id>.*}). */
    public synchronized ProviderSettings settings(String id) {
        return settings.getOrDefault(id, ProviderSettings.EMPTY);
    }

    /**
     * Closes every started provider, newest first (a failure is logged and the others are still
     * closed), then the plugin class loaders; the providers must not be used afterwards. Idempotent.
     */
    @Override
    public synchronized void close() {
        if (!closed.compareAndSet(false, true)) {
            return;
        }
        for (int i = started.size() - 1; i >= 0; i--) {
            Plugin plugin = started.get(i).getKey();
            String name = started.get(i).getValue();
            try {
                withLoaderOf(plugin, plugin::close);
            } catch (RuntimeException | LinkageError e) {
                LOG.warn("plugin close failed: {}: {}", name, e.toString(), e);
            }
        }
        started.clear();
        for (URLClassLoader loader : loaders) {
            try {
                loader.close();
            } catch (IOException e) {
                LOG.warn("could not close plugin class loader {}: {}", loader.getName(), e.toString());
            }
        }
    }

    /** Runs plugin code with the plugin's own loader as context loader (libraries look there). */
    private static void withLoaderOf(Plugin plugin, Runnable call) {
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        ClassLoader own = plugin.getClass().getClassLoader();
        if (own != null) {
            thread.setContextClassLoader(own);
        }
        try {
            call.run();
        } finally {
            thread.setContextClassLoader(previous);
        }
    }
}
