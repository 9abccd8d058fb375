package io.attest.plugins.patternsinsurance;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.domain.guard.CaseNameNormalizer;
import io.attest.domain.guard.CitationCheck;
import io.attest.domain.guard.Flag;
import io.attest.plugins.citationcore.CaseNameAbbreviations;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Policy provisions are compared by their outline path, however it is punctuated. */
class PolicyTemplatesTest {

    private static final InsurancePatternPack PACK = new InsurancePatternPack();
    private static final CitationCheck CHECK = new CitationCheck(new CaseNameNormalizer(CaseNameAbbreviations.table()));

    @ParameterizedTest(name = "{0} against {1}, strict {2}: {3}")
    @CsvSource(delimiter = '|', textBlock = """
            Section II.B.3   | Section II(B)(3)    | false | true
            Section II(B)(3) | SECTION II.B.3      | true  | true
            Section II.B.3   | Section II.B.4      | false | false
            Section II.B.3   | Section II.B        | false | true
            Section II.B.3   | Section II.B        | true  | false
            Section II.B.3   | Section II.B.3.a    | false | true
            Section II.B.3   | Section II.B.33     | false | false
            Section IV.4     | Section III.4       | false | false
            Section 3.2(b)   | section 3.2.b       | true  | true
            """)
    void outlinePaths(String cited, String source, boolean strict, boolean verified) {
        List<Flag> flags = CHECK.check("The letter relies on " + cited + " of the policy.", List.of("The policy: " + source + " applies."),
                PACK, strict).flags();
        assertThat(flags).singleElement().satisfies(flag -> {
            assertThat(flag.raw()).isEqualTo(cited);
            assertThat(flag.inSources()).isEqualTo(verified);
        });
    }

    /** {@code SEC} reads as the policy's {@code Sec.} (names match in any case), but neither a case name's {@code v.} nor a word is an outline path. */
    @Test
    void theSecuritiesAndExchangeCommissionIsNotASection() {
        String text = "The insurer relied on SEC v. Jarkesy, 603 U.S. 109 (2024), and on SEC rule 10b-5 and SEC Jud. Conf. guidance.";
        List<Flag> flags = CHECK.check(text, List.of("unrelated"), PACK, false).flags();
        assertThat(flags).extracting(Flag::raw).doesNotContain("SEC v", "SEC rule", "SEC Jud");
        assertThat(flags).extracting(Flag::raw).anySatisfy(raw -> assertThat(raw).startsWith("SEC v. Jarkesy"));
    }
}
