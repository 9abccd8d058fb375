package io.attest.plugins.citationcore;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.plugin.api.guard.Citation;
import java.net.URL;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The provision scan looks for a lower-case word that every form reads right before a number
 * ({@code section 1983}, {@code sec. 5}, {@code rule 12(b)(6)}, {@code rule 4:6-2}) only in the word
 * just before the numbers it stops at, instead of searching the whole text for it. That must find
 * what the search finds, whatever surrounds the words: texts pieced together at random from those
 * words, words that start or contain them ({@code second}, {@code subsection}, {@code rulemaking}),
 * numbers, gaps of every length, punctuation and other citations, read alike both ways; with the
 * legal templates and with test templates that write a lower-case name away from a number
 * ({@code bylaw no. 7}) or before a part that need not be one ({@code section II.B.3}, as the
 * insurance pack's policy sections).
 */
class LowerCaseNamesBeforeNumbersTest {

    private static final List<String> WORDS = List.of("section", "sections", "sec.", "secs.", "sec", "rule", "rules", "rule.",
            "subsection", "second", "secure", "ruler", "rulemaking", "art.", "art", "part", "bylaw", "bylaw no.", "Section", "Sec.",
            "Rule", "RULE", "Art.", "usc", "cfr", "title", "of the", "and", "see", "§", "§§", "U.S.C.", "Fed. R. Civ. P.",
            "Cal. Rules of Court,", "N.J. Ct. R.", "x");
    private static final List<String> NUMBERS = List.of("5", "1983", "12(b)(6)", "4:6-2", "10b-5", "240.10b-5", "8.1115(a)", "2", "13",
            "1981-1988", "5, 7 and 9", "164.512(b)", "II.B.3", "II(B)(3)", "iv", "V.", "A");
    private static final List<String> GAPS = List.of("", " ", " ", " ", "  ", "\n", "\u00A0", ".", ",", ", ", "(", ")", "-", " ".repeat(24),
            " ".repeat(25), "; ", "5");

    private static final TemplateRecognizer LEGAL = new TemplateRecognizer(LegalTemplates.catalog());

    @Test
    void ruleIsReadBeforeItsNumberAndTheTestNamesAsTheirFormsWriteThem() throws Exception {
        Map<String, Boolean> legal = new java.util.HashMap<>();
        LEGAL.lowerCaseNames().forEach(name -> legal.put(name.text(), name.beforeNumber()));
        assertThat(legal).containsEntry("rule", true); // N.J.'s "rule 4:6-2"
        assertThat(testTemplates().lowerCaseNames()).extracting(TemplateRecognizer.LowerCaseName::text, TemplateRecognizer.LowerCaseName::beforeNumber)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("art", true), org.assertj.core.groups.Tuple.tuple("bylaw", false),
                        org.assertj.core.groups.Tuple.tuple("section", false), org.assertj.core.groups.Tuple.tuple("sec", false));
    }

    @Test
    void textsPiecedTogetherAtRandomReadAsASearchOfTheWholeTextReadsThem() throws Exception {
        Random random = new Random(1983);
        List<String> differences = new ArrayList<>();
        int lowerCaseFound = 0;
        for (TemplateRecognizer templates : List.of(LEGAL, testTemplates())) {
            ProvisionRecognizer beforeNumbers = new ProvisionRecognizer(List.of(), templates);
            ProvisionRecognizer searching = ProvisionRecognizer.withEveryLowerCaseNameByIndexOf(List.of(), templates);
            for (int k = 0; k < 20_000; k++) {
                StringBuilder text = new StringBuilder();
                for (int piece = 2 + random.nextInt(12); piece > 0; piece--) {
                    text.append(pick(random, random.nextInt(3) == 0 ? NUMBERS : WORDS)).append(pick(random, GAPS));
                }
                List<String> expected = found(searching, text.toString());
                List<String> actual = found(beforeNumbers, text.toString());
                if (!actual.equals(expected)) {
                    differences.add("\"" + text + "\": " + actual + " instead of " + expected);
                }
                lowerCaseFound += (int) expected.stream().filter(c -> Stream.of("sec", "rule", "art", "bylaw").anyMatch(c::startsWith)).count();
            }
        }
        assertThat(differences).isEmpty();
        assertThat(lowerCaseFound).as("citations that start with a lower-case word").isGreaterThan(3_000);
    }

    @Test
    void aNameIsReadBeforeItsNumberOnlyWhereItStartsAWordAfterTheCitationBefore() {
        ProvisionRecognizer scan = new ProvisionRecognizer(List.of(), LEGAL);
        assertThat(found(scan, "under section 1983 and rule 12(b)(6)")).containsExactly("section 1983 | section 1983",
                "rule 12(b)(6) | rule 12(b)(6)");
        assertThat(found(scan, "sec.\n\n  164.512(b) applies")).containsExactly("sec.\n\n  164.512(b) | sec. 164.512(b)");
        assertThat(found(scan, "subsection 1983 and a second 1983 rulemaking 12(b)(6)")).isEmpty();
        assertThat(found(scan, "section" + " ".repeat(25) + "1983")).isEmpty(); // a gap longer than a citation's
    }

    private static TemplateRecognizer testTemplates() throws Exception {
        URL file = LowerCaseNamesBeforeNumbersTest.class.getResource("lower-case-names.json");
        return new TemplateRecognizer(TemplateCatalog.load(List.of(file)));
    }

    private static String pick(Random random, List<String> from) {
        return from.get(random.nextInt(from.size()));
    }

    private static List<String> found(ProvisionRecognizer recognizer, String text) {
        List<Citation> out = new ArrayList<>();
        recognizer.find(text, out);
        return out.stream().map(c -> c.raw(text) + " | " + c.normalized()).toList();
    }
}
