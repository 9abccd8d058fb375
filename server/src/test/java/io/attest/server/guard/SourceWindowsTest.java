package io.attest.server.guard;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.attest.domain.guard.CaseNameNormalizer;
import io.attest.plugin.api.guard.Citation;
import io.attest.domain.guard.CitationCheck;
import io.attest.domain.guard.Flag;
import io.attest.plugin.api.guard.WantedAuthorities;
import io.attest.plugin.api.guard.CitationPatternPack;
import io.attest.plugins.citationcore.CaseNameAbbreviations;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;

/**
 * The sources are read only around the numbers the text's sections hold ({@link WantedAuthorities}),
 * widened for ranges, lists and short forms. That must never change a verdict: every check here is
 * run twice, once as the server runs it and once with a pack that reads each source whole (every
 * number), and the flags must be the same. The inputs: every pair of the identity table, every
 * case of the corpus, long sources made of many of them, and the cases the windows have to widen
 * for, whose verdicts are asserted too.
 */
class SourceWindowsTest {

    private static final String FILLER = "The parties disagree about what the statute requires and whether the agency read it correctly. "
            .repeat(16);

    private final Map<String, CitationPatternPack> packs = loadPacks();
    private final CitationCheck check = new CitationCheck(new CaseNameNormalizer(CaseNameAbbreviations.table()));

    /** A pack that reads every source whole, as before the windows. */
    private record WholeSources(CitationPatternPack pack) implements CitationPatternPack {
        @Override
        public String domain() {
            return pack.domain();
        }

        @Override
        public List<Citation> find(String text) {
            return pack.find(text);
        }

        @Override
        public List<Citation> findAuthorities(String text, WantedAuthorities wanted) {
            return pack.findAuthorities(text, WantedAuthorities.everyNumberOf(wanted.scopes()));
        }

        @Override
        public String id() {
            return pack.id();
        }

        @Override
        public String version() {
            return pack.version();
        }

        @Override
        public int spiVersion() {
            return pack.spiVersion();
        }
    }

    @Test
    void everyPairOfTheIdentityTableGetsTheSameVerdicts() throws IOException {
        List<JsonNode> pairs = pairs();
        assertThat(pairs).hasSizeGreaterThan(500);
        for (JsonNode pair : pairs) {
            assertSameFlags(pair.get("id").asText(), pair.get("text").asText(), List.of(pair.get("source").asText()),
                    pack(pair.path("domain").asText("legal")), pair.path("strict").asBoolean(false));
        }
    }

    @Test
    void everyCaseOfTheCorpusGetsTheSameVerdicts() throws IOException {
        for (String file : List.of("legal", "financial", "insurance", "healthcare")) {
            for (JsonNode c : corpus(file)) {
                List<String> sources = new ArrayList<>();
                c.get("sources").forEach(s -> sources.add(s.asText()));
                assertSameFlags(file, c.get("text").asText(), sources, pack(c.get("domain").asText()), c.path("strict").asBoolean(false));
            }
        }
    }

    /**
     * Long sources: the sources of many pairs, shuffled, with prose between them, split into five,
     * against the texts of many pairs at once — sources full of numbers and citations the text
     * does not cite, where the windows, the lists that chain them and the antecedents of short
     * forms are read far from each other.
     */
    @Test
    void longSourcesMadeOfManyPairsGetTheSameVerdicts() throws IOException {
        Map<String, List<JsonNode>> byDomain = new HashMap<>();
        for (JsonNode pair : pairs()) {
            byDomain.computeIfAbsent(pair.path("domain").asText("legal"), d -> new ArrayList<>()).add(pair);
        }
        Random random = new Random(19);
        for (Map.Entry<String, List<JsonNode>> domain : byDomain.entrySet()) {
            List<JsonNode> pairs = new ArrayList<>(domain.getValue());
            for (int round = 0; round < 4; round++) {
                Collections.shuffle(pairs, random);
                List<String> sourceParts = new ArrayList<>();
                StringBuilder text = new StringBuilder();
                for (int i = 0; i < pairs.size(); i++) {
                    JsonNode pair = pairs.get(i);
                    sourceParts.add(pair.get("source").asText() + (i % 3 == 0 ? " " + FILLER : " "));
                    if (i % 4 == round) {
                        text.append(pair.get("text").asText()).append(' ');
                    }
                }
                Collections.shuffle(sourceParts, random);
                List<String> sources = new ArrayList<>();
                int per = sourceParts.size() / 5 + 1;
                for (int from = 0; from < sourceParts.size(); from += per) {
                    sources.add(String.join(" ", sourceParts.subList(from, Math.min(sourceParts.size(), from + per))));
                }
                for (boolean strict : new boolean[] {false, true}) {
                    assertSameFlags(domain.getKey() + " round " + round, text.toString(), sources, pack(domain.getKey()), strict);
                }
            }
        }
    }

    /**
     * Sources that cite the same authorities again and again, some of them in every copy and some in
     * one only: once a wanted authority is found its numbers open no more windows, and that must not
     * change a verdict either (the second copy of a source is read only for what the first lacked).
     */
    @Test
    void sourcesThatRepeatTheirCitationsGetTheSameVerdicts() throws IOException {
        Map<String, List<JsonNode>> byDomain = new HashMap<>();
        for (JsonNode pair : pairs()) {
            byDomain.computeIfAbsent(pair.path("domain").asText("legal"), d -> new ArrayList<>()).add(pair);
        }
        Random random = new Random(23);
        for (Map.Entry<String, List<JsonNode>> domain : byDomain.entrySet()) {
            List<JsonNode> pairs = new ArrayList<>(domain.getValue());
            Collections.shuffle(pairs, random);
            StringBuilder text = new StringBuilder();
            StringBuilder common = new StringBuilder();
            List<String> own = new ArrayList<>();
            for (int i = 0; i < pairs.size(); i++) {
                JsonNode pair = pairs.get(i);
                text.append(pair.get("text").asText()).append(' ');
                if (i % 3 == 0) {
                    common.append(pair.get("source").asText()).append(' ');
                } else {
                    own.add(pair.get("source").asText());
                }
            }
            List<String> sources = new ArrayList<>();
            for (int copy = 0; copy < 3; copy++) {
                StringBuilder source = new StringBuilder();
                for (int k = 0; k < 4; k++) {
                    source.append(common).append(FILLER);
                }
                for (int i = copy; i < own.size(); i += 3) {
                    source.append(own.get(i)).append(' ').append(common);
                }
                sources.add(source.toString());
            }
            for (boolean strict : new boolean[] {false, true}) {
                assertSameFlags(domain.getKey() + " repeated", text.toString(), sources, pack(domain.getKey()), strict);
            }
        }
    }

    @Test
    void aLongListIsReadFromItsNameWhenOnlyItsLastMemberIsWanted() {
        String source = "The complaint invokes the civil rights statutes, 42 U.S.C. §§ 1981, 1982, 1983, 1984, 1985, 1986, 1987, 1988, "
                + "1989, 1990, 1991, 1992, 1993, 1994 and 1995, and nothing else.";
        assertThat(verdict("Fees are awarded under 42 U.S.C. § 1995.", source, "42 U.S.C. § 1995")).isTrue();
        assertThat(verdict("Fees are awarded under 42 U.S.C. § 1996.", source, "42 U.S.C. § 1996")).isFalse();
        assertThat(verdict("Fees are awarded under 41 U.S.C. § 1995.", source, "41 U.S.C. § 1995")).isFalse();
    }

    @Test
    void aRangeInTheSourceHoldsAWantedSectionItDoesNotWriteOut() {
        String source = "See generally 42 U.S.C. §§ 1981-1988 (civil rights). " + FILLER;
        assertThat(verdict("The claim arises under 42 U.S.C. § 1985(3).", source, "42 U.S.C. § 1985(3)")).isTrue();
        assertThat(verdict("The claim arises under 42 U.S.C. § 1989.", source, "42 U.S.C. § 1989")).isFalse();
        assertThat(verdict("The claim arises under 42 U.S.C. § 1985.", "See 42 U.S.C. §§ 1980 through 1990 and " + FILLER,
                "42 U.S.C. § 1985")).isTrue();
    }

    /**
     * A short form takes its body from the nearest citation before it, even when that one's own
     * number is not wanted and stands far away: read only around the wanted numbers, {@code § 1367(a)}
     * would take the body of the {@code 42 U.S.C. § 1983} before it and verify a hallucinated
     * {@code 42 U.S.C. § 1367}.
     */
    @Test
    void aShortFormTakesItsBodyFromTheNearestCitationEvenWhenThatOneIsNotWanted() {
        String source = "Plaintiff sues under 42 U.S.C. § 1983. " + FILLER + "Federal-question jurisdiction lies under 28 U.S.C. § 1331. "
                + FILLER + "Supplemental jurisdiction over the state claims lies under § 1367(a).";
        String text = "The claim arises under 42 U.S.C. § 1983, and the court also relied on 42 U.S.C. § 1367.";
        assertThat(verdict(text, source, "42 U.S.C. § 1983")).isTrue();
        assertThat(verdict(text, source, "42 U.S.C. § 1367")).isFalse();
        assertThat(verdict("Jurisdiction: 28 U.S.C. § 1367(a).", source, "28 U.S.C. § 1367(a)")).isTrue();
    }

    @Test
    void aRuleShortFormTakesItsRuleSetFromTheNearestRuleEvenWhenThatOneIsNotWanted() {
        String source = "The expert qualified under Fed. R. Evid. 702. " + FILLER + "Defendant moved to dismiss under Fed. R. Civ. P. 12(b)(6). "
                + FILLER + "The court then granted summary judgment under Rule 56.";
        String text = "The expert testified under Fed. R. Evid. 702, and the court applied Fed. R. Evid. 56.";
        assertThat(verdict(text, source, "Fed. R. Evid. 702")).isTrue();
        assertThat(verdict(text, source, "Fed. R. Evid. 56")).isFalse();
        assertThat(verdict("Judgment under Fed. R. Civ. P. 56.", source, "Fed. R. Civ. P. 56")).isTrue();
    }

    /** The verdict on {@code cite} in {@code text} against {@code source}, after checking that reading the source whole agrees. */
    private boolean verdict(String text, String source, String cite) {
        List<Flag> flags = assertSameFlags(cite, text, List.of(source), pack("legal"), false);
        return flags.stream().filter(f -> f.raw().equals(cite)).findFirst()
                .orElseThrow(() -> new AssertionError(cite + " not flagged in " + flags.stream().map(Flag::raw).toList()))
                .inSources();
    }

    private List<Flag> assertSameFlags(String label, String text, List<String> sources, CitationPatternPack pack, boolean strict) {
        List<Flag> windowed = check.check(text, sources, pack, strict).flags();
        List<Flag> whole = check.check(text, sources, new WholeSources(pack), strict).flags();
        assertThat(windowed).as(label + (strict ? " (strict)" : "") + ": windows against whole sources").isEqualTo(whole);
        return windowed;
    }

    private CitationPatternPack pack(String domain) {
        CitationPatternPack pack = packs.get(domain);
        assertThat(pack).as("pack " + domain).isNotNull();
        return pack;
    }

    private static Map<String, CitationPatternPack> loadPacks() {
        Map<String, CitationPatternPack> packs = new HashMap<>();
        ServiceLoader.load(CitationPatternPack.class).forEach(pack -> packs.put(pack.domain(), pack));
        return packs;
    }

    private static List<JsonNode> pairs() throws IOException {
        ObjectMapper json = new ObjectMapper();
        List<JsonNode> out = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                SourceWindowsTest.class.getResourceAsStream("/citation-identity/pairs.jsonl"), StandardCharsets.UTF_8))) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                if (!line.isBlank()) {
                    out.add(json.readTree(line));
                }
            }
        }
        return out;
    }

    private static JsonNode corpus(String file) throws IOException {
        try (InputStream in = SourceWindowsTest.class.getResourceAsStream("/citation-corpus/" + file + ".json")) {
            assertThat(in).as("corpus file " + file).isNotNull();
            return new ObjectMapper().readTree(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
    }
}
