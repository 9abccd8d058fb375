package io.attest.server.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.server.cli.OperatorCommands;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
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

    /**
     * The jar's own entry point in a separate JVM, as {@code scripts/attest} runs it, with the
     * production logback.xml and INFO logs asked for: standard output holds the answer's
     * {@code name: value} lines and nothing else, the logs are on standard error.
     */
    @Test
    void theCommandLinesStandardOutputHoldsOnlyTheAnswer() throws Exception {
        String email = Accounts.uniqueEmail();
        Result created = process("account", "create", "--email", email, "--plan", "free");
        assertThat(created.exit()).as(created.err()).isZero();
        assertThat(created.out().lines().toList()).as(created.out()).hasSize(5)
                .allSatisfy(line -> assertThat(line).matches("(account_id|email|plan|monthly_limit|password): \\S+"));
        assertThat(created.value("email")).isEqualTo(email);
        assertThat(created.value("monthly_limit")).isEqualTo("100");
        assertThat(created.err()).contains("{\"@timestamp\"").contains("shown once");

        Result key = process("key", "create", "--email", email, "--name", "cli");
        assertThat(key.exit()).as(key.err()).isZero();
        assertThat(key.out().lines().toList()).as(key.out()).hasSize(3);
        assertThat(server.client().get("/v1/usage", "Authorization", ApiClient.bearer(key.value("secret"))).status()).isEqualTo(200);

        Result higher = process("account", "set-plan", "--email", email, "--plan", "higher");
        assertThat(higher.out().lines().toList()).as(higher.out()).containsExactly(
                "account_id: " + created.value("account_id"), "plan: higher", "monthly_limit: unlimited");
    }

    private static Result process(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Dlogback.configurationFile=logback.xml", "-cp", System.getProperty("java.class.path"),
                "io.attest.server.AttestServer"));
        command.addAll(List.of(args));
        Path stdout = Files.createTempFile("attest-cli", ".out");
        Path stderr = Files.createTempFile("attest-cli", ".err");
        ProcessBuilder builder = new ProcessBuilder(command).redirectOutput(stdout.toFile()).redirectError(stderr.toFile());
        builder.environment().put("DATABASE_URL", server.database().jdbcUrl());
        builder.environment().put("DATABASE_USER", server.database().user());
        builder.environment().put("DATABASE_PASSWORD", server.database().password());
        builder.environment().put("ATTEST_LOG_LEVEL", "INFO");
        Process java = builder.start();
        assertThat(java.waitFor(120, TimeUnit.SECONDS)).as("the command ended").isTrue();
        try {
            return new Result(java.exitValue(), Files.readString(stdout), Files.readString(stderr));
        } finally {
            Files.delete(stdout);
            Files.delete(stderr);
        }
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
