package io.attest.plugins.fixturea;

/** Violates: a plugin never uses another plugin's internals. */
public class PluginUsingAnotherPlugin {
    public Object other() {
        return new io.attest.plugins.fixtureb.PluginInternal();
    }
}
