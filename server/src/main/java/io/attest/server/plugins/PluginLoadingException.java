package io.attest.server.plugins;

import java.io.Serial;

/**
 * Start-up must stop: the plugins directory or a provider is not acceptable. The message is meant
 * for an operator and names the jar (or {@code classpath}), the SPI kind, the provider class and
 * what is wrong.
 */
public final class PluginLoadingException extends RuntimeException {

    @Serial
    private static final long serialVersionUID = 1L;

    public PluginLoadingException(String message) {
        super(message);
    }

    public PluginLoadingException(String message, Throwable cause) {
        super(message, cause);
    }
}
