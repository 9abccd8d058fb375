package io.attest.domain.shared.port;

import io.attest.domain.shared.plugin.InstalledPlugin;
import io.attest.plugin.api.Plugin;
import java.util.List;
import java.util.Optional;

/** The engine providers loaded at start-up (class path plus the plugins directory); fixed until restart. */
public interface PluginCatalog {

    /** Every provider of every SPI, ordered by kind then id. */
    List<InstalledPlugin> installed();

    /** The providers of one SPI, ordered by id. */
    <T extends Plugin> List<T> providers(Class<T> spi);

    default <T extends Plugin> Optional<T> provider(Class<T> spi, String id) {
        return providers(spi).stream().filter(p -> p.id().equals(id)).findFirst();
    }
}
