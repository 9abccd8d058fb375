package io.attest.application.shared;

import io.attest.domain.shared.plugin.InstalledPlugin;
import io.attest.domain.shared.port.PluginCatalog;
import java.util.List;

/** {@code GET /v1/plugins}: what engines this server runs, so an operator can audit it. */
public final class ListPlugins {

    private final PluginCatalog catalog;

    public ListPlugins(PluginCatalog catalog) {
        this.catalog = catalog;
    }

    public List<InstalledPlugin> installed() {
        return catalog.installed();
    }
}
