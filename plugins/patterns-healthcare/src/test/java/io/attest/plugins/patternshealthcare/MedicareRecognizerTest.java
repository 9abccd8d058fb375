package io.attest.plugins.patternshealthcare;

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

class MedicareRecognizerTest {

    private static final ProvisionRecognizer HEALTHCARE = new ProvisionRecognizer(List.of(new MedicareRecognizer()), null);

    private static List<Citation> find(String text) {
        List<Citation> out = new ArrayList<>();
        HEALTHCARE.find(text, out);
        assertThat(out).allSatisfy(c -> assertThat(c.type()).isEqualTo(FlagType.SECTION_REF));
        return out;
    }

    private static List<String> raws(String text) {
        return find(text).stream().map(c -> c.raw(text)).toList();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            Part B
            Part D
            CMS-1500
            CMS-855I
            CMS-R-131
            CMS-2567
            UB-04
            UB-92
            """)
    void findsMedicarePartsAndCmsForms(String provision) {
        assertThat(raws("The provider filed " + provision + " for the patient.")).containsExactly(provision);
    }

    @Test
    void staysConservative() {
        assertThat(raws("Medicare Part B covers it")).containsExactly("Part B");
        assertThat(raws("Form CMS-855A was late")).containsExactly("CMS-855A");
        assertThat(raws("HIPAA § 164.512 permits")).containsExactly("§ 164.512");
        assertThat(find("Part E and Part F, docket CMS-2019-0039, CMS and UB-040, CMS-1 and Coverage A")).isEmpty();
    }

    @Test
    void aDeclarativePackNamesTheFamilyByItsDomainOrItsBuildingBlock() {
        assertThat(DeclarativePatternPack.installedFamilies()).anySatisfy(family -> {
            assertThat(family).isInstanceOf(MedicareRecognizer.class);
            assertThat(family.names()).containsExactly("healthcare", "medicare_cms");
        });
    }

    @Test
    void randomAndAdversarialInputStaysInsideTheText() {
        String[] bits = {"CMS", "-", "R", "1500", "855", "I", "Part ", "D", "UB", "04", " ", "\n", "😀"};
        Random random = new Random(2111);
        StringBuilder text = new StringBuilder();
        while (text.length() < 200_000) {
            text.append(bits[random.nextInt(bits.length)]);
        }
        for (String input : List.of(text.toString(), "CMS-R-".repeat(30_000), "CMS-12345678".repeat(15_000), "Part D".repeat(30_000))) {
            assertThat(find(input)).allSatisfy(c -> assertThat(c.end()).isBetween(c.start() + 1, input.length()));
        }
    }
}
