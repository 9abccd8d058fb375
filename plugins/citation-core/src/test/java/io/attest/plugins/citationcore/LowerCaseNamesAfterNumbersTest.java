package io.attest.plugins.citationcore;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.plugin.api.guard.Citation;
import java.net.URL;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The provision scan looks for a lower-case name that every form reads after a number
 * ({@code 28 usc 1332}, {@code section 1332 of title 28, usc}) only just after the numbers it
 * stops at, instead of searching the whole text for it. That must find what the search finds:
 * every legal template's examples, as written and in lower case, in varied contexts and several to
 * a text, read alike both ways; and a name some form writes without a number before it is still
 * searched for everywhere.
 */
class LowerCaseNamesAfterNumbersTest {

    private static final List<String> BEFORE = List.of("", "See ", "title 28, ", "Title 12 of the ", "section 5 of ", "§ 2 of ",
            "12 ", "(", "the ", "28, of the ", "Sec. 3 of title 7, ", "1 2 3 ", "pp. 4-5; ");
    private static final List<String> AFTER = List.of("", ".", " of the Code", ", § 4", " of title 12, usc", " of title 9,   cfr",
            " (2020)", "(a)(1)", ", and 9", " 17 cfr 240.10b-5", " 28usc 1");

    private static final TemplateRecognizer TEMPLATES = new TemplateRecognizer(LegalTemplates.catalog());
    private static final ProvisionRecognizer AFTER_NUMBERS = new ProvisionRecognizer(List.of(), TEMPLATES);
    private static final ProvisionRecognizer SEARCHING = ProvisionRecognizer.withEveryLowerCaseNameByIndexOf(List.of(), TEMPLATES);

    @Test
    void theLegalCodesWrittenInLowerCaseFollowANumberAndRuleDoesNot() {
        Map<String, TemplateRecognizer.LowerCaseName> names = new java.util.HashMap<>();
        TEMPLATES.lowerCaseNames().forEach(name -> names.put(name.text(), name));
        assertThat(names.get("usc").reachAfterNumber()).isGreaterThanOrEqualTo(Scan.MAX_SPACE + ", of the".length());
        assertThat(names.get("cfr").reachAfterNumber()).isGreaterThanOrEqualTo(Scan.MAX_SPACE + ", of the".length());
        assertThat(names.get("usc").between()).contains(",", "of", "the");
        assertThat(names.get("rule").reachAfterNumber()).isEqualTo(-1); // "rule 12(b)(6)": no number before it
    }

    @Test
    void examplesInContextReadAsASearchOfTheWholeTextReadsThem() {
        Random random = new Random(28);
        List<String> differences = new ArrayList<>();
        int lowerCaseCodes = 0;
        for (List<List<String>> groups : LegalTemplates.catalog().examples().values()) {
            for (List<String> group : groups) {
                for (String example : group) {
                    for (String written : List.of(example, example.toLowerCase(Locale.ROOT))) {
                        for (int k = 0; k < 3; k++) {
                            String text = BEFORE.get(random.nextInt(BEFORE.size())) + written + AFTER.get(random.nextInt(AFTER.size()))
                                    + " " + BEFORE.get(random.nextInt(BEFORE.size())) + written;
                            List<String> expected = found(SEARCHING, text);
                            List<String> actual = found(AFTER_NUMBERS, text);
                            if (!actual.equals(expected)) {
                                differences.add("\"" + text + "\": " + actual + " instead of " + expected);
                            }
                            lowerCaseCodes += (int) expected.stream().filter(c -> c.contains("usc") || c.contains("cfr")).count();
                        }
                    }
                }
            }
        }
        assertThat(lowerCaseCodes).as("citations written with a lower-case usc or cfr").isGreaterThan(200);
        assertThat(differences).isEmpty();
    }

    @Test
    void aLowerCaseCodeIsFoundAfterItsNumberWhateverStandsBetween() {
        for (String text : List.of("28 usc 1332", "28, usc 1332", "28      usc 1332", "title 28 of the usc, section 1332",
                "section 1332 of title 28, usc", "section 1332 of title 28, of the usc", "Under 42 U.S.C. § 1983 and 28 usc 1331.",
                "17 cfr 240.10b-5", "Rule 28 usc 1332", "§ 12 cfr 1026.18")) { // the last two: a provision ends at the number
            assertThat(found(AFTER_NUMBERS, text)).as(text).isNotEmpty().isEqualTo(found(SEARCHING, text));
        }
        assertThat(found(AFTER_NUMBERS, "usc 1332, with no title")).isEqualTo(found(SEARCHING, "usc 1332, with no title")).isEmpty();
    }

    @Test
    void aLowerCaseNameSomeFormWritesWithoutANumberBeforeItIsNotLookedForAfterNumbers() throws Exception {
        URL file = LowerCaseNamesAfterNumbersTest.class.getResource("lower-case-names.json");
        TemplateRecognizer templates = new TemplateRecognizer(TemplateCatalog.load(List.of(file)));
        assertThat(templates.lowerCaseNames()).extracting(TemplateRecognizer.LowerCaseName::text, TemplateRecognizer.LowerCaseName::reachAfterNumber)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("art", -1), org.assertj.core.groups.Tuple.tuple("bylaw", -1),
                        org.assertj.core.groups.Tuple.tuple("section", -1), org.assertj.core.groups.Tuple.tuple("sec", -1));
        ProvisionRecognizer scan = new ProvisionRecognizer(List.of(), templates);
        assertThat(found(scan, "as art. 5 of the charter says")).containsExactly("art. 5 | Charter art. 5");
        assertThat(found(scan, "as bylaw no. 7 of the club says")).containsExactly("bylaw no. 7 | Bylaw no. 7");
    }

    private static List<String> found(ProvisionRecognizer recognizer, String text) {
        List<Citation> out = new ArrayList<>();
        recognizer.find(text, out);
        return out.stream().map(c -> c.raw(text) + " | " + c.normalized()).toList();
    }
}
