package io.attest.benchmarks;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpServer;
import io.attest.plugin.api.meetings.MeetingItem;
import io.attest.plugin.api.meetings.TranscriptInput;
import io.attest.plugin.api.meetings.MeetingExtractor;
import io.attest.plugin.api.ProviderSettings;
import io.attest.plugins.extractionopenai.OpenAiMeetingExtractor;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What extraction-openai adds to the model's own time: the HTTP exchange on loopback, reading the
 * JSON answer, locating every quote in the transcript and validating the items. The "model" is a
 * local HTTP server that answers at once with a canned answer per part (cached after the first
 * call): one item per three transcript lines, half quoted exactly, half with changed case and
 * whitespace (the loose path), one in ten invented (dropped).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class ModelExtractionOverheadBenchmark {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final List<String> PEOPLE = List.of("ada.lovelace@example.com", "bob.martin@example.com",
            "carol.nguyen@example.com", "dev.patel@example.com");
    private static final List<String> KINDS = List.of("commitment", "action_item", "decision", "open_question");

    /** Transcript length in characters: one part (12,000 by default) or several. */
    @Param({"12000", "50000"})
    public int chars;

    private HttpServer model;
    private MeetingExtractor extractor;
    private TranscriptInput transcript;
    private final Map<String, byte[]> answers = new ConcurrentHashMap<>();

    @Setup(Level.Trial)
    public void setUp() throws IOException {
        StringBuilder text = new StringBuilder();
        for (int line = 0; text.length() < chars; line++) {
            String speaker = PEOPLE.get(line % PEOPLE.size()).substring(0, 3);
            text.append(Character.toUpperCase(speaker.charAt(0))).append(speaker, 1, 3).append(": ")
                    .append("item ").append(line).append(" — we need the quarterly figures for the board pack by Friday, ")
                    .append("and someone should check the vendor’s numbers.\n");
        }
        text.setLength(chars);
        transcript = new TranscriptInput("bench", "Board prep", OffsetDateTime.parse("2026-03-04T10:00:00Z"), PEOPLE, text.toString());
        // without it the JDK server's small writes meet delayed ACKs: ~40 ms per exchange that a real model server does not add
        System.setProperty("sun.net.httpserver.nodelay", "true");
        model = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        model.setExecutor(Executors.newFixedThreadPool(2));
        model.createContext("/v1/chat/completions", exchange -> {
            JsonNode request = JSON.readTree(exchange.getRequestBody());
            String user = request.get("messages").get(1).get("content").asText();
            byte[] body = answers.computeIfAbsent(user, ModelExtractionOverheadBenchmark::answer);
            exchange.getResponseHeaders().set("Content-Type", "application/json");
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        model.start();
        extractor = new OpenAiMeetingExtractor().configure(new ProviderSettings(Map.of(
                "base-url", "http://127.0.0.1:" + model.getAddress().getPort() + "/v1", "model", "bench")));
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        model.stop(0);
    }

    @Benchmark
    public List<MeetingItem> extract() {
        return extractor.extract(transcript);
    }

    /** The canned completion for one part. */
    private static byte[] answer(String user) {
        String part = user.substring(user.indexOf("<transcript>\n") + 13, user.lastIndexOf("\n</transcript>"));
        String[] lines = part.split("\n");
        ObjectNode content = JSON.createObjectNode();
        ArrayNode items = content.putArray("items");
        for (int i = 1; i + 1 < lines.length; i += 3) {
            String utterance = lines[i].substring(lines[i].indexOf(": ") + 2);
            String quote = i % 30 == 1 ? "Nobody said this sentence " + i
                    : i % 2 == 0 ? utterance : utterance.toLowerCase().replace(" ", "  ");
            items.addObject().put("kind", KINDS.get(i % 4)).put("text", "item " + i)
                    .put("owner", PEOPLE.get(i % 4)).put("owed_to", PEOPLE.get((i + 1) % 4))
                    .put("due", "2026-03-06").put("confidence", 0.8).put("quote", quote);
        }
        try {
            ObjectNode completion = JSON.createObjectNode();
            completion.putArray("choices").addObject().put("finish_reason", "stop")
                    .putObject("message").put("role", "assistant").put("content", JSON.writeValueAsString(content));
            return JSON.writeValueAsBytes(completion);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
