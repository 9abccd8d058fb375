package io.attest.server.console;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.server.api.ApiClient;
import io.attest.server.api.MutableClock;
import io.attest.server.api.TestServer;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The console in a real browser: sign up, create a key and see its secret once, call the API with it,
 * revoke it and see 401, sign out and see the pages refuse; inline errors; a name with markup shown as
 * text; forms refused without this session's CSRF token or from another site; an idle session expires;
 * the notice when sign-up is off.
 */
class ConsoleKeysBrowserTest {

    static final String PASSWORD = "correct horse battery";

    @RegisterExtension
    static final TestServer.PerClass server = TestServer.perClass(Map.of("attest.test.mutable-clock", true));

    private static Browser browser;

    @BeforeAll
    static void startBrowser() {
        browser = new Browser(server.get().uri("/"));
    }

    @AfterAll
    static void stopBrowser() {
        if (browser != null) {
            browser.close();
        }
    }

    static String newEmail() {
        return "console-" + UUID.randomUUID().toString().substring(0, 8) + "@example.com";
    }

    /** Signs a new account up through the sign-up page; the browser ends on the keys page. */
    static String signUp(Browser browser) {
        browser.clearCookies();
        String email = newEmail();
        browser.open("/console/signup").fill("email", email).fill("password", PASSWORD).click("button.primary");
        assertThat(browser.path()).isEqualTo("/console/keys");
        return email;
    }

    @Test
    void signUpCreateAKeySeeItsSecretOnceUseItRevokeItAndSignOut() {
        browser.clearCookies();
        browser.open("/console/keys");
        assertThat(browser.path()).as("no session: sent to sign in").isEqualTo("/console/login");
        browser.screenshot("login");
        browser.click("a[href='/console/signup']");
        browser.screenshot("signup");

        browser.fill("email", newEmail()).fill("password", "too short").click("button.primary");
        assertThat(browser.find("#password").getAttribute("aria-invalid")).isEqualTo("true");
        assertThat(browser.text("#password-error")).contains("12");
        browser.screenshot("signup-error");
        browser.fill("password", PASSWORD).click("button.primary");
        assertThat(browser.path()).isEqualTo("/console/keys");
        assertThat(browser.text(".empty")).contains("No keys yet");

        String name = "<b>ci</b> <script>alert('x')</script> & co";
        browser.fill("name", name).click("form[action='/console/keys'] button.primary");
        String secret = browser.find("#new-secret").getAttribute("value");
        assertThat(secret).startsWith("att_");
        assertThat(browser.text(".secret .warning")).contains("shown this once");
        assertThat(browser.text("#secret-title")).contains(name);
        assertThat(browser.text("td.name")).isEqualTo(name);
        assertThat(browser.all("td.name b")).as("the name is text, not markup").isEmpty();
        assertThat(browser.source()).doesNotContain("<b>ci</b>").doesNotContain("<script>alert");
        assertThat(browser.find("button.copy").getText()).isEqualTo("Copy");
        browser.press("button.copy");
        browser.screenshot("keys-new-secret");

        ApiClient api = server.client();
        assertThat(api.get("/v1/usage", "Authorization", ApiClient.bearer(secret)).status()).isEqualTo(200);

        browser.open("/console/keys");
        assertThat(browser.has("#new-secret")).as("the secret is shown once").isFalse();
        assertThat(browser.source()).doesNotContain(secret);
        assertThat(browser.text("#keys tbody")).contains(secret.substring(secret.length() - 4)).contains("active");
        assertThat(browser.text("#keys tbody tr td:nth-child(5)")).as("last used").doesNotContain("never");
        browser.screenshot("keys");
        browser.phoneScreenshot("keys-phone");

        browser.click("#keys a.danger");
        assertThat(browser.path()).endsWith("/revoke");
        assertThat(browser.text("h1")).contains(name);
        browser.screenshot("revoke-key");
        browser.click("form button.danger");
        assertThat(browser.path()).isEqualTo("/console/keys");
        assertThat(browser.text(".notice")).contains("revoked");
        assertThat(browser.text("#keys tbody")).contains("revoked");
        ApiClient.Reply refused = api.get("/v1/usage", "Authorization", ApiClient.bearer(secret));
        assertThat(refused.status()).isEqualTo(401);
        assertThat(refused.error().get("code").asText()).isEqualTo("invalid_api_key");

        browser.click(".signout button");
        assertThat(browser.path()).isEqualTo("/console/login");
        assertThat(browser.text(".notice")).contains("signed out");
        browser.screenshot("signed-out");
        for (String page : new String[] {"/console/keys", "/console/usage", "/console/webhooks", "/console/events",
                "/console/plugins"}) {
            browser.open(page);
            assertThat(browser.path()).as(page).isEqualTo("/console/login");
        }
    }

    @Test
    void theKeyListShowsNewestFirstWithScopesHintsAndRevocations() {
        signUp(browser);
        browser.fill("name", "ci pipeline").click("form[action='/console/keys'] button.primary");
        browser.open("/console/keys").fill("name", "laptop");
        for (String scope : new String[] {"voice", "calculator", "meetings", "webhooks"}) {
            browser.press("input[name=scopes][value=" + scope + "]");
        }
        browser.click("form[action='/console/keys'] button.primary");
        browser.open("/console/keys").fill("name", "staging").click("form[action='/console/keys'] button.primary");
        browser.open("/console/keys").click("#keys tbody tr:first-child a.danger").click("form button.danger");

        var rows = browser.all("#keys tbody tr");
        assertThat(rows).hasSize(3);
        assertThat(rows.get(0).getText()).startsWith("staging").contains("revoked");
        assertThat(rows.get(1).getText()).startsWith("laptop").contains("deal, guard").contains("active").contains("never");
        assertThat(rows.get(2).getText()).startsWith("ci pipeline").contains("calculator, deal, guard, meetings, voice, webhooks");
        assertThat(browser.all("#keys a.danger")).as("a revoked key has no revoke button").hasSize(2);
        browser.open("/console/keys");
        browser.screenshot("readme-keys");
    }

    @Test
    void theKeyFormShowsItsErrorsNextToTheFields() {
        signUp(browser);
        browser.fill("name", "   ").click("form[action='/console/keys'] button.primary");
        assertThat(browser.text("#name-error")).contains("name is required");
        assertThat(browser.find("#name").getAttribute("aria-describedby")).isEqualTo("name-error");
        for (var box : browser.all("input[name=scopes]")) {
            box.click();
        }
        browser.fill("name", "no scopes").click("form[action='/console/keys'] button.primary");
        assertThat(browser.text("#scopes-error")).contains("at least one scope");
        assertThat(browser.find("#name").getAttribute("value")).as("the typed name is kept").isEqualTo("no scopes");
        browser.screenshot("keys-errors");
        assertThat(browser.has("#keys")).isFalse();

        // A form whose token was tampered with (as a forged post would carry) is refused with a page.
        browser.driver().executeScript("document.querySelector('form[action=\"/console/keys\"] input[name=csrf]').value = 'forged'");
        browser.click("form[action='/console/keys'] button.primary");
        assertThat(browser.text(".error")).contains("did not come from this console");
        browser.screenshot("form-refused");
        browser.open("/console/keys");
        assertThat(browser.has("#keys")).as("nothing was created").isFalse();
    }

    @Test
    void formsNeedThisSessionsTokenAndThisSite() {
        ApiClient mine = server.client();
        assertThat(mine.postJson("/console/api/signup", credentials()).status()).isEqualTo(201);
        ApiClient other = server.client();
        assertThat(other.postJson("/console/api/signup", credentials()).status()).isEqualTo(201);
        String token = csrfToken(mine.get("/console/keys").body());
        String othersToken = csrfToken(other.get("/console/keys").body());
        assertThat(token).isNotEqualTo(othersToken);

        assertThat(postForm(mine, "/console/keys", "name=a&scopes=guard").status()).as("no token").isEqualTo(403);
        assertThat(postForm(mine, "/console/keys", "name=a&scopes=guard&csrf=" + othersToken).status())
                .as("another session's token").isEqualTo(403);
        ApiClient.Reply crossSite = postForm(mine, "/console/keys", "name=a&scopes=guard&csrf=" + token,
                "Origin", "https://evil.example");
        assertThat(crossSite.status()).as("another site").isEqualTo(403);
        assertThat(postForm(mine, "/console/keys", "name=a&scopes=guard&csrf=" + token, "Sec-Fetch-Site", "cross-site")
                .status()).isEqualTo(403);
        assertThat(postForm(mine, "/console/logout", "").status()).as("sign-out needs the token too").isEqualTo(403);
        assertThat(mine.get("/console/api/keys").json().get("keys").size()).as("nothing was created").isZero();

        ApiClient.Reply created = postForm(mine, "/console/keys", "name=a&scopes=guard&csrf=" + token);
        assertThat(created.status()).isEqualTo(201);
        assertThat(created.header("Content-Security-Policy").orElseThrow()).contains("script-src 'self'")
                .doesNotContain("unsafe-inline");
        // Scripts keep using the JSON routes: no form token there (JSON only, same-site checks instead).
        assertThat(mine.postJson("/console/api/keys", "{\"name\":\"script\"}").status()).isEqualTo(201);
        assertThat(mine.get("/console/api/keys").json().get("keys").size()).isEqualTo(2);

        ApiClient stranger = server.client();
        assertThat(postForm(stranger, "/console/login", "email=x%40example.com&password=whatever12345").status())
                .as("a sign-in form without the pre-session cookie's token (login CSRF)").isEqualTo(403);
    }

    @Test
    void anIdleSessionExpiresAndThePageSaysSo() {
        signUp(browser);
        browser.open("/console/usage");
        assertThat(browser.path()).isEqualTo("/console/usage");
        ((MutableClock) server.get().context().getBean(Clock.class)).advance(Duration.ofHours(12).plusMinutes(2));
        browser.open("/console/keys");
        assertThat(browser.path()).isEqualTo("/console/login");
        assertThat(browser.text(".notice")).contains("session has expired");
        browser.screenshot("session-expired");
    }

    @Test
    void whenTheOperatorTurnedSignUpOffThePageSaysSo() {
        try (TestServer closed = TestServer.start(Map.of("attest.console.signup-enabled", false))) {
            browser.clearCookies();
            browser.open(closed.uri("/console/signup"));
            assertThat(browser.text("#signup-disabled")).contains("Sign-up is turned off");
            assertThat(browser.has("input#password")).isFalse();
            browser.screenshot("signup-disabled");
            browser.open(closed.uri("/console/login"));
            assertThat(browser.has("a[href='/console/signup']")).isFalse();
        }
    }

    static String credentials() {
        return "{\"email\":\"" + newEmail() + "\",\"password\":\"" + PASSWORD + "\"}";
    }

    static String csrfToken(String html) {
        var matcher = java.util.regex.Pattern.compile("name=\"csrf\" value=\"([^\"]+)\"").matcher(html);
        assertThat(matcher.find()).as("a CSRF field in the page").isTrue();
        return matcher.group(1);
    }

    static ApiClient.Reply postForm(ApiClient client, String path, String form, String... headers) {
        return client.post(path, "application/x-www-form-urlencoded", form.getBytes(StandardCharsets.UTF_8), headers);
    }
}
