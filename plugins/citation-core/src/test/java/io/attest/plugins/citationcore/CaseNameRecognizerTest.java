package io.attest.plugins.citationcore;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.plugin.api.guard.Citation;
import io.attest.plugin.api.guard.FlagType;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class CaseNameRecognizerTest {

    private static final CaseNameRecognizer RECOGNIZER = new CaseNameRecognizer();

    private static List<Citation> find(String text) {
        List<Citation> out = new ArrayList<>();
        RECOGNIZER.find(text, out);
        assertThat(out).allSatisfy(c -> assertThat(c.type()).isEqualTo(FlagType.CASE_CITATION));
        return out;
    }

    private static List<String> raws(String text) {
        return find(text).stream().map(c -> c.raw(text)).toList();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "Roe v. Wade, 410 U.S. 113 (1973).                                  | Roe v. Wade",
            "Brown v. Board of Education, 347 U.S. 483 (1954).                  | Brown v. Board of Education",
            "In re Gault, 387 U.S. 1 (1967).                                    | In re Gault",
            "Ex parte Young, 209 U.S. 123 (1908).                               | Ex parte Young",
            "United States ex rel. Smith v. Jones, 123 F.3d 1 (2d Cir. 1997).   | United States ex rel. Smith v. Jones",
            "Acme Holdings Co., Ltd. v. Smith, 5 F.4th 1 (9th Cir. 2021).       | Acme Holdings Co., Ltd. v. Smith",
            "Johnson & Johnson v. Comm'r, 1 T.C. 2 (1942).                      | Johnson & Johnson v. Comm'r",
            "Johnson & Johnson v. Comm’r, 1 T.C. 2 (1942).                      | Johnson & Johnson v. Comm’r",
            "Anderson v. Liberty Lobby, Inc., 477 U.S. 242 (1986).              | Anderson v. Liberty Lobby, Inc.",
            "eBay Inc. v. MercExchange, L.L.C., 547 U.S. 388 (2006).            | eBay Inc. v. MercExchange, L.L.C.",
            "Chevron U.S.A. Inc. v. Natural Res. Def. Council, Inc., 467 U.S. 837 | Chevron U.S.A. Inc. v. Natural Res. Def. Council, Inc.",
            "Nat'l Fed'n of Indep. Bus. v. Sebelius, 567 U.S. 519 (2012).       | Nat'l Fed'n of Indep. Bus. v. Sebelius",
            "Exxon Mobil Corp. v. Allapattah Servs., Inc., 545 U.S. 546 (2005). | Exxon Mobil Corp. v. Allapattah Servs., Inc.",
            "Lujan v. Defs. of Wildlife, 504 U.S. 555 (1992).                   | Lujan v. Defs. of Wildlife",
            "Planned Parenthood of Se. Pa. v. Casey, 505 U.S. 833 (1992).       | Planned Parenthood of Se. Pa. v. Casey",
            "Dobbs v. Jackson Women's Health Organization, 597 U.S. 215 (2022). | Dobbs v. Jackson Women's Health Organization",
            "Kirtsaeng v. John Wiley & Sons, Inc., 568 U.S. 519 (2013).         | Kirtsaeng v. John Wiley & Sons, Inc.",
            "First Nat'l Bank of Boston v. Bellotti, 435 U.S. 765 (1978).       | First Nat'l Bank of Boston v. Bellotti",
            "Smith on behalf of Doe v. Jones, 1 F.3d 2.                         | Smith on behalf of Doe v. Jones",
            "Smith v. Jones et al., 5 F.3d 1.                                   | Smith v. Jones et al.",
            "In re Marriage of Smith, 1 Cal. 2d 3.                              | In re Marriage of Smith",
            "In the Matter of Smith, 1 N.Y. 2 (1850).                           | In the Matter of Smith",
            "Smith vs. Jones, 5 F.3d 1 (1993).                                  | Smith vs. Jones",
            "Donoghue v Stevenson [1932] AC 562.                                | Donoghue v Stevenson",
            "Marbury v. Madison, 5 U.S. (1 Cranch) 137 (1803).                  | Marbury v. Madison",
            "SMITH v. JONES, 1 F.3d 2.                                          | SMITH v. JONES",
    })
    void theNameRunsFromTheFirstWordOfTheFirstPartyToTheLastWordOfTheSecond(String text, String name) {
        List<Citation> found = find(text);
        assertThat(found).extracting(c -> c.raw(text)).containsExactly(name);
        assertThat(found.get(0).start()).isEqualTo(text.indexOf(name));
        assertThat(found.get(0).normalized()).isEqualTo(name);
    }

    @ParameterizedTest
    @ValueSource(strings = {"See ", "See also ", "See, e.g., ", "Cf. ", "But see ", "But cf. ", "Compare ", "accord ",
            "In ", "Under ", "The court in ", "As held in ", "See generally ", "e.g., ", "(citing ", "The Court. ",
            "Congress disagreed. ", "1973. ", "quoting ", "Following ", "Here, as in ", "**", "*", "“", "\"", "(",
            "Plaintiff relies on ", "See id.; ", "and ", "😀 "})
    void signalsPrepositionsAndSentenceStartersBeforeTheNameAreExcluded(String before) {
        String text = before + "Roe v. Wade, 410 U.S. 113 (1973).";
        List<Citation> found = find(text);
        assertThat(found).extracting(c -> c.raw(text)).containsExactly("Roe v. Wade");
        assertThat(found.get(0).start()).isEqualTo(before.length());
    }

    @Test
    void offsetsAreUtf16IndexesAfterAnEmoji() {
        String text = "😀 Roe v. Wade";
        assertThat(find(text)).singleElement().satisfies(c -> {
            assertThat(c.start()).isEqualTo(3);
            assertThat(c.end()).isEqualTo(text.length());
        });
    }

    @Test
    void aBareNameWithoutAReporterCiteIsStillAFlag() {
        assertThat(raws("The parties argued about Roe v. Wade for hours.")).containsExactly("Roe v. Wade");
        assertThat(raws("Smith v. Jones")).containsExactly("Smith v. Jones");
        assertThat(raws("That was Roe v. Wade. Then came Casey.")).containsExactly("Roe v. Wade");
    }

    @Test
    void lineBreaksInsideTheNameAreKeptInRawAndCollapsedInNormalized() {
        String text = "See Brown v.\nBoard of\n  Education, 347 U.S. 483.";
        assertThat(find(text)).singleElement().satisfies(c -> {
            assertThat(c.raw(text)).isEqualTo("Brown v.\nBoard of\n  Education");
            assertThat(c.normalized()).isEqualTo("Brown v. Board of Education");
        });
        assertThat(raws("Roe v. Wade\n\nSmith v. Jones")).containsExactly("Roe v. Wade", "Smith v. Jones");
    }

    @Test
    void twoNamesJoinedByAndAreTwoFlags() {
        assertThat(raws("In Roe v. Wade and Doe v. Bolton, the Court held")).containsExactly("Roe v. Wade", "Doe v. Bolton");
        assertThat(raws("Compare Roe v. Wade, 410 U.S. 113, with Doe v. Bolton, 410 U.S. 179."))
                .containsExactly("Roe v. Wade", "Doe v. Bolton");
        assertThat(raws("Pennoyer v. Neff, 95 U.S. 714 (1878); Int'l Shoe Co. v. Washington, 326 U.S. 310 (1945)."))
                .containsExactly("Pennoyer v. Neff", "Int'l Shoe Co. v. Washington");
    }

    @Test
    void wordsAfterTheSecondPartyAreNotPartOfIt() {
        assertThat(raws("Roe v. Wade's holding was narrowed.")).containsExactly("Roe v. Wade");
        assertThat(raws("Smith v. Jones on appeal.")).containsExactly("Smith v. Jones");
        assertThat(raws("Smith v. Acme Co. The court held.")).containsExactly("Smith v. Acme Co.");
        assertThat(raws("Smith v. Jones held that")).containsExactly("Smith v. Jones");
        assertThat(raws("*Roe v. Wade*, 410 U.S. 113")).containsExactly("Roe v. Wade");
        assertThat(raws("(Roe v. Wade)")).containsExactly("Roe v. Wade");
        assertThat(raws("Smith v. Jones [verify], 999 F.4th 1 [verify] (2d Cir. 2022)")).containsExactly("Smith v. Jones");
        assertThat(raws("Bush v. Gore, 531 U.S. 98 (2000) (per curiam).")).containsExactly("Bush v. Gore");
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "Id. at 5.",
            "Roe, supra, at 120.",
            "410 U.S. at 120.",
            "Id.; see also id. at 7.",
            "HMO vs. PPO plans cost more.",
            "Python vs. Java",
            "Round 1 v. Round 2",
            "the v. the v. the",
            "as a matter of law; in re-examining the issue; an ex parte motion; Ex parte communications",
            "In re the matter",
            "v. Wade",
            "Roe v.",
            "Section 5 v. Section 6 of 10",
    })
    void shortFormsComparisonsAndProseAreNotCaseNames(String text) {
        assertThat(raws(text)).isEmpty();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            // a corporate suffix followed by more name words, confirmed by the cite
            "In re Trados Inc. S'holder Litig., 73 A.3d 17, 36 (Del. Ch. 2013).        | In re Trados Inc. S'holder Litig.",
            "In re Anthem, Inc. Data Breach Litig., 162 F. Supp. 3d 953 (N.D. Cal.).  | In re Anthem, Inc. Data Breach Litig.",
            "In re Enron Corp. Sec., Derivative & ERISA Litig., 235 F. Supp. 2d 549.   | In re Enron Corp. Sec., Derivative & ERISA Litig.",
            "Smith v. Acme Inc. Data Breach Litig., 2019 WL 123456 (D. Del. 2019).    | Smith v. Acme Inc. Data Breach Litig.",
            "In re Facebook, Inc., Consumer Privacy User Profile Litig., 402 F. Supp. 3d 767. | In re Facebook, Inc., Consumer Privacy User Profile Litig.",
            // foreign corporate forms
            "SEC v. Terraform Labs Pte. Ltd., 684 F. Supp. 3d 170 (S.D.N.Y. 2023).     | SEC v. Terraform Labs Pte. Ltd.",
            "Siemens AG v. Acme GmbH, 1 F.4th 2 (2021).                               | Siemens AG v. Acme GmbH",
            "Smith v. Acme Pty Ltd, 1 F.3d 2 (1993).                                  | Smith v. Acme Pty Ltd",
            "Smith v. Banco Santander, S.A., 1 F.3d 2 (1993).                         | Smith v. Banco Santander, S.A.",
            "Shell Oil Co. v. Royal Dutch Petroleum N.V., 1 F.3d 2 (1993).            | Shell Oil Co. v. Royal Dutch Petroleum N.V.",
            "Smith v. Acme Europe B.V., 1 F.3d 2.                                     | Smith v. Acme Europe B.V.",
            "Smith v. Barclays PLC, 1 F.3d 2.                                         | Smith v. Barclays PLC",
            "Smith v. Jones Day LLP, 1 F.3d 2.                                        | Smith v. Jones Day LLP",
            "Smith v. Acme Partners, L.P., 1 F.3d 2.                                  | Smith v. Acme Partners, L.P.",
            "Smith v. Jones & Brown, P.C., 1 F.3d 2.                                  | Smith v. Jones & Brown, P.C.",
            "Smith v. Nestle SA, 1 F.3d 2.                                            | Smith v. Nestle SA",
            // a comma inside the second party, confirmed by ", volume Reporter"
            "Cruzan v. Director, Missouri Dep't of Health, 497 U.S. 261, 284 (1990).  | Cruzan v. Director, Missouri Dep't of Health",
            "Smith v. Secretary, Dep't of Health & Human Servs., 5 F.3d 1 (1st Cir.). | Smith v. Secretary, Dep't of Health & Human Servs.",
            "Doe v. Commissioner, Social Security Administration, 2019 WL 123456.     | Doe v. Commissioner, Social Security Administration",
            "Doe v. Comm'r, Soc. Sec. Admin., 2006-Ohio-2095.                         | Doe v. Comm'r, Soc. Sec. Admin.",
            "*Cruzan v. Director, Missouri Dep't of Health*, 497 U.S. 261.            | Cruzan v. Director, Missouri Dep't of Health",
    })
    void aNameGoesOnPastACommaOrACorporateSuffixWhenACiteConfirmsIt(String text, String name) {
        List<Citation> found = find(text);
        assertThat(found).extracting(c -> c.raw(text)).containsExactly(name);
        assertThat(found.get(0).start()).isEqualTo(text.indexOf(name));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "Smith v. Jones, Inc., 5 F.3d 1 (1993).                          | Smith v. Jones, Inc.",
            "Smith v. Jones, the court held, 5 F.3d 1.                       | Smith v. Jones",
            "In re Gault, 387 U.S. 1 (1967).                                 | In re Gault",
            "Roe v. Wade, 410 U.S. 113 (1973).                               | Roe v. Wade",
            "In Smith v. Jones, Texas law applied.                           | Smith v. Jones",
            "Smith v. Jones, Missouri Dep't of Health                        | Smith v. Jones",
            "In Smith v. Jones, Justice Scalia wrote, 5 judges agreed.       | Smith v. Jones",
            "In Smith v. Jones, Congress's intent, 5 F.3d 1, was clear.      | Smith v. Jones",
            "Smith v. Jones, No. 19-1234, 2020 WL 123456 (S.D.N.Y. 2020).    | Smith v. Jones",
            "Smith v. Jones, Civ. A. No. 19-1234, 2020 WL 123456.            | Smith v. Jones",
            "Smith v. Jones, 2019 WL 123456, at *2.                          | Smith v. Jones",
            "Smith v. Jones, Order, 2019 WL 123456 (S.D.N.Y. 2019).          | Smith v. Jones",
            "Smith v. Jones, Sept. 30, 2019 WL 123456.                       | Smith v. Jones",
            "Roe v. Wade, 2006-Ohio-2095.                                    | Roe v. Wade",
            "Smith v. Jones, See 5 F.3d 1.                                   | Smith v. Jones",
            "Smith v. Jones, Texas (2019).                                   | Smith v. Jones",
            "Smith v. Jones, Texas [verify] 5 F.3d 1.                        | Smith v. Jones",
            "Smith v. Acme Inc. Congress then amended the statute.           | Smith v. Acme Inc.",
            "Smith v. Acme Inc. Congress amended it, 5 courts agreed.        | Smith v. Acme Inc.",
            "Smith v. Acme Corp. Acme Foods argued the point.                | Smith v. Acme Corp.",
            "Smith v. Acme Inc. Sec. 5 of the Act applies.                   | Smith v. Acme Inc.",
            "Smith v. Acme Co. The court held.                               | Smith v. Acme Co.",
            "Smith v. Acme Inc. Plaintiff appealed.                          | Smith v. Acme Inc.",
            "Smith v. Acme Inc. Congress.                                    | Smith v. Acme Inc.",
    })
    void aNameStopsAtACommaOrAfterASuffixWhenNothingConfirmsTheLongerName(String text, String name) {
        List<Citation> found = find(text);
        assertThat(found).extracting(c -> c.raw(text)).containsExactly(name);
        assertThat(found.get(0).start()).isEqualTo(text.indexOf(name));
    }

    @Test
    void aNameContinuedAfterASuffixEndsAtALitigationAbbreviationWithoutACite() {
        assertThat(raws("The court in In re Trados Inc. S'holder Litig. held that the directors failed."))
                .containsExactly("In re Trados Inc. S'holder Litig.");
        assertThat(raws("See In re Anthem, Inc. Data Breach Litig. (N.D. Cal. 2016)."))
                .containsExactly("In re Anthem, Inc. Data Breach Litig.");
        assertThat(raws("See In re Anthem, Inc. Data Breach Litig.")).containsExactly("In re Anthem, Inc. Data Breach Litig.");
        // after a comma a cite is required: a bare name stops at the comma
        assertThat(raws("See Cruzan v. Director, Missouri Dep't of Health.")).containsExactly("Cruzan v. Director");
    }

    @Test
    void commaSeparatedCasesAreSeparateNames() {
        assertThat(raws("Smith v. Jones, Brown v. Board, 347 U.S. 483 (1954).")).containsExactly("Smith v. Jones", "Brown v. Board");
        assertThat(raws("Roe v. Wade, Doe v. Bolton, and Smith v. Jones, 5 F.3d 1."))
                .containsExactly("Roe v. Wade", "Doe v. Bolton", "Smith v. Jones");
        assertThat(raws("Roe v. Wade, In re Gault, 387 U.S. 1.")).containsExactly("Roe v. Wade", "In re Gault");
        assertThat(raws("Smith v. Acme Inc. Brown v. Board, 347 U.S. 483.")).containsExactly("Smith v. Acme Inc.", "Brown v. Board");
        assertThat(raws("Roe v. Wade, Smith and Doe v. Bolton, 410 U.S. 179."))
                .containsExactly("Roe v. Wade", "Smith and Doe v. Bolton");
    }

    @Test
    void aVerifyMarkerAfterAContinuedNameKeepsItsExtent() {
        String marked = "Cruzan v. Director, Missouri Dep't of Health [verify], 497 U.S. 261 [verify], 284 (1990).";
        assertThat(raws(marked)).containsExactly("Cruzan v. Director, Missouri Dep't of Health");
        assertThat(raws("In re Trados Inc. S'holder Litig. [verify], 73 A.3d 17.")).containsExactly("In re Trados Inc. S'holder Litig.");
    }

    @Test
    void adversarialInputRunsInLinearTimeWithoutException() {
        String[] inputs = {
                "v. v. v. ".repeat(120_000),
                "A v. ".repeat(200_000),
                "Smith Smith Smith Smith v. Jones Jones Jones Jones ".repeat(20_000),
                "In re In re In re ".repeat(60_000),
                "A".repeat(1_000_000) + " v. " + "B".repeat(1_000_000),
                "Co., Co., Co., ".repeat(70_000) + "v. Inc., Inc., ".repeat(70_000),
                " ".repeat(1_000_000) + "v. " + "\n".repeat(1_000_000),
                "Smith v. Jones, Brown, Green, White, ".repeat(50_000),
                "In re Acme Inc. Data Breach Sec. Litig. ".repeat(50_000),
                "A v. B, C D E F G H I J K L M N O P, ".repeat(40_000),
        };
        for (String input : inputs) {
            List<Citation> out = new ArrayList<>();
            RECOGNIZER.find(input, out);
            assertThat(out).allSatisfy(c -> assertThat(c.end()).isGreaterThan(c.start()));
        }
    }

    @Test
    void nameAndReporterFlagsOfAFullCitationDoNotOverlap() {
        String text = "See, e.g., Roe v. Wade, 410 U.S. 113, 120, 93 S. Ct. 705 (1973).";
        List<Citation> all = new ArrayList<>();
        RECOGNIZER.find(text, all);
        new ReporterRecognizer().find(text, all);
        assertThat(all).extracting(c -> c.raw(text)).containsExactly("Roe v. Wade", "410 U.S. 113", "93 S. Ct. 705");
        assertThat(all.get(0).overlaps(all.get(1))).isFalse();
    }
}
