package io.attest.adapters.http.docs;

import io.attest.application.guard.CitationPacks;
import io.micronaut.core.io.ResourceResolver;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Produces;
import io.swagger.v3.oas.annotations.Hidden;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * Serves the OpenAPI document (generated from the controllers and completed at build time, with the
 * citation domains of the packs this server loaded) and a Swagger UI page (assets from the
 * swagger-ui webjar, no CDN).
 */
@Controller
@Hidden
public class OpenApiController {

    static final String DOCUMENT = "classpath:META-INF/swagger/attest-1.yml";
    private static final String YAML = "application/yaml";

    private final String document;
    private final String page;

    public OpenApiController(ResourceResolver resources, CitationPacks packs) {
        this.document = CitationDomains.apply(read(resources, DOCUMENT), packs.supported());
        this.page = read(resources, "classpath:attest/openapi-ui.html");
    }

    @Get("/openapi.yml")
    @Produces(YAML)
    public HttpResponse<String> document() {
        return HttpResponse.ok(document).contentType(YAML);
    }

    @Get("/openapi")
    @Produces(MediaType.TEXT_HTML)
    public String page() {
        return page;
    }

    private static String read(ResourceResolver resources, String location) {
        try (InputStream in = resources.getResourceAsStream(location)
                .orElseThrow(() -> new IllegalStateException(location + " is missing from the build"))) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
