package io.attest.plugins.patternslegal;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.domain.guard.CaseNameNormalizer;
import io.attest.domain.guard.CitationCheck;
import io.attest.domain.guard.Flag;
import io.attest.plugins.citationcore.CaseNameAbbreviations;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The same authority written another way in a source, through the whole check: each line of
 * identity-variants.tsv is a citation in the text, a citation in a source and whether the second
 * verifies the first (ranges to dashed sections, reversed and spelled-out forms, federal acts,
 * amendments by ordinal, the neighbouring section and a prefix as negatives). The text's citation
 * must be one flag over its whole span. Written after the templates, so a regression guard, not a
 * blind measure (that is server's CitationIdentityPairsTest).
 */
class IdentityVariantsTest {

    private static final LegalPatternPack PACK = new LegalPatternPack();
    private static final CitationCheck CHECK = new CitationCheck(new CaseNameNormalizer(CaseNameAbbreviations.table()));

    @Test
    void everyVariantIsVerifiedAsLabelled() {
        List<String> failures = new ArrayList<>();
        int pairs = 0;
        for (String line : ResourceLines.of("identity-variants.tsv")) {
            String[] fields = line.split("\t");
            String cited = fields[0];
            String source = fields[1];
            boolean expected = fields[2].equals("yes");
            pairs++;
            String text = "The brief relies on " + cited + " for the point.";
            List<Flag> flags = CHECK.check(text, List.of("In the record: " + source + " was applied."), PACK, false).flags();
            if (flags.size() != 1 || !flags.get(0).raw().equals(cited)) {
                failures.add("\"" + cited + "\" flagged as " + flags.stream().map(Flag::raw).toList());
            } else if (flags.get(0).inSources() != expected) {
                failures.add("\"" + cited + "\" " + (expected ? "not verified" : "verified") + " by \"" + source + "\"");
            }
        }
        assertThat(pairs).isGreaterThan(90);
        assertThat(failures).isEmpty();
    }
}
