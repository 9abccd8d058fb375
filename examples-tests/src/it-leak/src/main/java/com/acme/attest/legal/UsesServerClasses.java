package com.acme.attest.legal;

import io.attest.domain.guard.CitationCheck;
import io.attest.plugins.citationcore.LegalTemplates;
import io.attest.server.plugins.PluginCatalogLoader;

/**
 * Added to a copy of the legal example by examples-tests: a plugin that reaches for the server, the
 * domain or a first-party plugin must not compile, because its build sees plugin-api only.
 */
final class UsesServerClasses {

    Object[] reach() {
        return new Object[] {PluginCatalogLoader.class, LegalTemplates.class, CitationCheck.class};
    }
}
