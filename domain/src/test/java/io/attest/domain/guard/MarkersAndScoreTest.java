package io.attest.domain.guard;

import io.attest.plugin.api.guard.Citation;
import io.attest.plugin.api.guard.FlagType;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class MarkersAndScoreTest {

    @Test
    void theExamplesOfDecisionsSectionFour() {
        String roe = "Roe v. Wade, 410 U.S. 113, 120 (1973)";
        assertThat(FlaggedText.mark(roe, List.of(flag(FlagType.CASE_CITATION, roe, "Roe v. Wade", true),
                flag(FlagType.REPORTER, roe, "410 U.S. 113", false))))
                .isEqualTo("Roe v. Wade, 410 U.S. 113 [verify], 120 (1973)");

        String smith = "Smith v. Jones, 999 F.4th 1 (2d Cir. 2022)";
        assertThat(FlaggedText.mark(smith, List.of(flag(FlagType.CASE_CITATION, smith, "Smith v. Jones", false),
                flag(FlagType.REPORTER, smith, "999 F.4th 1", false))))
                .isEqualTo("Smith v. Jones [verify], 999 F.4th 1 [verify] (2d Cir. 2022)");

        String statute = "under 42 U.S.C. § 1983 and";
        assertThat(FlaggedText.mark(statute, List.of(flag(FlagType.USC, statute, "42 U.S.C. § 1983", false))))
                .isEqualTo("under 42 U.S.C. § 1983 [verify] and");

        String marked = "2019 WL 4639462 [verify] (Tex.)";
        assertThat(FlaggedText.mark(marked, List.of(flag(FlagType.REPORTER, marked, "2019 WL 4639462", false)))).isEqualTo(marked);
    }

    @Test
    void markingIsIdempotent() {
        String text = "See Smith v. Jones, 999 F.4th 1 (2022) and 42 U.S.C. § 1983.";
        List<Flag> flags = List.of(flag(FlagType.CASE_CITATION, text, "Smith v. Jones", false),
                flag(FlagType.REPORTER, text, "999 F.4th 1", false), flag(FlagType.USC, text, "42 U.S.C. § 1983", false));
        String once = FlaggedText.mark(text, flags);
        List<Flag> again = new ArrayList<>();
        for (Flag f : flags) {
            again.add(flag(f.type(), once, f.raw(), false));
        }
        assertThat(FlaggedText.mark(once, again)).isEqualTo(once);
    }

    @Test
    void citationPositionPutsOneMarkerAfterThePinCiteAndTheParenthetical() {
        String roe = "Roe v. Wade, 410 U.S. 113, 120 (1973).";
        assertThat(FlaggedText.mark(roe, List.of(flag(FlagType.CASE_CITATION, roe, "Roe v. Wade", true),
                flag(FlagType.REPORTER, roe, "410 U.S. 113", false)), MarkerPosition.CITATION))
                .isEqualTo("Roe v. Wade, 410 U.S. 113, 120 (1973) [verify].");

        String harlow = "Harlow v. Fitzgerald, 457 U.S. 800, 818-19, 102 S. Ct. 2727 (1982); next";
        assertThat(FlaggedText.mark(harlow, List.of(flag(FlagType.CASE_CITATION, harlow, "Harlow v. Fitzgerald", false),
                flag(FlagType.REPORTER, harlow, "457 U.S. 800", false), flag(FlagType.REPORTER, harlow, "102 S. Ct. 2727", true)),
                MarkerPosition.CITATION))
                .isEqualTo("Harlow v. Fitzgerald, 457 U.S. 800, 818-19, 102 S. Ct. 2727 (1982) [verify]; next");

        String statute = "under 42 U.S.C. § 1983 and 15 U.S.C. § 78j (2018), then";
        assertThat(FlaggedText.mark(statute, List.of(flag(FlagType.USC, statute, "42 U.S.C. § 1983", false),
                flag(FlagType.USC, statute, "15 U.S.C. § 78j", false)), MarkerPosition.CITATION))
                .isEqualTo("under 42 U.S.C. § 1983 [verify] and 15 U.S.C. § 78j (2018) [verify], then");

        // a parenthetical without a year is not the citation's, a verified citation gets nothing
        String other = "Smith v. Jones, 999 F.4th 1 (emphasis added) and Roe v. Wade, 410 U.S. 113 (1973)";
        assertThat(FlaggedText.mark(other, List.of(flag(FlagType.CASE_CITATION, other, "Smith v. Jones", false),
                flag(FlagType.REPORTER, other, "999 F.4th 1", false), flag(FlagType.CASE_CITATION, other, "Roe v. Wade", true),
                flag(FlagType.REPORTER, other, "410 U.S. 113", true)), MarkerPosition.CITATION))
                .isEqualTo("Smith v. Jones, 999 F.4th 1 [verify] (emphasis added) and Roe v. Wade, 410 U.S. 113 (1973)");
    }

    @Test
    void citationPositionIsIdempotentAndRespectsAMarkerAfterTheSpan() {
        String text = "See Smith v. Jones, 999 F.4th 1, 5 (2d Cir. 2022) and 42 U.S.C. § 1983.";
        List<Flag> flags = List.of(flag(FlagType.CASE_CITATION, text, "Smith v. Jones", false),
                flag(FlagType.REPORTER, text, "999 F.4th 1", false), flag(FlagType.USC, text, "42 U.S.C. § 1983", false));
        String once = FlaggedText.mark(text, flags, MarkerPosition.CITATION);
        assertThat(once).isEqualTo("See Smith v. Jones, 999 F.4th 1, 5 (2d Cir. 2022) [verify] and 42 U.S.C. § 1983 [verify].");
        assertThat(FlaggedText.mark(once, reread(flags, once), MarkerPosition.CITATION)).isEqualTo(once);

        String spanMarked = FlaggedText.mark(text, flags);
        assertThat(FlaggedText.mark(spanMarked, reread(flags, spanMarked), MarkerPosition.CITATION)).isEqualTo(spanMarked);
    }

    private static List<Flag> reread(List<Flag> flags, String text) {
        List<Flag> again = new ArrayList<>();
        for (Flag f : flags) {
            again.add(flag(f.type(), text, f.raw(), f.inSources()));
        }
        return again;
    }

    @Test
    void riskIsZeroWithoutUnverifiedFlagsGrowsWithEachAndStaysBelowOne() {
        String text = "Roe v. Wade";
        assertThat(RiskScore.of(List.of())).isZero();
        assertThat(RiskScore.of(List.of(flag(FlagType.CASE_CITATION, text, "Roe v. Wade", true)))).isZero();

        List<Flag> flags = new ArrayList<>();
        double previous = 0;
        for (FlagType type : List.of(FlagType.SECTION_REF, FlagType.USC, FlagType.REPORTER, FlagType.CASE_CITATION, FlagType.CFR)) {
            flags.add(new Flag(type, 0, 1, "x", false, "x", Flag.Reason.NOT_IN_SOURCES));
            double score = RiskScore.of(flags);
            assertThat(score).isGreaterThan(previous).isLessThan(1.0);
            previous = score;
        }
        List<Flag> example = List.of(new Flag(FlagType.CASE_CITATION, 0, 1, "x", false, "x", null),
                new Flag(FlagType.REPORTER, 0, 1, "x", false, "x", null), new Flag(FlagType.USC, 0, 1, "x", false, "x", null));
        assertThat(RiskScore.of(example)).isEqualTo(0.5654);
    }

    @Test
    void theLongestOverlappingCandidateWins() {
        String text = "under 42 U.S.C. § 1983 and § 12";
        int usc = text.indexOf("42");
        int bare = text.indexOf("§ 1983");
        int other = text.indexOf("§ 12");
        List<Citation> chosen = CitationSelection.choose(List.of(
                Citation.of(FlagType.SECTION_REF, bare, bare + 6, text),
                Citation.of(FlagType.SECTION_REF, other, other + 4, text),
                Citation.of(FlagType.USC, usc, usc + 16, text)));
        assertThat(chosen).extracting(c -> c.raw(text)).containsExactly("42 U.S.C. § 1983", "§ 12");
    }

    @Test
    void aCaseNameIsCutBeforeACitationItsTailRunsInto() {
        String text = "Smith v. Jones and Cal. Ins. Code § 790.03(h) apply";
        int code = text.indexOf("Cal.");
        int codeEnd = text.indexOf(" apply");
        List<Citation> chosen = CitationSelection.choose(List.of(
                Citation.of(FlagType.CASE_CITATION, 0, text.indexOf(" §"), text),
                Citation.of(FlagType.SECTION_REF, code, codeEnd, text),
                Citation.of(FlagType.SECTION_REF, text.indexOf("§"), codeEnd, text)), text);
        assertThat(chosen).extracting(c -> c.type() + " " + c.raw(text))
                .containsExactly(FlagType.CASE_CITATION + " Smith v. Jones", FlagType.SECTION_REF + " Cal. Ins. Code § 790.03(h)");

        String alone = "In re Gault and § 1983";
        List<Citation> untouched = CitationSelection.choose(List.of(
                Citation.of(FlagType.CASE_CITATION, 0, 11, alone),
                Citation.of(FlagType.SECTION_REF, alone.indexOf("§"), alone.length(), alone)), alone);
        assertThat(untouched).extracting(c -> c.raw(alone)).containsExactly("In re Gault", "§ 1983");
    }

    private static Flag flag(FlagType type, String text, String raw, boolean inSources) {
        int start = text.indexOf(raw);
        return new Flag(type, start, start + raw.length(), raw, inSources, raw, inSources ? null : Flag.Reason.NOT_IN_SOURCES);
    }
}
