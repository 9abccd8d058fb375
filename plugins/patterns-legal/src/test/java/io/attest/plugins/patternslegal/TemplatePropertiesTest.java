package io.attest.plugins.patternslegal;

import io.attest.plugins.citationcore.LegalTemplates;

import static org.assertj.core.api.Assertions.assertThat;

import io.attest.plugin.api.guard.Citation;
import io.attest.domain.guard.CitationCheck;
import io.attest.domain.guard.CaseNameNormalizer;
import io.attest.plugins.citationcore.CaseNameAbbreviations;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Properties of every template, from its examples: the same citation rewritten the ways legal
 * writing varies it (section sign or word, periods left out, spaces after periods, other
 * whitespace) keeps its key and is verified by the original in the sources; the neighbouring
 * section (its last digit changed) has another key and is never verified by it.
 */
class TemplatePropertiesTest {

    private static final LegalPatternPack PACK = new LegalPatternPack();
    private static final CitationCheck CHECK = new CitationCheck(new CaseNameNormalizer(CaseNameAbbreviations.table()));

    @Test
    void rewritesKeepTheKeyAndNeighboursNeverVerify() {
        Random random = new Random(19);
        List<String> failures = new ArrayList<>();
        int rewrites = 0;
        for (Map.Entry<String, List<List<String>>> template : LegalTemplates.catalog().examples().entrySet()) {
            for (List<String> group : template.getValue()) {
                for (String example : group) {
                    Citation original = only(example);
                    if (original == null) {
                        failures.add(template.getKey() + ": not one citation: " + example);
                        continue;
                    }
                    for (int k = 0; k < 12; k++) {
                        String variant = rewrite(example, random);
                        Citation rewritten = only(variant);
                        rewrites++;
                        if (rewritten == null || !keys(rewritten).equals(keys(original))) {
                            failures.add(template.getKey() + ": \"" + variant + "\" (from \"" + example + "\") read as "
                                    + (rewritten == null ? "nothing" : rewritten.normalized()));
                        } else if (!verified(variant, example)) {
                            failures.add(template.getKey() + ": \"" + variant + "\" not verified by \"" + example + "\"");
                        }
                    }
                    String neighbour = neighbour(example, original.authorities().get(0).section());
                    Citation next = neighbour == null ? null : only(neighbour);
                    if (next != null && keys(next).equals(keys(original))) {
                        failures.add(template.getKey() + ": neighbour \"" + neighbour + "\" has the key of \"" + example + "\"");
                    }
                    if (neighbour != null && verified(neighbour, example)) {
                        failures.add(template.getKey() + ": neighbour \"" + neighbour + "\" verified by \"" + example + "\"");
                    }
                }
            }
        }
        assertThat(failures).as("%d rewrites", rewrites).isEmpty();
    }

    private static Citation only(String cite) {
        String text = "As held, " + cite + "; more text follows.";
        List<Citation> found = CitationCheck.citations(PACK, text);
        if (found.size() != 1 || found.get(0).start() != 9 || found.get(0).end() != 9 + cite.length() || !found.get(0).keyed()) {
            return null;
        }
        return found.get(0);
    }

    private static boolean verified(String cited, String source) {
        CitationCheck.Outcome outcome = CHECK.check("Under " + cited + ", the claim fails.", List.of("Source: " + source + "."), PACK, false);
        return outcome.flags().size() == 1 && outcome.flags().get(0).inSources();
    }

    private static List<Object> keys(Citation c) {
        return c.authorities().stream().map(a -> (Object) List.of(a.key(), a.comparablePin())).toList();
    }

    /** One random rewrite of the ways a citation's writing varies. */
    static String rewrite(String cite, Random random) {
        String out = cite;
        switch (random.nextInt(5)) {
            case 0 -> out = out.replaceAll("(?<!§)§ (?=\\d)", List.of("Sec. ", "Section ", "§", "sec. ").get(random.nextInt(4)));
            case 1 -> out = out.replaceAll("(?<=[A-Za-z])\\.(?= |$)", "");
            case 2 -> out = out.replaceAll("(?<=[A-Z])\\.(?=[A-Z])", ". ");
            case 3 -> out = out.replace(" ", List.of("  ", "\n", "\u00A0").get(random.nextInt(3)));
            default -> out = out.replaceAll("(?<=[A-Z][a-z]{0,4})\\. (?=[A-Z])", ".");
        }
        return out;
    }

    /**
     * The citation with the last digit of its section changed (the section as the authority shows
     * it, found in the citation), or of the citation's last number before its pin; null when it has
     * no digit.
     */
    static String neighbour(String cite, String section) {
        int at = section.isEmpty() ? -1 : cite.lastIndexOf(section);
        if (at >= 0 && section.chars().noneMatch(Character::isDigit)) {
            // a Roman or lettered section (art. XII): the next one
            return section.chars().allMatch(c -> "IVXLC".indexOf(c) >= 0)
                    ? cite.substring(0, at + section.length()) + "I" + cite.substring(at + section.length()) : null;
        }
        if (at >= 0) {
            for (int i = at + section.length() - 1; i >= at; i--) {
                char c = cite.charAt(i);
                if (c >= '0' && c <= '9') {
                    char other = c == '9' ? '8' : (char) (c + 1);
                    return cite.substring(0, i) + other + cite.substring(i + 1);
                }
            }
        }
        int end = cite.length();
        while (end > 0 && cite.charAt(end - 1) == ')') {
            end = cite.lastIndexOf('(', end - 1);
        }
        for (int i = end - 1; i >= 0; i--) {
            char c = cite.charAt(i);
            if (c >= '0' && c <= '9') {
                char other = c == '9' ? '8' : (char) (c + 1);
                return cite.substring(0, i) + other + cite.substring(i + 1);
            }
        }
        return null;
    }
}
