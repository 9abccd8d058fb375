package io.attest.plugins.patternsfinancial;

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

class SecuritiesRecognizerTest {

    private static final ProvisionRecognizer FINANCIAL = new ProvisionRecognizer(List.of(new SecuritiesRecognizer()), null);
    private static final ProvisionRecognizer SHARED = new ProvisionRecognizer();

    static List<Citation> find(ProvisionRecognizer recognizer, String text) {
        List<Citation> out = new ArrayList<>();
        recognizer.find(text, out);
        assertThat(out).allSatisfy(c -> assertThat(c.type()).isEqualTo(FlagType.SECTION_REF));
        return out;
    }

    private static List<String> raws(ProvisionRecognizer recognizer, String text) {
        return find(recognizer, text).stream().map(c -> c.raw(text)).toList();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            FINRA Rule 2111
            FINRA Rule 4512(a)(1)(F)
            FINRA Rules 2111 and 2090
            SEC Rule 15c3-1
            NASD Rule 3010
            NYSE Rule 405
            MSRB Rule G-17
            Cboe Rule 5.4
            CFTC Rule 1.31
            Exchange Act Rule 10b-5
            Securities Act Rule 144
            Securities Act Section 11
            Exchange Act Section 10(b)
            Exchange Act § 10(b)
            Investment Advisers Act Section 206
            Trust Indenture Act Section 316(b)
            Regulation S-K
            Regulation D
            Regulation FD
            Regulation A+
            Reg. S-P
            Regulation Best Interest
            Regulation S-K Item 303
            Item 303 of Regulation S-K
            """)
    void findsSecuritiesRulesAndRegulations(String provision) {
        String text = "The adviser breached " + provision + " in 2021.";
        assertThat(raws(FINANCIAL, text)).containsExactly(provision);
    }

    @Test
    void actSectionsKeepTheSharedExtentAndTheSharedFormsStay() {
        assertThat(raws(FINANCIAL, "Section 10(b) of the Exchange Act and")).containsExactly("Section 10(b)");
        assertThat(raws(FINANCIAL, "under § 1983 and Rule 12(b)(6)")).containsExactly("§ 1983", "Rule 12(b)(6)");
        assertThat(raws(SHARED, "FINRA Rule 2111 applies")).containsExactly("Rule 2111");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
        "Regulation The and Regulation and Item 7 of the report",
        "FINRA 2111 and SEC 15c3-1",
        "The SEC Chair and the Exchange Act itself; Securities Act claims",
        "Regulation S-K-1 and Reg ABCDE"
    })
    void ignoresLookalikes(String text) {
        assertThat(find(FINANCIAL, text)).isEmpty();
    }

    @Test
    void aDeclarativePackNamesTheFamilyByItsDomainOrItsBuildingBlock() {
        assertThat(DeclarativePatternPack.installedFamilies()).anySatisfy(family -> {
            assertThat(family).isInstanceOf(SecuritiesRecognizer.class);
            assertThat(family.names()).containsExactly("financial", "securities");
        });
    }

    @Test
    void randomAndAdversarialInputStaysInsideTheText() {
        String[] bits = {"FINRA ", "SEC ", "MSRB ", "Rule ", "Rules ", "G-", "Exchange Act ", "Securities ", "Act ", "§ ", "Section ",
            "Regulation ", "Reg. ", "S-K", "Item ", "of ", "Best Interest", "1", "15c3-1", "(a)", "-", "+", " ", "\n", "😀"};
        Random random = new Random(2111);
        StringBuilder text = new StringBuilder();
        while (text.length() < 200_000) {
            text.append(bits[random.nextInt(bits.length)]);
        }
        for (String input : List.of(text.toString(), "FINRA Rule ".repeat(20_000), "Regulation S-K Item ".repeat(10_000),
                "Item 1 of ".repeat(20_000))) {
            assertThat(find(FINANCIAL, input)).allSatisfy(c -> assertThat(c.end()).isBetween(c.start() + 1, input.length()));
        }
    }
}
