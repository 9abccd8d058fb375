package io.attest.plugins.citationcore;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.plugin.api.guard.Citation;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The one definition of whitespace ({@link Scan#space}) and of a gap ({@link Scan#MAX_SPACE}),
 * and that the reporter, case-name and provision recognisers all follow them.
 */
class WhitespaceAndGapsTest {

    private static final Recognizer REPORTERS = new ReporterRecognizer();
    private static final Recognizer CASE_NAMES = new CaseNameRecognizer();
    private static final Recognizer PROVISIONS = new ProvisionRecognizer();

    @Test
    void whitespaceIsTheAsciiBlanksAndLineBreaksAndUnicodesSpaceSeparators() {
        for (char c = 0; c < Character.MAX_VALUE; c++) {
            boolean expected = c >= '\t' && c <= '\r' || Character.isSpaceChar(c);
            assertThat(Scan.space(c)).as("U+%04X", (int) c).isEqualTo(expected);
        }
        assertThat(Scan.lineBreak('\n')).isTrue();
        assertThat(Scan.lineBreak('\u2028')).isTrue();
        assertThat(Scan.lineBreak(' ')).isFalse();
        assertThat(Scan.lineBreak('\u00A0')).isFalse();
    }

    @Test
    void aWordCharacterIsALetterOrDigitOfAnyScript() {
        for (char c = 0; c < Character.MAX_VALUE; c++) {
            assertThat(Scan.wordChar(c)).as("U+%04X", (int) c).isEqualTo(Character.isLetterOrDigit(c));
        }
    }

    @Test
    void everyRecognizerReadsTheSameWhitespaceBetweenTheWordsOfACitation() {
        for (char space : new char[] {' ', '\t', '\n', '\u000B', '\u00A0', '\u1680', '\u2009', '\u2028', '\u202F', '\u3000'}) {
            String s = String.valueOf(space);
            assertThat(raws(REPORTERS, "see 410" + s + "U.S." + s + "113 here")).as("U+%04X", (int) space)
                    .containsExactly("410" + s + "U.S." + s + "113");
            assertThat(raws(CASE_NAMES, "see Roe" + s + "v." + s + "Wade, 410 U.S. 113")).as("U+%04X", (int) space)
                    .containsExactly("Roe" + s + "v." + s + "Wade");
            assertThat(raws(PROVISIONS, "see §" + s + "1983 here")).as("U+%04X", (int) space)
                    .containsExactly("§" + s + "1983");
        }
    }

    @Test
    void aGapIsAtMostMaxSpaceCharactersForward() {
        String gap = " ".repeat(Scan.MAX_SPACE);
        assertThat(Scan.spaces("a" + gap + "b", 1)).isEqualTo(1 + Scan.MAX_SPACE);
        assertThat(Scan.spaces("a" + gap + " b", 1)).isEqualTo(-1);
        assertThat(Scan.spaces("ab", 1)).isEqualTo(1);
        assertThat(Scan.spaces1("ab", 1)).isEqualTo(-1);
    }

    @Test
    void aGapIsAtMostMaxSpaceCharactersBackward() {
        String gap = " ".repeat(Scan.MAX_SPACE);
        String text = "a" + gap + "b";
        assertThat(Scan.spacesBack(text, Scan.MAX_SPACE, 0)).isEqualTo(0);
        assertThat(Scan.spacesBack(" " + text, Scan.MAX_SPACE + 1, 0)).isEqualTo(1);
        assertThat(Scan.spacesBack("a " + gap + "b", Scan.MAX_SPACE + 1, 0)).isEqualTo(-1);
        assertThat(Scan.spacesBack(gap + "b", Scan.MAX_SPACE - 1, 0)).isEqualTo(-1); // reaches the lower bound
    }

    @Test
    void everyRecognizerAllowsTheSameGapBetweenTheWordsOfACitation() {
        String longest = " ".repeat(Scan.MAX_SPACE);
        String tooLong = longest + " ";
        assertThat(raws(REPORTERS, "410" + longest + "U.S. 113")).containsExactly("410" + longest + "U.S. 113");
        assertThat(raws(REPORTERS, "410" + tooLong + "U.S. 113")).isEmpty();
        assertThat(raws(CASE_NAMES, "Roe" + longest + "v. Wade, 410 U.S. 113")).containsExactly("Roe" + longest + "v. Wade");
        assertThat(raws(CASE_NAMES, "Roe v." + tooLong + "Wade, 410 U.S. 113")).doesNotContain("Roe v." + tooLong + "Wade");
        assertThat(raws(PROVISIONS, "§" + longest + "1983")).containsExactly("§" + longest + "1983");
        assertThat(raws(PROVISIONS, "§" + tooLong + "1983")).isEmpty();
    }

    private static List<String> raws(Recognizer recognizer, String text) {
        List<Citation> out = new ArrayList<>();
        recognizer.find(text, out);
        return out.stream().map(c -> c.raw(text)).toList();
    }
}
