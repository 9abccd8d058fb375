package io.attest.plugin.api;

/** The version of the engine SPIs that this server speaks; bumped on any incompatible change. */
public final class PluginApi {

    public static final int SPI_VERSION = 1;

    private PluginApi() {
    }
}
