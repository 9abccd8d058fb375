package io.attest.server.api;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.attest.server.api.WebhookFixtures.Tenant;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/** Steps the voice-profile API tests share: samples, training, generating, the database seen from outside. */
final class VoiceFixtures {

    /** Six short posts by one (synthetic) writer. */
    static final List<String> SAMPLES = List.of(
            "Shipping small is a habit. I cut the scope, ship on Tuesday, and listen to what people actually do.",
            "Most meetings could be a paragraph. Write the paragraph first; the meeting often disappears on its own.",
            "Three things I learned this week:\n- logs lie less than dashboards\n- naming is design\n- sleep is a feature",
            "Hot take: the best code review comment is a question. It invites, it doesn't command. Try it tomorrow.",
            "We moved our builds to a smaller machine and they got faster. Caches matter more than cores, usually.",
            "I keep a list of decisions we made and why. Six months later it is the most useful page in the wiki.");

    private VoiceFixtures() {
    }

    static String json(Object value) {
        try {
            return ApiClient.JSON.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    static String trainBody(List<String> samples, String name) {
        ObjectNode body = ApiClient.JSON.createObjectNode();
        ArrayNode array = body.putArray("samples");
        samples.forEach(array::add);
        if (name != null) {
            body.put("name", name);
        }
        return body.toString();
    }

    /** {@code count} distinct samples (variations of {@link #SAMPLES}). */
    static List<String> manySamples(int count) {
        List<String> samples = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            samples.add(SAMPLES.get(i % SAMPLES.size()) + " (note " + i + ")");
        }
        return samples;
    }

    static ApiClient.Reply train(TestServer server, Tenant tenant, String body) {
        return server.client().postJson("/v1/voice-profile/train", body, "Authorization", tenant.auth());
    }

    /** A trained profile's id. */
    static String trained(TestServer server, Tenant tenant) {
        ApiClient.Reply reply = train(server, tenant, trainBody(SAMPLES, "Ada"));
        assertThat(reply.status()).as(reply.toString()).isEqualTo(200);
        return reply.json().get("profile_id").asText();
    }

    static ApiClient.Reply generate(TestServer server, Tenant tenant, String body) {
        return server.client().postJson("/v1/voice-profile/generate", body, "Authorization", tenant.auth());
    }

    static String generateBody(String profileId, String topic, String format) {
        ObjectNode body = ApiClient.JSON.createObjectNode().put("profile_id", profileId).put("topic", topic);
        if (format != null) {
            body.put("format", format);
        }
        return body.toString();
    }

    static ApiClient.Reply export(TestServer server, Tenant tenant, String profileId, String query) {
        return server.client().get("/v1/voice-profile/" + profileId + "/export" + query, "Authorization", tenant.auth());
    }

    static void setPlan(TestServer server, String accountId, String plan) {
        execute(server, "UPDATE accounts SET plan = ? WHERE id = ?", plan, accountId);
    }

    static long count(TestServer server, String sql, Object... params) {
        try (Connection c = server.database().connect(); PreparedStatement ps = c.prepareStatement(sql)) {
            for (int i = 0; i < params.length; i++) {
                ps.setObject(i + 1, params[i]);
            }
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void execute(TestServer server, String sql, Object... params) {
        try (Connection c = server.database().connect(); PreparedStatement ps = c.prepareStatement(sql)) {
            for (int i = 0; i < params.length; i++) {
                ps.setObject(i + 1, params[i]);
            }
            ps.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }
}
