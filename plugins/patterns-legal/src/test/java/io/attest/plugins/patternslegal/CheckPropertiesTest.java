package io.attest.plugins.patternslegal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import io.attest.domain.guard.CaseNameNormalizer;
import io.attest.domain.guard.CitationCheck;
import io.attest.domain.guard.Flag;
import io.attest.plugins.citationcore.CaseNameAbbreviations;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Properties of the whole check (extraction, cross-walk, markers, score) on random citation-like
 * input: it never throws, every flag's span is its raw text, flags do not overlap, the score is in
 * [0, 1], and marking is idempotent. Timeouts are hang guards, not measurements.
 */
class CheckPropertiesTest {

    private static final LegalPatternPack PACK = new LegalPatternPack();
    private static final CitationCheck CHECK = new CitationCheck(new CaseNameNormalizer(CaseNameAbbreviations.table()));
    private static final String[] PIECES = {
        "Roe v. Wade", ", ", "410 U.S. 113", " (1973)", "Smith v. Jones", "999 F.4th 1", " (2d Cir. 2022)", "42 U.S.C. § 1983",
        "17 C.F.R. § 240.10b-5", "§ 1983", "Section 10(b)", "Rule 10b-5", "Fed. R. Civ. P. 12(b)(6)", "Cal. Ins. Code § 790.03(h)",
        "In re Gault", "2019 WL 4639462", "Id. at 5", "supra", " [verify]", "[verify]", "\n", "  ", ". ", "The court held that ",
        "😀", "v. v. v.", "§§§§", "1234567890.", "See ", "Cf. ", "et seq.", "(", ")", "Ex parte Young", "5 U.S. (1 Cranch) 137"
    };

    @Test
    void theCheckKeepsItsPromisesOnRandomInput() {
        Random random = new Random(20261122L);
        for (int round = 0; round < 1_500; round++) {
            String text = random(random, 1 + random.nextInt(40));
            List<String> sources = new ArrayList<>();
            for (int s = 0; s < 1 + random.nextInt(3); s++) {
                sources.add(random(random, random.nextInt(25)));
            }
            boolean strict = random.nextBoolean();
            CitationCheck.Outcome outcome = CHECK.check(text, sources, PACK, strict);

            int previousEnd = 0;
            for (Flag flag : outcome.flags()) {
                assertThat(text.substring(flag.start(), flag.end())).isEqualTo(flag.raw());
                assertThat(flag.start()).as("flags are sorted and do not overlap in %s", text).isGreaterThanOrEqualTo(previousEnd);
                previousEnd = flag.end();
            }
            assertThat(outcome.riskScore()).isBetween(0.0, 1.0);
            assertThat(outcome.flaggedText().length()).isGreaterThanOrEqualTo(text.length());

            CitationCheck.Outcome again = CHECK.check(outcome.flaggedText(), sources, PACK, strict);
            assertThat(again.flaggedText()).as("marking is idempotent for %s", text).isEqualTo(outcome.flaggedText());
        }
    }

    /** Citations butted together with single spaces: each is found, and markers between them change nothing. */
    @Test
    void buttedCitationsAreFoundAndReadTheSameWithMarkersBetweenThem() {
        String[] citations = {"Rule 10b-5", "Ex parte Young", "410 U.S. 113", "Roe v. Wade", "Smith v. Jones,", "5 F.3d 1",
            "42 U.S.C. § 1983", "17 C.F.R. § 240.10b-5", "FINRA Rule 2111", "Cal. Ins. Code § 790.03(h)",
            "In re Marriage of Smith", "2019 WL 12345", "Fed. R. Civ. P. 12(b)(6)", "Brown v. Board of Educ.,"};
        Random random = new Random(400);
        for (int round = 0; round < 3_000; round++) {
            StringBuilder b = new StringBuilder();
            for (int k = 0; k < 2 + random.nextInt(5); k++) {
                b.append(k == 0 ? "" : " ").append(citations[random.nextInt(citations.length)]);
            }
            String text = b.toString();
            CitationCheck.Outcome outcome = CHECK.check(text, List.of("nothing"), PACK, false);
            CitationCheck.Outcome again = CHECK.check(outcome.flaggedText(), List.of("nothing"), PACK, false);
            assertThat(again.flaggedText()).as("marking is idempotent for %s", text).isEqualTo(outcome.flaggedText());
        }
        CitationCheck.Outcome butted = CHECK.check("Ex parte Young Rule 10b-5 Smith v. Jones, 42 U.S.C. § 1983", List.of("x"), PACK, false);
        assertThat(butted.flags()).extracting(Flag::raw)
                .containsExactly("Ex parte Young", "Rule 10b-5", "Smith v. Jones", "42 U.S.C. § 1983");
    }

    @Test
    void adversarialInputOfTwoMegabytesIsCheckedWithoutAnException() {
        List<String> inputs = List.of("1234567890.".repeat(190_000), "v. ".repeat(700_000), "§".repeat(2_000_000),
                "Roe v. Wade, 410 U.S. 113 ".repeat(80_000));
        for (String input : inputs) {
            assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
                CitationCheck.Outcome outcome = CHECK.check(input, List.of(input.substring(0, 10_000)), PACK, false);
                assertThat(outcome.riskScore()).isBetween(0.0, 1.0);
            });
        }
    }

    /**
     * Pieces joined as prose joins clauses, with punctuation, and sometimes butted together with a
     * single space ({@code Rule 10b-5 Ex parte Young 410 U.S. 113}), where a party name must still
     * stop at the next citation so that markers between them change nothing.
     */
    private static String random(Random random, int pieces) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < pieces; i++) {
            if (i > 0) {
                b.append(SEPARATORS[random.nextInt(SEPARATORS.length)]);
            }
            b.append(PIECES[random.nextInt(PIECES.length)]);
        }
        return b.toString();
    }

    private static final String[] SEPARATORS = {", ", ". ", "; ", ".\n", ", and ", " ", " "};
}
