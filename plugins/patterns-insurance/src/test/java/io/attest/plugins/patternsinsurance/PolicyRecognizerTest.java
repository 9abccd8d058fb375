package io.attest.plugins.patternsinsurance;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.plugin.api.guard.Citation;
import io.attest.plugin.api.guard.FlagType;
import io.attest.plugins.citationcore.DeclarativePatternPack;
import io.attest.plugins.citationcore.ProvisionRecognizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class PolicyRecognizerTest {

    private static final ProvisionRecognizer INSURANCE = new ProvisionRecognizer(List.of(new PolicyRecognizer()), null);

    private static List<Citation> find(String text) {
        List<Citation> out = new ArrayList<>();
        INSURANCE.find(text, out);
        assertThat(out).allSatisfy(c -> assertThat(c.type()).isEqualTo(FlagType.SECTION_REF));
        return out;
    }

    private static List<String> raws(String text) {
        return find(text).stream().map(c -> c.raw(text)).toList();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            Section IV.B.2
            Section II
            Section I.A
            Sec. III(A)
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
    void findsPolicyParts(String provision) {
        assertThat(raws("The insurer relied on " + provision + " when it denied the claim.")).containsExactly(provision);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
        "Part I of the letter and Part G and Part Delta",
        "Coverage Among others and Coverage was denied",
        "Exclusion applies and the Exclusion a court cited",
        "Section Linear and Section Xylophone",
        "Sections IV and V" // a list of Roman numerals is not read
    })
    void ignoresLookalikes(String text) {
        assertThat(find(text)).isEmpty();
    }

    @Test
    void theSharedFormsStay() {
        assertThat(raws("under Section 10(b), § 1983 and Rule 12(b)(6)")).containsExactly("Section 10(b)", "§ 1983", "Rule 12(b)(6)");
    }

    @Test
    void aDeclarativePackNamesTheFamilyByItsDomainOrItsBuildingBlock() {
        assertThat(DeclarativePatternPack.installedFamilies()).anySatisfy(family -> {
            assertThat(family).isInstanceOf(PolicyRecognizer.class);
            assertThat(family.names()).containsExactly("insurance", "policy");
        });
    }

    @Test
    void randomAndAdversarialInputStaysInsideTheText() {
        String[] bits = {"Section ", "Sec. ", "IV", ".", "B", "(", ")", "2", "Exclusion ", "Exclusions ", "a", "j", "Coverage ", "A",
            "Part ", "F", " ", "\n", "😀"};
        Random random = new Random(2111);
        StringBuilder text = new StringBuilder();
        while (text.length() < 200_000) {
            text.append(bits[random.nextInt(bits.length)]);
        }
        for (String input : List.of(text.toString(), "Section IV.".repeat(20_000), "Exclusion (a)".repeat(15_000),
                "Coverage A(".repeat(20_000))) {
            assertThat(find(input)).allSatisfy(c -> assertThat(c.end()).isBetween(c.start() + 1, input.length()));
        }
    }
}
