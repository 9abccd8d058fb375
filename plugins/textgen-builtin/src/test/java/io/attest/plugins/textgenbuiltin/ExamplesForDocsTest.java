package io.attest.plugins.textgenbuiltin;

import io.attest.testsupport.VoiceSamples;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.plugin.api.voice.GenerationRequest;
import io.attest.plugin.api.voice.VoiceFormat;
import io.attest.plugin.api.voice.style.StyleProfile;
import io.attest.plugin.api.voice.style.StyleProfiler;
import io.attest.plugin.api.voice.style.StyleSummary;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Writes {@code target/voice-examples.md}: each writer's summary, a sample, and the first variant of every format (for docs/voice-profile.md). */
class ExamplesForDocsTest {

    @Test
    void writesOneExampleOfEveryFormatPerWriter() throws IOException {
        BuiltinTextGenerator generator = new BuiltinTextGenerator();
        StringBuilder out = new StringBuilder();
        for (String writer : VoiceSamples.WRITERS) {
            List<String> training = VoiceSamples.first(writer, AttributionTest.TRAINING);
            StyleProfile profile = StyleProfiler.measure(training);
            out.append("## ").append(writer).append("\n\nSummary: ").append(StyleSummary.describe(profile))
                    .append("\n\nA sample:\n\n> ").append(training.get(1)).append("\n\n");
            for (VoiceFormat format : VoiceFormat.values()) {
                String draft = generator.generate(new GenerationRequest(profile, "", training, AttributionTest.TOPICS.get(0),
                        format, List.of(), 3, 17)).get(0);
                assertThat(draft).isNotBlank();
                out.append("### ").append(format.wireName()).append("\n\n```text\n").append(draft).append("\n```\n\n");
            }
        }
        Files.createDirectories(Path.of("target"));
        Files.writeString(Path.of("target", "voice-examples.md"), out, StandardCharsets.UTF_8);
    }
}
