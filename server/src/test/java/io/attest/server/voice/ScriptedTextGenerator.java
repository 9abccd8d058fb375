package io.attest.server.voice;

import io.attest.plugin.api.voice.TextGenerator;
import io.attest.plugin.api.voice.GenerationRequest;
import io.attest.plugin.api.voice.TextGenerator;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A test-only {@link TextGenerator} ({@code test-scripted}, registered in the test class path's
 * {@code META-INF/services}): plain drafts in the shape of each format, numbered and seeded, so that the
 * use case's checks are what a test sees. A topic containing a marker makes some drafts misbehave:
 * {@code [copy]} copies the first sample, {@code [inspired]} repeats the first inspiration,
 * {@code [too-long]} writes drafts over the format's limit, {@code [all-bad]} only bad drafts.
 * Records every request it gets.
 */
public final class ScriptedTextGenerator implements TextGenerator {

    public static final String ID = "test-scripted";
    public static final List<GenerationRequest> REQUESTS = new CopyOnWriteArrayList<>();

    private static final String[] OPENINGS = {"Here is the short version", "A quick thought", "Something I keep noticing",
        "One more note", "Worth saying plainly", "A small lesson", "Plainly put", "Consider this", "Take it slowly",
        "Before anything else", "Honestly", "For what it is worth"};

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String version() {
        return "1.0.0";
    }

    @Override
    public int spiVersion() {
        return TextGenerator.SPI_VERSION;
    }

    @Override
    public List<String> generate(GenerationRequest request) {
        REQUESTS.add(request);
        String topic = request.topic().replaceAll("\\[[a-z-]+]", "").strip();
        boolean allBad = request.topic().contains("[all-bad]");
        List<String> drafts = new ArrayList<>();
        for (int i = 0; i < request.candidates(); i++) {
            String opening = OPENINGS[(int) Math.floorMod(request.seed() + i, (long) OPENINGS.length)] + " (" + i + ")";
            String clean = draft(request, opening, topic);
            if (allBad || (i % 2 == 0 && request.topic().contains("[copy]"))) {
                drafts.add(clean + "\n\n" + request.samples().getFirst());
            } else if (i % 2 == 0 && request.topic().contains("[inspired]")) {
                drafts.add(clean + " " + request.inspirations().getFirst());
            } else if (i % 2 == 0 && request.topic().contains("[too-long]")) {
                drafts.add(clean + " " + "and more ".repeat(400));
            } else {
                drafts.add(clean);
            }
        }
        return drafts;
    }

    private static String draft(GenerationRequest request, String opening, String topic) {
        String line = opening + ": " + topic + " matters more than it looks.";
        return switch (request.format()) {
            case X -> line + " 日本 🙂 https://example.com/" + "p".repeat(40);
            case THREAD -> line + " 🧵\n\nFirst, it saves time.\n\nSecond, it saves attention. https://example.com/more";
            case LINKEDIN -> line + "\n\nI learned this the slow way.\n\nWhat would you add?";
            case INSTAGRAM -> line + "\n\nSmall steps.\n#one #two #three #four #five #six #seven";
            case EMAIL -> "Subject: " + topic + "\n\nHi all,\n\n" + line + "\n\nThanks,\nA.";
            case BLOG -> "On " + topic + "\n\n" + line + " The rest of this post explains why.";
        };
    }
}
