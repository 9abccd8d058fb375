package io.attest.adapters.http.console.pages;

import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.PathVariable;
import io.swagger.v3.oas.annotations.Hidden;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Map;

/**
 * The console's one stylesheet and one small script, from the jar (nothing from a CDN). A fixed list:
 * no path from the request ever reaches the class loader.
 */
@Hidden
@Controller(ConsolePaths.ASSETS)
public class AssetController {

    private static final Map<String, Asset> ASSETS = Map.of(
            "console.css", load("console.css", "text/css; charset=utf-8"),
            "console.js", load("console.js", "text/javascript; charset=utf-8"));

    private record Asset(byte[] bytes, MediaType type) {
    }

    @Get("/{name}")
    public HttpResponse<byte[]> asset(@PathVariable String name) {
        Asset asset = ASSETS.get(name);
        if (asset == null) {
            return HttpResponse.notFound();
        }
        return HttpResponse.ok(asset.bytes()).contentType(asset.type());
    }

    private static Asset load(String name, String type) {
        try (InputStream in = AssetController.class.getResourceAsStream("/attest/console/" + name)) {
            if (in == null) {
                throw new IllegalStateException("console asset missing from the jar: " + name);
            }
            return new Asset(in.readAllBytes(), MediaType.of(type));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
