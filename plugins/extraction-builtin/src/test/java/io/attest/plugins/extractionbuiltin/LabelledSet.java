package io.attest.plugins.extractionbuiltin;

import io.attest.plugin.api.meetings.ItemKind;
import io.attest.plugin.api.meetings.TranscriptInput;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/** The labelled transcripts of {@code src/test/resources/meetings} (format in the README there). */
final class LabelledSet {

    record Gold(ItemKind kind, String owner, String owedTo, LocalDate due, String snippet, int start, int end) {
    }

    record Labelled(String id, String style, String split, TranscriptInput input, List<Gold> gold) {
        boolean heldOut() {
            return "heldout".equals(split);
        }
    }

    private LabelledSet() {
    }

    static List<Labelled> load() {
        try {
            Path dir = Path.of(LabelledSet.class.getResource("/meetings").toURI());
            try (Stream<Path> files = Files.list(dir)) {
                return files.filter(p -> p.toString().endsWith(".meeting")).sorted()
                        .map(LabelledSet::read).toList();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    static Labelled read(Path file) {
        String all;
        try {
            all = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        int t = all.indexOf("--- transcript\n");
        int g = all.indexOf("--- gold\n");
        if (t < 0 || g < t) {
            throw new IllegalArgumentException(file + ": missing '--- transcript' or '--- gold'");
        }
        Map<String, String> header = new HashMap<>();
        for (String line : all.substring(0, t).split("\n")) {
            int colon = line.indexOf(':');
            if (colon > 0) {
                header.put(line.substring(0, colon).strip(), line.substring(colon + 1).strip());
            }
        }
        String text = all.substring(t + "--- transcript\n".length(), g);
        List<String> participants = Arrays.stream(header.get("participants").split(",")).map(String::strip).toList();
        TranscriptInput input = new TranscriptInput(header.get("id"), null, OffsetDateTime.parse(header.get("occurred_at")), participants, text);
        List<Gold> gold = new ArrayList<>();
        for (String line : all.substring(g + "--- gold\n".length()).split("\n")) {
            if (line.isBlank()) {
                continue;
            }
            String[] f = line.split("\\s*\\|\\s*", 5);
            String snippet = f[4].strip();
            int at = text.indexOf(snippet);
            if (at < 0 || text.indexOf(snippet, at + 1) >= 0) {
                throw new IllegalArgumentException(file + ": snippet not found exactly once: " + snippet);
            }
            gold.add(new Gold(ItemKind.fromWireName(f[0].strip()), none(f[1]), none(f[2]),
                    none(f[3]) == null ? null : LocalDate.parse(f[3].strip()), snippet, at, at + snippet.length()));
        }
        return new Labelled(header.get("id"), header.get("style"), header.get("split"), input, gold);
    }

    private static String none(String field) {
        String v = field.strip();
        return v.equals("-") ? null : v;
    }
}
