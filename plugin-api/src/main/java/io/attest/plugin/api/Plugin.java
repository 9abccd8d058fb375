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
     * The version of its SPI the provider was compiled against. Each SPI carries its own
     * {@code SPI_VERSION}; implement it as {@code return MarketDataProvider.SPI_VERSION;} (for that
     * SPI): the constant is inlined at compile time, so a provider built against another version is
     * refused at load with both versions named.
     */
    int spiVersion();

    /** Once after loading, before first use, with {@code attest.plugin.<id>.*}; a throw stops start-up. */
    default void init(ProviderSettings settings) {
    }

    /** Once at server shutdown (also after a failed start-up): release clients, threads, files. */
    default void close() {
    }
}
