package io.attest.server.plugins;

import java.lang.reflect.Modifier;
import java.util.Objects;

/**
 * The parent of every plugin class loader: it shows plugin code the JDK's platform classes
 * ({@code java.*}, {@code javax.*}, {@code jdk.*} of the platform modules) and the public types of
 * {@code io.attest.plugin.api.*} (the plugin-api module: the SPIs and the value types they use), and
 * nothing else. The domain, Micronaut, Jackson, {@code io.attest.application}, the adapters, the
 * server and the first-party plugins' own classes stay invisible: a plugin that needs a library
 * bundles it in its jar or directory.
 *
 * <p>Resources: only the platform's. The API's resources are not exposed, and neither are the
 * application's {@code META-INF/services} files, so a plugin loader never re-discovers the
 * class-path providers.
 */
public final class PluginParentClassLoader extends ClassLoader {

    static final String API_PREFIX = "io.attest.plugin.api.";

    static {
        registerAsParallelCapable();
    }

    private final ClassLoader application;

    /** @param application the loader that holds the plugin-api classes (the server's class loader) */
    public PluginParentClassLoader(ClassLoader application) {
        super("attest-plugin-parent", ClassLoader.getPlatformClassLoader());
        this.application = Objects.requireNonNull(application, "application");
    }

    /** Called once the platform loader has not found {@code name}. */
    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
        if (name.startsWith(API_PREFIX)) {
            Class<?> type = application.loadClass(name);
            if (Modifier.isPublic(type.getModifiers())) {
                return type;
            }
        }
        throw new ClassNotFoundException(name
                + " is not visible to plugins (they see only JDK platform classes and the public types of "
                + API_PREFIX + "*; bundle other libraries into the plugin jar)");
    }
}
