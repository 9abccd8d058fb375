package io.attest.server.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.application.guard.VerifyReferences;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The documented body limit (32 MiB, {@code ATTEST_MAX_REQUEST_SIZE}) is the limit: Micronaut also
 * caps the bytes it buffers for a body ({@code max-request-buffer-size}, 10 MiB by default), and a
 * body between the two once answered 413 with a message naming the 32 MiB limit. Tested at the
 * documented limit itself, not a lowered one.
 */
class RequestSizeLimitApiTest {

    private static final int MIB = 1024 * 1024;
    private static final int LIMIT = 32 * MIB;
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

    /**
     * The largest check the limits allow — 2,000,000 characters of text and 10,000,000 of sources —
     * in a body of exactly the documented 32 MiB (the sources' characters take three bytes each in
     * UTF-8, whitespace between JSON tokens makes up the rest) is read and answered.
     */
    @Test
    void theLargestCheckInABodyOfExactlyTheLimitIsAnswered() {
        ApiClient.Reply reply = post(largestCheck(LIMIT));
        assertThat(reply.status()).as(reply.body().length() > 500 ? reply.body().substring(0, 500) : reply.body()).isEqualTo(200);
        assertThat(reply.json().get("flags")).hasSize(1);
        assertThat(reply.json().get("flagged_text").asText()).hasSize(VerifyReferences.MAX_TEXT_CHARS + " [verify]".length());
    }

    @Test
    void oneByteMoreIs413NamingTheLimit() {
        ApiClient.Reply reply = post(largestCheck(LIMIT + 1));
        assertThat(reply.status()).isEqualTo(413);
        assertThat(reply.error().get("code").asText()).isEqualTo("payload_too_large");
        assertThat(reply.error().get("message").asText()).contains("33554432 bytes (32 MiB)");
        assertThat(reply.error().get("detail").get("limit_bytes").asLong()).isEqualTo(LIMIT);
    }

    /** {@code bytes} of UTF-8: text and sources at their maximum in characters, padded with JSON whitespace. */
    private static byte[] largestCheck(int bytes) {
        String citation = "See 42 U.S.C. § 1983.";
        String text = citation + " ".repeat(VerifyReferences.MAX_TEXT_CHARS - citation.length());
        int perSource = VerifyReferences.MAX_SOURCE_CHARS / 4;
        String source = "\"" + "\u2014".repeat(perSource) + "\"";
        String head = "{\"text\":\"" + text + "\",\"sources\":[" + String.join(",", source, source, source, source) + "]";
        int used = head.getBytes(StandardCharsets.UTF_8).length + 1;
        assertThat(used).as("the content fits the limit").isLessThanOrEqualTo(bytes);
        byte[] body = (head + " ".repeat(bytes - used) + "}").getBytes(StandardCharsets.UTF_8);
        assertThat(body).hasSize(bytes);
        return body;
    }

    /** The largest check takes seconds of CPU; on a machine busy with other builds, more than the usual 30 s. */
    private static ApiClient.Reply post(byte[] body) {
        return server.client().post("/v1/guard/verify-references", "application/json", body, Duration.ofMinutes(3),
                "Authorization", ApiClient.bearer(key));
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
