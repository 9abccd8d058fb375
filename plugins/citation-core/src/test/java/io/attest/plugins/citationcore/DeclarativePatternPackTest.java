package io.attest.plugins.citationcore;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.attest.plugin.api.guard.Citation;
import io.attest.domain.guard.CitationCheck;
import io.attest.plugin.api.guard.FlagType;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class DeclarativePatternPackTest {

    /** A one-template catalog (U.S.C.) standing in for the legal pack's. */
    static final TemplateCatalog TEMPLATES = TemplateCatalog.load(java.util.List.of(
            DeclarativePatternPackTest.class.getResource("test-templates.json")));

    private static final String PACK = """
            {"format": "attest.pattern-pack", "id": "acme-endorsements", "version": "1.0.0", "domain": "acme",
             "families": ["legal"],
             "patterns": [{"type": "section_ref", "regex": "Endorsement [A-Z]{2}-\\\\d{3}", "example": "Endorsement CG-201"}]}
            """;

    @Test
    void aJsonPackAddsItsPatternsToTheSharedRecognizers() {
        DeclarativePatternPack pack = DeclarativePatternPack.fromJson(PACK.getBytes(StandardCharsets.UTF_8), TEMPLATES);
        String text = "Endorsement CG-201 modifies coverage; see 42 U.S.C. § 1983.";

        assertThat(pack.id()).isEqualTo("acme-endorsements");
        assertThat(pack.domain()).isEqualTo("acme");
        assertThat(CitationCheck.citations(pack, text)).extracting(c -> c.type() + " " + c.raw(text))
                .contains(FlagType.SECTION_REF + " Endorsement CG-201", FlagType.USC + " 42 U.S.C. § 1983");
    }

    @Test
    void patternsThatCouldBacktrackOrMissTheirExampleAreRefused() {
        assertThatThrownBy(() -> pack("(a)\\\\1", "aa")).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("patterns[0].regex");
        assertThatThrownBy(() -> pack("(?=x)x", "x")).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("RE2");
        assertThatThrownBy(() -> pack("Rider \\\\d+", "Rider A")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("does not match its example");
        assertThatThrownBy(() -> DeclarativePatternPack.fromJson("{\"format\":\"other\"}".getBytes(StandardCharsets.UTF_8), TEMPLATES))
                .hasMessageContaining("format");
        assertThatThrownBy(() -> DeclarativePatternPack.fromJson("not json".getBytes(StandardCharsets.UTF_8), TEMPLATES))
                .hasMessageContaining("JSON");
    }

    @Test
    void familiesAreNamedByTheirNamesInAnyCaseAndUnknownNamesAreRefused() {
        ProvisionFamily annexes = new ProvisionFamily() {
            @Override
            public java.util.List<String> names() {
                return java.util.List.of("annexes");
            }

            @Override
            public java.util.List<String> anchors() {
                return java.util.List.of("Annex");
            }

            @Override
            public int end(String text, int start) {
                int p = Scan.word(text, start, "Annex");
                int q = p < 0 ? -1 : Scan.spaces1(text, p);
                int end = q < 0 ? -1 : Scan.digitsEnd(text, q, text.length());
                return end > q ? end : -1;
            }
        };
        String json = PACK.replace("[\"legal\"]", "[\"Annexes\", \"codes\"]");
        DeclarativePatternPack pack = DeclarativePatternPack.fromJson(json.getBytes(StandardCharsets.UTF_8), TEMPLATES, java.util.List.of(annexes));
        String text = "Annex 5 and Endorsement CG-201.";
        assertThat(CitationCheck.citations(pack, text)).extracting(c -> c.raw(text)).containsExactly("Annex 5", "Endorsement CG-201");

        byte[] unknown = PACK.replace("[\"legal\"]", "[\"maritime\"]").getBytes(StandardCharsets.UTF_8);
        assertThatThrownBy(() -> DeclarativePatternPack.fromJson(unknown, TEMPLATES, java.util.List.of(annexes)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unknown family \"maritime\"; one of [legal, codes, court_rules, annexes]");
    }

    @Test
    void aRegexRecognizerSkipsEmptyMatchesAndReportsEveryOccurrence() {
        RegexRecognizer recognizer = new RegexRecognizer(FlagType.SECTION_REF, "(Rider \\d*)?");
        java.util.List<Citation> found = new java.util.ArrayList<>();
        String text = "Rider 1, Rider 22 and Rider ";
        recognizer.find(text, found);
        assertThat(found).extracting(c -> c.raw(text)).containsExactly("Rider 1", "Rider 22", "Rider ");
    }

    private static DeclarativePatternPack pack(String regex, String example) {
        String json = "{\"format\":\"attest.pattern-pack\",\"id\":\"x-pack\",\"version\":\"1\",\"domain\":\"x-domain\","
                + "\"patterns\":[{\"type\":\"section_ref\",\"regex\":\"" + regex + "\",\"example\":\"" + example + "\"}]}";
        return DeclarativePatternPack.fromJson(json.getBytes(StandardCharsets.UTF_8), TEMPLATES);
    }
}
