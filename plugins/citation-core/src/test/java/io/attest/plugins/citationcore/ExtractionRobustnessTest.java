package io.attest.plugins.citationcore;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import io.attest.plugin.api.guard.Citation;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Property test: on random and adversarial input every recogniser returns without an exception,
 * and every span lies inside the text. The timeouts are hang guards far above the measured cost
 * (speed is measured by JMH in benchmarks/, not here). The families of the domain packs are tested
 * the same way in their modules.
 */
class ExtractionRobustnessTest {

    private static final List<Recognizer> ALL = CoreRecognizers.with(List.of(), DeclarativePatternPackTest.TEMPLATES);
    private static final String[] TOKENS = {
        "v.", "v", "vs.", " ", "  ", "\n", ",", ".", "§", "§§", "(", ")", "-", "1", "12", "410", "2019", "U.S.", "U.S.C.",
        "C.F.R.", "CFR", "F.", "F.3d", "F. Supp. 2d", "S. Ct.", "WL", "LEXIS", "Ohio", "IL App", "(4th)", "Cranch",
        "In re", "Ex parte", "ex rel.", "Smith", "Jones", "Co.,", "Ltd.", "Inc.", "Section", "Rule", "Part", "ch.", "ILCS",
        "Cal.", "Ins.", "Code", "Ann.", "Fed. R. Civ. P.", "FINRA", "Exclusion", "IV.B.2", "(b)(6)", "10b-5", "et seq.",
        "Id.", "supra", "at", "😀", "é", "\u00a0", "[verify]"
    };

    @Test
    void randomCitationLikeTextNeverBreaksARecognizer() {
        Random random = new Random(20261122);
        for (int round = 0; round < 3_000; round++) {
            StringBuilder text = new StringBuilder();
            int tokens = 1 + random.nextInt(120);
            for (int t = 0; t < tokens; t++) {
                text.append(TOKENS[random.nextInt(TOKENS.length)]);
                if (random.nextInt(3) == 0) {
                    text.append(' ');
                }
            }
            assertSane(text.toString());
        }
    }

    @Test
    void randomCharactersNeverBreakARecognizer() {
        Random random = new Random(7);
        String alphabet = "abcXYZ019 .,;:()[]-§&'’\n\t\u00a0vV";
        for (int round = 0; round < 2_000; round++) {
            char[] chars = new char[random.nextInt(400)];
            for (int i = 0; i < chars.length; i++) {
                chars[i] = alphabet.charAt(random.nextInt(alphabet.length()));
            }
            assertSane(new String(chars));
        }
    }

    @Test
    void adversarialLinesFinishWithoutAnException() {
        List<String> inputs = List.of(
                "1234567890.".repeat(200_000),
                "v. ".repeat(350_000),
                "§".repeat(1_000_000),
                "Section ".repeat(130_000),
                "1 U.S. ".repeat(150_000),
                "Smith v. ".repeat(120_000),
                "(".repeat(1_000_000),
                "In re ".repeat(170_000));
        for (String input : inputs) {
            assertTimeoutPreemptively(Duration.ofSeconds(30), () -> assertSane(input), () -> "hang on " + input.substring(0, 20));
        }
    }

    private static void assertSane(String text) {
        for (Recognizer recognizer : ALL) {
            List<Citation> found = new ArrayList<>();
            recognizer.find(text, found);
            for (Citation citation : found) {
                assertThat(citation.start()).as(recognizer.getClass().getSimpleName()).isBetween(0, text.length() - 1);
                assertThat(citation.end()).isBetween(citation.start() + 1, text.length());
            }
        }
    }
}
