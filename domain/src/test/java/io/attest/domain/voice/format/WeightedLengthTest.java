package io.attest.domain.voice.format;

import static org.assertj.core.api.Assertions.assertThat;

import com.twitter.twittertext.TwitterTextParser;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link WeightedLength} against X's own library (twitter-text, test scope only) as the oracle: equal
 * on texts whose URLs both recognise, never smaller where only this class sees a URL.
 */
class WeightedLengthTest {

    private static int x(String text) {
        return TwitterTextParser.parseTweet(text).weightedLength;
    }

    @Test
    void examplesOfEachRule() {
        assertThat(WeightedLength.of("hello")).isEqualTo(5);
        assertThat(WeightedLength.of("日本語")).isEqualTo(6);
        assertThat(WeightedLength.of("한국어")).isEqualTo(6);
        assertThat(WeightedLength.of("😀")).isEqualTo(2);
        assertThat(WeightedLength.of("👩‍👩‍👧‍👦")).as("a ZWJ family is one emoji").isEqualTo(2);
        assertThat(WeightedLength.of("👍🏽")).as("with a skin tone").isEqualTo(2);
        assertThat(WeightedLength.of("🇫🇷")).as("a flag").isEqualTo(2);
        assertThat(WeightedLength.of("1️⃣")).as("a keycap").isEqualTo(2);
        assertThat(WeightedLength.of("see https://example.com/a/very/long/path?with=query&and=more")).isEqualTo(4 + 23);
        assertThat(WeightedLength.of("https://a.co")).isEqualTo(23);
        assertThat(WeightedLength.of("read https://example.com/x.")).as("the dot ends the sentence").isEqualTo(5 + 23 + 1);
        assertThat(WeightedLength.of("“quoted” — dash…")).as("… is not in a light range").isEqualTo(17);
        assertThat(WeightedLength.of("e\u0301")).as("NFC first: é is one code point").isEqualTo(1);
    }

    @Test
    void theExamplesAgreeWithX() {
        for (String text : List.of("hello", "日本語", "😀", "👩‍👩‍👧‍👦", "👍🏽", "🇫🇷", "1️⃣", "#1 and 2 * 3", "© 2026 ®",
                "see https://example.com/a/very/long/path?with=query&and=more", "https://a.co", "read https://example.com/x.",
                "“quoted” — dash…", "e\u0301", "Ünïcödé ñ ß", "مرحبا", "Привет", "नमस्ते", "☺ ☺️ ❤ ❤️ ✔️", "🏳️‍🌈 🏴󠁧󠁢󠁳󠁣󠁴󠁿")) {
            assertThat(WeightedLength.of(text)).as(text).isEqualTo(x(text));
        }
    }

    /**
     * Random posts from a mix of scripts, emoji, punctuation and scheme URLs: the same weight as X gives.
     * (A dot inside a word makes a bare host here; those are the next test's.)
     */
    @Test
    void randomTextsWeighAsXWeighsThem() {
        Random random = new Random(17);
        String[] atoms = {"a", "Z", "9", " ", "\n", ",", ". ", "!", "?", "'", "-", "é", "ß", "ø", "Ω", "Ж", "ש", "ع", "क", "ก",
            "—", "–", "…", "“", "”", "‘", "’", "•", "€", "£", "¥", "日", "本", "語", "中", "文", "한", "ア", "ｱ", "😀", "🎉",
            "👍🏿", "❤️", "🇯🇵", "👨‍💻", "2️⃣", "#", "@", "&", "(", ")", "™", "→", "✨", "🤖", " https://example.org/p?q=1 ",
            " http://x.io ", " https://en.wikipedia.org/wiki/Stylometry "};
        for (int run = 0; run < 2_000; run++) {
            StringBuilder text = new StringBuilder();
            int length = random.nextInt(120);
            for (int i = 0; i < length; i++) {
                text.append(atoms[random.nextInt(atoms.length)]);
            }
            String post = text.toString();
            assertThat(WeightedLength.of(post)).as("%s", post).isEqualTo(x(post));
        }
    }

    /** A word shaped like a host counts as a URL here even when X does not know its top-level domain: never less than X. */
    @Test
    void bareHostsAreNeverCountedShorterThanX() {
        Random random = new Random(5);
        List<String> words = new ArrayList<>(List.of("node.js", "example.com", "foo.museum", "a.b", "v1.2", "x.yz/path", "e.g.",
                "i.e.", "end.Next", "www.example.org", "mail@example.com", "plain", "words", "here"));
        for (int run = 0; run < 500; run++) {
            StringBuilder text = new StringBuilder();
            for (int i = 0; i < 1 + random.nextInt(12); i++) {
                text.append(words.get(random.nextInt(words.size()))).append(' ');
            }
            String post = text.toString();
            assertThat(WeightedLength.of(post)).as(post).isGreaterThanOrEqualTo(x(post));
        }
    }
}
