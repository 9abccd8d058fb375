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
    void aLongerPinMatchesLiterallyOnlyWhenNotAskedForTheSamePin() {
        SourceIndex index = SourceIndex.of(List.of("Cal. Ins. Code § 790.03(h)(5) applies; so does § 12 (2019)."));
        assertThat(index.containsLiterally(List.of("Cal. Ins. Code § 790.03(h)", "§ 12"), false)).containsExactly(true, true);
        assertThat(index.containsLiterally(List.of("Cal. Ins. Code § 790.03(h)", "§ 12"), true)).containsExactly(false, true);
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
    void aNameIsFoundOnlyInsideOneSourceAndOnWholeWords() {
        SourceIndex index = SourceIndex.of(List.of("Smith v.", "Acme Co.", "Smithson v. Acme Co", "Jones v. Acme Co.-"));
        assertThat(index.containsNormalized(List.of("Smith v. Acme Co.", "Jones v. Acme Company", "son v. Acme Co."), NORMALIZER))
                .containsExactly(false, true, false);
    }

    @Test
    void twoAbbreviationsOfOneWordCompareEqual() {
        CaseNameNormalizer normalizer = new CaseNameNormalizer(Map.of(
                "Cnty.", List.of("County"), "Cty.", List.of("County"), "Code", List.of("Code")));
        SourceIndex index = SourceIndex.of(List.of("Doe v. Orange Cty. Bd. and the Cal. Code Ann. § 5"));
        assertThat(index.containsNormalized(List.of("Doe v. Orange Cnty. Bd.", "Doe v. Orange County Bd.", "Cal. Code § 5",
                "Cal. Code Ann. § 5", "Doe v. Orange City Bd."), normalizer))
                .containsExactly(true, true, true, true, false);
    }

    /** The word-symbol search agrees with the plain definition: the name's normalised words are consecutive words of a source. */
    @Test
    void caseNameSearchAgreesWithComparingNormalisedWordLists() {
        Random random = new Random(7);
        String[] vocabulary = {"Smith", "smith", "SMITH.", "v.", "v", "Acme", "Ins.", "Insurance", "insurance", "Co.", "Company",
            "&", "and", "Comm'r", "Commissioner", "O’Brien", "O'Brien", "-Co-", "Code", "Ann.", "ann", "of", "Admin.",
            "Administration", "Administrative", ",", "(", "...", "'", "St.-Louis", "É", "é"};
        for (int round = 0; round < 500; round++) {
            List<String> sources = new ArrayList<>();
            for (int s = 0; s < 1 + random.nextInt(3); s++) {
                sources.add(randomWords(random, vocabulary, 5 + random.nextInt(30)));
            }
            List<String> names = new ArrayList<>();
            for (int n = 0; n < 1 + random.nextInt(6); n++) {
                names.add(randomWords(random, vocabulary, 1 + random.nextInt(5)));
            }
            boolean[] found = SourceIndex.of(sources).containsNormalized(names, NORMALIZER);
            for (int n = 0; n < names.size(); n++) {
                List<String> name = referenceWords(names.get(n));
                boolean expected = !name.isEmpty()
                        && sources.stream().anyMatch(source -> java.util.Collections.indexOfSubList(referenceWords(source), name) >= 0);
                assertThat(found[n]).as("%s in %s", names.get(n), sources).isEqualTo(expected);
            }
        }
    }

    /** The rule of CaseNameNormalizer written the slow, obvious way, with the test's abbreviation table. */
    private static List<String> referenceWords(String text) {
        Map<String, String> canonical = Map.of("insurance", "ins", "company", "co", "commissioner", "comm'r",
                "administrative", "admin", "administration", "admin");
        List<String> words = new ArrayList<>();
        for (String token : text.split("[^\\p{L}\\p{Nd}'’‘.\\-&]+|(?=&)|(?<=&)")) {
            if (token.equals("&")) {
                words.add("and");
                continue;
            }
            String bare = token.replace(".", "").replace('’', '\'').replace('‘', '\'').toLowerCase(java.util.Locale.ROOT)
                    .replaceAll("^['\\-]+|['\\-]+$", "");
            if (bare.isEmpty()) {
                continue;
            }
            bare = canonical.getOrDefault(bare, bare);
            if (bare.equals("ann") && !words.isEmpty() && words.get(words.size() - 1).equals("code")) {
                continue;
            }
            words.add(bare);
        }
        return words;
    }

    private static String randomWords(Random random, String[] vocabulary, int count) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < count; i++) {
            b.append(vocabulary[random.nextInt(vocabulary.length)]).append(random.nextInt(4) == 0 ? "\n" : " ");
        }
        return b.toString();
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
            AhoCorasick matcher = AhoCorasick.ofStrings(patterns);
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
