package io.attest.plugins.extractionbuiltin;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.plugin.api.meetings.MeetingItem;
import io.attest.plugin.api.meetings.TranscriptInput;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** Invariants that must hold for any text: seeded random, mutated and hostile input. */
class ExtractorPropertyTest {

    private static final List<String> PEOPLE = List.of("ada.lovelace@example.com", "bob.martin@example.com");
    private static final String ALPHABET = "ab Ada Bob: <>?!.,;\n\t-*#()'\u2019 I'll can you agreed RESOLVED: ACTION: topic: by Friday 3/14 \u00e9\u4e2d\ud83d\ude00";
    private final BuiltinMeetingExtractor extractor = new BuiltinMeetingExtractor();

    @Test
    void labelledTranscriptsStyleIsRecognised() {
        for (LabelledSet.Labelled t : LabelledSet.load()) {
            TranscriptStyle expected = switch (t.style()) {
                case "speaker_turns" -> TranscriptStyle.SPEAKER_TURNS;
                case "irc" -> TranscriptStyle.IRC_SCRIBE;
                default -> TranscriptStyle.PROSE;
            };
            assertThat(BuiltinMeetingExtractor.styleOf(t.input())).as(t.id()).isEqualTo(expected);
        }
    }

    @Test
    void offsetsAlwaysPointAtTheQuotedWords() {
        for (LabelledSet.Labelled t : LabelledSet.load()) {
            checkInvariants(t.input(), extractor.extract(t.input()));
        }
    }

    @Test
    void randomAndMutatedTextNeverThrowsAndKeepsTheInvariants() {
        Random random = new Random(20260304);
        List<LabelledSet.Labelled> set = LabelledSet.load();
        for (int round = 0; round < 300; round++) {
            String text;
            if (round % 2 == 0) {
                StringBuilder b = new StringBuilder();
                int length = random.nextInt(400);
                for (int i = 0; i < length; i++) {
                    b.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
                }
                text = b.toString();
            } else {
                StringBuilder b = new StringBuilder(set.get(random.nextInt(set.size())).input().text());
                for (int edits = random.nextInt(20); edits > 0 && !b.isEmpty(); edits--) {
                    int at = random.nextInt(b.length());
                    switch (random.nextInt(3)) {
                        case 0 -> b.deleteCharAt(at);
                        case 1 -> b.insert(at, ALPHABET.charAt(random.nextInt(ALPHABET.length())));
                        default -> b.insert(at, b, Math.max(0, at - 30), at);
                    }
                }
                text = b.toString();
            }
            TranscriptInput input = input(text);
            checkInvariants(input, extractor.extract(input));
        }
    }

    @Test
    void hostileShapesNeverThrow() {
        List<String> hostile = List.of(
                "",
                "?".repeat(20_000),
                "Ada: " + "can you ".repeat(5_000),
                "a".repeat(100_000),
                "<ada> ".repeat(10_000),
                "Ada: agreed\n".repeat(3_000),
                "ACTION:\nRESOLVED:\ntopic:\n".repeat(1_000),
                "I'll ".repeat(10_000) + "by Friday",
                "\ud83d".repeat(1_000) + "Bob: I'll\ud800 do it",
                "March 32 13/45/9999 the 99th next Funday " .repeat(500));
        for (String text : hostile) {
            TranscriptInput input = input(text);
            checkInvariants(input, extractor.extract(input));
        }
    }

    @Test
    void concurrentCallsGiveTheSameItemsAsSequentialOnes() throws Exception {
        List<LabelledSet.Labelled> set = LabelledSet.load();
        List<List<MeetingItem>> sequential = set.stream().map(t -> extractor.extract(t.input())).toList();
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<List<MeetingItem>>> futures = new ArrayList<>();
            for (int repeat = 0; repeat < 4; repeat++) {
                for (LabelledSet.Labelled t : set) {
                    futures.add(pool.submit(() -> extractor.extract(t.input())));
                }
            }
            for (int i = 0; i < futures.size(); i++) {
                assertThat(futures.get(i).get()).isEqualTo(sequential.get(i % set.size()));
            }
        } finally {
            pool.shutdownNow();
        }
    }

    private static TranscriptInput input(String text) {
        return new TranscriptInput("p", null, OffsetDateTime.parse("2026-03-04T10:00:00Z"), PEOPLE, text);
    }

    private static void checkInvariants(TranscriptInput input, List<MeetingItem> items) {
        String text = input.text();
        for (MeetingItem item : items) {
            assertThat(item.offsetStart()).isGreaterThanOrEqualTo(0);
            assertThat(item.offsetEnd()).isGreaterThan(item.offsetStart()).isLessThanOrEqualTo(text.length());
            assertThat(item.text()).isEqualTo(text.substring(item.offsetStart(), item.offsetEnd()));
            assertThat(item.text()).isNotBlank();
            assertThat(item.confidence()).isBetween(0.0, 1.0);
            if (item.owner() != null) {
                assertThat(input.participants()).contains(item.owner());
            }
            if (item.owedTo() != null) {
                assertThat(input.participants()).contains(item.owedTo());
            }
        }
    }
}
