package io.attest.server.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.server.cli.OperatorCommands;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The operator command line against the same database as a running server. */
class OperatorCommandsTest {

    @RegisterExtension
    static final TestServer.PerClass server = TestServer.perClass();

    @Test
    void anOperatorCreatesAnAccountAndAKeyThatWorksOverHttp() {
        String email = Accounts.uniqueEmail();
        Result account = run("account", "create", "--email", email, "--plan", "entry");
        assertThat(account.exit()).as(account.err()).isZero();
        assertThat(account.out()).contains("plan: entry").containsPattern("password: \\S{24}");

        Result key = run("key", "create", "--email", email, "--name", "batch", "--scopes", "guard,meetings");
        assertThat(key.exit()).as(key.err()).isZero();
        String secret = key.value("secret");
        assertThat(key.out()).contains("scopes: [guard, meetings]");

        ApiClient.Reply usage = server.client().get("/v1/usage", "Authorization", ApiClient.bearer(secret));
        assertThat(usage.status()).isEqualTo(200);
        assertThat(usage.json().get("limit").isNull()).as("entry plan is unlimited by default").isTrue();

        String password = account.value("password");
        ApiClient console = server.client();
        assertThat(console.postJson("/console/api/login", "{\"email\":\"" + email + "\",\"password\":\"" + password + "\"}").status()).isEqualTo(200);
    }

    @Test
    void setPlanRevokeAndCompromisedChangeWhatTheServerAnswers() {
        String email = Accounts.uniqueEmail();
        run("account", "create", "--email", email);
        Result key = run("key", "create", "--email", email, "--name", "k");
        String secret = key.value("secret");
        String id = key.value("id");
        assertThat(server.client().get("/v1/plugins", "Authorization", ApiClient.bearer(secret)).header("RateLimit-Policy")).isPresent();

        assertThat(run("account", "set-plan", "--email", email, "--plan", "higher").exit()).isZero();
        assertThat(server.client().get("/v1/plugins", "Authorization", ApiClient.bearer(secret)).header("RateLimit-Policy")).isEmpty();

        assertThat(run("key", "revoke", "--id", id).exit()).isZero();
        assertThat(server.client().get("/v1/usage", "Authorization", ApiClient.bearer(secret)).status()).isEqualTo(401);

        Result other = run("key", "create", "--email", email, "--name", "leaked");
        Result compromised = run("key", "compromised", "--id", other.value("id"), "--source", "pastebin", "--url", "https://paste.example/1");
        assertThat(compromised.exit()).as(compromised.err()).isZero();
        assertThat(server.client().get("/v1/usage", "Authorization", ApiClient.bearer(other.value("secret"))).status()).isEqualTo(401);
    }

    @Test
    void failuresPrintTheErrorCodeAndExitNonZero() {
        Result unknownPlan = run("account", "set-plan", "--email", Accounts.uniqueEmail(), "--plan", "gold");
        assertThat(unknownPlan.exit()).isEqualTo(2);
        assertThat(unknownPlan.err()).contains("invalid_request").doesNotContain("Exception");

        Result unknownKey = run("key", "revoke", "--id", "key_doesnotexist");
        assertThat(unknownKey.exit()).isEqualTo(2);
        assertThat(unknownKey.err()).contains("resource_not_found");
    }

    private static Result run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        Map<String, Object> properties = new HashMap<>(server.database().micronautProperties());
        int exit = OperatorCommands.run(args, new PrintWriter(out, true), new PrintWriter(err, true), properties);
        return new Result(exit, out.toString(), err.toString());
    }

    record Result(int exit, String out, String err) {
        String value(String label) {
            Matcher m = Pattern.compile("(?m)^" + label + ": (\\S+)$").matcher(out);
            assertThat(m.find()).as(label + " in " + out).isTrue();
            return m.group(1);
        }
    }
}
