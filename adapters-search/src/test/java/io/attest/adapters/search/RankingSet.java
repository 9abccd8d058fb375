package io.attest.adapters.search;

import io.attest.plugin.api.meetings.ItemKind;
import io.attest.plugin.api.meetings.search.TranscriptDocument;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The labelled ranking set in {@code src/test/resources/ranking/}: transcripts with their items
 * (each item's text is an exact substring of the transcript, which gives its offsets) and
 * questions with the items that answer them.
 */
record RankingSet(List<TranscriptDocument> transcripts, List<Question> questions) {

    record Question(String id, String text, Set<String> relevant) {

        /** Odd-numbered questions were looked at while choosing the ranking's parameters; even ones were not. */
        boolean heldOut() {
            return Integer.parseInt(id.substring(1)) % 2 == 0;
        }
    }

    static RankingSet load(String account) {
        List<TranscriptDocument> transcripts = new ArrayList<>();
        for (int n = 1; ; n++) {
            String name = String.format("t%02d", n);
            String content = resource("ranking/" + name + ".txt");
            if (content == null) {
                break;
            }
            transcripts.add(transcript(account, name, n, content));
        }
        List<Question> questions = new ArrayList<>();
        for (String line : resource("ranking/queries.txt").split("\n")) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] parts = line.split("\\|");
            questions.add(new Question(parts[0].trim(), parts[1].trim(),
                    Arrays.stream(parts[2].split(",")).map(String::trim).collect(Collectors.toSet())));
        }
        return new RankingSet(List.copyOf(transcripts), List.copyOf(questions));
    }

    private static TranscriptDocument transcript(String account, String id, long sequence, String content) {
        String header = content.substring(0, content.indexOf("--- transcript\n"));
        String text = content.substring(content.indexOf("--- transcript\n") + 15, content.indexOf("--- items\n"));
        String itemLines = content.substring(content.indexOf("--- items\n") + 10);
        OffsetDateTime occurredAt = null;
        List<String> participants = List.of();
        for (String line : header.split("\n")) {
            if (line.startsWith("occurred_at:")) {
                occurredAt = OffsetDateTime.parse(line.substring(12).trim());
            } else if (line.startsWith("participants:")) {
                participants = Arrays.stream(line.substring(13).split(",")).map(String::trim).toList();
            }
        }
        List<TranscriptDocument.Item> items = new ArrayList<>();
        for (String line : itemLines.split("\n")) {
            if (line.isBlank()) {
                continue;
            }
            String[] f = line.split("\\|", 5);
            String itemText = f[4].trim();
            int start = text.indexOf(itemText);
            if (start < 0 || text.indexOf(itemText, start + 1) >= 0) {
                throw new IllegalStateException(id + ": item text must occur exactly once: " + itemText);
            }
            items.add(new TranscriptDocument.Item(f[0].trim(), ItemKind.fromWireName(f[1].trim()), itemText,
                    blankToNull(f[2]), blankToNull(f[3]), null, 0.8, start, start + itemText.length()));
        }
        return new TranscriptDocument(account, id, sequence, occurredAt, participants, text, items);
    }

    private static String blankToNull(String value) {
        return value.isBlank() ? null : value.trim();
    }

    private static String resource(String name) {
        try (InputStream in = RankingSet.class.getClassLoader().getResourceAsStream(name)) {
            return in == null ? null : new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
