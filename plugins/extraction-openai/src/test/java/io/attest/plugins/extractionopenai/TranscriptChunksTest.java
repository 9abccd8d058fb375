package io.attest.plugins.extractionopenai;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class TranscriptChunksTest {

    @Test
    void aShortTranscriptIsOnePart() {
        assertThat(TranscriptChunks.of("Ana: hi\n", 2000, 500)).containsExactly(new TranscriptChunks.Chunk(0, 8));
    }

    @Test
    void partsCoverTheTextOverlapAndEndAfterLineBreaks() {
        StringBuilder text = new StringBuilder();
        Random random = new Random(7);
        while (text.length() < 30_000) {
            text.append("Speaker: ").append("word ".repeat(1 + random.nextInt(30))).append('\n');
        }
        List<TranscriptChunks.Chunk> chunks = TranscriptChunks.of(text.toString(), 4_000, 800);

        assertThat(chunks.getFirst().start()).isZero();
        assertThat(chunks.getLast().end()).isEqualTo(text.length());
        for (int i = 0; i < chunks.size(); i++) {
            TranscriptChunks.Chunk chunk = chunks.get(i);
            assertThat(chunk.end() - chunk.start()).isLessThanOrEqualTo(4_000);
            if (i + 1 < chunks.size()) {
                TranscriptChunks.Chunk next = chunks.get(i + 1);
                assertThat(text.charAt(chunk.end() - 1)).as("cut after a line break").isEqualTo('\n');
                assertThat(next.start()).as("overlap").isLessThan(chunk.end()).isGreaterThan(chunk.start());
                assertThat(chunk.end() - next.start()).isBetween(400, 1_200);
                assertThat(text.charAt(next.start() - 1)).as("a part starts at a line start").isEqualTo('\n');
            }
        }
    }

    @Test
    void textWithoutBreaksIsCutAtSpacesOrAnywhereButNeverInsideASurrogatePair() {
        String emoji = "\uD83D\uDE00".repeat(3_000);
        List<TranscriptChunks.Chunk> chunks = TranscriptChunks.of(emoji, 2_001, 0);

        assertThat(chunks.getLast().end()).isEqualTo(emoji.length());
        for (int i = 0; i + 1 < chunks.size(); i++) {
            assertThat(chunks.get(i).end()).isEqualTo(chunks.get(i + 1).start());
            assertThat(Character.isLowSurrogate(emoji.charAt(chunks.get(i).end()))).isFalse();
        }
    }
}
