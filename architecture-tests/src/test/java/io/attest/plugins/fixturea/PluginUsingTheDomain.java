package io.attest.plugins.fixturea;

/** Violates: plugins depend on plugin-api, not on the domain. */
public class PluginUsingTheDomain {
    public Object check() {
        return new io.attest.domain.guard.CaseNameNormalizer(java.util.Map.of());
    }
}
