package io.attest.server.plugins;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.attest.plugin.api.deal.MarketDataProvider;
import io.attest.plugin.api.Plugin;
import org.junit.jupiter.api.Test;

class PluginParentClassLoaderTest {

    private final ClassLoader application = getClass().getClassLoader();
    private final PluginParentClassLoader parent = new PluginParentClassLoader(application);

    @Test
    void shows_the_plugin_api_types_of_the_application_loader() throws Exception {
        assertThat(parent.loadClass(Plugin.class.getName())).isSameAs(Plugin.class);
        assertThat(parent.loadClass(MarketDataProvider.class.getName())).isSameAs(MarketDataProvider.class);
    }

    @Test
    void shows_the_jdk_platform() throws Exception {
        assertThat(parent.loadClass("java.lang.String")).isSameAs(String.class);
        assertThat(parent.loadClass("java.sql.Connection")).isSameAs(java.sql.Connection.class);
        assertThat(parent.loadClass("java.net.http.HttpClient")).isSameAs(java.net.http.HttpClient.class);
    }

    @Test
    void hides_everything_else() throws Exception {
        for (String name : new String[] {
                "io.attest.domain.guard.CitationCheck",
                "io.attest.domain.shared.plugin.PluginKind",
                "io.attest.plugins.citationcore.DeclarativePatternPack",
                "io.micronaut.context.ApplicationContext",
                "io.attest.application.shared.ListPlugins",
                "io.attest.server.plugins.PluginCatalogLoader",
                "org.slf4j.LoggerFactory",
                "org.junit.jupiter.api.Test",
                "io.attest.plugin.apix.Anything"}) {
            if (!name.startsWith("io.attest.plugin.apix")) {
                Class.forName(name, false, application); // on the class path: hidden by the filter, not absent
            }
            assertThatThrownBy(() -> parent.loadClass(name)).as(name).isInstanceOf(ClassNotFoundException.class);
            assertThatThrownBy(() -> Class.forName(name, false, parent)).as(name).isInstanceOf(ClassNotFoundException.class);
        }
    }

    @Test
    void hides_the_application_resources_and_service_files() {
        assertThat(parent.getResource("META-INF/services/" + MarketDataProvider.class.getName())).isNull();
        assertThat(parent.getResource(Plugin.class.getName().replace('.', '/') + ".class")).isNull();
        assertThat(application.getResource(Plugin.class.getName().replace('.', '/') + ".class")).isNotNull();
    }
}
