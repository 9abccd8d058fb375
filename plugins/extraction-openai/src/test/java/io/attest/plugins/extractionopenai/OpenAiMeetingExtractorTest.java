package io.attest.plugins.extractionopenai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.JsonNode;
import io.attest.plugin.api.meetings.ItemKind;
import io.attest.plugin.api.meetings.MeetingItem;
import io.attest.plugin.api.meetings.TranscriptInput;
import io.attest.plugin.api.meetings.MeetingExtractor;
import io.attest.domain.shared.AttestException;
import io.attest.domain.shared.ErrorCode;
import io.attest.plugin.api.UpstreamUnavailableException;
import io.attest.plugin.api.ProviderSettings;
import io.attest.testsupport.FakeChatModelServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Duration;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The provider against a real local chat-completions server: normal, hostile, slow, failing and malformed answers. */
class OpenAiMeetingExtractorTest {

    static final String ALICE = "alice@example.com";
    static final String BOB = "bob@example.com";
    static final String CAROL = "carol@example.com";
    static final String TEXT = """
            Alice: Bob, can you send the revised budget to finance by Friday?
            Bob: Sure, I\u2019ll send it by Friday.
            Carol: I propose we move the launch to March 31.
            Alice: Agreed, let's do that.
            Bob: Who is going to talk to the vendor about the contract renewal?
            Carol: Moving on.
            """;
    static final TranscriptInput TRANSCRIPT = new TranscriptInput("weekly-2026-03-05", "Weekly sync",
            OffsetDateTime.parse("2026-03-05T14:00:00Z"), List.of(ALICE, BOB, CAROL), TEXT);

    private final FakeChatModelServer model = new FakeChatModelServer();

    @AfterEach
    void stop() {
        model.close();
    }

    private MeetingExtractor extractor(String... extra) {
        Map<String, String> values = new HashMap<>();
        values.put("base-url", model.baseUrl());
        values.put("model", "llama3.1:8b");
        values.put("api-key", "sk-local");
        values.put("timeout", "10s"); // far above a local answer on a busy machine; the slow-model test sets 400ms
        values.put("retry-after", "17s");
        for (int i = 0; i + 1 < extra.length; i += 2) {
            values.put(extra[i], extra[i + 1]);
        }
        return new OpenAiMeetingExtractor().configure(new ProviderSettings(values));
    }

    private static MeetingItem at(ItemKind kind, String quote, String owner, String owedTo, LocalDate due, double confidence) {
        int start = TEXT.indexOf(quote);
        assertThat(start).as(quote).isNotNegative();
        return new MeetingItem(kind, quote, owner, owedTo, due, confidence, start, start + quote.length());
    }

    @Test
    void keepsTheItemsTheTranscriptSupportsWithOffsetsComputedFromIt() {
        model.answer(FakeChatModelServer.content("""
                {"items": [
                  {"kind": "action_item", "text": "Send revised budget", "owner": "bob@example.com", "owed_to": "alice@example.com",
                   "due": "2026-03-06", "confidence": 0.9, "quote": "Bob, can you send the revised budget to finance by Friday?"},
                  {"kind": "decision", "text": "Launch moves to March 31", "owner": "carol@example.com", "owed_to": null,
                   "due": "2026-03-31", "confidence": 0.8, "quote": "I propose we move the launch to March 31."},
                  {"kind": "open_question", "text": "Who talks to the vendor?", "owner": "bob@example.com", "owed_to": "bob@example.com",
                   "due": null, "confidence": 0.7, "quote": "Who is going to talk to the vendor about the contract renewal?"}
                ]}
                """));

        List<MeetingItem> items = extractor().extract(TRANSCRIPT);

        assertThat(items).containsExactly(
                at(ItemKind.ACTION_ITEM, "Bob, can you send the revised budget to finance by Friday?", BOB, ALICE,
                        LocalDate.of(2026, 3, 6), 0.9),
                at(ItemKind.DECISION, "I propose we move the launch to March 31.", null, null, null, 0.8),
                at(ItemKind.OPEN_QUESTION, "Who is going to talk to the vendor about the contract renewal?", null, BOB, null, 0.7));
        for (MeetingItem item : items) {
            assertThat(TEXT.substring(item.offsetStart(), item.offsetEnd())).isEqualTo(item.text());
        }
    }

    @Test
    void asksTheConfiguredModelForJsonWithTheMeetingDateParticipantsAndTranscript() {
        model.answer(FakeChatModelServer.content("{\"items\": []}"));

        assertThat(extractor().extract(TRANSCRIPT)).isEmpty();

        JsonNode request = model.requests().getFirst();
        assertThat(request.get("model").asText()).isEqualTo("llama3.1:8b");
        assertThat(request.get("temperature").asDouble()).isZero();
        assertThat(request.get("max_tokens").asInt()).isEqualTo(4096);
        assertThat(request.get("response_format").get("type").asText()).isEqualTo("json_object");
        assertThat(request.get("messages").get(0).get("content").asText()).contains("\"items\"", "quote", "owed_to");
        String user = FakeChatModelServer.userMessage(request);
        assertThat(user).contains("Meeting date: 2026-03-05 (Thursday)", "Title: Weekly sync",
                "Participants: alice@example.com, bob@example.com, carol@example.com", "<transcript>\n" + TEXT + "\n</transcript>");
        assertThat(user).doesNotContain("part 1 of");
    }

    @Test
    void dropsWhatTheTranscriptDoesNotSupportAndClearsWhatIsNotAParticipant() {
        model.answer(FakeChatModelServer.content("""
                Here is what I found:
                ```json
                {"items": [
                  {"kind": "action_item", "owner": "dave@example.com", "owed_to": "carol@example.com",
                   "quote": "Dave will migrate the database before the audit.", "confidence": 0.9},
                  {"kind": "commitment", "owner": "Bob <BOB@example.com>", "owed_to": "ALICE@Example.com",
                   "due": "next Friday", "confidence": "0.333", "quote": "I'll  send it by\\nfriday."},
                  {"kind": "Action Item", "owner": "dave@example.com", "owed_to": "mallory@evil.example",
                   "due": "2020-01-01", "confidence": 7, "quote": "can you send the revised budget to finance"},
                  {"kind": "risk", "quote": "I propose we move the launch to March 31."},
                  {"kind": "decision", "quote": "ok"},
                  {"kind": "decision", "quote": "\\"I propose we move the launch to March 31.\\"", "due": "2026-04-01"},
                  {"kind": "open_question", "owner": "bob@example.com", "quote": "Who is going to talk to the vendor"},
                  {"kind": "open_question", "quote": "Who is going to talk to the vendor about the contract renewal?", "confidence": 0.2},
                  "just a string",
                  {"kind": "commitment", "owner": "carol@example.com", "owed_to": "carol@example.com",
                   "due": "2026-03-31T17:00:00Z", "quote": "Carol: Moving on."}
                ]}
                ```
                """));

        List<MeetingItem> items = extractor().extract(TRANSCRIPT);

        String promise = "I\u2019ll send it by Friday.";
        assertThat(items).containsExactly(
                // owner not a participant → null; owed_to a participant → kept; due before the meeting → null; confidence clamped
                at(ItemKind.ACTION_ITEM, "can you send the revised budget to finance", null, ALICE, null, 0.95),
                // whitespace, case and the typographic apostrophe forgiven; names normalised; "next Friday" is not a date
                at(ItemKind.COMMITMENT, promise, BOB, ALICE, null, 0.33),
                // the quoted quote is found; a decision keeps no due date; confidence missing → 0.5
                at(ItemKind.DECISION, "I propose we move the launch to March 31.", null, null, null, 0.5),
                // two overlapping open questions are one: the more confident (0.5 beats 0.2)
                at(ItemKind.OPEN_QUESTION, "Who is going to talk to the vendor", null, null, null, 0.5),
                // owed_to equal to the owner → the first participant who is not the owner; date-time → its date
                at(ItemKind.COMMITMENT, "Carol: Moving on.", CAROL, ALICE, LocalDate.of(2026, 3, 31), 0.5));
    }

    @Test
    void aSlowModelIsUpstreamUnavailableWithTheConfiguredRetryAfter() {
        model.answer(model.slow("{\"items\":[]}"));
        long start = System.nanoTime();

        assertUnavailable(() -> extractor("timeout", "400ms").extract(TRANSCRIPT), 17, "did not answer within 400 ms");

        assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start)).isLessThan(5_000);
        // the server may read the request after the client gave up (a busy machine): wait for it, then count
        await().atMost(Duration.ofSeconds(10)).until(() -> !model.requests().isEmpty());
        assertThat(model.requests()).as("a timeout is not retried").hasSize(1);
    }

    @Test
    void anErrorStatusIsUpstreamUnavailableWithTheEndpointsRetryAfterWhenItGivesOne() {
        model.answer(FakeChatModelServer.status(500, "{\"error\":{\"message\":\"CUDA out of memory\"}}"));
        assertUnavailable(() -> extractor().extract(TRANSCRIPT), 17, "answered HTTP 500");

        model.answer(FakeChatModelServer.status(503, "{\"error\":\"loading model\"}", "Retry-After", "120"));
        assertUnavailable(() -> extractor().extract(TRANSCRIPT), 120, "answered HTTP 503");
    }

    @Test
    void malformedAnswersAreUpstreamUnavailable() {
        for (String content : List.of("I could not find anything.", "{\"items\": [{\"kind\": \"decision\"",
                "{\"result\": []}", "{\"items\": {}}", "```json\n{\"items\": []}", "{\"items\": []} {\"items\": []}")) {
            model.answer(FakeChatModelServer.content(content));
            assertUnavailable(() -> extractor().extract(TRANSCRIPT), 17, "not the JSON asked for");
        }
        model.answer(FakeChatModelServer.status(200, "<html>busy</html>"));
        assertUnavailable(() -> extractor().extract(TRANSCRIPT), 17, "not JSON");
    }

    @Test
    void anAnswerCutAtMaxTokensSaysSo() {
        model.answer((request, exchange) -> FakeChatModelServer.completion(exchange, "{\"items\": [{\"kind\": \"deci", "length"));

        assertUnavailable(() -> extractor().extract(TRANSCRIPT), 17, "cut off at max-tokens (4096)");
    }

    @Test
    void anUnreachableEndpointIsUpstreamUnavailable() throws IOException {
        int closed;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closed = socket.getLocalPort();
        }
        MeetingExtractor extractor = extractor("base-url", "http://127.0.0.1:" + closed + "/v1");

        assertUnavailable(() -> extractor.extract(TRANSCRIPT), 17, "refused the connection");
    }

    @Test
    void aLongTranscriptGoesInOverlappingPartsAndAnItemSeenTwiceIsKeptOnce() {
        StringBuilder text = new StringBuilder();
        int line = 0;
        while (text.length() < 1_700) {
            text.append("Speaker").append(line % 3).append(": status update number ").append(line++).append(", nothing new here.\n");
        }
        String promise = "Dana: I will write the migration plan by Friday.";
        text.append(promise).append('\n');
        while (text.length() < 5_500) {
            text.append("Speaker").append(line % 3).append(": status update number ").append(line++).append(", nothing new here.\n");
        }
        TranscriptInput long_ = new TranscriptInput("long", null, OffsetDateTime.parse("2026-03-05T09:00:00-05:00"),
                List.of("dana@example.com", ALICE), text.toString());
        model.answer((request, exchange) -> {
            String user = FakeChatModelServer.userMessage(request);
            String part = user.substring(user.indexOf("<transcript>\n") + 13, user.lastIndexOf("\n</transcript>"));
            String items = part.contains(promise)
                    ? "{\"items\":[{\"kind\":\"commitment\",\"owner\":\"dana@example.com\",\"due\":\"2026-03-06\",\"confidence\":0.8,"
                    + "\"quote\":\"I will write the migration plan by Friday.\"}]}"
                    : "{\"items\":[]}";
            FakeChatModelServer.completion(exchange, items, "stop");
        });

        List<MeetingItem> items = extractor("chunk-chars", "2000", "chunk-overlap", "500").extract(long_);

        List<String> parts = model.requests().stream().map(FakeChatModelServer::userMessage)
                .map(user -> user.substring(user.indexOf("<transcript>\n") + 13, user.lastIndexOf("\n</transcript>"))).toList();
        assertThat(parts.size()).isGreaterThanOrEqualTo(3);
        assertThat(parts.stream().filter(p -> p.contains(promise)).count()).as("the promise sits in an overlap").isEqualTo(2);
        assertThat(FakeChatModelServer.userMessage(model.requests().getFirst())).contains("This is part 1 of " + parts.size());
        assertThat(String.join("", parts)).contains(text.substring(text.length() - 200));
        int start = text.indexOf("I will write the migration plan by Friday.");
        assertThat(items).containsExactly(new MeetingItem(ItemKind.COMMITMENT, "I will write the migration plan by Friday.",
                "dana@example.com", ALICE, LocalDate.of(2026, 3, 6), 0.8, start, start + 42));
    }

    @Test
    void isFoundByServiceLoaderAndRefusesToWorkUnconfigured() {
        MeetingExtractor loaded = ServiceLoader.load(MeetingExtractor.class).stream().map(ServiceLoader.Provider::get)
                .filter(p -> p.id().equals("extraction-openai")).findFirst().orElseThrow();

        assertThat(loaded.version()).isEqualTo(OpenAiMeetingExtractor.VERSION);
        assertUnavailable(() -> loaded.extract(TRANSCRIPT), 60, "not configured");
    }

    @Test
    void badSettingsStopStartUpNamingTheKeyAndTheKeyIsNeverPrinted() {
        assertThatThrownBy(() -> new OpenAiMeetingExtractor().configure(new ProviderSettings(Map.of("model", "m"))))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("setting base-url is required");
        assertThatThrownBy(() -> new OpenAiMeetingExtractor().configure(new ProviderSettings(Map.of("base-url", "http://h/v1"))))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("setting model is required");
        assertThatThrownBy(() -> extractor("base-url", "file:///etc/passwd"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("setting base-url must be an http(s) URL");
        assertThatThrownBy(() -> extractor("json-mode", "maybe"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("json-mode");
        assertThatThrownBy(() -> extractor("chunk-overlap", "9000"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("chunk-overlap");
        assertThatThrownBy(() -> extractor("temperature", "hot"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("temperature");
        assertThat(extractor().toString()).doesNotContain("sk-local").contains("key set");
    }

    private static void assertUnavailable(Runnable call, long retryAfterSeconds, String reason) {
        assertThatThrownBy(call::run).isInstanceOfSatisfying(UpstreamUnavailableException.class, u -> {
            AttestException e = AttestException.upstreamUnavailable(u);
            assertThat(e.code()).isEqualTo(ErrorCode.UPSTREAM_UNAVAILABLE);
            assertThat(e.getMessage()).startsWith("meeting extraction is unavailable: ").contains(reason);
            assertThat(e.detail()).containsEntry("kind", "meeting_extractor")
                    .containsEntry(AttestException.RETRY_AFTER_SECONDS, retryAfterSeconds);
        });
    }
}
