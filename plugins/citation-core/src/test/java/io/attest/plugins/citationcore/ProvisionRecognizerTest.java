package io.attest.plugins.citationcore;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.plugin.api.guard.Citation;
import io.attest.plugin.api.guard.FlagType;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class ProvisionRecognizerTest {

    private static final ProvisionRecognizer SHARED = new ProvisionRecognizer();
    private static final ProvisionRecognizer LEGAL = new ProvisionRecognizer(EnumSet.of(ProvisionFamily.LEGAL));
    private static final ProvisionRecognizer FINANCIAL = new ProvisionRecognizer(EnumSet.of(ProvisionFamily.FINANCIAL));
    private static final ProvisionRecognizer INSURANCE = new ProvisionRecognizer(EnumSet.of(ProvisionFamily.INSURANCE));
    private static final ProvisionRecognizer HEALTHCARE = new ProvisionRecognizer(EnumSet.of(ProvisionFamily.HEALTHCARE));
    private static final ProvisionRecognizer ALL = new ProvisionRecognizer(EnumSet.allOf(ProvisionFamily.class));

    private static List<Citation> find(ProvisionRecognizer recognizer, String text) {
        List<Citation> out = new ArrayList<>();
        recognizer.find(text, out);
        assertThat(out).allSatisfy(c -> assertThat(c.type()).isEqualTo(FlagType.SECTION_REF));
        return out;
    }

    private static List<String> raws(ProvisionRecognizer recognizer, String text) {
        return find(recognizer, text).stream().map(c -> c.raw(text)).toList();
    }

    /** {@code text} holds exactly one provision, {@code expected}, at its first occurrence. */
    private static void assertOnly(ProvisionRecognizer recognizer, String text, String expected) {
        int start = text.indexOf(expected);
        assertThat(start).as("test input contains the expected raw").isGreaterThanOrEqualTo(0);
        assertThat(find(recognizer, text)).singleElement().satisfies(c -> {
            assertThat(c.raw(text)).isEqualTo(expected);
            assertThat(c.start()).isEqualTo(start);
            assertThat(c.end()).isEqualTo(start + expected.length());
        });
    }

    // ------------------------------------------------------------ shared

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            § 1983
            §1983
            §§ 101-105
            §§ 1983, 1985 and 1988
            § 2000e-2(a)(1)
            § 50-e
            § 3020-a(2)
            § 2436-A
            Section 10(b)
            Section 16(b)
            Section 1983
            Section 2.3
            Sections 13(a) and 15(d)
            Sec. 5
            Rule 10b-5
            Rule 144
            Rule 144A
            Rule 12(b)(6)
            Rule 10b5-1(c)
            Rule 14a-8(i)(7)
            Rules 12(b)(6) and 56
            """)
    void sharedFormsAreFoundInEveryDomain(String provision) {
        String text = "As the court read " + provision + " of the statute, the motion failed.";
        for (ProvisionRecognizer recognizer : List.of(SHARED, LEGAL, FINANCIAL, INSURANCE, HEALTHCARE)) {
            assertOnly(recognizer, text, provision);
        }
    }

    @Test
    void whatFollowsAProvisionIsNotPartOfIt() {
        assertOnly(SHARED, "under Section 10(b) of the Exchange Act", "Section 10(b)");
        assertOnly(SHARED, "see § 1983 et seq.", "§ 1983");
        assertOnly(SHARED, "see § 1983 (2018).", "§ 1983");
        assertOnly(SHARED, "a claim under § 1983.", "§ 1983");
        assertOnly(SHARED, "Rule 12(b)(6), and", "Rule 12(b)(6)");
        assertOnly(SHARED, "(Rule 10b-5)", "Rule 10b-5");
        assertOnly(SHARED, "under Rule 11's standard", "Rule 11");
    }

    /**
     * Lower case: {@code section}/{@code rule} counts only where the number cannot be a paragraph
     * of the document itself (subsection, letter, three digits or more, or "of [the] Capital...").
     */
    @Test
    void lowerCaseSectionCountsOnlyWhenTheNumberIsClearlyAProvision() {
        assertOnly(SHARED, "a section 1983 claim", "section 1983");
        assertOnly(SHARED, "under section 10(b) of the Act", "section 10(b)");
        assertOnly(SHARED, "under section 5 of the FTC Act", "section 5");
        assertOnly(SHARED, "violated rule 10b-5 twice", "rule 10b-5");
        assertOnly(SHARED, "sections 13(a) and 15(d) require", "sections 13(a) and 15(d)");
        assertThat(find(SHARED, "as explained in section 5 of this memo and section 2 above")).isEmpty();
        assertThat(find(SHARED, "the rule 11 times; a subsection 5; the intersection 12; overrule 10b-5")).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
        "He paid $1,983 on 12/3/2019 and again on March 5, 2020.",
        "The Rule of law and the rule of 72 apply.",
        "Section headings and Sectional 5 views.",
        "A section of 12 pages; rules for 3 people.",
        "§§§§ and § and §§ with no number",
        "Section Section Rule Rule",
        "Part D of the plan", // no policy/medicare family here
        "Exclusion (c) and Coverage A", // idem
        "FINRA 2111 and SEC 15c3-1" // no Rule word: not rules
    })
    void proseWithNumbersIsNotAProvision(String text) {
        assertThat(find(SHARED, text)).isEmpty();
    }

    // ------------------------------------------------------------ legal


    @Test
    void withoutTheFamilyOnlyTheBareSectionIsFound() {
        assertThat(raws(SHARED, "under Cal. Ins. Code § 790.03(h) the")).containsExactly("§ 790.03(h)");
        assertThat(raws(SHARED, "under Fed. R. Civ. P. 12(b)(6) the")).isEmpty();
        assertThat(raws(SHARED, "under 215 ILCS 5/155 the")).isEmpty();
    }





    // ------------------------------------------------------------ financial

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            FINRA Rule 2111
            FINRA Rule 4512(a)(1)(F)
            FINRA Rules 2111 and 2090
            SEC Rule 15c3-1
            NASD Rule 3010
            NYSE Rule 405
            MSRB Rule G-17
            Exchange Act Rule 10b-5
            Securities Act Rule 144
            Securities Act Section 11
            Exchange Act Section 10(b)
            Exchange Act § 10(b)
            Investment Advisers Act Section 206
            Regulation S-K
            Regulation D
            Regulation FD
            Regulation A+
            Reg. S-P
            Regulation Best Interest
            Regulation S-K Item 303
            Item 303 of Regulation S-K
            """)
    void financialFamilyFindsSecuritiesRulesAndRegulations(String provision) {
        assertOnly(FINANCIAL, "The adviser breached " + provision + " in 2021.", provision);
    }

    @Test
    void financialActSectionsKeepTheSharedExtent() {
        assertOnly(FINANCIAL, "Section 10(b) of the Exchange Act and", "Section 10(b)");
        assertThat(raws(SHARED, "FINRA Rule 2111 applies")).containsExactly("Rule 2111");
        assertThat(find(FINANCIAL, "Regulation The and Regulation and Item 7 of the report")).isEmpty();
    }

    // ------------------------------------------------------------ insurance

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            Section IV.B.2
            Section II
            Section I.A
            Exclusion (c)
            Exclusion (a)(2)
            Exclusion j(5)
            Exclusion 2.b
            Exclusion B
            Coverage A
            Coverage B(1)
            Part D
            Part F
            """)
    void insuranceFamilyFindsPolicyParts(String provision) {
        assertOnly(INSURANCE, "The insurer relied on " + provision + " when it denied the claim.", provision);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
        "Part I of the letter and Part G and Part Delta",
        "Coverage Among others and Coverage was denied",
        "Exclusion applies and the Exclusion a court cited",
        "Section Linear and Section Xylophone"
    })
    void insuranceFamilyIgnoresLookalikes(String text) {
        assertThat(find(INSURANCE, text)).isEmpty();
    }

    // ------------------------------------------------------------ healthcare

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            Part B
            Part D
            CMS-1500
            CMS-855I
            CMS-R-131
            CMS-2567
            UB-04
            """)
    void healthcareFamilyFindsMedicarePartsAndCmsForms(String provision) {
        assertOnly(HEALTHCARE, "The provider filed " + provision + " for the patient.", provision);
    }

    @Test
    void healthcareFamilyStaysConservative() {
        assertOnly(HEALTHCARE, "Medicare Part B covers it", "Part B");
        assertOnly(HEALTHCARE, "Form CMS-855A was late", "CMS-855A");
        assertOnly(HEALTHCARE, "HIPAA § 164.512 permits", "§ 164.512");
        assertThat(find(HEALTHCARE, "Part E and Part F, docket CMS-2019-0039, CMS and UB-040")).isEmpty();
    }

    // ------------------------------------------------------------ text handling

    @Test
    void lineBreaksInsideACiteAreKeptAsWritten() {
        assertOnly(SHARED, "see §§\u00a0101\n- 105 above", "§§\u00a0101\n- 105");
    }

    @Test
    void offsetsAreUtf16IndexesAfterAstralCharacters() {
        String text = "😀😀 Rule 10b-5";
        assertThat(find(SHARED, text)).singleElement().satisfies(c -> {
            assertThat(c.start()).isEqualTo(5);
            assertThat(c.end()).isEqualTo(text.length());
        });
    }

    @Test
    void familiesExpandToTheirBuildingBlocksAndParseByLowerCaseName() {
        assertThat(ProvisionFamily.expand(Set.of(ProvisionFamily.LEGAL, ProvisionFamily.CODES, ProvisionFamily.COURT_RULES))).isEmpty();
        assertThat(ProvisionFamily.expand(Set.of(ProvisionFamily.INSURANCE))).containsExactly(ProvisionFamily.POLICY);
        assertThat(ProvisionFamily.expand(Set.of(ProvisionFamily.FINANCIAL))).contains(ProvisionFamily.SECURITIES);
        assertThat(ProvisionFamily.expand(Set.of(ProvisionFamily.HEALTHCARE))).contains(ProvisionFamily.MEDICARE_CMS);
        for (String name : List.of("legal", "financial", "insurance", "healthcare", "codes", "policy")) {
            assertThat(ProvisionFamily.valueOf(name.toUpperCase(Locale.ROOT))).isNotNull();
        }
    }

    @Test
    void oneMegabyteOfAdversarialInputRunsWithoutException() {
        String[] bits = {"§§§§", "§ ", "Section Section ", "1", "2.", "3-", "(a)", ". ", "Cal. ", "Ins. ", "Code ", "U.S.C. ",
            "42 ", "Rule ", "Rules ", "Part ", "ch. ", "tit. ", " ", "\n", "ILCS ", "5/", "Fed. R. ", "Civ. ", "P. ", "Exclusion ",
            "(", ")", "Restatement (Second) of ", "Pub. L. No. ", "N.Y. ", "Regulation ", "CMS-", "section ", "rule ", "IV.", "😀"};
        Random random = new Random(2111);
        StringBuilder text = new StringBuilder();
        while (text.length() < 1_000_000) {
            text.append(bits[random.nextInt(bits.length)]);
        }
        List<String> inputs = List.of(text.toString(), "§".repeat(1_000_000), "Section Section ".repeat(62_500),
                "§ " + "1.1-".repeat(250_000), "§§ 1, ".repeat(170_000), "(a)".repeat(330_000), "Cal. Ins. ".repeat(100_000),
                "1234567890.".repeat(90_000), "section 1 of the ".repeat(60_000));
        for (String input : inputs) {
            for (Citation c : find(ALL, input)) {
                assertThat(c.end()).isBetween(c.start() + 1, input.length());
            }
        }
    }
}
