package io.attest.plugins.citationcore;

import io.attest.plugin.api.guard.ShortForms;

/** The bodies of short-form keys, as {@link ShortForms} reads them. */
final class ShortFormBodies {

    static final String SECTION = ShortForms.SECTION;
    static final String RULE = ShortForms.RULE;

    private ShortFormBodies() {
    }
}
