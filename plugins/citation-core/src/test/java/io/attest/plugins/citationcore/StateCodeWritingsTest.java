package io.attest.plugins.citationcore;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.attest.plugin.api.guard.AuthorityKey;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Every state code named after its state ({@code Colo. Rev. Stat. § 8-2-113}) is also read as the
 * other writings of that name in use, each one citation over its whole span with the example's
 * key: the postal code and the words without periods as Justia prints them ({@code CO Rev Stat §
 * 8-2-113}), and the state and the words spelled out ({@code Colorado Revised Statutes § 8-2-113},
 * {@code ... section 8-2-113}). The writings are made from each template's own canonical name and
 * the jurisdictions' names in common.json, so a code added later is checked too.
 */
class StateCodeWritingsTest {

    private static final Map<String, String> SPELLED = Map.of("Rev", "Revised", "Stat", "Statutes", "Gen", "General",
            "Ann", "Annotated", "Comp", "Compiled", "Cons", "Consolidated", "Cent", "Century");

    @Test
    void everyStateCodeIsReadAsJustiaAndSpelledOutWritings() throws Exception {
        JsonNode jurisdictions = JurisdictionWritings.jurisdictions();
        List<String> failures = new ArrayList<>();
        int codes = 0;
        for (CitationTemplate template : LegalTemplates.catalog().templates()) {
            JsonNode names = jurisdictions.path(template.jurisdiction());
            String abbreviation = names.path(0).asText();
            List<List<String>> examples = LegalTemplates.catalog().examples().getOrDefault(template.id(), List.of());
            if (!template.id().endsWith("-code") || template.kind() != AuthorityKey.Kind.STATUTE || template.name().contains("{")
                    || !template.name().startsWith(abbreviation + " ") || examples.isEmpty()
                    || !examples.get(0).get(0).startsWith(template.name())) {
                continue; // title-organised codes, and codes not named after their state ("Mass. Gen. Laws", "ILCS")
            }
            String example = examples.get(0).get(0);
            String section = example.substring(template.name().length());
            if (section.contains(" ")) {
                continue;
            }
            codes++;
            Object key = JurisdictionWritings.keyOf(example);
            String postal = names.path(names.size() - 1).asText();
            String full = JurisdictionWritings.fullName(names);
            List<String> words = List.of(template.name().substring(abbreviation.length()).replace("§", "").replace(".", "").trim().split(" "));
            List<String> writings = new ArrayList<>(List.of(postal + " " + String.join(" ", words) + " § " + section));
            if (full != null) {
                String spelled = full + " " + String.join(" ", words.stream().map(w -> SPELLED.getOrDefault(w, w)).toList());
                writings.add(spelled + " § " + section);
                writings.add(spelled + " section " + section);
            }
            for (String writing : writings) {
                Object found = JurisdictionWritings.keyOf(writing);
                if (found == null || !found.equals(key)) {
                    failures.add(template.id() + ": \"" + writing + "\" read as " + found + ", \"" + example + "\" as " + key);
                }
            }
        }
        assertThat(codes).as("state codes named after their state").isGreaterThan(30);
        assertThat(failures).isEmpty();
    }



}
