package io.attest.plugins.extractionopenai;

import java.util.ArrayList;
import java.util.List;

/**
 * Cuts a transcript into parts a model's context can hold. A part ends after the last line break in
 * its final fifth, else after the last space there, else at the size. Each later part starts
 * {@code overlap} characters before the previous one ended (moved back to a line start when one is
 * near) so that a request and its acceptance on either side of a cut are still seen together once.
 */
final class TranscriptChunks {

    /** Characters {@code [start, end)} of the transcript. */
    record Chunk(int start, int end) {
    }

    private TranscriptChunks() {
    }

    /** {@code overlap} must be at most a quarter of {@code size} (the settings enforce it). */
    static List<Chunk> of(String text, int size, int overlap) {
        List<Chunk> chunks = new ArrayList<>();
        int start = 0;
        while (start < text.length()) {
            int end = Math.min(text.length(), start + size);
            if (end < text.length()) {
                end = cut(text, start + size * 4 / 5, end);
            }
            chunks.add(new Chunk(start, end));
            if (end >= text.length()) {
                break;
            }
            int next = end - overlap;
            int lineStart = text.lastIndexOf('\n', next - 1) + 1;
            if (overlap > 0 && lineStart > start && next - lineStart <= overlap / 2) {
                next = lineStart;
            }
            start = safe(text, Math.max(next, start + 1));
        }
        return chunks;
    }

    /** Just after the last line break in {@code [from, limit)}, else after the last space there, else {@code limit}. */
    private static int cut(String text, int from, int limit) {
        int newline = text.lastIndexOf('\n', limit - 1);
        if (newline >= from) {
            return newline + 1;
        }
        int space = text.lastIndexOf(' ', limit - 1);
        if (space >= from) {
            return space + 1;
        }
        return safe(text, limit);
    }

    /** Never between the two halves of a surrogate pair. */
    private static int safe(String text, int index) {
        return index > 0 && index < text.length() && Character.isLowSurrogate(text.charAt(index)) ? index - 1 : index;
    }
}
