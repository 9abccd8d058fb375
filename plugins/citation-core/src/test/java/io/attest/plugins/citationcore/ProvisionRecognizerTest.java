package io.attest.plugins.citationcore;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.domain.guard.Citation;
import io.attest.domain.guard.FlagType;
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

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            Cal. Civ. Proc. Code § 425.16
            Cal. Code Civ. Proc. § 425.16(b)(1)
            Cal. Bus. & Prof. Code § 17200
            Mass. Gen. Laws ch. 93A, § 9
            Mass. Gen. Laws ch. 93A
            Mass. Gen. Laws c. 176D, § 3(9)
            215 ILCS 5/155
            735 ILCS 5/2-619(a)(9)
            815 ILCS 505/2
            N.Y. Gen. Bus. Law § 349
            N.Y. Gen. Bus. Law § 349(h)
            Tex. Civ. Prac. & Rem. Code Ann. § 38.001
            Fla. Stat. § 627.428
            Ga. Code Ann. § 33-4-6
            Conn. Gen. Stat. § 38a-816
            Minn. Stat. § 72A.20
            La. Stat. Ann. § 22:1892
            Ohio Rev. Code Ann. § 3901.21
            Md. Code Ann., Ins. § 27-303
            Okla. Stat. tit. 36, § 3629
            Cal. Code Regs. tit. 10, § 2695.7(b)(1)
            28 Tex. Admin. Code § 21.203
            42 Pa.C.S. § 8371
            42 Pa. C.S.A. § 8371
            40 P.S. § 1171.5
            11 NYCRR 216.6
            11 N.Y.C.R.R. § 216.6(a)
            CPLR 3211(a)(7)
            N.Y. C.P.L.R. 3211(a)(7)
            G.L. c. 93A, § 9
            M.G.L. c. 93A, § 11
            U.C.C. § 2-207
            UCC § 9-109(d)
            I.R.C. § 501(c)(3)
            Treas. Reg. § 1.409A-1(b)(4)
            U.S. Const. art. I, § 8, cl. 3
            U.S. Const. amend. XIV, § 1
            Cal. Const. art. I, § 7
            Restatement (Second) of Torts § 402A
            Restatement (Third) of Torts: Prods. Liab. § 2
            Pub. L. No. 111-148, § 1501
            Public Law 107-204
            Tex. R. Civ. P. 91a
            Cal. R. Ct. 8.1115
            Fed. R. Civ. P. 12(b)(6)
            Fed. R. Evid. 702
            Fed. R. App. P. 4(a)
            Fed. R. Crim. P. 11
            Fed. R. Bankr. P. 9019
            Fed.R.Civ.P. 56(a)
            Federal Rule of Civil Procedure 12(b)(6)
            Federal Rules of Civil Procedure 12 and 56
            Federal Rule of Evidence 702
            FRCP 12(b)(6)
            FRE 702
            Sup. Ct. R. 10
            """)
    void legalFamilyFindsStateCodesAndCourtRulesWithTheirNames(String provision) {
        assertOnly(LEGAL, "As held in " + provision + ", the motion failed.", provision);
    }

    @Test
    void withoutTheFamilyOnlyTheBareSectionIsFound() {
        assertThat(raws(SHARED, "under Cal. Ins. Code § 790.03(h) the")).containsExactly("§ 790.03(h)");
        assertThat(raws(SHARED, "under Fed. R. Civ. P. 12(b)(6) the")).isEmpty();
        assertThat(raws(SHARED, "under 215 ILCS 5/155 the")).isEmpty();
    }

    @Test
    void theLongerCodeCiteHidesTheSectionInsideIt() {
        assertThat(raws(LEGAL, "Cal. Ins. Code § 790.03(h) and Mass. Gen. Laws ch. 93A, § 9."))
                .containsExactly("Cal. Ins. Code § 790.03(h)", "Mass. Gen. Laws ch. 93A, § 9");
    }

    @Test
    void theExamplesOfLawsJsonAreFoundWhole() {
        LawCatalog catalog = LawCatalog.load();
        Map<String, String> expectedOtherwise = Map.of(
                // reporters-db typo ("ry" for "r.")
                "Mich. Admin. Code", "",
                // a trailing year is not part of the provision
                "V.I. Code Ann.", "V.I. Code Ann. tit. 24, § 183.04:688");
        int checked = 0;
        for (LawCatalog.Law law : catalog.codes()) {
            if (!law.source().equals("reporters-db") || law.example().isEmpty()) {
                continue;
            }
            String expected = expectedOtherwise.getOrDefault(law.key(), law.example());
            String text = "See " + law.example() + ".";
            List<String> found = raws(LEGAL, text);
            if (expected.isEmpty()) {
                assertThat(found).as(law.key()).isEmpty();
            } else {
                assertThat(found).as(law.key()).containsExactly(expected);
            }
            checked++;
        }
        assertThat(checked).isGreaterThan(150);
    }

    @Test
    void catalogKnowsTheStateCodeNamesAndTheirForms() {
        LawCatalog catalog = LawCatalog.load();
        assertThat(catalog.code("Cal. Ins. Code")).hasValueSatisfying(law -> assertThat(law.key()).isEqualTo("Cal. Code"));
        assertThat(catalog.code("N. Y. Ins. Law")).hasValueSatisfying(law -> assertThat(law.key()).isEqualTo("N.Y. Law"));
        assertThat(catalog.code("Tex. Ins. Code Ann.")).hasValueSatisfying(law -> assertThat(law.forms()).contains("{code} art {article}"));
        assertThat(catalog.code("Mass. Gen. Laws")).hasValueSatisfying(law -> assertThat(law.forms()).contains("{code} ch. {chapter}, § {section}"));
        assertThat(catalog.code("ILCS")).hasValueSatisfying(law -> {
            assertThat(law.lead()).isEqualTo(LawCatalog.Lead.NUMBER_REQUIRED);
            assertThat(law.actSlash()).isTrue();
        });
        assertThat(catalog.code("Tex. Admin. Code")).hasValueSatisfying(law -> assertThat(law.lead()).isEqualTo(LawCatalog.Lead.NUMBER));
        assertThat(catalog.code("Minn. R.")).hasValueSatisfying(law -> assertThat(law.bareNumber()).isTrue());
        assertThat(catalog.code("Cal. App.")).isEmpty();
        assertThat(catalog.stateAbbreviations()).containsEntry("Cal.", "California").containsEntry("W. Va.", "West Virginia");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
        "Smith v. Jones, 45 Cal. App. 4th 123 (1996).",
        "123 Cal. Rptr. 2d 456 and 5 N.Y.S.2d 12",
        "N.Y. Law Sch. v. Smith and Ohio law and Mass. App. Ct. practice",
        "Cal. Ins. Guarantee Ass'n v. Superior Court",
        "In 2019 Cal. lawmakers met; P.S. see you at 5",
        "the Code of 1990 and the Laws of 5 states",
        "Fed. R. and Fed. R. Civ. P. without numbers",
        "Restatement (Second) of Torts without a section"
    })
    void casesReportersAndProseAreNotCodes(String text) {
        assertThat(find(LEGAL, text)).isEmpty();
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
            Cal. Ins. Code § 790.03(h)
            Tex. Ins. Code Ann. § 541.060
            Tex. Ins. Code Ann. § 541.060(a)(2)(A)
            Tex. Ins. Code Ann. art. 21.55
            N.Y. Ins. Law § 2601
            N.Y. Ins. Law § 3420(d)(2)
            215 ILCS 5/155
            Fla. Stat. § 627.409
            Wash. Rev. Code § 48.30.015
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
    void insuranceFamilyFindsInsuranceCodesAndPolicyParts(String provision) {
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
            Cal. Health & Safety Code § 1317
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
        assertOnly(LEGAL, "see Cal. Ins.\nCode §\n790.03(h).", "Cal. Ins.\nCode §\n790.03(h)");
        assertOnly(LEGAL, "see Fed. R. Civ.\r\n  P. 12(b)(6).", "Fed. R. Civ.\r\n  P. 12(b)(6)");
        assertOnly(SHARED, "see §§\u00a0101\n- 105 above", "§§\u00a0101\n- 105");
        assertThat(find(LEGAL, "see Cal. Ins.\nCode §\n790.03(h).")).singleElement()
                .extracting(Citation::normalized).isEqualTo("Cal. Ins. Code § 790.03(h)");
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
        assertThat(ProvisionFamily.expand(Set.of(ProvisionFamily.LEGAL)))
                .containsExactlyInAnyOrder(ProvisionFamily.CODES, ProvisionFamily.COURT_RULES);
        assertThat(ProvisionFamily.expand(Set.of(ProvisionFamily.INSURANCE))).contains(ProvisionFamily.POLICY, ProvisionFamily.CODES);
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
