package io.attest.adapters.http.console.pages;

import io.attest.application.shared.ListPlugins;
import io.attest.domain.shared.plugin.InstalledPlugin;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Produces;
import io.swagger.v3.oas.annotations.Hidden;
import java.util.Comparator;
import java.util.List;

/** The installed engine plugins, as {@code GET /v1/plugins} lists them, grouped by kind. */
@Hidden
@Controller("/console/plugins")
@Produces(MediaType.TEXT_HTML)
public class PluginsPageController {

    private final ListPlugins plugins;

    public PluginsPageController(ListPlugins plugins) {
        this.plugins = plugins;
    }

    public record Page(Chrome chrome, List<InstalledPlugin> plugins) {
    }

    @Get
    public HttpResponse<?> show(HttpRequest<?> request) {
        List<InstalledPlugin> sorted = plugins.installed().stream()
                .sorted(Comparator.comparing(InstalledPlugin::kind).thenComparing(InstalledPlugin::id)).toList();
        return Pages.ok("plugins", new Page(Chrome.signedIn(request, "plugins"), sorted));
    }
}
