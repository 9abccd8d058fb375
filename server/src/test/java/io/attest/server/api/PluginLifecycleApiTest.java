package io.attest.server.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import io.attest.plugin.api.calculator.FormulaEngine;
import io.attest.plugin.api.deal.MarketDataProvider;
import io.attest.server.plugins.PluginJarBuilder;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Over real HTTP: drop-in providers get their own settings ({@code attest.plugin.<id>.*}) at
 * {@code init}, before they serve; they are closed when the server stops, each even when another's
 * close fails; an {@code init} that throws stops start-up naming the provider; the allow-list file
 * of {@code id=sha256} lines admits the jars it names and refuses one whose hash changed.
 */
class PluginLifecycleApiTest {

    @TempDir
    Path dir;

    /** A market provider that records its lifecycle (and each lookup) in the file its settings name. */
    private static PluginJarBuilder recordingMarket() {
        return PluginJarBuilder.provider(MarketDataProvider.class, "acme-market").version("2.0.0").recordingLifecycle(false)
                .extraSource("""
                    @Override public io.attest.plugin.api.deal.MarketLookup lookup(io.attest.plugin.api.deal.NormalizedAddress address) {
                        record("lookup");
                        String firm = settings.required("firm-name");
                        return new io.attest.plugin.api.deal.MarketLookup.Found(new io.attest.plugin.api.deal.MarketSnapshot(
                            "Market of " + firm, new java.math.BigDecimal("90000"), new java.math.BigDecimal("0.7"),
                            new java.math.BigDecimal("350"), 25, new java.math.BigDecimal("2000"), java.time.LocalDate.now(),
                            "Acme data", "acme-market 2.0.0 (" + firm + ")", java.util.List.of(), null));
                    }
                """);
    }

    /** A formula engine that records its lifecycle and whose close fails (after noting that it was called). */
    private static PluginJarBuilder failingToClose() {
        return PluginJarBuilder.provider(FormulaEngine.class, "grumpy-engine").recordingLifecycle(true);
    }

    @Test
    void providersAreInitialisedWithTheirOwnSettingsServeAndAreClosedAtShutdown() throws IOException {
        Path plugins = Files.createDirectories(dir.resolve("plugins"));
        Path log = dir.resolve("lifecycle.log");
        Path market = recordingMarket().buildInto(plugins);
        Path engine = failingToClose().buildInto(plugins);
        Path allowlist = dir.resolve("allowlist.txt");
        Files.writeString(allowlist, """
                # the jars this instance may run, as GET /v1/plugins shows them

                acme-market=%s
                grumpy-engine = %s   # trailing comments are fine
                """.formatted(sha256(market), sha256(engine).toUpperCase()));

        Map<String, Object> properties = new HashMap<>();
        properties.put("attest.plugins.dir", plugins.toString());
        properties.put("attest.plugins.allowlist-file", allowlist.toString());
        properties.put("attest.deal.market-provider", "acme-market");
        properties.put("attest.plugin.acme-market.log", log.toString());
        properties.put("attest.plugin.acme-market.firm-name", "Acme & Partners");
        properties.put("attest.plugin.grumpy-engine.log", log.toString());
        // the capability's settings still reach the chosen provider; its own namespace wins on a shared key
        properties.put("attest.deal.provider.firm-name", "Capability Default");
        properties.put("attest.deal.provider.region", "us");

        try (TestServer acme = TestServer.start(properties)) {
            assertThat(Files.readAllLines(log)).containsExactly(
                    "init acme-market {firm-name=Acme & Partners, log=" + log + "}",
                    "init grumpy-engine {log=" + log + "}");

            String key = Accounts.newKey(acme);
            ApiClient.Reply reply = acme.client().postJson(DealApiTest.PATH, "{\"address\":\"1 Main St, Bozeman, MT 59715\"}",
                    "Authorization", ApiClient.bearer(key));
            assertThat(reply.status()).as(reply.toString()).isEqualTo(200);
            assertThat(reply.json().get("market").get("data_provider").asText()).isEqualTo("acme-market 2.0.0 (Acme & Partners)");

            Map<String, String> hashes = new HashMap<>();
            for (JsonNode plugin : acme.client().get("/v1/plugins", "Authorization", ApiClient.bearer(key)).json()) {
                if (!plugin.get("sha256").isNull()) {
                    hashes.put(plugin.get("id").asText(), plugin.get("sha256").asText());
                }
            }
            assertThat(hashes).containsExactlyInAnyOrderEntriesOf(Map.of("acme-market", sha256(market), "grumpy-engine", sha256(engine)));
        }

        // stopped: the engine (listed last) is closed first and fails; the market provider is still closed
        assertThat(Files.readAllLines(log)).containsExactly(
                "init acme-market {firm-name=Acme & Partners, log=" + log + "}",
                "init grumpy-engine {log=" + log + "}",
                "lookup",
                "close grumpy-engine",
                "close acme-market");
    }

    @Test
    void anInitThatThrowsStopsStartUpNamingTheProvider() throws IOException {
        Path plugins = Files.createDirectories(dir.resolve("plugins"));
        // no log setting: settings.required("log") throws
        recordingMarket().buildInto(plugins);

        assertThatThrownBy(() -> TestServer.start(Map.of("attest.plugins.dir", plugins.toString())).close())
                .hasStackTraceContaining("Plugin start-up failed: market_data_provider provider \"acme-market\" from acme-market.jar")
                .hasStackTraceContaining("setting log is required")
                .hasStackTraceContaining("ATTEST_PLUGIN_ACME_MARKET_");
    }

    @Test
    void aJarWhoseHashDoesNotMatchItsIdsLineStopsStartUp() throws IOException {
        Path plugins = Files.createDirectories(dir.resolve("plugins"));
        Path market = recordingMarket().buildInto(plugins);
        Path engine = failingToClose().buildInto(plugins);
        Path allowlist = dir.resolve("allowlist.txt");
        // the lines are swapped: each hash is listed, but for the other id
        Files.writeString(allowlist, "acme-market=" + sha256(engine) + "\ngrumpy-engine=" + sha256(market) + "\n");

        assertThatThrownBy(() -> TestServer.start(Map.of("attest.plugins.dir", plugins.toString(),
                "attest.plugins.allowlist-file", allowlist.toString(),
                "attest.plugin.acme-market.log", dir.resolve("log").toString(),
                "attest.plugin.acme-market.firm-name", "x")).close())
                .hasStackTraceContaining("plugin jar acme-market.jar")
                .hasStackTraceContaining("\"acme-market\"")
                .hasStackTraceContaining("expects acme-market=" + sha256(engine))
                .hasStackTraceContaining("its SHA-256 is " + sha256(market));

        List<String> lines = List.of("acme-market=" + "0".repeat(64), "grumpy-engine=" + sha256(engine));
        Files.write(allowlist, lines);
        assertThatThrownBy(() -> TestServer.start(Map.of("attest.plugins.dir", plugins.toString(),
                "attest.plugins.allowlist-file", allowlist.toString())).close())
                .hasStackTraceContaining("plugin jar acme-market.jar in")
                .hasStackTraceContaining("has SHA-256 " + sha256(market) + ", which is not on the allow-list")
                .hasStackTraceContaining("acme-market=" + "0".repeat(64));
    }

    static String sha256(Path file) throws IOException {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
