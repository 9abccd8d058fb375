package io.attest.plugins.citationcore;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** {@link Scan#collapseWhitespace} (with its shortcut for text already collapsed) against a plain reference. */
class ScanCollapseTest {

    private static final char[] ALPHABET = {'a', 'B', '.', '§', ' ', ' ', '\t', '\n', '\u00a0', '\u2003'};

    @Test
    void agreesWithCollapsingEveryRunAndTrimming() {
        Random random = new Random(7);
        for (int round = 0; round < 200_000; round++) {
            char[] chars = new char[random.nextInt(12)];
            for (int i = 0; i < chars.length; i++) {
                chars[i] = ALPHABET[random.nextInt(ALPHABET.length)];
            }
            String text = "x" + new String(chars) + "y";
            int from = random.nextInt(text.length() + 1);
            int to = from + random.nextInt(text.length() - from + 1);
            assertThat(Scan.collapseWhitespace(text, from, to)).as("[%s] %d..%d", text, from, to).isEqualTo(reference(text.substring(from, to)));
        }
    }

    private static String reference(String s) {
        StringBuilder out = new StringBuilder();
        for (String word : s.split("[\\s\\u00a0\\u2003]+")) {
            if (!word.isEmpty()) {
                out.append(out.isEmpty() ? "" : " ").append(word);
            }
        }
        return out.toString();
    }
}
