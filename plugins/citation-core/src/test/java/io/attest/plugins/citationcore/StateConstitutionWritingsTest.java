package io.attest.plugins.citationcore;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Every state constitution cited by article and section ({@code Tex. Const. art. I, § 19}) is read
 * in the other writings in use, each one citation over its whole span with the example's key:
 * spelled out before and after ({@code Texas Constitution Article I, Section 19}, {@code Article I,
 * Section 19 of the Texas Constitution}, {@code Section 19 of Article I of the Texas Constitution}),
 * capitalised abbreviations, and the article in Arabic for Roman or the reverse. Made from each
 * template's first example and the jurisdictions' names in common.json; constitutions cited
 * otherwise (by part, chapter or paragraph) have no such example and are not checked here.
 */
class StateConstitutionWritingsTest {

    private static final Pattern ARTICLE_AND_SECTION = Pattern.compile("(.+) Const\\. art\\. ([0-9IVXL]+), § ([0-9A-Za-z.-]+)");

    @Test
    void everyConstitutionByArticleAndSectionIsReadInItsOtherWritings() throws Exception {
        JsonNode jurisdictions = JurisdictionWritings.jurisdictions();
        List<String> failures = new ArrayList<>();
        int constitutions = 0;
        for (CitationTemplate template : LegalTemplates.catalog().templates()) {
            List<List<String>> examples = LegalTemplates.catalog().examples().getOrDefault(template.id(), List.of());
            JsonNode names = jurisdictions.path(template.jurisdiction());
            Matcher example = examples.isEmpty() ? null : ARTICLE_AND_SECTION.matcher(examples.get(0).get(0));
            String full = JurisdictionWritings.fullName(names);
            if (!template.id().endsWith("-const") || example == null || !example.matches() || full == null
                    || !example.group(1).equals(names.path(0).asText())) {
                continue;
            }
            constitutions++;
            String abbreviation = example.group(1);
            String article = example.group(2);
            String section = example.group(3);
            String otherArticle = Character.isDigit(article.charAt(0)) ? roman(Integer.parseInt(article)) : String.valueOf(arabic(article));
            Object key = JurisdictionWritings.keyOf(example.group());
            for (String writing : List.of(
                    full + " Constitution Article " + article + ", Section " + section,
                    "Article " + article + ", Section " + section + " of the " + full + " Constitution",
                    "Section " + section + " of Article " + article + " of the " + full + " Constitution",
                    full + " Constitution, Art. " + article + ", § " + section,
                    abbreviation + " Const. Art. " + article + ", Sec. " + section,
                    abbreviation + " Const. art. " + otherArticle + ", § " + section)) {
                Object found = JurisdictionWritings.keyOf(writing);
                if (found == null || !found.equals(key)) {
                    failures.add(template.id() + ": \"" + writing + "\" read as " + found + ", \"" + example.group() + "\" as " + key);
                }
            }
        }
        assertThat(constitutions).as("constitutions cited by article and section").isGreaterThan(40);
        assertThat(failures).isEmpty();
    }



    private static String roman(int n) {
        String[] tens = {"", "X", "XX", "XXX", "XL"};
        String[] ones = {"", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX"};
        return tens[n / 10] + ones[n % 10];
    }

    private static int arabic(String roman) {
        for (int n = 1; n < 50; n++) {
            if (roman(n).equals(roman)) {
                return n;
            }
        }
        throw new IllegalArgumentException(roman);
    }
}
