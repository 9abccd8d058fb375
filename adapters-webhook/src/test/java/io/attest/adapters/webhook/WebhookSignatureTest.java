package io.attest.adapters.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.domain.events.DueDelivery;
import io.attest.domain.events.EventId;
import io.attest.domain.events.WebhookEndpointId;
import io.attest.domain.events.WebhookSecret;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** The test vectors published in docs/webhooks.md (computed independently with openssl dgst -hmac). */
class WebhookSignatureTest {

    static final String SECRET = "whsec_5WbX4pPzFBuZ2uFyG8DQm1qKcT0aVn7R";
    static final String BODY_1 = "{\"id\":\"evt_1yq0mS3SSWFlkXnQ5JWXRZ\",\"type\":\"key.compromised\","
            + "\"created_at\":\"2026-01-05T08:00:00.123Z\",\"data\":{\"key_id\":\"key_8CR0zBkS5e5gDsyVfvBiua\","
            + "\"key_hint\":\"att_\u2026Ab12\",\"source\":\"content\",\"revoked_at\":\"2026-01-05T08:00:00.123Z\"}}";
    static final String BODY_2 = "{\"id\":\"evt_7Kq2Vb9XyZ0aB1cD2eF3gH\",\"type\":\"meeting_memory.digest.weekly\","
            + "\"created_at\":\"2026-01-05T08:00:00Z\",\"data\":{\"window\":{\"from\":\"2025-12-29T08:00:00Z\","
            + "\"to\":\"2026-01-05T08:00:00Z\"}}}";

    @Test
    void theSignatureIsTheLowercaseHexHmacSha256OfTheBodyKeyedWithTheWholeSecret() {
        byte[] body1 = BODY_1.getBytes(StandardCharsets.UTF_8);
        assertThat(body1).hasSize(231); // the ellipsis is three UTF-8 bytes
        assertThat(WebhookSignature.sign(SECRET, body1))
                .isEqualTo("7f589331065bf7d36a780bda35642cc3eb3d148640e4f811c4d516358b418ef3");
        assertThat(WebhookSignature.sign(SECRET, BODY_2.getBytes(StandardCharsets.UTF_8)))
                .isEqualTo("4310c1e9846e5ac14653d88cf21522717331583bd191a1c0d66c7b910cd173ad");
        assertThat(WebhookSignature.sign("whsec_rotatedNEWsecret0000000000000000", BODY_2.getBytes(StandardCharsets.UTF_8)))
                .isEqualTo("e1c77a6ff9e1582e0459bda143bf4eea9e9221ed298fe5a82c5f0c940479e4c3");
    }

    @Test
    void verificationAcceptsOnlyTheExactSignatureOfTheExactBody() {
        byte[] body = BODY_2.getBytes(StandardCharsets.UTF_8);
        String signature = WebhookSignature.sign(SECRET, body);
        assertThat(WebhookSignature.verify(SECRET, body, signature)).isTrue();
        assertThat(WebhookSignature.verify(SECRET, body, signature.toUpperCase())).isFalse();
        assertThat(WebhookSignature.verify(SECRET, (BODY_2 + " ").getBytes(StandardCharsets.UTF_8), signature)).isFalse();
        assertThat(WebhookSignature.verify(SECRET.substring(6), body, signature)).as("the prefix is part of the key").isFalse();
        assertThat(WebhookSignature.verify(SECRET, body, null)).isFalse();
    }

    @Test
    void theEnvelopeHasTheSpecsFieldsInOrderWithDataAsStored() {
        DueDelivery delivery = new DueDelivery("dlv_1", "lease", new EventId("evt_7Kq2Vb9XyZ0aB1cD2eF3gH"),
                "meeting_memory.digest.weekly", Instant.parse("2026-01-05T08:00:00.000456Z"),
                "{\"window\":{\"from\":\"2025-12-29T08:00:00Z\",\"to\":\"2026-01-05T08:00:00Z\"}}",
                new WebhookEndpointId("we_1"), URI.create("https://example.com/"), new WebhookSecret(SECRET), null, 0, 0);
        assertThat(new String(Envelope.body(delivery), StandardCharsets.UTF_8)).isEqualTo(BODY_2);
        assertThat(Envelope.quote("a\"b\\c\n")).isEqualTo("\"a\\\"b\\\\c\\u000a\"");
    }
}
