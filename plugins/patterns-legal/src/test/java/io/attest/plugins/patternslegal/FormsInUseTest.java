package io.attest.plugins.patternslegal;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.domain.guard.CitationCheck;
import io.attest.plugin.api.guard.Citation;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The citations of forms-in-use.txt (state codes, constitutions, administrative codes and court
 * rules as their courts and Justia write them: {@code La. R.S. 9:2800}, {@code CPLR 3211(a)(7)},
 * {@code Md. Code Ann., Cts. & Jud. Proc. § 5-101}, {@code 11 NYCRR 216.6}): each, inside a
 * sentence, is one keyed flag over its whole span.
 */
class FormsInUseTest {

    private static final LegalPatternPack PACK = new LegalPatternPack();

    @Test
    void everyFormIsOneKeyedFlagOverItsWholeSpan() {
        List<String> failures = new ArrayList<>();
        List<String> forms = ResourceLines.of("forms-in-use.txt");
        for (String form : forms) {
            String text = "The court relied on " + form + " in its ruling.";
            List<Citation> found = CitationCheck.citations(PACK, text);
            if (found.size() != 1 || found.get(0).start() != 20 || found.get(0).end() != 20 + form.length() || !found.get(0).keyed()) {
                failures.add("\"" + form + "\" read as " + found.stream().map(c -> c.raw(text) + (c.keyed() ? "" : " (no key)")).toList());
            }
        }
        assertThat(forms).hasSizeGreaterThan(100);
        assertThat(failures).isEmpty();
    }
}
