package io.attest.plugins.fixturea;

/** Allowed: the shared plugin libraries are common ground. */
public class PluginUsingASharedLibrary {
    public Object table() {
        return io.attest.plugins.citationcore.CaseNameAbbreviations.table();
    }
}
