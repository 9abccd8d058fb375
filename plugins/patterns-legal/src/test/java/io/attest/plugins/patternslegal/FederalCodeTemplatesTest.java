package io.attest.plugins.patternslegal;

import io.attest.plugins.citationcore.LegalTemplates;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.plugin.api.guard.Citation;
import io.attest.plugin.api.guard.FlagType;
import io.attest.plugins.citationcore.TemplateRecognizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * U.S. Code and C.F.R. citations read by the legal templates: every form the hand-written statute
 * recogniser read before the templates replaced it, with the same spans.
 */
class FederalCodeTemplatesTest {

    private static final TemplateRecognizer RECOGNIZER = new TemplateRecognizer(LegalTemplates.catalog());

    private static List<Citation> find(String text) {
        List<Citation> out = new ArrayList<>();
        RECOGNIZER.find(text, out);
        return out;
    }

    private static List<String> raws(String text) {
        return find(text).stream().map(c -> c.raw(text)).toList();
    }

    /** {@code text} holds exactly one cite, {@code expected}, with that span and type. */
    private static void assertOnly(String text, String expected, FlagType type) {
        int start = text.indexOf(expected);
        assertThat(start).as("test input contains the expected raw").isGreaterThanOrEqualTo(0);
        assertThat(find(text)).singleElement().satisfies(c -> {
            assertThat(c.raw(text)).isEqualTo(expected);
            assertThat(c.start()).isEqualTo(start);
            assertThat(c.end()).isEqualTo(start + expected.length());
            assertThat(c.type()).isEqualTo(type);
        });
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            15 U.S.C. § 78j(b)
            42 U.S.C. § 1395dd
            42 U.S.C. § 2000e-2(a)
            18 U.S.C. § 1028A
            42 U.S.C. § 1983
            42 U.S.C. §1983
            42 U.S.C.§ 1983
            50 U.S.C. 1701
            29 U.S.C. §§ 1001-1461
            29 U.S.C. §§ 1001–1461
            42 U.S.C. § 1396a(a)(10)(A)(i)(VIII)
            42 U.S.C. § 2000e-2(a)(1)(B)(ii)
            15 U.S.C. § 78u-4(b)(2)
            42 U.S.C. §§ 2000e to 2000e-17
            42 U.S.C. §§ 1983, 1985 and 1988
            42 USC 1983
            42 USC § 1983
            42 U.S.C.A. § 12101
            42 U.S.C.S. § 12101
            42 U.S. Code § 1983
            42 United States Code § 1983
            42 U. S. C. § 1983
            42 U.S.C § 1983
            42 U.S.C. sec. 1983
            42 U.S.C. Section 1983
            42, U.S.C., § 1983
            """)
    void findsUsCodeCitesWithTheirWholeSection(String cite) {
        assertOnly("The claim arises under " + cite + " and nothing else.", cite, FlagType.USC);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            17 C.F.R. § 240.10b-5
            45 C.F.R. §§ 164.400-414
            42 C.F.R. Part 2
            42 C.F.R. pt. 2
            45 C.F.R. Parts 160 and 164
            45 C.F.R. Part 164, Subpart E
            29 CFR 1910.1200
            29 C.F.R. 1910.1200(g)(1)
            45 C. F. R. § 164.512(f)(1)(ii)(A)
            26 C.F.R. § 1.501(c)(3)-1
            12 C.F.R. § 1026.43(c)
            48 C.F.R. § 52.212-4
            """)
    void findsCfrCitesWithTheirWholeSection(String cite) {
        assertOnly("The rule in " + cite + " applies here.", cite, FlagType.CFR);
    }

    @Test
    void etSeqParentheticalsAndTheSentencePeriodAreLeftOut() {
        assertOnly("See 29 U.S.C. §§ 1001 et seq.", "29 U.S.C. §§ 1001", FlagType.USC);
        assertOnly("See 15 U.S.C. §§ 78a, et seq.", "15 U.S.C. §§ 78a", FlagType.USC);
        assertOnly("under 42 U.S.C. § 1983 (2018) the", "42 U.S.C. § 1983", FlagType.USC);
        assertOnly("liable under 42 U.S.C. § 1983.", "42 U.S.C. § 1983", FlagType.USC);
        assertOnly("(42 U.S.C. § 1983)", "42 U.S.C. § 1983", FlagType.USC);
        assertOnly("42 U.S.C. § 1983, and", "42 U.S.C. § 1983", FlagType.USC);
        assertOnly("42 U.S.C. § 1983; and", "42 U.S.C. § 1983", FlagType.USC);
        assertOnly("a 42 U.S.C. § 1983-type claim", "42 U.S.C. § 1983", FlagType.USC);
        assertOnly("42 U.S.C. § 1983's reach", "42 U.S.C. § 1983", FlagType.USC);
        assertOnly("See 17 C.F.R. § 240.10b-5.", "17 C.F.R. § 240.10b-5", FlagType.CFR);
    }

    @Test
    void aListStopsBeforeTheNextCitesTitle() {
        String text = "See 42 U.S.C. §§ 1983, 1988, 28 U.S.C. § 1331.";
        assertThat(raws(text)).containsExactly("42 U.S.C. §§ 1983, 1988", "28 U.S.C. § 1331");
    }

    @Test
    void lineBreaksAndRunsOfSpacesInsideACiteAreKeptAsWritten() {
        assertOnly("under 42\nU.S.C.\n§  1983.", "42\nU.S.C.\n§  1983", FlagType.USC);
        assertOnly("under 42\u00a0U.S.C.\u00a0§\u00a01983 and", "42\u00a0U.S.C.\u00a0§\u00a01983", FlagType.USC);
        assertOnly("see 45 C.F.R.\r\n    §§ 164.400-414.", "45 C.F.R.\r\n    §§ 164.400-414", FlagType.CFR);
    }

    @Test
    void normalizedIsTheCanonicalName() {
        assertThat(find("42 USC  1983")).singleElement().extracting(Citation::normalized).isEqualTo("42 U.S.C. § 1983");
        assertThat(find("45 C. F. R. §\n164.512(a)")).singleElement().extracting(Citation::normalized).isEqualTo("45 C.F.R. § 164.512(a)");
        assertThat(find("42 U.S.C. §§ 1983, 1985")).singleElement().extracting(Citation::normalized)
                .isEqualTo("42 U.S.C. § 1983; 42 U.S.C. § 1985");
    }

    @Test
    void offsetsAreUtf16IndexesAfterAstralCharacters() {
        String text = "😀 é 42 U.S.C. § 1983";
        assertThat(find(text)).singleElement().satisfies(c -> {
            assertThat(c.start()).isEqualTo(5);
            assertThat(c.end()).isEqualTo(text.length());
        });
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
        "He paid $1,983 on 12/3/2019 for 42 items.",
        "In 2018 U.S.C. titles were recodified.",
        "The 42 USCIS offices.",
        "See U.S.C. § 1983 without a title.",
        "Title 42 of the U.S.C. is long.",
        "The 5 CFRs we read.",
        "42 U.S.C. et seq.",
        "1,042 U.S.C. § 5",
        "page 5.42 U.S.C. § 5",
        "Section 5 and Rule 10b-5 and § 1983 are provisions, not U.S.C. cites.",
        "42 C.F.R. Part D",
        "42U.S.C. § 1983"
    })
    void proseNumbersAndIncompleteCitesAreNotStatutes(String text) {
        assertThat(find(text)).isEmpty();
    }

    @Test
    void oneMegabyteOfAdversarialInputRunsWithoutException() {
        String[] bits = {"§§§§", "§ ", "Section Section ", "1", "2.", "3-", "(a)", ". ", "U.S.C. ", "C.F.R. ", "42 ", " ", "\n",
            "USC", "CFR ", "Part ", "et seq.", "(2018)", "§§ 1, ", "U. S. C.", "\u00a0"};
        Random random = new Random(146);
        StringBuilder text = new StringBuilder();
        while (text.length() < 1_000_000) {
            text.append(bits[random.nextInt(bits.length)]);
        }
        List<String> inputs = List.of(text.toString(), "42 U.S.C. § " + "1.1-".repeat(250_000), "42 U.S.C. §§ 1, ".repeat(70_000),
                "42 U.S.C." + " ".repeat(1_000_000), "1 ".repeat(500_000) + "U.S.C. § 1", "1".repeat(1_000_000) + " U.S.C. § 1");
        for (String input : inputs) {
            for (Citation c : find(input)) {
                assertThat(c.end()).isBetween(c.start() + 1, input.length());
            }
        }
    }
}
