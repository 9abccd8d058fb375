package io.attest.server.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The documented body limit (32 MiB, {@code ATTEST_MAX_REQUEST_SIZE}) is the limit: Micronaut also
 * caps the bytes it buffers for a body ({@code max-request-buffer-size}, 10 MiB by default), and a
 * body between the two once answered 413 with a message naming the 32 MiB limit.
 */
class RequestSizeLimitApiTest {

    private static final int MIB = 1024 * 1024;
    @RegisterExtension
    static final TestServer.PerClass server = TestServer.perClass(Map.of());
    private static String key;

    @BeforeAll
    static void createKey() {
        ApiClient console = server.client();
        Accounts.signUp(console);
        key = Accounts.createKey(console, null);
    }

    @Test
    void aBodyAboveTenMebibytesAndBelowTheLimitIsRead() {
        ApiClient.Reply reply = verify(12 * MIB);
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        assertThat(reply.json().get("flags")).hasSize(1);
    }

    @Test
    void aBodyAboveTheLimitIs413() {
        ApiClient.Reply reply = verify(33 * MIB);
        assertThat(reply.status()).isEqualTo(413);
        assertThat(reply.error().get("code").asText()).isEqualTo("payload_too_large");
    }

    /**
     * A check whose four sources hold about {@code bytes} bytes of UTF-8 in all: dashes and spaces
     * (4 bytes per 2 characters), so that the body passes 10 MiB while its 10,000,000-character
     * limit for sources still holds.
     */
    private static ApiClient.Reply verify(int bytes) {
        String source = "\"" + "\u2014 ".repeat(bytes / 4 / 4) + "\"";
        String sources = String.join(",", source, source, source, source);
        byte[] body = ("{\"text\":\"See 42 U.S.C. § 1983.\",\"sources\":[" + sources + "]}").getBytes(StandardCharsets.UTF_8);
        return server.client().post("/v1/guard/verify-references", "application/json", body, "Authorization", ApiClient.bearer(key));
    }
}
