package io.attest.plugins.citationcore;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.plugin.api.guard.Citation;
import io.attest.plugin.api.guard.FlagType;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class ProvisionRecognizerTest {

    private static final ProvisionRecognizer SHARED = new ProvisionRecognizer();
    /** A family as a pack module writes one: {@code Annex 5}, {@code Rule 5 Annex}, and a {@code Section} form of its own. */
    private static final ProvisionFamily ANNEXES = new ProvisionFamily() {
        @Override
        public List<String> names() {
            return List.of("annexes");
        }

        @Override
        public List<String> anchors() {
            return List.of("Annex", "Section");
        }

        @Override
        public int end(String text, int start) {
            calls.incrementAndGet();
            int p = Scan.word(text, start, "Annex", "Section");
            int q = p < 0 ? -1 : Scan.spaces1(text, p);
            if (q < 0) {
                return -1;
            }
            // Section 5 Annex: longer than the shared Section 5
            int number = Scan.digitsEnd(text, q, text.length());
            int annex = number > q ? Scan.spaces1(text, number) : -1;
            int word = annex < 0 ? -1 : Scan.word(text, annex, "Annex");
            return word > 0 ? word : number > q && Scan.word(text, start, "Annex") > 0 ? number : -1;
        }
    };
    private static final AtomicInteger calls = new AtomicInteger();
    private static final ProvisionRecognizer WITH_ANNEXES = new ProvisionRecognizer(List.of(ANNEXES), null);
    private static final ProvisionRecognizer ALL = new ProvisionRecognizer(List.of(ANNEXES),
            new TemplateRecognizer(DeclarativePatternPackTest.TEMPLATES));

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
        for (ProvisionRecognizer recognizer : List.of(SHARED, WITH_ANNEXES, ALL)) {
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
     * Lower case: {@code section}, {@code sec.}/{@code rule} counts only where the number cannot be a paragraph
     * of the document itself (subsection, letter, three digits or more, or "of [the] Capital...").
     */
    @Test
    void lowerCaseSectionCountsOnlyWhenTheNumberIsClearlyAProvision() {
        assertOnly(SHARED, "a section 1983 claim", "section 1983");
        assertOnly(SHARED, "under section 10(b) of the Act", "section 10(b)");
        assertOnly(SHARED, "under section 5 of the FTC Act", "section 5");
        assertOnly(SHARED, "violated rule 10b-5 twice", "rule 10b-5");
        assertOnly(SHARED, "sections 13(a) and 15(d) require", "sections 13(a) and 15(d)");
        assertOnly(SHARED, "disgorgement under sec. 16(b).", "sec. 16(b)");
        assertOnly(SHARED, "secs. 13(a) and 15(d) require", "secs. 13(a) and 15(d)");
        assertThat(find(SHARED, "disgorgement under sec. 16(b).").get(0).authorities()).singleElement()
                .satisfies(a -> assertThat(a.section()).isEqualTo("16"));
        assertThat(find(SHARED, "as explained in section 5 of this memo and section 2 above")).isEmpty();
        assertThat(find(SHARED, "see sec. 5 of this memo; the second 12; a secure 10b-5 line")).isEmpty();
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
        "Part D of the plan", // the policy and Medicare families are the packs'
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





    // ------------------------------------------------------------ families

    @Test
    void aFamilyAddsItsFormsToTheSamePassAndTheLongerFormWins() {
        assertOnly(WITH_ANNEXES, "as Annex 5 provides", "Annex 5");
        assertOnly(WITH_ANNEXES, "as Section 5 Annex provides", "Section 5 Annex");
        assertOnly(WITH_ANNEXES, "as Section 5 provides", "Section 5");
        assertThat(raws(WITH_ANNEXES, "under § 12 and Annex 7")).containsExactly("§ 12", "Annex 7");
        assertThat(find(SHARED, "as Annex 5 provides")).isEmpty();
    }

    @Test
    void aFamilyIsAskedOnlyAtTheStartOfAWordThatStartsOneOfItsAnchors() {
        calls.set(0);
        find(WITH_ANNEXES, "Apple, Aunt Sugar and Sector 5 of Another Annex, not xAnnex 5");
        // "Sector", "Another" and "Annex" (their first two letters start an anchor): not "Apple",
        // "Aunt", "Sugar" nor the "Annex" inside a word
        assertThat(calls.get()).isEqualTo(3);
    }

    @Test
    void anAnchorMustStartWithACapitalAndAnAsciiCharacter() {
        ProvisionFamily lower = new ProvisionFamily() {
            @Override
            public List<String> names() {
                return List.of("lower");
            }

            @Override
            public List<String> anchors() {
                return List.of("annex");
            }

            @Override
            public int end(String text, int start) {
                return -1;
            }
        };
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> new ProvisionRecognizer(List.of(lower), null))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("annex");
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
            for (Citation c : find(WITH_ANNEXES, input)) {
                assertThat(c.end()).isBetween(c.start() + 1, input.length());
            }
        }
    }

    /** A text repeating one provision holds one name and one key for it, not one per repeat (issue 12: 500,000 of them). */
    @Test
    void repeatedProvisionsShareTheirNameAndKey() {
        String text = "§§1 § 2 ".repeat(1_000);
        List<Citation> found = new ArrayList<>();
        SHARED.find(text, found);
        assertThat(found).hasSize(2_000);
        for (int k = 0; k < found.size(); k++) {
            Citation first = found.get(k % 2);
            assertThat(found.get(k).normalized()).isSameAs(first.normalized()).isEqualTo(k % 2 == 0 ? "§§1" : "§ 2");
            assertThat(found.get(k).authorities()).isSameAs(first.authorities());
        }
        assertThat(found.get(0).authorities().get(0).section()).isEqualTo("1");
        assertThat(found.get(1).authorities().get(0).section()).isEqualTo("2");
    }
}
