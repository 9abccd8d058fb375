package io.attest.domain.shared.plugin;

import io.attest.plugin.api.Plugin;

/**
 * An engine SPI the server loads providers for: its wire name (the {@code kind} in
 * {@code GET /v1/plugins}), its interface and the version of it the server speaks (the SPI's own
 * {@code SPI_VERSION}: each SPI is versioned on its own). Each capability registers its SPI here.
 */
public record PluginKind(String name, Class<? extends Plugin> spi, int spiVersion) {

    public PluginKind {
        if (name == null || !name.matches("[a-z][a-z0-9_]{1,63}")) {
            throw new IllegalArgumentException("plugin kind names are lower-case snake words: " + name);
        }
        if (spi == null || !spi.isInterface()) {
            throw new IllegalArgumentException("a plugin kind is an interface");
        }
        if (spiVersion < 1) {
            throw new IllegalArgumentException("SPI versions start at 1: " + spiVersion);
        }
    }
}
