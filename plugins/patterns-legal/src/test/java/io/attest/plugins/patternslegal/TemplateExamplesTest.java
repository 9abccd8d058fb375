package io.attest.plugins.patternslegal;

import io.attest.plugins.citationcore.LegalTemplates;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.plugin.api.guard.Citation;
import io.attest.domain.guard.CitationSelection;
import io.attest.plugins.citationcore.TemplateRecognizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Every example group of every template: each example, alone and inside a sentence, is one
 * citation over its whole span, all examples of a group have the same authority key, and the
 * canonical name never ends in a marker left without its number ({@code Ga. Const. art. II, § I, ¶}).
 */
class TemplateExamplesTest {

    private static final TemplateRecognizer RECOGNIZER = new TemplateRecognizer(LegalTemplates.catalog());

    @Test
    void everyExampleIsOneCitationAndEveryGroupOneKey() {
        List<String> failures = new ArrayList<>();
        int checked = 0;
        for (Map.Entry<String, List<List<String>>> template : LegalTemplates.catalog().examples().entrySet()) {
            for (List<String> group : template.getValue()) {
                Object key = null;
                for (String example : group) {
                    checked++;
                    String text = "See " + example + ". Then more.";
                    List<Citation> found = find(text);
                    if (found.size() != 1 || found.get(0).start() != 4 || found.get(0).end() != 4 + example.length()) {
                        failures.add(template.getKey() + ": \"" + example + "\" read as " + found.stream().map(c -> c.raw(text)).toList());
                        continue;
                    }
                    String normalized = found.get(0).normalized();
                    if (normalized.isEmpty() || ",§¶ ".indexOf(normalized.charAt(normalized.length() - 1)) >= 0) {
                        failures.add(template.getKey() + ": \"" + example + "\" is named \"" + normalized + "\"");
                    }
                    Object k = found.get(0).authorities().stream().map(a -> a.key()).toList();
                    if (key == null) {
                        key = k;
                    } else if (!key.equals(k)) {
                        failures.add(template.getKey() + ": \"" + example + "\" has key " + k + ", the group " + key);
                    }
                }
            }
        }
        assertThat(failures).as("checked %d examples", checked).isEmpty();
        assertThat(checked).isPositive();
    }

    static List<Citation> find(String text) {
        List<Citation> out = new ArrayList<>();
        RECOGNIZER.find(text, out);
        return CitationSelection.choose(out, text);
    }
}
