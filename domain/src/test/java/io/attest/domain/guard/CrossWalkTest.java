package io.attest.domain.guard;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

class CrossWalkTest {

    private static final CaseNameNormalizer NORMALIZER = new CaseNameNormalizer(Map.of(
            "&", List.of("and"), "Ins.", List.of("Insurance"), "Co.", List.of("Company"), "Comm'r", List.of("Commissioner"),
            "Admin.", List.of("Administrative", "Administration")));

    @Test
    void whitespaceIsIgnoredOnBothSides() {
        SourceIndex index = SourceIndex.of(List.of("The Court in Roe v. Wade, 410 U.S.\n113 (1973), held"));
        assertThat(index.containsLiterally(List.of("410  U.S. 113", "410U.S.113", "Roe v.\tWade"))).containsExactly(true, true, true);
    }

    @Test
    void aMatchMustNotBeInsideALongerNumberOrWord() {
        SourceIndex index = SourceIndex.of(List.of("see 1410 U.S. 1130 and 2410 U.S. 113"));
        assertThat(index.containsLiterally(List.of("410 U.S. 113"))).containsExactly(false);
        SourceIndex later = SourceIndex.of(List.of("1410 U.S. 1130; compare 410 U.S. 113."));
        assertThat(later.containsLiterally(List.of("410 U.S. 113"))).containsExactly(true);
    }

    @Test
    void aMatchNeverSpansTwoSources() {
        SourceIndex index = SourceIndex.of(List.of("Roe v.", "Wade"));
        assertThat(index.containsLiterally(List.of("Roe v. Wade"))).containsExactly(false);
    }

    @Test
    void caseNameHeuristicsEquateAbbreviationsAmpersandsApostrophesAndCodeAnn() {
        SourceIndex index = SourceIndex.of(List.of(
                "In Smith v. Acme Insurance Company, the court said",
                "Johnson and Johnson v. Commissioner of Revenue",
                "O’Brien v. State",
                "under Tex. Ins. Code § 541.060"));
        assertThat(index.containsNormalized(List.of("Smith v. Acme Ins. Co.", "Johnson & Johnson v. Comm'r of Revenue",
                "O'Brien v. State", "Tex. Ins. Code Ann. § 541.060", "Smith v. Apex", "Smith v. Acme Ins. Co. of Ohio"), NORMALIZER))
                .containsExactly(true, true, true, true, false, false);
    }

    @Test
    void ahoCorasickFindsWhatANaiveSearchFinds() {
        Random random = new Random(42);
        for (int round = 0; round < 200; round++) {
            String text = randomString(random, 300, "ab.c ");
            List<String> patterns = new ArrayList<>();
            for (int p = 0; p < 8; p++) {
                patterns.add(randomString(random, 1 + random.nextInt(5), "ab.c"));
            }
            List<String> found = new ArrayList<>();
            AhoCorasick matcher = new AhoCorasick(patterns);
            matcher.scan(text, (pattern, end) -> {
                found.add(pattern + "@" + end);
                return true;
            });
            List<String> expected = new ArrayList<>();
            for (int end = 1; end <= text.length(); end++) {
                for (int p = 0; p < patterns.size(); p++) {
                    String pattern = patterns.get(p);
                    if (end >= pattern.length() && text.startsWith(pattern, end - pattern.length())) {
                        expected.add(p + "@" + end);
                    }
                }
            }
            assertThat(found).containsExactlyInAnyOrderElementsOf(expected);
        }
    }

    private static String randomString(Random random, int length, String alphabet) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < length; i++) {
            b.append(alphabet.charAt(random.nextInt(alphabet.length())));
        }
        return b.toString();
    }
}
