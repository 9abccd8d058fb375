package io.attest.server.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicInteger;

/** Test steps a newcomer performs: sign up in the console, create a key (public: examples-tests uses it too). */
public final class Accounts {

    static final String PASSWORD = "correct horse battery staple";
    private static final AtomicInteger SEQUENCE = new AtomicInteger();

    private Accounts() {
    }

    static String uniqueEmail() {
        return "user" + SEQUENCE.incrementAndGet() + "-" + System.nanoTime() + "@example.com";
    }

    /** Signs a fresh account up on {@code client} (which keeps the session cookie). */
    static String signUp(ApiClient client) {
        ApiClient.Reply reply = client.postJson("/console/api/signup",
                "{\"email\":\"" + uniqueEmail() + "\",\"password\":\"" + PASSWORD + "\"}");
        assertThat(reply.status()).as(reply.toString()).isEqualTo(201);
        return reply.json().get("account_id").asText();
    }

    /** Creates a key on a signed-in client and returns its secret. */
    static String createKey(ApiClient client, String scopesJson) {
        String body = scopesJson == null ? "{\"name\":\"test\"}" : "{\"name\":\"test\",\"scopes\":" + scopesJson + "}";
        ApiClient.Reply reply = client.postJson("/console/api/keys", body);
        assertThat(reply.status()).as(reply.toString()).isEqualTo(201);
        return reply.json().get("secret").asText();
    }

    /** A new account with one all-scope key; returns the key's secret. */
    public static String newKey(TestServer server) {
        ApiClient console = server.client();
        signUp(console);
        return createKey(console, null);
    }
}
