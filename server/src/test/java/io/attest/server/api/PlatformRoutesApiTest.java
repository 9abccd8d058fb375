package io.attest.server.api;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.attest.plugin.api.guard.CitationPatternPack;
import io.attest.domain.shared.Sha256;
import io.attest.server.plugins.PluginJarBuilder;
import io.micronaut.http.HttpMethod;
import io.micronaut.web.router.Router;
import io.micronaut.web.router.UriRouteInfo;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yaml.snakeyaml.Yaml;

/** Health, plugin listing, the OpenAPI document and metrics, over real HTTP. */
class PlatformRoutesApiTest {

    private static final String METRICS_TOKEN = "scrape-token-for-tests";
    private static final Set<String> UNDOCUMENTED = Set.of("/openapi", "/openapi.yml", "/metrics");

    @TempDir
    static Path plugins;
    private static Path jar;
    private static Path jsonPack;
    private static TestServer server;

    @BeforeAll
    static void start() throws IOException {
        jar = PluginJarBuilder.provider(CitationPatternPack.class, "probe-pack").version("1.2.3").jarName("probe-pack.jar")
                .extraSource("""
                            @Override public String domain() { return "probe"; }
                            @Override public java.util.List<io.attest.plugin.api.guard.Citation> find(String text) { return java.util.List.of(); }
                        """)
                .buildInto(plugins);
        jsonPack = plugins.resolve("acme-endorsements.json");
        Files.writeString(jsonPack, """
                {"format": "attest.pattern-pack", "id": "acme-endorsements", "version": "2.0.0", "domain": "acme",
                 "patterns": [{"type": "section_ref", "regex": "Endorsement [A-Z]{2}-\\\\d{3}", "example": "Endorsement CG-201"}]}
                """);
        server = TestServer.start(Map.of("attest.plugins.dir", plugins.toString(), "attest.metrics.token", METRICS_TOKEN));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void healthIs200WhenTheDatabaseAnswers() {
        ApiClient.Reply reply = server.client().get("/health");
        assertThat(reply.status()).isEqualTo(200);
        assertThat(reply.json().get("status").asText()).isEqualTo("ok");
    }

    @Test
    void aJarDroppedIntoThePluginsDirectoryIsListed() throws Exception {
        String key = Accounts.newKey(server);
        ApiClient.Reply reply = server.client().get("/v1/plugins", "Authorization", ApiClient.bearer(key));

        assertThat(reply.status()).isEqualTo(200);
        JsonNode plugin = null;
        for (JsonNode candidate : reply.json()) {
            if (candidate.get("id").asText().equals("probe-pack")) {
                plugin = candidate;
            }
        }
        assertThat(plugin).as(reply.body()).isNotNull();
        assertThat(plugin.get("version").asText()).isEqualTo("1.2.3");
        assertThat(plugin.get("kind").asText()).isEqualTo("citation_pattern_pack");
        assertThat(plugin.get("source").asText()).isEqualTo("probe-pack.jar");
        assertThat(plugin.get("sha256").asText()).isEqualTo(Sha256.hex(Files.readAllBytes(jar)));
    }

    @Test
    void aJsonPatternPackDroppedIntoThePluginsDirectoryIsListedAndSelectable() throws Exception {
        String key = Accounts.newKey(server);
        JsonNode listed = null;
        for (JsonNode plugin : server.client().get("/v1/plugins", "Authorization", ApiClient.bearer(key)).json()) {
            if (plugin.get("id").asText().equals("acme-endorsements")) {
                listed = plugin;
            }
        }
        assertThat(listed).isNotNull();
        assertThat(listed.get("source").asText()).isEqualTo("acme-endorsements.json");
        assertThat(listed.get("sha256").asText()).isEqualTo(Sha256.hex(Files.readAllBytes(jsonPack)));

        ApiClient.Reply reply = server.client().postJson("/v1/guard/verify-references",
                "{\"text\":\"Endorsement CG-201 applies.\",\"sources\":[\"none\"],\"domain\":\"acme\"}",
                "Authorization", ApiClient.bearer(key));
        assertThat(reply.status()).as(reply.toString()).isEqualTo(200);
        assertThat(reply.json().get("domain").asText()).isEqualTo("acme");
        assertThat(reply.json().get("flags").get(0).get("raw").asText()).isEqualTo("Endorsement CG-201");
    }

    @Test
    void theOpenApiDocumentListsExactlyTheRoutesTheServerHas() {
        ApiClient.Reply reply = server.client().get("/openapi.yml");
        assertThat(reply.status()).isEqualTo(200);
        Map<String, Object> document = new Yaml().load(reply.body());
        @SuppressWarnings("unchecked")
        Map<String, Map<String, Object>> paths = (Map<String, Map<String, Object>>) document.get("paths");
        Set<String> documented = new TreeSet<>();
        paths.forEach((path, operations) -> operations.keySet().forEach(method -> documented.add(method.toUpperCase(Locale.ROOT) + " " + path)));

        Set<String> served = new TreeSet<>();
        for (UriRouteInfo<?, ?> route : server.context().getBean(Router.class).uriRoutes().toList()) {
            String path = route.getUriMatchTemplate().toPathString();
            boolean testOnly = route.getDeclaringType().equals(ProbeController.class);
            boolean consolePage = path.startsWith("/console") && !path.startsWith("/console/api"); // HTML, not API
            if (!testOnly && !consolePage && !UNDOCUMENTED.contains(path) && route.getHttpMethod() != HttpMethod.HEAD) {
                served.add(route.getHttpMethod() + " " + path);
            }
        }
        assertThat(documented).isEqualTo(served);
    }

    @Test
    @SuppressWarnings("unchecked")
    void theOpenApiDocumentNamesTheLoadedDomainsTheHeadersAndEveryErrorOfEachRoute() {
        Map<String, Object> document = new Yaml().load(server.client().get("/openapi.yml").body());
        Map<String, Object> schemas = (Map<String, Object>) ((Map<String, Object>) document.get("components")).get("schemas");
        assertThat(property(schemas, "VerifyReferencesRequest", "domain").get("enum"))
                .isEqualTo(List.of("acme", "financial", "healthcare", "insurance", "legal", "probe", "auto"));
        assertThat(property(schemas, "VerifyReferencesResponse", "domain").get("enum"))
                .isEqualTo(List.of("acme", "financial", "healthcare", "insurance", "legal", "probe"));

        Map<String, Map<String, Object>> paths = (Map<String, Map<String, Object>>) document.get("paths");
        paths.forEach((path, operations) -> operations.forEach((method, value) -> {
            Map<String, Object> operation = (Map<String, Object>) value;
            Map<String, Map<String, Object>> responses = (Map<String, Map<String, Object>>) operation.get("responses");
            String name = method + " " + path;
            assertThat(responses).as(name).doesNotContainKey("4XX").containsKeys("400", "406", "413", "500");
            responses.forEach((status, response) -> {
                assertThat((Map<String, Object>) response.get("headers")).as(name + " " + status).containsKey("Request-Id");
                if (response.toString().contains("#/components/schemas/Error")) {
                    assertThat((List<String>) response.get("x-error-codes")).as(name + " " + status).isNotEmpty();
                }
            });
            if (operation.containsKey("security")) {
                assertThat(responses.get("401").get("x-error-codes")).as(name).isEqualTo(List.of("unauthenticated", "invalid_api_key"));
                assertThat((Map<String, Object>) responses.get("401").get("headers")).containsKey("WWW-Authenticate");
                boolean metered = !path.equals("/v1/usage") && !path.equals("/v1/operations/{id}");
                assertThat(responses.containsKey("429")).as(name).isEqualTo(metered);
                if (method.equals("post")) {
                    assertThat(operation.get("parameters").toString()).as(name).contains("#/components/parameters/Idempotency-Key");
                    assertThat((List<String>) responses.get("409").get("x-error-codes")).as(name).contains("idempotency_key_in_use");
                }
            }
        }));
        Map<String, Object> lever = property(schemas, "CalculatorLever", "impact_per_pct");
        assertThat(lever.get("nullable")).isEqualTo(true);
        assertThat(((Map<String, Object>) paths.get("/v1/guard/verify-references").get("post")).get("responses").toString())
                .contains("domain_unsupported");
        assertThat(((Map<String, Object>) paths.get("/v1/airbnb-deal/analyze").get("post")).get("responses").toString())
                .contains("upstream_unavailable");
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> property(Map<String, Object> schemas, String schema, String property) {
        return (Map<String, Object>) ((Map<String, Object>) ((Map<String, Object>) schemas.get(schema)).get("properties")).get(property);
    }

    @Test
    void theBrowsableApiPageAndItsAssetsAreServedLocally() {
        ApiClient.Reply page = server.client().get("/openapi");
        assertThat(page.status()).isEqualTo(200);
        assertThat(page.body()).contains("swagger-ui-bundle.js").contains("openapi-ui-init.js");
        assertThat(server.client().get("/openapi/ui/swagger-ui-bundle.js").status()).isEqualTo(200);
        assertThat(server.client().get("/openapi/assets/openapi-ui-init.js").body()).contains("/openapi.yml");
    }

    @Test
    void metricsNeedTheOperatorTokenUnlessPublic() {
        ApiClient.Reply anonymous = server.client().get("/metrics");
        assertThat(anonymous.status()).isEqualTo(401);
        assertThat(anonymous.error().get("code").asText()).isEqualTo("unauthenticated");

        server.client().get("/health");
        ApiClient.Reply scraped = server.client().get("/metrics", "Authorization", ApiClient.bearer(METRICS_TOKEN));
        assertThat(scraped.status()).isEqualTo(200);
        assertThat(scraped.header("Content-Type")).hasValueSatisfying(t -> assertThat(t).startsWith("text/plain"));
        assertThat(scraped.body()).contains("http_server_requests_seconds").contains("jvm_memory_used_bytes");

        try (TestServer open = TestServer.startOn(server.database(), Map.of("attest.metrics.public", true))) {
            assertThat(open.client().get("/metrics").status()).isEqualTo(200);
        }
    }
}
