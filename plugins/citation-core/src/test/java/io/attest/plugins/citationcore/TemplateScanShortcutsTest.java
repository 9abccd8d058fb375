package io.attest.plugins.citationcore;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.plugin.api.guard.Citation;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The shortcuts of the template scan change nothing it finds. (1) It skips a form when another form at the same name, whose part before the name is
 * the start of its own, found no way to match there ({@link FormBeginnings}). That must never change
 * what is found: every template's examples, in front of and after words that begin or end the longer
 * forms ({@code Title 42 of the}, {@code section 5 of}), read alike with and without the shortcuts.
 * (2) It reuses a pattern's recent renderings (a canonical name, a link) when the captured values
 * are the same: every example, shuffled among all the others in one text, gets the authorities
 * a plain scan gives (no renderings kept). (3) It reuses what a form built for the same characters
 * earlier in the text ({@link BuiltCitations}): one text holding every example three times, in
 * varied contexts, reads as a plain scan reads it.
 * The legal templates (LegalTemplates) are the ones read.
 */
class TemplateScanShortcutsTest {

    private static final List<String> BEFORE = List.of("", "See ", "Title 12 of the ", "title 9, ", "section 5 of ", "Sec. 3 of Title 7 ",
            "§ 2 of ", "Titles ", "12 ", "(", "Rule 4 of the ", "Article 3, ", "the ", "of the ", "Cal. ", "Code ");
    private static final List<String> AFTER = List.of("", ".", " of the Code", ", § 4", " of title 12, United States Code", " (2020)",
            "(a)(1)", " Stat. 5", ", and 9");

    @Test
    void skippingRuledOutFormsFindsWhatTryingEveryFormFinds() {
        TemplateCatalog catalog = LegalTemplates.catalog();
        TemplateRecognizer skipping = new TemplateRecognizer(catalog);
        TemplateRecognizer trying = TemplateRecognizer.withoutShortcuts(catalog);
        Random random = new Random(27);
        List<String> differences = new ArrayList<>();
        int texts = 0;
        for (Map.Entry<String, List<List<String>>> template : catalog.examples().entrySet()) {
            for (List<String> group : template.getValue()) {
                for (String example : group) {
                    for (int k = 0; k < 6; k++) {
                        String text = BEFORE.get(random.nextInt(BEFORE.size())) + example + AFTER.get(random.nextInt(AFTER.size()))
                                + " " + BEFORE.get(random.nextInt(BEFORE.size())) + example;
                        texts++;
                        List<String> expected = found(trying, text);
                        List<String> actual = found(skipping, text);
                        if (!actual.equals(expected)) {
                            differences.add(template.getKey() + ": \"" + text + "\": " + actual + " instead of " + expected);
                        }
                    }
                }
            }
        }
        assertThat(texts).isGreaterThan(1000);
        assertThat(differences).isEmpty();
    }

    @Test
    void examplesAmongOthersGetTheAuthoritiesAPlainScanGives() {
        TemplateCatalog catalog = LegalTemplates.catalog();
        List<String> examples = new ArrayList<>();
        catalog.examples().values().forEach(groups -> groups.forEach(examples::addAll));
        assertThat(examples).hasSizeGreaterThan(500);
        TemplateRecognizer remembering = new TemplateRecognizer(catalog);
        TemplateRecognizer plain = TemplateRecognizer.withoutShortcuts(catalog);
        List<String> differences = new ArrayList<>();
        for (int round = 0; round < 3; round++) {
            java.util.Collections.shuffle(examples, new Random(round));
            for (String example : examples) {
                String text = "See " + example + ".";
                List<String> expected = found(plain, text);
                List<String> actual = found(remembering, text);
                if (!actual.equals(expected)) {
                    differences.add(example + ": " + actual + " instead of " + expected);
                }
            }
        }
        assertThat(differences).isEmpty();
    }

    @Test
    void citationsRepeatedInOneTextGetWhatAPlainScanBuilds() {
        TemplateCatalog catalog = LegalTemplates.catalog();
        List<String> pieces = new ArrayList<>();
        Random random = new Random(41);
        catalog.examples().values().forEach(groups -> groups.forEach(group -> group.forEach(example -> {
            for (int k = 0; k < 3; k++) {
                pieces.add(BEFORE.get(random.nextInt(BEFORE.size())) + example + AFTER.get(random.nextInt(AFTER.size())));
            }
        })));
        java.util.Collections.shuffle(pieces, random);
        String text = String.join(". ", pieces);
        List<String> expected = found(TemplateRecognizer.withoutShortcuts(catalog), text);
        assertThat(expected).hasSizeGreaterThan(1500);
        assertThat(found(new TemplateRecognizer(catalog), text)).isEqualTo(expected);
    }

    private static List<String> found(TemplateRecognizer recognizer, String text) {
        List<Citation> out = new ArrayList<>();
        recognizer.find(text, out);
        return out.stream().map(Citation::toString).toList();
    }
}
