package io.attest.adapters.webhook;

import io.attest.domain.events.DueDelivery;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

/**
 * The delivery body: the envelope of spec section 2.7, {@code {"id","type","created_at","data"}},
 * in that order, without spaces; {@code data} is the event's JSON as stored. The same bytes on every
 * attempt and replay.
 */
public final class Envelope {

    private Envelope() {
    }

    public static byte[] body(DueDelivery delivery) {
        return body(delivery.eventId().value(), delivery.eventType(), delivery.eventCreatedAt(), delivery.dataJson());
    }

    public static byte[] body(String id, String type, Instant createdAt, String dataJson) {
        String json = "{\"id\":" + quote(id) + ",\"type\":" + quote(type) + ",\"created_at\":"
                + quote(createdAt.truncatedTo(ChronoUnit.MILLIS).toString()) + ",\"data\":" + dataJson + "}";
        return json.getBytes(StandardCharsets.UTF_8);
    }

    static String quote(String s) {
        StringBuilder out = new StringBuilder(s.length() + 2).append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                default -> {
                    if (c < 0x20) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.append('"').toString();
    }
}
