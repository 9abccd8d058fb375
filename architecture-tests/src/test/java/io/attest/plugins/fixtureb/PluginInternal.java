package io.attest.plugins.fixtureb;

public class PluginInternal {
}
