package io.attest.plugins.citationcore;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The hash that files built citations by their characters, four characters at a time, is the hash of one character at a time. */
class BuiltCitationsTest {

    @Test
    void theHashOfFourCharactersAtATimeIsTheHashOfOneAtATime() {
        Random random = new Random(29);
        for (int k = 0; k < 20_000; k++) {
            char[] chars = new char[random.nextInt(40)];
            for (int c = 0; c < chars.length; c++) {
                // ASCII mostly, now and then a character that does not fit in a byte
                chars[c] = random.nextInt(8) == 0 ? (char) random.nextInt(Character.MAX_VALUE) : (char) random.nextInt(128);
            }
            String text = new String(chars);
            int from = text.isEmpty() ? 0 : random.nextInt(text.length());
            int to = from + random.nextInt(text.length() - from + 1);
            int seed = random.nextInt();
            int expected = seed;
            for (int i = from; i < to; i++) {
                expected = 31 * expected + text.charAt(i);
            }
            assertThat(BuiltCitations.charsHash(seed, text, from, to)).as("%s [%d, %d)", text, from, to).isEqualTo(expected);
        }
    }

    @Test
    void findsWhatWasBuiltForTheSameReaderAndCharactersOnly() {
        String text = "42 U.S.C. § 1983 and 42 U.S.C. § 1983 and 42 U.S.C. § 1985";
        BuiltCitations built = new BuiltCitations(text);
        Object reader = new Object();
        BuiltCitations.Built first = new BuiltCitations.Built("42 U.S.C. § 1983", java.util.List.of());
        built.put(reader, 0, 16, first);
        assertThat(built.get(reader, 21, 37)).isSameAs(first);
        assertThat(built.get(reader, 42, 58)).as("another section").isNull();
        assertThat(built.get(new Object(), 21, 37)).as("another reader").isNull();
    }
}
