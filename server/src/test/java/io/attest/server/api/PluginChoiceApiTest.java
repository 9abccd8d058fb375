package io.attest.server.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A customer's pattern pack replaces the built-in one for a domain by configuration
 * ({@code ATTEST_GUARD_PACK_LEGAL}), and a provider can be switched off ({@code ATTEST_PLUGINS_DISABLED}),
 * without rebuilding: over real HTTP, with a JSON pack dropped into the plugins directory.
 */
class PluginChoiceApiTest {

    /** The built-in legal forms (a JSON pack reads them too) plus a firm's own memo numbers. */
    private static final String FIRM_PACK = """
            {"format": "attest.pattern-pack", "id": "acme-legal", "version": "1.0.0", "domain": "legal",
             "patterns": [{"type": "section_ref", "regex": "Firm Memo FM-\\\\d{3}", "example": "Firm Memo FM-101"}]}
            """;

    @TempDir
    static Path plugins;
    private static TestServer server;
    private static String key;

    @BeforeAll
    static void start() throws IOException {
        Files.writeString(plugins.resolve("acme-legal.json"), FIRM_PACK);
        server = TestServer.start(Map.of("attest.plugins.dir", plugins.toString(),
                "attest.guard.pack.legal", "acme-legal", "attest.plugins.disabled", "patterns-insurance"));
        key = Accounts.newKey(server);
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void theChosenPackServesTheDomainWithTheBuiltInFormsAndItsOwn() {
        ObjectNode body = ApiClient.JSON.createObjectNode();
        body.put("text", "Under 42 U.S.C. § 1983 and Firm Memo FM-101, the claim lies.");
        body.putArray("sources").add("See Firm Memo FM-101.");
        ApiClient.Reply reply = server.client().postJson("/v1/guard/verify-references", body.toString(), "Authorization", ApiClient.bearer(key));

        assertThat(reply.status()).as(reply.toString()).isEqualTo(200);
        List<String> flags = new ArrayList<>();
        for (JsonNode flag : reply.json().get("flags")) {
            flags.add(flag.get("raw").asText() + "|" + flag.get("in_sources").asBoolean());
        }
        assertThat(flags).containsExactly("42 U.S.C. § 1983|false", "Firm Memo FM-101|true");
    }

    @Test
    void aDisabledProviderServesNothingAndIsNotListed() {
        List<String> ids = new ArrayList<>();
        for (JsonNode plugin : server.client().get("/v1/plugins", "Authorization", ApiClient.bearer(key)).json()) {
            ids.add(plugin.get("id").asText());
        }
        assertThat(ids).contains("acme-legal", "patterns-legal", "patterns-financial").doesNotContain("patterns-insurance");

        ObjectNode body = ApiClient.JSON.createObjectNode();
        body.put("text", "Section II.B.3 of the policy.");
        body.put("domain", "insurance");
        body.putArray("sources").add("The policy.");
        ApiClient.Reply reply = server.client().postJson("/v1/guard/verify-references", body.toString(), "Authorization", ApiClient.bearer(key));
        assertThat(reply.status()).as(reply.toString()).isEqualTo(422);
        assertThat(reply.error().get("code").asText()).isEqualTo("domain_unsupported");
    }

    @Test
    void twoPacksForOneDomainWithoutAChoiceStopStartUpNamingBoth() {
        assertThatThrownBy(() -> TestServer.start(Map.of("attest.plugins.dir", plugins.toString())).close())
                .hasStackTraceContaining("acme-legal").hasStackTraceContaining("patterns-legal")
                .hasStackTraceContaining("ATTEST_GUARD_PACK_LEGAL");
    }

    @Test
    void disablingAnIdNoProviderHasStopsStartUp() {
        assertThatThrownBy(() -> TestServer.start(Map.of("attest.plugins.disabled", "patterns-insurence")).close())
                .hasStackTraceContaining("ATTEST_PLUGINS_DISABLED").hasStackTraceContaining("patterns-insurence");
    }
}
