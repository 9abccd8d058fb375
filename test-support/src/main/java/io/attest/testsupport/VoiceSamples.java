package io.attest.testsupport;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The writers of {@code voice-samples/} on the class path (this module's resources; source and
 * licence in the README there): 80 paragraphs each, in file order. Each test takes the split it
 * needs with {@link List#subList}. Only the JDK: the benchmarks jar carries this class too.
 */
public final class VoiceSamples {

    public static final List<String> WRITERS = List.of("jargon-file", "debian-handbook", "scofield");

    private VoiceSamples() {
    }

    /** Every sample of the writer, in file order. */
    public static List<String> all(String writer) {
        try (InputStream in = VoiceSamples.class.getResourceAsStream("/voice-samples/" + writer + ".jsonl")) {
            if (in == null) {
                throw new IllegalArgumentException("no samples for " + writer);
            }
            List<String> texts = new ArrayList<>();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank()) {
                    texts.add(textField(line));
                }
            }
            return List.copyOf(texts);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The first {@code n} samples (a training set). */
    public static List<String> first(String writer, int n) {
        return all(writer).subList(0, n);
    }

    /** The samples after the first {@code n} (the held-out set of that training set). */
    public static List<String> after(String writer, int n) {
        List<String> all = all(writer);
        return all.subList(n, all.size());
    }

    /** The string value of {@code {"text": "..."}}, JSON escapes decoded. */
    private static String textField(String line) {
        int start = line.indexOf('"', line.indexOf(':', line.indexOf("\"text\""))) + 1;
        StringBuilder b = new StringBuilder();
        for (int i = start; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '"') {
                break;
            }
            if (c != '\\') {
                b.append(c);
                continue;
            }
            char e = line.charAt(++i);
            switch (e) {
                case 'n' -> b.append('\n');
                case 't' -> b.append('\t');
                case 'r' -> b.append('\r');
                case 'b' -> b.append('\b');
                case 'f' -> b.append('\f');
                case 'u' -> {
                    b.append((char) Integer.parseInt(line.substring(i + 1, i + 5), 16));
                    i += 4;
                }
                default -> b.append(e);
            }
        }
        return b.toString();
    }
}
