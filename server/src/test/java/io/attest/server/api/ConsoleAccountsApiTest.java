package io.attest.server.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class ConsoleAccountsApiTest {

    @RegisterExtension
    static final TestServer.PerClass server = TestServer.perClass();

    @Test
    void signUpCreatesAFreeAccountAndASecureSessionCookie() {
        ApiClient client = server.client();
        String email = Accounts.uniqueEmail();
        ApiClient.Reply reply = client.postJson("/console/api/signup",
                "{\"email\":\"" + email.toUpperCase() + "\",\"password\":\"" + Accounts.PASSWORD + "\"}");

        assertThat(reply.status()).isEqualTo(201);
        assertThat(reply.json().get("account_id").asText()).startsWith("acct_");
        assertThat(reply.json().get("email").asText()).isEqualTo(email);
        assertThat(reply.json().get("plan").asText()).isEqualTo("free");
        String cookie = reply.header("Set-Cookie").orElseThrow();
        assertThat(cookie).startsWith("attest_session=").containsIgnoringCase("HttpOnly").containsIgnoringCase("SameSite=Strict")
                .doesNotContainIgnoringCase("Max-Age");
        assertThat(client.get("/console/api/keys").status()).isEqualTo(200);
    }

    @Test
    void aSecondSignUpWithTheSameEmailIsAConflict() {
        String email = Accounts.uniqueEmail();
        String body = "{\"email\":\"" + email + "\",\"password\":\"" + Accounts.PASSWORD + "\"}";
        assertThat(server.client().postJson("/console/api/signup", body).status()).isEqualTo(201);

        ApiClient.Reply again = server.client().postJson("/console/api/signup", body);
        assertThat(again.status()).isEqualTo(409);
        assertThat(again.error().get("code").asText()).isEqualTo("email_taken");
    }

    @Test
    void passwordsShorterThanTwelveCharactersAreRefused() {
        ApiClient.Reply reply = server.client().postJson("/console/api/signup",
                "{\"email\":\"" + Accounts.uniqueEmail() + "\",\"password\":\"elevenchars\"}");
        assertThat(reply.status()).isEqualTo(400);
        assertThat(reply.error().get("code").asText()).isEqualTo("invalid_request");
        assertThat(reply.error().get("field").asText()).isEqualTo("password");
    }

    @Test
    void missingAndMistypedFieldsNameTheField() {
        ApiClient.Reply missing = server.client().postJson("/console/api/signup", "{\"password\":\"" + Accounts.PASSWORD + "\"}");
        assertThat(missing.status()).isEqualTo(400);
        assertThat(missing.error().get("field").asText()).isEqualTo("email");

        ApiClient.Reply mistyped = server.client().postJson("/console/api/signup", "{\"email\":42,\"password\":\"" + Accounts.PASSWORD + "\"}");
        assertThat(mistyped.status()).isEqualTo(400);
        assertThat(mistyped.error().get("field").asText()).isEqualTo("email");

        ApiClient.Reply notAnAddress = server.client().postJson("/console/api/signup", "{\"email\":\"nobody\",\"password\":\"" + Accounts.PASSWORD + "\"}");
        assertThat(notAnAddress.status()).isEqualTo(400);
        assertThat(notAnAddress.error().get("field").asText()).isEqualTo("email");
    }

    @Test
    void loginAnswersTheSameForAnUnknownEmailAndAWrongPassword() {
        ApiClient client = server.client();
        String email = Accounts.uniqueEmail();
        client.postJson("/console/api/signup", "{\"email\":\"" + email + "\",\"password\":\"" + Accounts.PASSWORD + "\"}");

        ApiClient.Reply wrongPassword = server.client().postJson("/console/api/login",
                "{\"email\":\"" + email + "\",\"password\":\"not the password at all\"}");
        ApiClient.Reply unknownEmail = server.client().postJson("/console/api/login",
                "{\"email\":\"" + Accounts.uniqueEmail() + "\",\"password\":\"not the password at all\"}");

        assertThat(wrongPassword.status()).isEqualTo(401);
        assertThat(unknownEmail.status()).isEqualTo(401);
        assertThat(wrongPassword.error().get("code").asText()).isEqualTo("invalid_credentials");
        assertThat(unknownEmail.error().get("message").asText()).isEqualTo(wrongPassword.error().get("message").asText());
    }

    @Test
    void loginStartsASessionAndLogoutEndsIt() {
        String email = Accounts.uniqueEmail();
        server.client().postJson("/console/api/signup", "{\"email\":\"" + email + "\",\"password\":\"" + Accounts.PASSWORD + "\"}");

        ApiClient client = server.client();
        assertThat(client.get("/console/api/keys").status()).isEqualTo(401);
        ApiClient.Reply login = client.postJson("/console/api/login", "{\"email\":\"" + email + "\",\"password\":\"" + Accounts.PASSWORD + "\"}");
        assertThat(login.status()).isEqualTo(200);
        assertThat(login.json().get("email").asText()).isEqualTo(email);
        assertThat(client.get("/console/api/usage").status()).isEqualTo(200);

        assertThat(client.postJson("/console/api/logout", "").status()).isEqualTo(204);
        ApiClient.Reply after = client.get("/console/api/keys");
        assertThat(after.status()).isEqualTo(401);
        assertThat(after.error().get("code").asText()).isEqualTo("unauthenticated");
    }

    @Test
    void consoleRoutesRefuseCrossSiteRequestsAndNonJsonBodies() {
        ApiClient client = server.client();
        Accounts.signUp(client);

        ApiClient.Reply crossOrigin = client.postJson("/console/api/keys", "{\"name\":\"x\"}", "Origin", "https://evil.example");
        assertThat(crossOrigin.status()).isEqualTo(403);
        assertThat(crossOrigin.error().get("code").asText()).isEqualTo("cross_site_request");

        ApiClient.Reply fetchMetadata = client.postJson("/console/api/keys", "{\"name\":\"x\"}", "Sec-Fetch-Site", "cross-site");
        assertThat(fetchMetadata.status()).isEqualTo(403);

        ApiClient.Reply form = client.post("/console/api/keys", "application/x-www-form-urlencoded", "name=x".getBytes());
        assertThat(form.status()).isEqualTo(415);
        assertThat(form.error().get("code").asText()).isEqualTo("unsupported_media_type");

        assertThat(client.get("/console/api/keys").json().get("keys")).isEmpty();
    }

    @Test
    void apiKeysAreNotAcceptedOnConsoleRoutes() {
        String secret = Accounts.newKey(server.get());
        ApiClient.Reply reply = server.client().get("/console/api/keys", "Authorization", ApiClient.bearer(secret));
        assertThat(reply.status()).isEqualTo(401);
        assertThat(reply.error().get("code").asText()).isEqualTo("unauthenticated");
    }

    @Test
    void signUpCanBeTurnedOffByTheOperator() {
        try (TestServer closed = TestServer.start(Map.of("attest.console.signup-enabled", false))) {
            ApiClient.Reply reply = closed.client().postJson("/console/api/signup",
                    "{\"email\":\"" + Accounts.uniqueEmail() + "\",\"password\":\"" + Accounts.PASSWORD + "\"}");
            assertThat(reply.status()).isEqualTo(403);
            assertThat(reply.error().get("code").asText()).isEqualTo("signup_disabled");
        }
    }
}
