package io.attest.server.api;

import static io.attest.server.api.MeetingFixtures.DANA;
import static io.attest.server.api.MeetingFixtures.IAN;
import static io.attest.server.api.MeetingFixtures.MONDAY_SYNC;
import static io.attest.server.api.MeetingFixtures.OMAR;
import static io.attest.server.api.MeetingFixtures.assertInvalid;
import static io.attest.server.api.MeetingFixtures.ingest;
import static io.attest.server.api.MeetingFixtures.ingestBody;
import static io.attest.server.api.MeetingFixtures.ingestOk;
import static io.attest.server.api.MeetingFixtures.matchedTranscripts;
import static io.attest.server.api.MeetingFixtures.query;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.attest.server.api.WebhookFixtures.Tenant;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * POST /v1/meeting-memory/query over real HTTP and the real search provider: matches, every filter in
 * the body and in the query string, tenant isolation, and replace / delete reaching search
 * (read-your-writes on the instance that wrote). Bad input is refused before any search, so that test
 * runs with or without a provider.
 */
class MeetingQueryApiTest {

    @RegisterExtension
    static final TestServer.PerClass server = TestServer.perClass();

    private static final String HIRING = """
            Omar: Next topic is hiring for the platform team.
            Dana: We agreed to open two backend roles in February.
            Ian: I'll write the job description for the backend roles by Thursday.
            Omar: Who interviews the candidates for the data role?
            Dana: Moving on.
            """;

    private static Tenant tenant;

    @BeforeAll
    static void transcripts() {
        tenant = Tenant.create(server.get());
        ingestOk(server.get(), tenant, "sync-jan-05", "2026-01-05T09:00:00Z", MONDAY_SYNC);
        ApiClient.Reply reply = ingest(server.get(), tenant, ingestBody("hiring-jan-07", "2026-01-07T15:00:00Z", HIRING, IAN, DANA));
        assertThat(reply.status()).as(reply.toString()).isEqualTo(200);
    }

    @Test
    void aQuestionFindsTheItemsThatAnswerItWithTheirFields() {
        ApiClient.Reply reply = query(server.get(), tenant, "{\"q\": \"who sends the Q3 budget spreadsheet?\"}");
        assertThat(reply.status()).as(reply.toString()).isEqualTo(200);
        JsonNode top = reply.json().get("matches").get(0);
        assertThat(top.get("transcript_id").asText()).isEqualTo("sync-jan-05");
        assertThat(top.get("kind").asText()).isEqualTo("commitment");
        assertThat(top.get("snippet").asText()).containsIgnoringCase("budget");
        assertThat(top.get("confidence").asDouble()).isBetween(0.0, 1.0);
        assertThat(top.get("occurred_at").asText()).isEqualTo("2026-01-05T09:00:00.000Z");
        assertThat(top.get("item_id").asText()).startsWith("mi_");
        assertThat(top.has("score")).isTrue();
    }

    @Test
    void kindSinceParticipantsAndLimitFilterInTheBody() {
        assertThat(matchedTranscripts(server.get(), tenant, "{\"q\": \"backend roles budget\", \"kind\": \"decision\"}"))
                .isNotEmpty().allMatch(id -> id.equals("hiring-jan-07") || id.equals("sync-jan-05"));
        JsonNode decisions = query(server.get(), tenant, "{\"q\": \"backend roles\", \"kind\": \"decision\"}").json().get("matches");
        decisions.forEach(m -> assertThat(m.get("kind").asText()).isEqualTo("decision"));
        // since is exclusive: the Jan 7 meeting is after Jan 5 09:00 and not after Jan 7 15:00.
        assertThat(matchedTranscripts(server.get(), tenant, "{\"q\": \"budget backend roles\", \"since\": \"2026-01-05T09:00:00Z\"}"))
                .containsOnly("hiring-jan-07");
        assertThat(matchedTranscripts(server.get(), tenant, "{\"q\": \"budget backend roles\", \"since\": \"2026-01-07T15:00:00Z\"}"))
                .isEmpty();
        // participants matches meetings with any of the addresses: Omar was only in the first.
        assertThat(matchedTranscripts(server.get(), tenant, "{\"q\": \"budget backend roles\", \"participants\": [\"" + OMAR + "\"]}"))
                .containsOnly("sync-jan-05");
        assertThat(matchedTranscripts(server.get(), tenant, "{\"q\": \"budget backend roles\", \"participants\": [\"nobody@example.com\", \""
                + IAN.toUpperCase() + "\"]}")).contains("sync-jan-05", "hiring-jan-07");
        assertThat(matchedTranscripts(server.get(), tenant, "{\"q\": \"budget backend roles\", \"limit\": 1}")).hasSize(1);
    }

    @Test
    void theSameFiltersWorkInTheQueryString() {
        String path = "/v1/meeting-memory/query?kind=commitment&limit=5&since=" + URLEncoder.encode("2026-01-01T00:00:00Z",
                StandardCharsets.UTF_8) + "&participants=" + URLEncoder.encode(OMAR + "," + DANA, StandardCharsets.UTF_8);
        ApiClient.Reply reply = server.client().postJson(path, "{\"q\": \"budget spreadsheet\"}", "Authorization", tenant.auth());
        assertThat(reply.status()).as(reply.toString()).isEqualTo(200);
        reply.json().get("matches").forEach(m -> assertThat(m.get("kind").asText()).isEqualTo("commitment"));
        ApiClient.Reply noBody = server.client().post("/v1/meeting-memory/query?q=budget&participants=" + DANA
                + "&participants=" + OMAR, "application/json", new byte[0], "Authorization", tenant.auth());
        assertThat(noBody.status()).as(noBody.toString()).isEqualTo(200);
        assertThat(noBody.json().get("matches")).isNotEmpty();
    }

    @Test
    void badQueriesAreA400NamingTheField() {
        String path = "/v1/meeting-memory/query";
        assertInvalid(query(server.get(), tenant, "{}"), "q");
        assertInvalid(query(server.get(), tenant, "{\"q\": \"  \"}"), "q");
        assertInvalid(query(server.get(), tenant, "{\"q\": 5}"), "q");
        assertInvalid(query(server.get(), tenant, "{\"q\": \"a\\u0000b\"}"), "q");
        assertInvalid(query(server.get(), tenant, "{\"q\": \"" + "x".repeat(1001) + "\"}"), "q");
        assertInvalid(query(server.get(), tenant, "{\"q\": \"x\", \"kind\": \"task\"}"), "kind");
        assertInvalid(query(server.get(), tenant, "{\"q\": \"x\", \"kind\": [\"decision\"]}"), "kind");
        assertInvalid(query(server.get(), tenant, "{\"q\": \"x\", \"since\": \"yesterday\"}"), "since");
        assertInvalid(query(server.get(), tenant, "{\"q\": \"x\", \"participants\": \"" + IAN + "\"}"), "participants");
        assertInvalid(query(server.get(), tenant, "{\"q\": \"x\", \"participants\": [\"" + IAN + "\", 7]}"), "participants[1]");
        assertInvalid(query(server.get(), tenant, "{\"q\": \"x\", \"participants\": [\"" + IAN + "\", \"nope\"]}"), "participants[1]");
        for (String limit : new String[] {"0", "101", "-1", "2.5", "\"5\"", "true", "1e20"}) {
            assertInvalid(query(server.get(), tenant, "{\"q\": \"x\", \"limit\": " + limit + "}"), "limit");
        }
        assertInvalid(server.client().postJson(path + "?limit=abc", "{\"q\": \"x\"}", "Authorization", tenant.auth()), "limit");
        assertInvalid(server.client().postJson(path + "?limit=500", "{\"q\": \"x\"}", "Authorization", tenant.auth()), "limit");
        assertInvalid(server.client().postJson(path + "?q=x", "{\"q\": \"x\"}", "Authorization", tenant.auth()), "q");
        assertInvalid(server.client().postJson(path + "?participants=bad", "{\"q\": \"x\"}", "Authorization", tenant.auth()),
                "participants[0]");
        assertInvalid(server.client().postJson(path, "[]", "Authorization", tenant.auth()), null);
    }

    @Test
    void anotherAccountFindsNothingOfThisOne() {
        Tenant other = Tenant.create(server.get());
        assertThat(matchedTranscripts(server.get(), other, "{\"q\": \"Q3 budget spreadsheet\"}")).isEmpty();
        ingestOk(server.get(), other, "sync-jan-05", "2026-01-05T09:00:00Z", "Ian: I'll order new chairs by Friday.");
        assertThat(snippets(other, "Q3 budget spreadsheet")).noneMatch(s -> s.contains("budget"));
        assertThat(snippets(tenant, "order new chairs")).noneMatch(s -> s.contains("chairs"));
        assertThat(snippets(other, "order new chairs")).anyMatch(s -> s.contains("chairs"));
    }

    @Test
    void replacingAndDeletingATranscriptReachSearchAtOnce() {
        Tenant own = Tenant.create(server.get());
        ingestOk(server.get(), own, "retro", "2026-01-09T10:00:00Z", "Ian: I'll repaint the meeting room by Friday.");
        assertThat(snippets(own, "repaint the meeting room")).anyMatch(s -> s.contains("repaint"));

        ingestOk(server.get(), own, "retro", "2026-01-09T10:00:00Z", "Ian: I'll archive the old wiki pages by Friday.");
        assertThat(snippets(own, "repaint the meeting room")).noneMatch(s -> s.contains("repaint"));
        assertThat(snippets(own, "archive the old wiki")).anyMatch(s -> s.contains("wiki"));

        assertThat(server.client().delete("/v1/meeting-memory/transcripts/retro", "Authorization", own.auth()).status())
                .isEqualTo(204);
        assertThat(matchedTranscripts(server.get(), own, "{\"q\": \"archive the old wiki\"}")).isEmpty();
    }

    private static java.util.List<String> snippets(Tenant who, String q) {
        return MeetingFixtures.snippetsOf(server.get(), who, q);
    }
}
