package io.attest.server.api;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A first-party plugin as the build ships it for dropping in ({@code target/drop-in/<id>/} of its
 * module, made by {@code ./mvnw package}) is copied into a plugins directory; with the class-path copy
 * switched off ({@code ATTEST_PLUGINS_DISABLED=classpath:formula-builtin}) the drop-in serves the
 * calculator, over real HTTP.
 */
class BuiltDropInApiTest {

    private static final Path BUILT = Path.of("..", "plugins", "formula-builtin", "target", "drop-in", "formula-builtin");

    @TempDir
    Path plugins;

    @Test
    void theBuiltFormulaEngineDropInServesInsteadOfTheClassPathCopy() throws IOException {
        assertThat(BUILT).as("the drop-in built by `./mvnw package` (plugins/formula-builtin); build it first").isDirectory();
        Path target = Files.createDirectories(plugins.resolve("formula-builtin"));
        try (Stream<Path> jars = Files.list(BUILT)) {
            for (Path jar : jars.toList()) {
                Files.copy(jar, target.resolve(jar.getFileName()));
            }
        }

        try (TestServer server = TestServer.start(Map.of("attest.plugins.dir", plugins.toString(),
                "attest.plugins.disabled", "classpath:formula-builtin"))) {
            String key = Accounts.newKey(server);
            List<JsonNode> engines = new java.util.ArrayList<>();
            for (JsonNode plugin : server.client().get("/v1/plugins", "Authorization", ApiClient.bearer(key)).json()) {
                if (plugin.get("kind").asText().equals("formula_engine")) {
                    engines.add(plugin);
                }
            }
            assertThat(engines).hasSize(1);
            assertThat(engines.getFirst().get("id").asText()).isEqualTo("formula-builtin");
            assertThat(engines.getFirst().get("source").asText()).isEqualTo("formula-builtin");
            assertThat(engines.getFirst().get("sha256").asText()).matches("[0-9a-f]{64}");

            ApiClient.Reply created = server.client().postJson("/v1/calculator-engine/schemas", """
                    {"name": "drop-in", "lines": [{"id": "nights", "formula": "days * occupancy"},
                                                  {"id": "revenue", "formula": "nights * rate"}]}""",
                    "Authorization", ApiClient.bearer(key));
            assertThat(created.status()).as(created.toString()).isEqualTo(201);
            ApiClient.Reply run = server.client().postJson("/v1/calculator-engine/run", "{\"schema_id\":\""
                            + created.json().get("schema_id").asText() + "\",\"values\":{\"days\":30,\"occupancy\":0.5,\"rate\":120}}",
                    "Authorization", ApiClient.bearer(key));
            assertThat(run.status()).as(run.toString()).isEqualTo(200);
            assertThat(run.body()).contains("\"revenue\":1800");
        }
    }
}
