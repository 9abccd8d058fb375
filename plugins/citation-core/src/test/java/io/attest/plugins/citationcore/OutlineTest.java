package io.attest.plugins.citationcore;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Outline paths: numbers, letters and Roman numbers joined by periods or in parentheses, not words or a case name's {@code v.}. */
class OutlineTest {

    private static String path(String text) {
        int end = Outline.read(text, 0);
        return end < 0 ? null : text.substring(0, end);
    }

    @Test
    void readsThePathsPoliciesWrite() {
        assertThat(path("II.B.3 applies")).isEqualTo("II.B.3");
        assertThat(path("II(B)(3) applies")).isEqualTo("II(B)(3)");
        assertThat(path("IV(C)(2)(a).")).isEqualTo("IV(C)(2)(a)");
        assertThat(path("3.2(b), and")).isEqualTo("3.2(b)");
        assertThat(path("10b applies")).isEqualTo("10b");
        assertThat(path("xiv applies")).isEqualTo("xiv");
        assertThat(path("V. The insurer")).as("a capital V is a Roman five").isEqualTo("V");
        assertThat(path("v applies")).as("so is a lone lower-case v").isEqualTo("v");
    }

    @Test
    void aWordIsNotAPart() {
        assertThat(path("rule 10b-5")).isNull();
        assertThat(path("Jud. Conf.")).isNull();
        assertThat(path("Vic applies")).as("not a Roman number: letters of two cases").isNull();
        assertThat(path("DC applies")).as("Roman letters, but not a Roman number TokenType reads").isNull();
        assertThat(path("IIII applies")).as("not a Roman number as written").isNull();
        assertThat(path("3.Jud")).as("the path ends before a word").isEqualTo("3");
    }

    @Test
    void theVersusOfACaseNameIsNotAPath() {
        assertThat(path("v. Jarkesy, 603 U.S. 109")).isNull();
        assertThat(path("v.\u00A0Jarkesy")).as("any whitespace").isNull();
    }
}
