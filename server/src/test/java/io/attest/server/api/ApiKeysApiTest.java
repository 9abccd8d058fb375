package io.attest.server.api;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.attest.domain.accounts.ApiKeySecret;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class ApiKeysApiTest {

    @RegisterExtension
    static final TestServer.PerClass server = TestServer.perClass();

    @Test
    void aNewKeyShowsItsSecretOnceAndWorksAsABearerToken() throws Exception {
        ApiClient console = server.client();
        Accounts.signUp(console);
        ApiClient.Reply created = console.postJson("/console/api/keys", "{\"name\":\"ci\"}");

        assertThat(created.status()).isEqualTo(201);
        assertThat(created.header("Cache-Control")).contains("no-store");
        assertThat(created.header("X-Content-Type-Options")).contains("nosniff");
        JsonNode key = created.json();
        String secret = key.get("secret").asText();
        assertThat(secret).matches("att_[0-9A-Za-z]{36}");
        assertThat(ApiKeySecret.parse(secret)).isPresent();
        assertThat(key.get("id").asText()).startsWith("key_");
        assertThat(key.get("hint").asText()).isEqualTo("att_\u2026" + secret.substring(secret.length() - 4));
        assertThat(key.get("scopes")).extracting(JsonNode::asText)
                .containsExactly("calculator", "deal", "guard", "meetings", "voice", "webhooks");

        JsonNode listed = console.get("/console/api/keys").json().get("keys").get(0);
        assertThat(listed.get("id").asText()).isEqualTo(key.get("id").asText());
        assertThat(listed.has("secret")).isFalse();
        assertThat(console.get("/console/api/keys").body()).doesNotContain(secret);
        assertThat(listed.get("revoked_at").isNull()).isTrue();
        assertThat(listed.has("last_used_at")).isTrue();

        assertThat(server.client().get("/v1/usage", "Authorization", ApiClient.bearer(secret)).status()).isEqualTo(200);
        assertThat(console.get("/console/api/keys").json().get("keys").get(0).get("last_used_at").isNull()).isFalse();
        assertOnlyTheHashIsStored(secret);
    }

    @Test
    void aRevokedKeyAnswers401() {
        ApiClient console = server.client();
        Accounts.signUp(console);
        ApiClient.Reply created = console.postJson("/console/api/keys", "{\"name\":\"to revoke\"}");
        String secret = created.json().get("secret").asText();
        String id = created.json().get("id").asText();

        assertThat(console.delete("/console/api/keys/" + id).status()).isEqualTo(204);

        ApiClient.Reply refused = server.client().get("/v1/plugins", "Authorization", ApiClient.bearer(secret));
        assertThat(refused.status()).isEqualTo(401);
        assertThat(refused.error().get("code").asText()).isEqualTo("invalid_api_key");
        assertThat(refused.header("WWW-Authenticate")).contains("Bearer realm=\"attest\", error=\"invalid_token\"");
        JsonNode listed = console.get("/console/api/keys").json().get("keys").get(0);
        assertThat(listed.get("revoked_reason").asText()).isEqualTo("revoked");
        assertThat(listed.get("revoked_at").isNull()).isFalse();
    }

    @Test
    void anotherAccountsKeyIsNotFound() {
        ApiClient alice = server.client();
        Accounts.signUp(alice);
        String aliceKeyId = alice.postJson("/console/api/keys", "{\"name\":\"alice\"}").json().get("id").asText();
        ApiClient bob = server.client();
        Accounts.signUp(bob);
        bob.postJson("/console/api/keys", "{\"name\":\"bob\"}");

        ApiClient.Reply reply = bob.delete("/console/api/keys/" + aliceKeyId);
        assertThat(reply.status()).isEqualTo(404);
        assertThat(reply.error().get("detail").get("kind").asText()).isEqualTo("key");
        assertThat(bob.get("/console/api/keys").json().get("keys")).hasSize(1)
                .allSatisfy(k -> assertThat(k.get("name").asText()).isEqualTo("bob"));
        assertThat(alice.get("/console/api/keys").json().get("keys").get(0).get("revoked_at").isNull()).isTrue();
        assertThat(bob.delete("/console/api/keys/not-a-key-id").status()).isEqualTo(404);
    }

    @Test
    void scopesNarrowAKeyAndUnknownScopesAreNamed() {
        ApiClient console = server.client();
        Accounts.signUp(console);
        String guardOnly = Accounts.createKey(console, "[\"guard\"]");
        String dealOnly = Accounts.createKey(console, "[\"deal\"]");

        assertThat(server.client().postJson("/v1/guard/probe", "{}", "Authorization", ApiClient.bearer(guardOnly)).status()).isEqualTo(201);
        ApiClient.Reply refused = server.client().postJson("/v1/guard/probe", "{}", "Authorization", ApiClient.bearer(dealOnly));
        assertThat(refused.status()).isEqualTo(403);
        assertThat(refused.error().get("code").asText()).isEqualTo("insufficient_scope");
        assertThat(server.client().get("/v1/usage", "Authorization", ApiClient.bearer(dealOnly)).status()).isEqualTo(200);

        ApiClient.Reply unknown = console.postJson("/console/api/keys", "{\"name\":\"x\",\"scopes\":[\"guard\",\"root\"]}");
        assertThat(unknown.status()).isEqualTo(400);
        assertThat(unknown.error().get("field").asText()).isEqualTo("scopes[1]");
        ApiClient.Reply noName = console.postJson("/console/api/keys", "{\"scopes\":[\"guard\"]}");
        assertThat(noName.error().get("field").asText()).isEqualTo("name");
    }

    private static void assertOnlyTheHashIsStored(String secret) throws Exception {
        var db = server.database();
        try (Connection c = DriverManager.getConnection(db.jdbcUrl(), db.user(), db.password());
             ResultSet rs = c.createStatement().executeQuery("select * from api_keys")) {
            int columns = rs.getMetaData().getColumnCount();
            while (rs.next()) {
                for (int i = 1; i <= columns; i++) {
                    assertThat(String.valueOf(rs.getObject(i))).doesNotContain(secret.substring(4, 34));
                }
            }
        }
    }
}
