package io.attest.adapters.http.api;

import io.attest.adapters.http.error.ErrorEnvelope;
import io.attest.application.shared.ListPlugins;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.ArraySchema;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.security.SecurityRequirement;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.util.List;

@Controller("/v1/plugins")
@Tag(name = "Platform")
@SecurityRequirement(name = "apiKey")
public class PluginController {

    private final ListPlugins plugins;

    public PluginController(ListPlugins plugins) {
        this.plugins = plugins;
    }

    @Get
    @Operation(operationId = "listPlugins", summary = "The engine providers this server loaded (class path and plugins directory)")
    @ApiResponse(responseCode = "4XX", description = "An error in the one error layout (5xx answers use it too)",
            content = @Content(schema = @Schema(implementation = ErrorEnvelope.class)))
    @ApiResponse(responseCode = "200", content = @Content(array = @ArraySchema(schema = @Schema(implementation = ApiViews.PluginView.class))))
    public List<ApiViews.PluginView> list() {
        return plugins.installed().stream().map(ApiViews.PluginView::of).toList();
    }
}
