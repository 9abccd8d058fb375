package io.attest.domain.guard;

import io.attest.plugin.api.guard.Citation;
import io.attest.plugin.api.guard.FlagType;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** The overlap rule (longest, then earliest, then type order, then list order) against its plain definition. */
class CitationSelectionTest {

    @Test
    void agreesWithGreedySelectionInPreferenceOrderOnRandomCandidates() {
        Random random = new Random(11);
        for (int round = 0; round < 2_000; round++) {
            int offset = round % 10 == 0 ? (1 << 24) : 0; // past the packed range: the comparator path
            List<Citation> candidates = new ArrayList<>();
            for (int i = 0; i < 1 + random.nextInt(60); i++) {
                int start = offset + random.nextInt(200);
                FlagType type = FlagType.values()[random.nextInt(FlagType.values().length)];
                candidates.add(new Citation(type, start, start + 1 + random.nextInt(25), "c" + i, false));
            }
            assertThat(CitationSelection.choose(candidates)).as("round %d", round).isEqualTo(reference(candidates));
        }
    }

    @Test
    void weighsSpansWithoutTheirWhitespaceAsTheGreedyDefinitionDoes() {
        Random random = new Random(29);
        for (int round = 0; round < 2_000; round++) {
            StringBuilder text = new StringBuilder();
            for (int i = 0; i < 240; i++) {
                text.append(random.nextInt(3) == 0 ? ' ' : 'x');
            }
            List<Citation> candidates = new ArrayList<>();
            int count = 1 + random.nextInt(round % 2 == 0 ? 8 : 60); // small groups checked pairwise, large ones by positions
            for (int i = 0; i < count; i++) {
                int start = random.nextInt(200);
                FlagType type = FlagType.values()[random.nextInt(FlagType.values().length)];
                candidates.add(new Citation(type, start, start + 1 + random.nextInt(25), "c" + i, false));
            }
            String written = text.toString();
            assertThat(CitationSelection.chooseByWeight(candidates, written)).as("round %d", round)
                    .isEqualTo(reference(candidates, c -> (int) written.substring(c.start(), c.end()).chars().filter(ch -> ch != ' ').count()));
        }
    }

    @Test
    void aNameStartsAfterEveryCitationInsideItsFirstPartyAndEndsBeforeOneAfterTheVersus() {
        String text = "Rule 10b-5 Rule 10b-5 Roe v. Wade and Cal. Ins. Code § 790.03(h)";
        Citation name = new Citation(FlagType.CASE_CITATION, 0, text.length(), text, false);
        Citation firstRule = Citation.of(FlagType.SECTION_REF, 0, 10, text);
        Citation secondRule = Citation.of(FlagType.SECTION_REF, 11, 21, text);
        int code = text.indexOf("Cal.");
        Citation statute = Citation.of(FlagType.SECTION_REF, code, text.length(), text);

        List<Citation> chosen = CitationSelection.choose(List.of(name, firstRule, secondRule, statute), text);

        assertThat(chosen).extracting(c -> c.raw(text))
                .containsExactly("Rule 10b-5", "Rule 10b-5", "Roe v. Wade", "Cal. Ins. Code § 790.03(h)");
    }

    @Test
    void keepsTheFirstListedOfTwoIdenticalSpans() {
        Citation first = new Citation(FlagType.REPORTER, 5, 17, "first", false);
        Citation second = new Citation(FlagType.REPORTER, 5, 17, "second", false);
        assertThat(CitationSelection.choose(List.of(first, second))).containsExactly(first);
        assertThat(CitationSelection.choose(List.of(second, first))).containsExactly(second);
    }

    @Test
    void singleSpacingMatchesTheRegularExpression() {
        Random random = new Random(3);
        String alphabet = "ab  \t\n\r\u000B\f\u00A0.";
        for (int round = 0; round < 5_000; round++) {
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < random.nextInt(12); i++) {
                b.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            String raw = b.toString();
            assertThat(CitationSelection.singleSpaced(raw)).as("%s", raw).isEqualTo(raw.replaceAll("\\s+", " "));
        }
    }

    private static List<Citation> reference(List<Citation> candidates) {
        return reference(candidates, Citation::length);
    }

    /** The plain definition: in order of weight (heaviest first), start, type and list order, each kept that overlaps none kept. */
    private static List<Citation> reference(List<Citation> candidates, java.util.function.ToIntFunction<Citation> weight) {
        List<Citation> ranked = new ArrayList<>(candidates);
        ranked.sort(Comparator.comparingInt(weight).reversed().thenComparingInt(Citation::start)
                .thenComparing(Citation::type));
        TreeMap<Integer, Citation> kept = new TreeMap<>();
        for (Citation candidate : ranked) {
            Map.Entry<Integer, Citation> before = kept.floorEntry(candidate.start());
            Map.Entry<Integer, Citation> after = kept.ceilingEntry(candidate.start());
            boolean clash = (before != null && before.getValue().overlaps(candidate))
                    || (after != null && after.getValue().overlaps(candidate));
            if (!clash) {
                kept.put(candidate.start(), candidate);
            }
        }
        return List.copyOf(kept.values());
    }
}
