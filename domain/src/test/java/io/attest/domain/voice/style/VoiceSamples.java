package io.attest.domain.voice.style;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** The writers of {@code src/test/resources/voice-samples/} (see the README there), read from the class path. */
final class VoiceSamples {

    static final List<String> WRITERS = List.of("jargon-file", "debian-handbook", "scofield");
    static final int TRAINING = 60;

    private VoiceSamples() {
    }

    static List<String> all(String writer) {
        try (InputStream in = VoiceSamples.class.getResourceAsStream("/voice-samples/" + writer + ".jsonl")) {
            if (in == null) {
                throw new IllegalStateException("no samples for " + writer);
            }
            List<String> texts = new ArrayList<>();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank()) {
                    texts.add(textField(line));
                }
            }
            return texts;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static List<String> training(String writer) {
        return all(writer).subList(0, TRAINING);
    }

    static List<String> heldOut(String writer) {
        List<String> all = all(writer);
        return all.subList(TRAINING, all.size());
    }

    /** The string value of {@code {"text": "..."}}, JSON escapes decoded. */
    private static String textField(String line) {
        int start = line.indexOf('"', line.indexOf(':')) + 1;
        StringBuilder b = new StringBuilder();
        for (int i = start; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '"') {
                break;
            }
            if (c == '\\') {
                char e = line.charAt(++i);
                switch (e) {
                    case 'n' -> b.append('\n');
                    case 't' -> b.append('\t');
                    case 'r' -> b.append('\r');
                    case 'u' -> {
                        b.append((char) Integer.parseInt(line.substring(i + 1, i + 5), 16));
                        i += 4;
                    }
                    default -> b.append(e);
                }
            } else {
                b.append(c);
            }
        }
        return b.toString();
    }
}
