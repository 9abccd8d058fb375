package io.attest.plugin.api;

/**
 * What every engine provider (SPI) has in common. Providers are found with
 * {@link java.util.ServiceLoader} and chosen by {@link #id()}.
 */
public interface Plugin {

    /** Stable lower-case kebab id ({@code [a-z][a-z0-9-]{1,63}}), unique per SPI. */
    String id();

    /** The provider's own version (semantic versioning). */
    String version();

    /**
     * The SPI version the provider was compiled against. Implement it as
     * {@code return PluginApi.SPI_VERSION;}: the constant is inlined at compile time.
     */
    int spiVersion();
}
