package io.attest.server.guard;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.attest.domain.guard.CaseNameNormalizer;
import io.attest.domain.guard.CitationCheck;
import io.attest.domain.guard.Flag;
import io.attest.plugin.api.guard.FlagType;
import io.attest.plugin.api.guard.CitationPatternPack;
import io.attest.plugins.citationcore.CaseNameAbbreviations;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;

/**
 * Precision and recall per flag type on our labelled corpus (src/test/resources/citation-corpus),
 * by exact (type, raw) match, and the accuracy of in_sources on the flags found. The report is
 * written to target/citation-corpus-report.md; docs/citation-accuracy.md quotes it.
 */
class CitationCorpusTest {

    /**
     * The figures measured (docs/citation-check.md, "Accuracy"): every type at 1.000, so any lost
     * flag, extra flag or wrong in_sources fails the build instead of hiding under a lower bar.
     */
    private static final double BAR = 1.0;
    /** Expected flags per type in the corpus when the figures were measured: the corpus may grow, not shrink. */
    private static final Map<FlagType, Integer> MEASURED_ON = Map.of(FlagType.CASE_CITATION, 179, FlagType.REPORTER, 204,
            FlagType.USC, 52, FlagType.CFR, 32, FlagType.SECTION_REF, 64);
    private static final List<String> FILES = List.of("legal", "financial", "insurance", "healthcare");

    @Test
    void everyFlagTypeKeepsTheMeasuredPrecisionRecallAndInSourcesAccuracy() throws IOException {
        Map<String, CitationPatternPack> packs = new HashMap<>();
        ServiceLoader.load(CitationPatternPack.class).forEach(pack -> packs.put(pack.domain(), pack));
        CitationCheck check = new CitationCheck(new CaseNameNormalizer(CaseNameAbbreviations.table()));
        Map<FlagType, Tally> tallies = new EnumMap<>(FlagType.class);
        for (FlagType type : FlagType.values()) {
            tallies.put(type, new Tally());
        }
        List<String> misses = new ArrayList<>();
        int cases = 0;
        for (String file : FILES) {
            for (JsonNode c : read(file)) {
                cases++;
                List<String> sources = new ArrayList<>();
                c.get("sources").forEach(s -> sources.add(s.asText()));
                CitationPatternPack pack = packs.get(c.get("domain").asText());
                assertThat(pack).as("pack for " + c.get("domain")).isNotNull();
                String text = c.get("text").asText();
                List<Flag> found = check.check(text, sources, pack, c.path("strict").asBoolean(false)).flags();
                score(c, found, tallies, misses);
            }
        }
        String report = report(cases, tallies, misses);
        Path target = Path.of("target", "citation-corpus-report.md");
        Files.createDirectories(target.getParent());
        Files.writeString(target, report);
        System.out.println(report);

        for (Map.Entry<FlagType, Tally> entry : tallies.entrySet()) {
            Tally t = entry.getValue();
            assertThat(t.truePositives + t.falseNegatives).as("expected " + entry.getKey().wireName() + " flags in the corpus")
                    .isGreaterThanOrEqualTo(MEASURED_ON.get(entry.getKey()));
            assertThat(t.precision()).as("precision of " + entry.getKey().wireName() + "\n" + report).isGreaterThanOrEqualTo(BAR);
            assertThat(t.recall()).as("recall of " + entry.getKey().wireName() + "\n" + report).isGreaterThanOrEqualTo(BAR);
            assertThat(t.inSourcesAccuracy()).as("in_sources accuracy of " + entry.getKey().wireName() + "\n" + report)
                    .isGreaterThanOrEqualTo(BAR);
        }
    }

    /** Matches expected and found flags by (type, raw), in order, each used once. */
    private static void score(JsonNode c, List<Flag> found, Map<FlagType, Tally> tallies, List<String> misses) {
        List<Flag> unmatched = new ArrayList<>(found);
        for (JsonNode expected : c.get("expected")) {
            FlagType type = FlagType.fromWireName(expected.get("type").asText()).orElseThrow();
            String raw = expected.get("raw").asText();
            Tally tally = tallies.get(type);
            Flag match = unmatched.stream().filter(f -> f.type() == type && f.raw().equals(raw)).findFirst().orElse(null);
            if (match == null) {
                tally.falseNegatives++;
                misses.add(c.get("id").asText() + " missed " + type.wireName() + " «" + raw + "»");
                continue;
            }
            unmatched.remove(match);
            tally.truePositives++;
            if (match.inSources() == expected.get("in_sources").asBoolean()) {
                tally.inSourcesRight++;
            } else {
                misses.add(c.get("id").asText() + " in_sources wrong for " + type.wireName() + " «" + raw + "»: got " + match.inSources());
            }
        }
        for (Flag extra : unmatched) {
            tallies.get(extra.type()).falsePositives++;
            misses.add(c.get("id").asText() + " extra " + extra.type().wireName() + " «" + extra.raw() + "»");
        }
    }

    private static String report(int cases, Map<FlagType, Tally> tallies, List<String> misses) {
        StringBuilder b = new StringBuilder("# Citation corpus: " + cases + " cases\n\n");
        b.append("| type | expected | found right | missed | extra | precision | recall | in_sources accuracy |\n");
        b.append("|---|---|---|---|---|---|---|---|\n");
        tallies.forEach((type, t) -> b.append(String.format(java.util.Locale.ROOT, "| %s | %d | %d | %d | %d | %.3f | %.3f | %.3f |%n",
                type.wireName(), t.truePositives + t.falseNegatives, t.truePositives, t.falseNegatives, t.falsePositives,
                t.precision(), t.recall(), t.inSourcesAccuracy())));
        b.append("\n## Differences\n\n");
        misses.forEach(m -> b.append("- ").append(m.replace("\n", "\\n")).append('\n'));
        return b.toString();
    }

    private static JsonNode read(String file) throws IOException {
        try (InputStream in = CitationCorpusTest.class.getResourceAsStream("/citation-corpus/" + file + ".json")) {
            assertThat(in).as("corpus file " + file).isNotNull();
            return new ObjectMapper().readTree(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
    }

    private static final class Tally {
        int truePositives;
        int falsePositives;
        int falseNegatives;
        int inSourcesRight;

        double precision() {
            return truePositives + falsePositives == 0 ? 1.0 : (double) truePositives / (truePositives + falsePositives);
        }

        double recall() {
            return truePositives + falseNegatives == 0 ? 1.0 : (double) truePositives / (truePositives + falseNegatives);
        }

        double inSourcesAccuracy() {
            return truePositives == 0 ? 1.0 : (double) inSourcesRight / truePositives;
        }
    }
}
