package io.attest.examples;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.attest.server.api.Accounts;
import io.attest.server.api.ApiClient;
import io.attest.server.api.TestServer;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The two example plugins, built out of tree against plugin-api, as an operator installs them
 * (docs/plugins.md): the legal pack's jar and the market provider's drop-in folder (its jar beside
 * commons-csv and the libraries that needs, one class loader) copied into the plugins directory,
 * each on the allow-list as {@code id=sha256} (the folder's hash computed the way the operator's guide
 * says), chosen by configuration (the {@code legal} domain, the deal analyzer's market
 * provider), the built-in market provider disabled, their settings in their own namespaces; then
 * asked over real HTTP.
 */
class ExamplePluginsIT {

    @TempDir
    static Path plugins;
    private static TestServer server;
    private static String key;
    private static String marketSha;
    private static String legalSha;

    @BeforeAll
    static void start() throws IOException {
        Path market = copyFolder(BuiltExamples.dropInFolder("market-csv", "acme-market-csv"), plugins.resolve("acme-market-csv"));
        Path legal = Files.copy(BuiltExamples.jar("legal-firm-pack"), plugins.resolve("legal-firm-pack.jar"));
        marketSha = folderSha256(market);
        legalSha = sha256(legal);
        Path csv = BuiltExamples.project("market-csv").resolve("sample-markets.csv");

        server = TestServer.start(Map.of(
                "attest.plugins.dir", plugins.toString(),
                "attest.plugins.allowlist", "acme-market-csv=" + marketSha + ",acme-legal=" + legalSha,
                "attest.plugins.disabled", "market-bundled",
                "attest.guard.pack.legal", "acme-legal",
                "attest.deal.market-provider", "acme-market-csv",
                // ATTEST_PLUGIN_ACME_MARKET_CSV_FILE and ATTEST_PLUGIN_ACME_LEGAL_FIRM_NAME as properties
                "attest.plugin.acme-market-csv.file", csv.toString(),
                "attest.plugin.acme-legal.firm-name", "Acme LLP"));
        key = Accounts.newKey(server);
    }

    @AfterAll
    static void stop() {
        if (server != null) { // null when start-up failed: keep that error, not a NullPointerException
            server.close();
        }
    }

    @Test
    void theMarketFolderHoldsThePluginAndItsRunTimeLibrariesButNotPluginApi() throws IOException {
        try (Stream<Path> files = Files.list(plugins.resolve("acme-market-csv"))) {
            assertThat(files.map(file -> file.getFileName().toString()))
                    // the version the example pins is the one this module put into the examples' repository (pom: commons-csv.version)
                    .contains("market-csv-1.0.0.jar", "commons-csv-" + System.getProperty("commons-csv.version") + ".jar")
                    .anyMatch(name -> name.startsWith("commons-io-"))
                    .noneMatch(name -> name.startsWith("plugin-api") || name.startsWith("junit"));
        }
    }

    @Test
    void pluginsListsBothWithTheirHashes() {
        Map<String, JsonNode> byId = new TreeMap<>();
        for (JsonNode plugin : server.client().get("/v1/plugins", "Authorization", ApiClient.bearer(key)).json()) {
            byId.put(plugin.get("id").asText(), plugin);
        }

        assertThat(byId.get("acme-market-csv").get("kind").asText()).isEqualTo("market_data_provider");
        assertThat(byId.get("acme-market-csv").get("sha256").asText()).isEqualTo(marketSha);
        assertThat(byId.get("acme-market-csv").get("source").asText()).isEqualTo("acme-market-csv");
        assertThat(byId.get("acme-legal").get("kind").asText()).isEqualTo("citation_pattern_pack");
        assertThat(byId.get("acme-legal").get("sha256").asText()).isEqualTo(legalSha);
        assertThat(byId).containsKey("patterns-legal").doesNotContainKey("market-bundled");
    }

    @Test
    void theFirmPackFindsABuiltInCitationAndTheFirmsMemo() {
        String body = """
                {"text": "Under 42 U.S.C. § 1983 and Acme LLP Memo 2024-17, the claim lies.",
                 "sources": ["See Acme LLP Memo 2024-17."]}""";
        ApiClient.Reply reply = server.client().postJson("/v1/guard/verify-references", body, "Authorization", ApiClient.bearer(key));

        assertThat(reply.status()).as(reply.toString()).isEqualTo(200);
        List<String> flags = new ArrayList<>();
        for (JsonNode flag : reply.json().get("flags")) {
            flags.add(flag.get("raw").asText() + "|" + flag.get("type").asText() + "|" + flag.get("in_sources").asBoolean());
        }
        assertThat(flags).containsExactly("42 U.S.C. § 1983|usc|false", "Acme LLP Memo 2024-17|section_ref|true");
    }

    @Test
    void theDealAnalysisUsesTheFiguresOfTheCsvFile() {
        ApiClient.Reply reply = server.client().postJson("/v1/airbnb-deal/analyze", "{\"address\":\"1 Main St, Bozeman, MT 59715\"}",
                "Authorization", ApiClient.bearer(key));

        assertThat(reply.status()).as(reply.toString()).isEqualTo(200);
        JsonNode market = reply.json().get("market");
        assertThat(market.get("data_provider").asText()).isEqualTo("acme-market-csv 1.0.0 (sample-markets.csv), as of 2026-09-30");
        assertThat(market.get("adr").asDouble()).isEqualTo(212.5);
        assertThat(market.get("occupancy_rate").asDouble()).isEqualTo(0.61);
        assertThat(market.get("comp_count").asInt()).isEqualTo(412);
        assertThat(market.get("rent_estimate_monthly").asDouble()).isEqualTo(1875.0);
        assertThat(market.get("projected_annual_revenue").asDouble()).isEqualTo(47313.13);
        assertThat(market.get("modelled_fields").toString()).isEqualTo("[\"projected_annual_revenue\"]");
        assertThat(market.get("regulation").get("category").asText()).isEqualTo("permit_required");
    }

    private static Path copyFolder(Path from, Path to) throws IOException {
        Files.createDirectory(to);
        try (Stream<Path> files = Files.list(from)) {
            for (Path file : files.toList()) {
                Files.copy(file, to.resolve(file.getFileName()));
            }
        }
        return to;
    }

    /**
     * A drop-in folder's hash as docs/plugins.md tells the operator to compute it: the SHA-256 of one
     * line {@code <jar> <sha256 of the jar>} per jar, sorted by name
     * ({@code for f in *.jar; do printf '%s %s\n' "$f" "$(sha256sum "$f" | cut -d' ' -f1)"; done | LC_ALL=C sort | sha256sum}).
     */
    private static String folderSha256(Path folder) throws IOException {
        StringBuilder lines = new StringBuilder();
        try (Stream<Path> files = Files.list(folder)) {
            for (Path jar : files.filter(file -> file.getFileName().toString().endsWith(".jar")).sorted().toList()) {
                lines.append(jar.getFileName()).append(' ').append(sha256(Files.readAllBytes(jar))).append('\n');
            }
        }
        return sha256(lines.toString().getBytes(StandardCharsets.UTF_8));
    }

    /** What an operator gets from {@code sha256sum}: the allow-list line of a jar is {@code <id>=<this>}. */
    private static String sha256(Path file) throws IOException {
        return sha256(Files.readAllBytes(file));
    }

    private static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }
}
